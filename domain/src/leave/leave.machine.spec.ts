import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { admin, colleague, cseHod, eceHod } from '../../test/fixtures';
import { leaveMachine, nextStatus, type LeaveMachineContext } from './leave.machine';

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
});
