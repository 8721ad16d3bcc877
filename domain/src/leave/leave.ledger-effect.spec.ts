// What each transition of an application does to the applicant's ledger (leave.ledger-effect.ts): the
// domain names it, so that the command path only appends what it is told.

import { describe, expect, it } from 'vitest';
import { LATER, NOW, admin, applied, cseHod, employeeActor } from '../../test/fixtures';
import { openingBalanceEvents } from '../balance/balance.accruals';
import { foldLedger } from '../balance/balance.ledger';
import { foldLeave, type LeaveEvent, type LeaveState } from './leave.events';
import { ledgerEffectOf } from './leave.ledger-effect';

// The fixtures' leave: CL, Monday 9 to Wednesday 11 March 2026, 3 working days, applied on 2 March.
const hodApproved: LeaveEvent = { type: 'LeaveHodApproved', data: { by: cseHod, at: LATER } };
const approved: LeaveEvent = { type: 'LeaveApproved', data: { by: admin, at: LATER, includesHodLevel: false } };
const requested: LeaveEvent = { type: 'LeaveCancellationRequested', data: { by: employeeActor, reason: 'The conference was called off', at: NOW } };
const accepted: LeaveEvent = { type: 'LeaveCancelled', data: { by: cseHod, at: NOW, fromDate: '2026-03-10', daysCredited: 2 } };
const declined: LeaveEvent = { type: 'LeaveCancellationDeclined', data: { by: cseHod, reason: 'The exam duty cannot be moved', at: NOW } };
const withdrawn: LeaveEvent = { type: 'LeaveWithdrawn', data: { by: employeeActor, at: NOW } };
const rejected: LeaveEvent = { type: 'LeaveRejected', data: { by: cseHod, reason: 'Exams are scheduled that week', at: LATER } };

const stateAfter = (events: LeaveEvent[]): LeaveState => foldLeave(events);
const ledger = foldLedger(openingBalanceEvents('2020-01-06', '2026-03-02'));

describe('The ledger effect of a transition', () => {
  it('a final approval debits the days of the leave from the applicant', () => {
    const effect = ledgerEffectOf(stateAfter([applied(), hodApproved]), stateAfter([applied(), hodApproved, approved]), '2026-03-02');
    expect(effect?.applicantId).toBe('u-emp');
    const entries = effect!.entries(ledger);
    expect(entries.map((entry) => [entry.type, entry.data.leaveType, entry.data.days])).toEqual([['BalanceDebited', 'cl', 3]]);
  });

  it('an accepted cancellation credits back only the days not yet taken', () => {
    const before = stateAfter([applied(), hodApproved, approved, requested]);
    const after = stateAfter([applied(), hodApproved, approved, requested, accepted]);
    // Cancelled on Monday 9 March: that day is taken, Tuesday and Wednesday come back.
    const entries = ledgerEffectOf(before, after, '2026-03-09')!.entries(ledger);
    expect(entries.map((entry) => [entry.type, entry.data.leaveType, entry.data.days])).toEqual([['BalanceCredited', 'cl', 2]]);
  });

  it('an application of a type that needed no balance is neither debited when approved nor credited when cancelled', () => {
    const unmetered = (): LeaveEvent => {
      const event = applied();
      return event.type === 'LeaveApplied' ? { ...event, data: { ...event.data, noBalance: true } } : event;
    };
    expect(ledgerEffectOf(stateAfter([unmetered(), hodApproved]), stateAfter([unmetered(), hodApproved, approved]), '2026-03-02')).toBeNull();
    expect(ledgerEffectOf(stateAfter([unmetered(), hodApproved, approved, requested]), stateAfter([unmetered(), hodApproved, approved, requested, accepted]), '2026-03-09')).toBeNull();
  });

  it.each([
    ['approval at the first level', [applied()], [applied(), hodApproved]],
    ['a rejection', [applied()], [applied(), rejected]],
    ['a withdrawal', [applied(), hodApproved], [applied(), hodApproved, withdrawn]],
    ['a request to cancel', [applied(), hodApproved, approved], [applied(), hodApproved, approved, requested]],
    ['a declined cancellation, which makes the leave approved again', [applied(), hodApproved, approved, requested], [applied(), hodApproved, approved, requested, declined]],
    ['applying', [], [applied()]],
  ])('%s leaves the ledger alone', (_, before, after) => {
    expect(ledgerEffectOf(stateAfter(before as LeaveEvent[]), stateAfter(after as LeaveEvent[]), '2026-03-02')).toBeNull();
  });
});
