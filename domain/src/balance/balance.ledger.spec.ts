// The ledger rules of docs/rules.md, given/when/then: HPL milestones by number, the adjustment of a change
// of the date of joining, debits that spend the period their days fall in, resets that never wipe them.

import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../dates';
import { foldLeave, type Applicant, type LeaveApplication } from '../leave/leave.events';
import { deciderSpecification } from '../../test/decider-specification';
import { applied, employee, hodApplicant } from '../../test/fixtures';
import type { BalanceEvent } from './balance.events';
import { accrualsDue, openingBalanceEvents } from './balance.accruals';
import { debitsForApproval, evolveLedger, foldLedger, hplMilestonesHeld, initialLedger, joiningDateChange, type BalanceLedger } from './balance.ledger';
import { balanceHistory } from './balance.history';
import { leaveParts } from './balance.periods';

type LedgerCommand =
  | { type: 'RunAccruals'; dateOfJoining: CalendarDate | null; today: CalendarDate }
  | { type: 'Approve'; application: LeaveApplication }
  | { type: 'ChangeJoiningDate'; from: CalendarDate | null; to: CalendarDate | null; today: CalendarDate };

/** The ledger decisions the api and the jobs take, behind one decide for the specification. */
function decide(command: LedgerCommand, ledger: BalanceLedger): BalanceEvent[] {
  switch (command.type) {
    case 'RunAccruals':
      return accrualsDue({ dateOfJoining: command.dateOfJoining, today: command.today, ledger });
    case 'Approve':
      return debitsForApproval(ledger, command.application);
    case 'ChangeJoiningDate':
      return joiningDateChange(ledger, command.from, command.to, command.today);
  }
}

const spec = deciderSpecification<LedgerCommand, BalanceEvent, BalanceLedger>({ decide, evolve: evolveLedger, initialState: initialLedger });

function application(applicant: Applicant, leaveType: 'cl' | 'el', fromDate: CalendarDate, toDate: CalendarDate, numberOfDays: number): LeaveApplication {
  const state = foldLeave([applied(applicant, { leaveType, fromDate, toDate, numberOfDays })]);
  if (state.status === 'none') throw new Error('expected an application');
  return state;
}

const hplGrant = (years: number, date: string, period: string): BalanceEvent => ({
  type: 'BalanceGranted',
  data: { leaveType: 'hpl', days: 10, reason: `${years} years of service completed on ${date}`, period },
});
const reset = (leaveType: 'cl' | 'scl' | 'ccl', to: number, reason: string, period: string): BalanceEvent => ({ type: 'BalanceReset', data: { leaveType, to, reason, period } });
const adjust = (leaveType: 'cl' | 'hpl', from: number, to: number): BalanceEvent => ({ type: 'BalanceAdjusted', data: { leaveType, from, to, reason: 'Corrected by the administrator' } });
/** A ledger opened before HPL milestones had numbers: its grants are keyed by the anniversary. */
const legacyOpening: BalanceEvent[] = [
  reset('cl', 6, 'Opening balance', 'CL:2026-H2'),
  reset('scl', 4, 'Opening balance', 'SCL:2026-H2'),
  reset('ccl', 7, 'Opening balance', 'CCL:2026'),
  hplGrant(3, '2023-06-01', 'HPL:2023-06-01'),
  hplGrant(6, '2026-06-01', 'HPL:2026-06-01'),
];

describe('HPL milestones', () => {
  it('are keyed by their number since joining', () => {
    spec
      .given(openingBalanceEvents('2026-11-23', '2026-11-23'))
      .when({ type: 'RunAccruals', dateOfJoining: '2020-06-01', today: '2026-11-23' })
      .then([hplGrant(3, '2023-06-01', 'HPL:milestone-1'), hplGrant(6, '2026-06-01', 'HPL:milestone-2')]);
  });

  it('granted under their anniversary date before keep counting, and the next is granted under its number', () => {
    spec.given(legacyOpening).when({ type: 'RunAccruals', dateOfJoining: '2020-06-01', today: '2026-11-23' }).then([]);
    spec
      .given([...legacyOpening, reset('cl', 6, 'Half-year reset, January - June 2029', 'CL:2029-H1'), reset('scl', 4, 'x', 'SCL:2029-H1'), reset('ccl', 7, 'x', 'CCL:2029')])
      .when({ type: 'RunAccruals', dateOfJoining: '2020-06-01', today: '2029-06-01' })
      .then([hplGrant(9, '2029-06-01', 'HPL:milestone-3')]);
  });

  it('are never granted again after the date of joining moves by a day', () => {
    const moved = joiningDateChange(foldLedger(legacyOpening), '2020-06-01', '2020-06-02', '2026-11-23');
    expect(moved).toEqual([
      {
        type: 'BalanceAdjusted',
        data: { leaveType: 'hpl', from: 20, to: 20, reason: 'Date of joining changed from 2020-06-01 to 2020-06-02: no HPL milestone gained or lost', hplMilestones: 2 },
      },
    ]);
    spec.given([...legacyOpening, ...moved]).when({ type: 'RunAccruals', dateOfJoining: '2020-06-02', today: '2026-11-23' }).then([]);
    const numbered = openingBalanceEvents('2020-06-01', '2026-11-23');
    spec.given(numbered).when({ type: 'ChangeJoiningDate', from: '2020-06-01', to: '2020-06-02', today: '2026-11-23' }).then([]);
    spec.given(numbered).when({ type: 'RunAccruals', dateOfJoining: '2020-06-02', today: '2026-11-23' }).then([]);
  });
});

describe('A change of the date of joining', () => {
  const opening = openingBalanceEvents('2020-06-01', '2026-11-23');
  const moveTo = (to: CalendarDate): LedgerCommand => ({ type: 'ChangeJoiningDate', from: '2020-06-01', to, today: '2026-11-23' });
  const hplSet = (from: number, to: number, reason: string, hplMilestones: number): BalanceEvent => ({ type: 'BalanceAdjusted', data: { leaveType: 'hpl', from, to, reason, hplMilestones } });

  it('adds exactly the milestones gained, as one adjustment with its reason', () => {
    spec
      .given(opening)
      .when(moveTo('2017-06-01'))
      .then([hplSet(20, 30, 'Date of joining changed from 2020-06-01 to 2017-06-01: HPL milestones 2 -> 3 (+10 days)', 3)]);
  });

  it('takes off exactly the milestones lost, never below 0, and they fall due again later', () => {
    const lost = [...opening, adjust('hpl', 20, 5)];
    spec
      .given(lost)
      .when(moveTo('2023-12-01'))
      .then([hplSet(5, 0, 'Date of joining changed from 2020-06-01 to 2023-12-01: HPL milestones 2 -> 0 (-20 days)', 0)]);
    const after = [...lost, ...decide(moveTo('2023-12-01'), foldLedger(lost))];
    expect(hplMilestonesHeld(foldLedger(after), '2023-12-01')).toEqual(new Set());
    const due = accrualsDue({ dateOfJoining: '2023-12-01', today: '2026-12-01', ledger: foldLedger(after) }).filter((event) => event.data.leaveType === 'hpl');
    expect(due).toEqual([hplGrant(3, '2026-12-01', 'HPL:milestone-1')]);
  });
});

describe('A debit', () => {
  // Opened on 15 June 2026: CL belongs to January - June.
  const june = openingBalanceEvents('2020-01-01', '2026-06-15');
  const julyReset = reset('cl', 6, 'Half-year reset, July - December 2026', 'CL:2026-H2');

  it('of the period the figure belongs to takes its days from it', () => {
    spec
      .given(june)
      .when({ type: 'Approve', application: application(employee, 'cl', '2026-06-29', '2026-06-30', 2) })
      .then([{ type: 'BalanceDebited', data: { leaveType: 'cl', days: 2, leaveId: 'leave-1', reason: 'CL leave approved, 2026-06-29 to 2026-06-30', period: '2026-H1', taken: 2 } }]);
  });

  it('of a half-year already closed by its reset leaves the new half-year alone', () => {
    spec
      .given([...june, julyReset])
      .when({ type: 'Approve', application: application(employee, 'cl', '2026-06-29', '2026-06-30', 2) })
      .then([
        {
          type: 'BalanceDebited',
          data: {
            leaveType: 'cl',
            days: 2,
            leaveId: 'leave-1',
            reason: 'CL leave approved, 2026-06-29 to 2026-06-30: 2 days of January - June 2026, which had already closed, so the current balance is unchanged',
            period: '2026-H1',
            taken: 0,
          },
        },
      ]);
  });

  it('of a closed half-year is refused when that half-year had not the days left', () => {
    spec
      .given([...june, adjust('cl', 6, 1), julyReset])
      .when({ type: 'Approve', application: application(employee, 'cl', '2026-06-29', '2026-06-30', 2) })
      .thenThrows('CONFLICT', 'Insufficient CL balance for January - June 2026. Available: 1 days, Requested: 2 days');
  });

  it('of a half-year not yet opened is kept for it, and its reset opens it without those days', () => {
    const approval = decide({ type: 'Approve', application: application(employee, 'cl', '2026-07-06', '2026-07-07', 2) }, foldLedger(june));
    expect(approval).toEqual([
      {
        type: 'BalanceDebited',
        data: { leaveType: 'cl', days: 2, leaveId: 'leave-1', reason: "CL leave approved, 2026-07-06 to 2026-07-07: 2 days of July - December 2026, taken from that period's quota when it opens", period: '2026-H2', taken: 0 },
      },
    ]);
    spec
      .given([...june, ...approval])
      .when({ type: 'RunAccruals', dateOfJoining: '2020-01-01', today: '2026-07-01' })
      .then([reset('cl', 4, 'Half-year reset, July - December 2026, less 2 days already approved for it', 'CL:2026-H2'), reset('scl', 4, 'Half-year reset, July - December 2026', 'SCL:2026-H2')]);
  });

  it('of a leave spanning two half-years is split, each part counted by the applicant’s rule', () => {
    spec
      .given(june)
      .when({ type: 'Approve', application: application(hodApplicant, 'cl', '2026-06-29', '2026-07-02', 4) })
      .then([
        { type: 'BalanceDebited', data: { leaveType: 'cl', days: 2, leaveId: 'leave-1', reason: 'CL leave approved, 2026-06-29 to 2026-07-02: 2 days of January - June 2026', period: '2026-H1', taken: 2 } },
        {
          type: 'BalanceDebited',
          data: { leaveType: 'cl', days: 2, leaveId: 'leave-1', reason: "CL leave approved, 2026-06-29 to 2026-07-02: 2 days of July - December 2026, taken from that period's quota when it opens", period: '2026-H2', taken: 0 },
        },
      ]);
  });

  it('is refused when the balance was lowered below the days while the application was open', () => {
    spec
      .given([...june, adjust('cl', 6, 1)])
      .when({ type: 'Approve', application: application(employee, 'cl', '2026-06-29', '2026-06-30', 2) })
      .thenThrows('CONFLICT', 'Insufficient CL balance for January - June 2026. Available: 1 days, Requested: 2 days');
  });

  it('of EL spends the year but always from the EL figure', () => {
    spec
      .given([...june, { type: 'BalanceAdjusted', data: { leaveType: 'el', from: 0, to: 5, reason: 'Earned' } }, julyReset])
      .when({ type: 'Approve', application: application(employee, 'el', '2026-12-30', '2027-01-01', 3) })
      .then([
        { type: 'BalanceDebited', data: { leaveType: 'el', days: 2, leaveId: 'leave-1', reason: 'EL leave approved, 2026-12-30 to 2027-01-01: 2 days of 2026', period: '2026', taken: 2 } },
        { type: 'BalanceDebited', data: { leaveType: 'el', days: 1, leaveId: 'leave-1', reason: 'EL leave approved, 2026-12-30 to 2027-01-01: 1 days of 2027', period: '2027', taken: 1 } },
      ]);
  });
});

describe('Resets', () => {
  it('never go back to an earlier period', () => {
    const h2 = openingBalanceEvents('2020-01-01', '2026-08-01');
    expect(accrualsDue({ dateOfJoining: '2020-01-01', today: '2026-06-30', ledger: foldLedger(h2) }).filter((event) => event.type === 'BalanceReset')).toEqual([]);
  });
});

describe('Leave parts', () => {
  it('add up to the days of the application, whatever the rule', () => {
    for (const role of ['employee', 'hod']) {
      for (const [from, to] of [['2026-06-27', '2026-07-03'], ['2026-12-28', '2027-01-05'], ['2026-03-02', '2026-03-06']] as const) {
        const parts = leaveParts(role, 'cl', { fromDate: from, toDate: to });
        const whole = leaveParts(role, 'ccl', { fromDate: from, toDate: to }).reduce((sum, part) => sum + part.days, 0);
        expect(parts.reduce((sum, part) => sum + part.days, 0)).toBe(whole);
      }
    }
    // Saturday 30 June to Monday 2 July 2029: nothing of the first half-year counts for an employee.
    expect(leaveParts('employee', 'cl', { fromDate: '2029-06-30', toDate: '2029-07-02' }).map((part) => part.period)).toEqual(['2029-H2']);
  });

  it('keep a half day with the period that holds its date', () => {
    // Thursday 30 June 2033 afternoon to Friday 1 July morning: half a day of each half-year.
    const parts = leaveParts('employee', 'cl', { fromDate: '2033-06-30', toDate: '2033-07-01', fromHalf: 'second', toHalf: 'first' });
    expect(parts.map(({ period, days }) => [period, days])).toEqual([
      ['2033-H1', 0.5],
      ['2033-H2', 0.5],
    ]);
  });
});

describe('The balance history', () => {
  it('shows what each entry did and the figure after it, and per type the days add up to the balance', () => {
    const events: BalanceEvent[] = [
      ...openingBalanceEvents('2020-01-01', '2026-06-15'),
      { type: 'BalanceDebited', data: { leaveType: 'cl', days: 2, leaveId: 'l1', reason: 'CL leave approved', period: '2026-H1', taken: 2 } },
      reset('cl', 6, 'Half-year reset, July - December 2026', 'CL:2026-H2'),
      { type: 'BalanceDebited', data: { leaveType: 'cl', days: 1, leaveId: 'l2', reason: 'CL leave approved, closed', period: '2026-H1', taken: 0 } },
      { type: 'BalanceAdjusted', data: { leaveType: 'el', from: 0, to: 4, reason: 'Earned leave recalculated', cause: 'earned-leave' } },
    ];
    const actor = { _id: '', name: 'System', role: 'admin' as const };
    const entries = balanceHistory(events.map((event) => ({ event, actor, occurredAt: '2026-07-02T10:00:00.000Z' })));
    const cl = entries.filter((entry) => entry.leaveType === 'cl');
    expect(cl.map((entry) => [entry.kind, entry.days, entry.balanceAfter, entry.period])).toEqual([
      ['reset', 6, 6, '2026-H1'],
      ['debited', -2, 4, '2026-H1'],
      ['reset', 2, 6, '2026-H2'],
      ['debited', 0, 6, '2026-H1'],
    ]);
    expect(entries.find((entry) => entry.leaveType === 'hpl')).toMatchObject({ kind: 'granted', days: 10, period: 'milestone-1' });
    expect(entries.at(-1)).toMatchObject({ leaveType: 'el', kind: 'credited', days: 4, balanceAfter: 4, period: null });
    const balance = foldLedger(events).balance;
    for (const type of ['cl', 'scl', 'el', 'hpl', 'ccl'] as const) {
      const ofType = entries.filter((entry) => entry.leaveType === type);
      expect(ofType.reduce((sum, entry) => sum + entry.days, 0)).toBe(balance[type]);
      expect(ofType.at(-1)?.balanceAfter ?? 0).toBe(balance[type]);
    }
  });
});
