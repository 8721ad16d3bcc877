// A policy's rules in words, for the apply forms' policy text and the 'Leave Policy' screen. The five
// known types keep, under the default policy, the exact texts of docs/product.md (LEAVE_TYPE_INFO).

import { LEAVE_TYPES, LEAVE_TYPE_INFO, balanceFrom, isLeaveType, leaveCodeLabel, leaveTypeName, otherCodesOf, type LeaveCode } from '../leave/leave.policy';
import { fillTemplate, type Say } from '../i18n/templates';
import { DEFAULT_POLICY, policyType, type LeavePolicy, type PolicyLeaveType } from './policy.schema';

/** A type's rules in words, in parts (domain/src/i18n/templates.ts): a base, then the carry, notice and longest application. */
export const ALLOWANCE_TEMPLATES = {
  halfYear: '{days, plural, one {# day} other {# days}} per half-year (Jan-Jun and Jul-Dec)',
  year: '{days, plural, one {# day} other {# days}} per year',
  serviceYears: '{days, plural, one {# day} other {# days}}, granted once after every {years, plural, one {# year} other {# years}} from the date of joining',
  earned: 'Variable; (total working days minus leaves taken) divided by {divisor}',
  claimed: 'Days claimed for work on a holiday or weekend, lapsing {days, plural, one {# day} other {# days}} after the day worked',
  noAllowance: 'No allowance',
  noBalance: 'No balance needed',
  withoutPay: 'Leave without pay, no balance needed',
  noCarry: ', no carry forward',
  carry: ', up to {days, plural, one {# day} other {# days}} carried forward',
  notice: '; apply {days, plural, one {# day} other {# days}} ahead',
  longest: '; at most {days, plural, one {# day} other {# days}} per application',
} as const;

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

/**
 * A type's rules in words. `say` words each part: English by default (the api, the e-mails), the reader's
 * language in the web; a known type under the default policy keeps its text of docs/product.md, said too.
 */
export function allowanceText(type: PolicyLeaveType, say: Say = fillTemplate): string {
  if (isLeaveType(type.code) && sameRules(type, policyType(DEFAULT_POLICY, type.code))) return say(LEAVE_TYPE_INFO[type.code].policy);
  const { allowance, carryForward } = type;
  const T = ALLOWANCE_TEMPLATES;
  const days = allowance.days ?? 0;
  const base = ((): string => {
    switch (allowance.per) {
      case 'halfYear':
        return say(T.halfYear, { days });
      case 'year':
        return say(T.year, { days });
      case 'serviceYears':
        return say(T.serviceYears, { days, years: allowance.everyYears ?? 1 });
      case 'earned':
        return say(T.earned, { divisor: allowance.divisor ?? 1 });
      case 'claimed':
        return say(T.claimed, { days: allowance.expiresAfterDays ?? 0 });
      case 'none':
        return say(type.needsBalance ? T.noAllowance : type.paid ? T.noBalance : T.withoutPay);
    }
  })();
  const carry = carryForward === null ? (allowance.per === 'halfYear' || allowance.per === 'year' ? say(T.noCarry) : '') : say(T.carry, { days: carryForward.maxDays });
  const notice = type.minNoticeDays > 0 ? say(T.notice, { days: type.minNoticeDays }) : '';
  const longest = type.maxDaysPerApplication !== null ? say(T.longest, { days: type.maxDaysPerApplication }) : '';
  return `${base}${carry}${notice}${longest}`;
}
