// A policy's rules in words, for the apply forms' policy text and the 'Leave Policy' screen. The five
// known types keep, under the default policy, the exact texts of docs/product.md (LEAVE_TYPE_INFO).

import { LEAVE_TYPES, LEAVE_TYPE_INFO, balanceFrom, isLeaveType, leaveCodeLabel, leaveTypeName, otherCodesOf, type LeaveCode } from '../leave/leave.policy';
import { DEFAULT_POLICY, policyType, type LeavePolicy, type PolicyLeaveType } from './policy.schema';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

function sameRules(a: PolicyLeaveType, b: PolicyLeaveType | undefined): boolean {
  return b !== undefined && JSON.stringify({ ...a, name: '', colour: '' }) === JSON.stringify({ ...b, name: '', colour: '' });
}

/** '6 days per half-year (Jan-Jun and Jul-Dec), no carry forward', '3 days a year, up to 30 carried forward', ... */
/** A type a balance list shows: its code, label ('EXAM') and name. */
export interface BalanceType {
  code: LeaveCode;
  label: string;
  name: string;
}

/**
 * The types a list of balances shows (balance cards, tiles, the employee's details): the five always, then
 * the policy's others that need a balance, then any other code the balance holds (a type since removed).
 */
export function balanceTypes(policy: LeavePolicy, balance?: object | null): BalanceType[] {
  const codes: LeaveCode[] = [...LEAVE_TYPES];
  for (const type of policy.leaveTypes) if (!codes.includes(type.code) && type.needsBalance) codes.push(type.code);
  if (balance) for (const code of otherCodesOf(balanceFrom(balance))) if (!codes.includes(code)) codes.push(code);
  return codes.map((code) => ({ code, label: leaveCodeLabel(code), name: leaveTypeName(code, policy.leaveTypes) }));
}

export function allowanceText(type: PolicyLeaveType): string {
  if (isLeaveType(type.code) && sameRules(type, policyType(DEFAULT_POLICY, type.code))) return LEAVE_TYPE_INFO[type.code].policy;
  const { allowance, carryForward } = type;
  const days = allowance.days ?? 0;
  const base = ((): string => {
    switch (allowance.per) {
      case 'halfYear':
        return `${plural(days, 'day')} per half-year (Jan-Jun and Jul-Dec)`;
      case 'year':
        return `${plural(days, 'day')} per year`;
      case 'serviceYears':
        return `${plural(days, 'day')}, granted once after every ${plural(allowance.everyYears ?? 1, 'year')} from the date of joining`;
      case 'earned':
        return `Variable; (total working days minus leaves taken) divided by ${allowance.divisor ?? 1}`;
      case 'claimed':
        return `Days claimed for work on a holiday or weekend, lapsing ${plural(allowance.expiresAfterDays ?? 0, 'day')} after the day worked`;
      case 'none':
        return type.needsBalance ? 'No allowance' : type.paid ? 'No balance needed' : 'Leave without pay, no balance needed';
    }
  })();
  const carry = carryForward === null ? (allowance.per === 'halfYear' || allowance.per === 'year' ? ', no carry forward' : '') : `, up to ${plural(carryForward.maxDays, 'day')} carried forward`;
  const notice = type.minNoticeDays > 0 ? `; apply ${plural(type.minNoticeDays, 'day')} ahead` : '';
  const longest = type.maxDaysPerApplication !== null ? `; at most ${plural(type.maxDaysPerApplication, 'day')} per application` : '';
  return `${base}${carry}${notice}${longest}`;
}
