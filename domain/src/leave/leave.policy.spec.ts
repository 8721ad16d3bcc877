import { describe, expect, it } from 'vitest';
import {
  LEAVE_TYPE_INFO,
  LEAVE_TYPES,
  availableBalance,
  reservedDays,
  currentBalanceInfo,
  earnedLeaveDetails,
  halfYearPeriod,
  hplGrantsDue,
  initialBalance,
  serviceAnniversary,
} from './leave.policy';

describe('Leave types', () => {
  it('are the five of the policy, each with its code, name and rule', () => {
    expect(LEAVE_TYPES).toEqual(['cl', 'scl', 'el', 'hpl', 'ccl']);
    expect(LEAVE_TYPE_INFO.cl).toEqual({ code: 'CL', name: 'Casual Leave', policy: '6 days per half-year (Jan-Jun and Jul-Dec), no carry forward' });
    expect(LEAVE_TYPE_INFO.scl.name).toBe('Special Casual Leave');
    expect(LEAVE_TYPE_INFO.el.name).toBe('Earned Leave');
    expect(LEAVE_TYPE_INFO.hpl.name).toBe('Half Pay Leave');
    expect(LEAVE_TYPE_INFO.ccl).toEqual({ code: 'CCL', name: 'Child Care Leave', policy: '7 days per year, fixed' });
  });
});

describe('initialBalance', () => {
  it('gives a newcomer CL 6, SCL 4, EL 0, CCL 7 and no HPL', () => {
    expect(initialBalance('2026-03-01', '2026-03-02')).toEqual({ cl: 6, scl: 4, el: 0, hpl: 0, ccl: 7 });
  });

  it('gives no HPL without a date of joining', () => {
    expect(initialBalance(null, '2026-03-02').hpl).toBe(0);
  });

  it('gives 10 HPL for each 3 full years of service', () => {
    expect(initialBalance('2023-03-03', '2026-03-02').hpl).toBe(0);
    expect(initialBalance('2023-03-02', '2026-03-02').hpl).toBe(10);
    expect(initialBalance('2019-03-02', '2026-03-02').hpl).toBe(20);
    expect(initialBalance('2017-03-02', '2026-03-02').hpl).toBe(30);
  });
});

describe('halfYearPeriod', () => {
  it.each([
    ['2026-01-01', 1, 'January - June 2026', '2026-01-01', '2026-06-30'],
    ['2026-06-30', 1, 'January - June 2026', '2026-01-01', '2026-06-30'],
    ['2026-07-01', 2, 'July - December 2026', '2026-07-01', '2026-12-31'],
    ['2026-12-31', 2, 'July - December 2026', '2026-07-01', '2026-12-31'],
  ] as const)('puts %s in half %i, labelled %j', (date, half, label, start, end) => {
    expect(halfYearPeriod(date)).toEqual({ half, year: 2026, start, end, label });
  });

  it('labels the balances with the current half-year', () => {
    expect(currentBalanceInfo('2026-08-15')).toEqual({
      clInfo: { quota: 6, period: 'July - December 2026' },
      sclInfo: { quota: 4, period: 'July - December 2026' },
    });
  });
});

describe('HPL anniversaries', () => {
  it('fall every third year of service', () => {
    expect(hplGrantsDue('2015-07-10', '2015-01-01', '2026-12-31')).toEqual([
      { years: 3, date: '2018-07-10' },
      { years: 6, date: '2021-07-10' },
      { years: 9, date: '2024-07-10' },
    ]);
  });

  it('include both ends of the window', () => {
    expect(hplGrantsDue('2020-05-04', '2023-05-04', '2023-05-04')).toEqual([{ years: 3, date: '2023-05-04' }]);
    expect(hplGrantsDue('2020-05-04', '2023-05-05', '2026-05-03')).toEqual([]);
  });

  it('none fall in the first three years', () => {
    expect(hplGrantsDue('2024-01-15', '2024-01-15', '2027-01-14')).toEqual([]);
  });

  it('fall on 1 March for someone who joined on 29 February', () => {
    expect(serviceAnniversary('2020-02-29', 3)).toBe('2023-03-01');
    expect(serviceAnniversary('2020-02-29', 12)).toBe('2032-02-29');
    expect(hplGrantsDue('2020-02-29', '2026-01-01', '2029-12-31')).toEqual([
      { years: 6, date: '2026-03-01' },
      { years: 9, date: '2029-03-01' },
    ]);
  });

  it('are none without a date of joining or with an empty window', () => {
    expect(hplGrantsDue(null, '2020-01-01', '2030-01-01')).toEqual([]);
    expect(hplGrantsDue('2010-01-01', '2030-01-01', '2020-01-01')).toEqual([]);
  });
});

describe('availableBalance', () => {
  const balance = { cl: 6, scl: 4, el: 3, hpl: 10, ccl: 7 };

  it('is the balance less what is pending: the one figure the form, the panel and the refusal show (issue 49)', () => {
    const open = [
      { leaveType: 'cl', numberOfDays: 2.5, status: 'pending' },
      { leaveType: 'cl', numberOfDays: 4, status: 'approved' },
    ] as const;
    expect(reservedDays(open)).toEqual({ cl: 2.5 });
    expect(availableBalance(balance, open).cl).toBe(3.5);
  });

  it('holds back the days of pending and HOD-approved applications', () => {
    expect(
      availableBalance(balance, [
        { leaveType: 'cl', numberOfDays: 2, status: 'pending' },
        { leaveType: 'cl', numberOfDays: 1, status: 'hodApproved' },
        { leaveType: 'ccl', numberOfDays: 3, status: 'pending' },
      ]),
    ).toEqual({ cl: 3, scl: 4, el: 3, hpl: 10, ccl: 4 });
  });

  it('ignores decided applications: approved ones are already debited', () => {
    expect(
      availableBalance(balance, [
        { leaveType: 'cl', numberOfDays: 2, status: 'approved' },
        { leaveType: 'cl', numberOfDays: 2, status: 'rejected' },
      ]),
    ).toEqual(balance);
  });

  it('never goes below 0', () => {
    expect(availableBalance(balance, [{ leaveType: 'el', numberOfDays: 5, status: 'pending' }]).el).toBe(0);
  });
});

describe('earnedLeaveDetails', () => {
  // 2026: 1 January is a Thursday. Working days: January 22, February 20, 2-13 March 10.
  const today = '2026-03-13';

  it('counts the working days of the year so far and halves them', () => {
    expect(earnedLeaveDetails({ dateOfJoining: '2020-06-01', today, approvedLeaves: [] })).toEqual({
      totalWorkingDays: 52,
      actualWorkingDays: 52,
      earnedLeave: 26,
      currentELBalance: 26,
    });
  });

  it('subtracts approved leave inside the window as working days and EL taken from the balance', () => {
    expect(
      earnedLeaveDetails({
        dateOfJoining: '2020-06-01',
        today,
        approvedLeaves: [
          { leaveType: 'cl', fromDate: '2025-12-30', toDate: '2026-01-02' }, // 2 days in 2026
          { leaveType: 'el', fromDate: '2026-02-09', toDate: '2026-02-13' }, // 5
          { leaveType: 'cl', fromDate: '2026-03-07', toDate: '2026-03-09' }, // a HOD's Sat-Mon: 1
          { leaveType: 'el', fromDate: '2026-03-16', toDate: '2026-03-17' }, // after today: not worked less, but 2 EL days taken
        ],
      }),
    ).toEqual({ totalWorkingDays: 52, actualWorkingDays: 44, earnedLeave: 22, currentELBalance: 15 });
  });

  it("takes every approved EL day of the year as taken, future ones included, a HOD's counted in calendar days", () => {
    const details = earnedLeaveDetails({
      dateOfJoining: '2020-06-01',
      today,
      approvedLeaves: [
        { leaveType: 'el', fromDate: '2025-12-31', toDate: '2026-01-02', applicantRole: 'hod' }, // 2 days in 2026
        { leaveType: 'el', fromDate: '2026-11-13', toDate: '2026-11-16', applicantRole: 'hod' }, // Friday to Monday: 4
        { leaveType: 'el', fromDate: '2026-12-30', toDate: '2027-01-01', applicantRole: 'employee' }, // 3, one of them next year
      ],
    });
    expect(details).toEqual({ totalWorkingDays: 52, actualWorkingDays: 50, earnedLeave: 25, currentELBalance: 16 });
  });

  it('starts the window at the date of joining in the joining year', () => {
    expect(earnedLeaveDetails({ dateOfJoining: '2026-02-16', today, approvedLeaves: [] })).toEqual({
      totalWorkingDays: 20,
      actualWorkingDays: 20,
      earnedLeave: 10,
      currentELBalance: 10,
    });
  });

  it('rounds down with the configured divisor', () => {
    expect(earnedLeaveDetails({ dateOfJoining: '2026-02-16', today, approvedLeaves: [], divisor: 3 }).earnedLeave).toBe(6);
  });

  it('is all zero before the date of joining', () => {
    expect(earnedLeaveDetails({ dateOfJoining: '2026-04-01', today, approvedLeaves: [] })).toEqual({
      totalWorkingDays: 0,
      actualWorkingDays: 0,
      earnedLeave: 0,
      currentELBalance: 0,
    });
  });

  it('never gives a negative EL balance', () => {
    const details = earnedLeaveDetails({
      dateOfJoining: '2026-03-02',
      today: '2026-03-06',
      approvedLeaves: [{ leaveType: 'el', fromDate: '2026-03-04', toDate: '2026-03-06' }],
    });
    expect(details).toEqual({ totalWorkingDays: 5, actualWorkingDays: 2, earnedLeave: 1, currentELBalance: 0 });
  });
});
