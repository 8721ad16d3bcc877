// The product description's policy (docs/rules.md), version 1 of every new database, apart from the
// policy's zod schema (policy.schema.ts): a screen that shows leave types before the policy in force has
// loaded reads it without building the schema.
import { CCL_PER_YEAR, CL_PER_HALF_YEAR, DEFAULT_EL_DIVISOR, HPL_EVERY_YEARS, HPL_GRANT, LEAVE_TYPE_INFO, SCL_PER_HALF_YEAR, type LeaveType } from '../leave/leave.policy';
import type { Allowance, LeavePolicy, PolicyLeaveType } from './policy.schema';

const COLOURS: Readonly<Record<LeaveType, string>> = { cl: '#2563eb', scl: '#7c3aed', el: '#15803d', hpl: '#d97706', ccl: '#db2777' };

function knownType(code: LeaveType, allowance: Allowance, rules: Partial<PolicyLeaveType> = {}): PolicyLeaveType {
  return {
    code,
    name: LEAVE_TYPE_INFO[code].name,
    colour: COLOURS[code],
    paid: true,
    takenBy: ['employee', 'hod'],
    counting: 'byRole',
    allowance,
    carryForward: null,
    halfDays: false,
    certificateFromDays: null,
    needsBalance: true,
    minNoticeDays: 0,
    maxDaysPerApplication: null,
    ...rules,
  };
}

/** The product description's rules (docs/rules.md), version 1 of every new database. */
export const DEFAULT_POLICY: LeavePolicy = {
  leaveTypes: [
    knownType('cl', { per: 'halfYear', days: CL_PER_HALF_YEAR }, { halfDays: true }),
    knownType('scl', { per: 'halfYear', days: SCL_PER_HALF_YEAR }, { halfDays: true }),
    knownType('el', { per: 'earned', divisor: DEFAULT_EL_DIVISOR }),
    knownType('hpl', { per: 'serviceYears', days: HPL_GRANT, everyYears: HPL_EVERY_YEARS }, { certificateFromDays: 3, halfPay: true }),
    knownType('ccl', { per: 'year', days: CCL_PER_YEAR }, { halfDays: true }),
  ],
};
