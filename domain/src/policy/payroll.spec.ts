// The payroll's rows: the days of each taken leave that fall in the month, by person and type, paid or
// not as the policy says, counted by the applicant's rule and the holidays the application left out.

import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, policyType, type LeavePolicy } from './policy.schema';
import { payOf, payrollRows, type TakenLeave } from './payroll';

const ravi = { employeeId: 'EMP001', name: 'Ravi', department: 'CSE', applicantRole: 'employee', holidays: [] };
const withLop: LeavePolicy = {
  leaveTypes: [...DEFAULT_POLICY.leaveTypes, { ...policyType(DEFAULT_POLICY, 'ccl')!, code: 'lop', name: 'Leave Without Pay', paid: false, needsBalance: false, allowance: { per: 'none' } }],
};

describe('The payroll of a month', () => {
  it('counts the part of a leave in the month, working days for an employee, less the holidays it left out', () => {
    const leave: TakenLeave = { ...ravi, leaveType: 'cl', fromDate: '2026-06-29', lastDay: '2026-07-03', holidays: ['2026-07-01'] };
    expect(payrollRows([leave], '2026-06', DEFAULT_POLICY)).toEqual([{ employeeId: 'EMP001', name: 'Ravi', department: 'CSE', leaveType: 'CL', paid: true, pay: 'paid', days: 2 }]);
    expect(payrollRows([leave], '2026-07', DEFAULT_POLICY)).toMatchObject([{ days: 2 }]);
    expect(payrollRows([leave], '2026-08', DEFAULT_POLICY)).toEqual([]);
  });

  it('adds up a person\'s leaves of one type, marks unpaid types, and counts a HOD\'s calendar days', () => {
    const leaves: TakenLeave[] = [
      { ...ravi, leaveType: 'lop', fromDate: '2026-07-06', lastDay: '2026-07-06' },
      { ...ravi, leaveType: 'lop', fromDate: '2026-07-13', lastDay: '2026-07-14' },
      { ...ravi, employeeId: 'HOD001', name: 'Hema', applicantRole: 'hod', leaveType: 'el', fromDate: '2026-07-10', lastDay: '2026-07-13' },
      { ...ravi, leaveType: 'hpl', fromDate: '2026-07-20', lastDay: '2026-07-21' },
    ];
    expect(payrollRows(leaves, '2026-07', withLop).map((row) => [row.employeeId, row.leaveType, row.pay, row.days])).toEqual([
      ['EMP001', 'HPL', 'half pay', 2],
      ['EMP001', 'LOP', 'unpaid', 3],
      ['HOD001', 'EL', 'paid', 4],
    ]);
  });

  it("says HPL is half pay in a policy stored before `halfPay` existed, and follows `halfPay` when a type says it", () => {
    const hpl = policyType(DEFAULT_POLICY, 'hpl')!;
    expect(payOf(hpl)).toBe('half pay');
    expect(payOf({ code: 'hpl', paid: true })).toBe('half pay');
    expect(payOf({ code: 'hpl', paid: true, halfPay: false })).toBe('paid');
    expect(payOf({ code: 'study', paid: true, halfPay: true })).toBe('half pay');
    expect(payOf({ code: 'hpl', paid: false })).toBe('unpaid');
  });

  it('counts a half day as half, in the month that holds it', () => {
    // Tuesday 30 June 2026 afternoon to Thursday 2 July morning: 0.5 in June, 1.5 in July.
    const leave: TakenLeave = { ...ravi, leaveType: 'cl', fromDate: '2026-06-30', lastDay: '2026-07-02', fromHalf: 'second', toHalf: 'first' };
    expect(payrollRows([leave], '2026-06', DEFAULT_POLICY)).toMatchObject([{ days: 0.5 }]);
    expect(payrollRows([leave], '2026-07', DEFAULT_POLICY)).toMatchObject([{ days: 1.5 }]);
  });
});
