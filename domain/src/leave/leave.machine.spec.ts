import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import { admin, colleague, cseHod, eceHod } from '../../test/fixtures';
import { leaveMachine, nextStatus, type LeaveMachineContext, type LeaveMachineEvent, type StandInMandate } from './leave.machine';
import { LEAVE_STATUSES } from './leave.policy';

const employeeApplication: LeaveMachineContext = { applicantId: 'u-emp', applicantRole: 'employee', department: cseHod.department ?? '' };
const hodApplication: LeaveMachineContext = { applicantId: cseHod.id, applicantRole: 'hod', department: cseHod.department ?? '' };

describe('The leave machine', () => {
  it('starts pending', () => {
    const actor = createActor(leaveMachine, { input: employeeApplication }).start();
    expect(actor.getSnapshot().value).toBe('pending');
    actor.stop();
  });

  it('runs pending -> hodApproved -> approved, which stays open for a cancellation request', () => {
    const actor = createActor(leaveMachine, { input: employeeApplication }).start();
    actor.send({ type: 'HOD_APPROVE', actor: cseHod });
    expect(actor.getSnapshot().value).toBe('hodApproved');
    actor.send({ type: 'APPROVE', actor: admin });
    expect(actor.getSnapshot().value).toBe('approved');
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('is done once withdrawn', () => {
    const actor = createActor(leaveMachine, { input: employeeApplication }).start();
    actor.send({ type: 'WITHDRAW', actor: { id: 'u-emp', name: 'Priya Raman', role: 'employee', department: cseHod.department } });
    expect(actor.getSnapshot().value).toBe('withdrawn');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('ignores an event its guards refuse', () => {
    const actor = createActor(leaveMachine, { input: employeeApplication }).start();
    expect(actor.getSnapshot().can({ type: 'APPROVE', actor: admin })).toBe(false);
    actor.send({ type: 'APPROVE', actor: admin });
    expect(actor.getSnapshot().value).toBe('pending');
  });

  it.each([
    ['pending', employeeApplication, { type: 'HOD_APPROVE', actor: cseHod }, 'hodApproved'],
    ['pending', employeeApplication, { type: 'HOD_APPROVE', actor: eceHod }, null],
    ['pending', hodApplication, { type: 'HOD_APPROVE', actor: cseHod }, null],
    ['pending', employeeApplication, { type: 'HOD_APPROVE', actor: admin }, null],
    ['pending', employeeApplication, { type: 'APPROVE', actor: admin }, null],
    ['pending', hodApplication, { type: 'APPROVE', actor: admin }, 'approved'],
    ['pending', employeeApplication, { type: 'REJECT', actor: cseHod, reason: 'Exam week' }, 'rejected'],
    ['pending', employeeApplication, { type: 'REJECT', actor: cseHod, reason: '  ' }, null],
    ['pending', employeeApplication, { type: 'REJECT', actor: admin, reason: 'Exam week' }, 'rejected'],
    ['pending', employeeApplication, { type: 'REJECT', actor: colleague, reason: 'Exam week' }, null],
    ['pending', hodApplication, { type: 'REJECT', actor: cseHod, reason: 'Exam week' }, null],
    ['hodApproved', employeeApplication, { type: 'APPROVE', actor: admin }, 'approved'],
    ['hodApproved', employeeApplication, { type: 'APPROVE', actor: cseHod }, null],
    ['hodApproved', employeeApplication, { type: 'REJECT', actor: admin, reason: 'Exam week' }, 'rejected'],
    ['hodApproved', employeeApplication, { type: 'REJECT', actor: cseHod, reason: 'Exam week' }, null],
    ['approved', employeeApplication, { type: 'REJECT', actor: admin, reason: 'Exam week' }, null],
    ['rejected', employeeApplication, { type: 'APPROVE', actor: admin }, null],
  ] as const)('from %s with %o, %o leads to %s', (status, context, event, expected) => {
    expect(nextStatus(status, context, event)).toBe(expected);
  });
  it("answers as XState's own transition() does, for every status, event, actor and application", () => {
    const employeeActor = { id: 'u-emp', name: 'Priya Raman', role: 'employee' as const, department: cseHod.department };
    const mandate: StandInMandate = { hodId: cseHod.id, hodName: cseHod.name, department: cseHod.department ?? '', from: '2026-03-01', to: '2026-03-05' };
    const actors = [cseHod, eceHod, admin, colleague, employeeActor];
    const contexts: LeaveMachineContext[] = [
      employeeApplication,
      hodApplication,
      { ...employeeApplication, applicantDeleted: true },
      { ...employeeApplication, toDate: '2026-03-01', claim: true },
      { ...employeeApplication, toDate: '2026-03-10' },
    ];
    const events: LeaveMachineEvent[] = [
      { type: 'CLOSE', reason: 'The record was deleted' },
      ...actors.flatMap((actor): LeaveMachineEvent[] => [
        { type: 'HOD_APPROVE', actor },
        { type: 'HOD_APPROVE', actor: colleague, standIn: { mandate, today: '2026-03-02' } },
        { type: 'APPROVE', actor },
        { type: 'REJECT', actor, reason: 'Exam week' },
        { type: 'REJECT', actor, reason: ' ' },
        { type: 'WITHDRAW', actor },
        { type: 'REQUEST_CANCELLATION', actor, reason: 'Plans changed', today: '2026-03-02' },
        { type: 'REQUEST_CANCELLATION', actor, reason: 'Plans changed', today: '2026-03-20' },
        { type: 'ACCEPT_CANCELLATION', actor, today: '2026-03-02' },
        { type: 'DECLINE_CANCELLATION', actor, reason: 'Exam week' },
        { type: 'ATTACH', actor },
      ]),
    ];
    let moved = 0;
    for (const status of LEAVE_STATUSES) {
      for (const context of contexts) {
        for (const event of events) {
          const snapshot = leaveMachine.resolveState({ value: status, context });
          const expected = snapshot.can(event) ? (transition(leaveMachine, snapshot, event)[0].value as string) : null;
          expect(nextStatus(status, context, event), `${status} ${JSON.stringify(context)} ${JSON.stringify(event)}`).toBe(expected);
          if (expected !== null) moved++;
        }
      }
    }
    // Not a comparison of two refusals only: many of these transitions are taken.
    expect(moved).toBeGreaterThan(50);
  });
});
