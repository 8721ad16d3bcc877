// The credits of an accepted cancellation (docs/rules.md 'Withdraw and cancel'), given / when / then: the
// untaken days come back to the period their debit spent, and the balance history shows why.

import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../dates';
import { foldLeave, type Applicant, type LeaveApplication } from '../leave/leave.events';
import { deciderSpecification } from '../../test/decider-specification';
import { applied, employee, hodApplicant } from '../../test/fixtures';
import type { BalanceEvent } from './balance.events';
import { creditsForCancellation, debitsForApproval, evolveLedger, foldLedger, initialLedger, type BalanceLedger } from './balance.ledger';
import { accrualsDue } from './balance.accruals';
import { balanceHistory } from './balance.history';

type Command = { type: 'Cancel'; application: LeaveApplication; fromDate: CalendarDate };

function decide(command: Command, ledger: BalanceLedger): BalanceEvent[] {
  return creditsForCancellation(ledger, command.application, command.fromDate);
}

const spec = deciderSpecification<Command, BalanceEvent, BalanceLedger>({ decide, evolve: evolveLedger, initialState: initialLedger });

function application(applicant: Applicant, fromDate: CalendarDate, toDate: CalendarDate, numberOfDays: number): LeaveApplication {
  const state = foldLeave([applied(applicant, { leaveType: 'cl', fromDate, toDate, numberOfDays })]);
  if (state.status === 'none') throw new Error('expected an application');
  return state;
}

const opening: BalanceEvent[] = [{ type: 'BalanceReset', data: { leaveType: 'cl', to: 6, reason: 'Opening balance', period: 'CL:2026-H1' } }];
const march = application(employee, '2026-03-09', '2026-03-13', 5);
const marchDebit = debitsForApproval(foldLedger(opening), march);

describe('Crediting a cancelled leave', () => {
  it('gives back the days from the first untaken one, naming the application', () => {
    spec
      .given([...opening, ...marchDebit])
      .when({ type: 'Cancel', application: march, fromDate: '2026-03-11' })
      .then([
        {
          type: 'BalanceCredited',
          data: {
            leaveType: 'cl',
            days: 3,
            leaveId: 'leave-1',
            reason: 'CL leave cancelled (2026-03-09 to 2026-03-13): days from 2026-03-11 on credited back',
            period: '2026-H1',
            given: 3,
          },
        },
      ]);
  });

  it('leaves the figure at what was left plus the untaken days', () => {
    const ledger = foldLedger([...opening, ...marchDebit, ...creditsForCancellation(foldLedger([...opening, ...marchDebit]), march, '2026-03-11')]);
    expect(ledger.balance.cl).toBe(1 + 3);
    expect(ledger.debited.get('cl:2026-H1')).toBe(2);
  });

  it('gives back nothing when no day is left', () => {
    spec.given([...opening, ...marchDebit]).when({ type: 'Cancel', application: march, fromDate: '2026-03-14' }).then([]);
  });

  it('a leave across two half-years: the part in the period not yet opened goes back to its quota', () => {
    const across = application(hodApplicant, '2026-06-29', '2026-07-02', 4);
    const debits = debitsForApproval(foldLedger(opening), across);
    const credits = creditsForCancellation(foldLedger([...opening, ...debits]), across, '2026-06-30');
    expect(credits.map((credit) => credit.type === 'BalanceCredited' && [credit.data.period, credit.data.days, credit.data.given])).toEqual([
      ['2026-H1', 1, 1],
      ['2026-H2', 2, 0],
    ]);
    const after = foldLedger([...opening, ...debits, ...credits]);
    expect(after.balance.cl).toBe(6 - 2 + 1);
    // Nothing of July is approved any more: its reset opens with the whole quota.
    const reset = accrualsDue({ dateOfJoining: null, today: '2026-07-01', ledger: after }).find((event) => event.data.leaveType === 'cl');
    expect(reset).toEqual({ type: 'BalanceReset', data: { leaveType: 'cl', to: 6, reason: 'Half-year reset, July - December 2026', period: 'CL:2026-H2' } });
  });

  it('shows in the balance history as credited, with its reason', () => {
    const events = [...opening, ...marchDebit, ...creditsForCancellation(foldLedger([...opening, ...marchDebit]), march, '2026-03-09')];
    const history = balanceHistory(events.map((event) => ({ event, actor: { _id: 'u-hod', name: 'Dr. Kumar', role: 'hod' as const }, occurredAt: '2026-03-02T10:00:00.000Z' })));
    expect(history.at(-1)).toMatchObject({ kind: 'credited', days: 5, balanceAfter: 6, period: '2026-H1', reason: expect.stringContaining('CL leave cancelled') });
  });
});
