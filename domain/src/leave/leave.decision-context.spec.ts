// The decision dialog's figures (issue 49, decision 0380): the applicant's balance beside an application
// (decisionBalance, over availableBalance) and the colleagues away on its working days (departmentAwayColleagues).
import { describe, expect, it } from 'vitest';
import { decisionBalance } from './leave.decision-context';
import { departmentAwayColleagues } from '../policy/policy.calendar';
import type { CalendarDate } from '../dates';

const d = (text: string) => text as CalendarDate;
const balance = { cl: 6, scl: 0, el: 10, hpl: 0, ccl: 0 };

describe('decisionBalance', () => {
  it('holds back the other open applications of the type, then takes this one', () => {
    const others = [
      { leaveType: 'cl', numberOfDays: 1.5, status: 'pending' as const },
      { leaveType: 'cl', numberOfDays: 1, status: 'approved' as const },
      { leaveType: 'el', numberOfDays: 3, status: 'hodApproved' as const },
    ];
    expect(decisionBalance(balance, { leaveType: 'cl', numberOfDays: 2, status: 'pending' }, others)).toEqual({ leaveType: 'cl', balance: 6, heldByOthers: 1.5, available: 4.5, after: 2.5 });
  });

  it('goes below 0 when the application no longer fits', () => {
    expect(decisionBalance(balance, { leaveType: 'cl', numberOfDays: 5, status: 'pending' }, [{ leaveType: 'cl', numberOfDays: 3, status: 'pending' }]).after).toBe(-2);
  });
});

describe('departmentAwayColleagues', () => {
  const span = { fromDate: d('2026-12-11'), toDate: d('2026-12-14') }; // Friday to Monday
  it('lists each overlapping leave with its working days in the span, a half day marked', () => {
    const away = departmentAwayColleagues(span, [d('2026-12-14')], [
      { applicantId: 'a', name: 'Asha', leaveType: 'cl', status: 'approved', fromDate: d('2026-12-10'), toDate: d('2026-12-11'), fromHalf: 'first', toHalf: 'first' },
      { applicantId: 'b', name: 'Bala', leaveType: 'el', status: 'pending', fromDate: d('2026-12-12'), toDate: d('2026-12-14'), fromHalf: 'first', toHalf: 'second' },
    ]);
    // Bala's days are a weekend and a holiday: not a working day of the span.
    expect(away).toEqual([{ applicantId: 'a', name: 'Asha', leaveType: 'cl', status: 'approved', days: [{ date: '2026-12-11', half: 'first' }] }]);
  });
});
