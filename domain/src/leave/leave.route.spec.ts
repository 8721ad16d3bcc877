// A routed application decided step by step (issue 43, decision 0231): the route recorded when it is made
// under a policy that names routes, the machine judging who may decide the waiting step, the events each
// decision records and the route as the wire shows it.

import { describe, expect, it } from 'vitest';
import { admin, applyCommand, colleague, cseHod, employee, hodApplicant, LATER } from '../../test/fixtures';
import { DomainError } from '../errors';
import { DEFAULT_POLICY, type LeavePolicy } from '../policy/policy.schema';
import type { OfficeHolders } from '../policy/policy.routes';
import { decide } from './leave.decider';
import { evolve, foldLeave, initialLeaveState, type Actor, type LeaveApplication, type LeaveEvent } from './leave.events';
import { officeHoldersConcerned, routeDtoOf } from './leave.route';
import { toLeaveDto } from './leave.dto';

const principal: Actor = { id: 'u-principal', name: 'Dr. Iyer', role: 'employee', department: null };
const dean: Actor = { id: 'u-dean', name: 'Dr. Menon', role: 'employee', department: null };
const holders: OfficeHolders = { hod: [{ id: cseHod.id, name: cseHod.name }], admin: [{ id: admin.id, name: admin.name }], principal: [principal], dean: [dean] };
const routed: LeavePolicy = {
  ...DEFAULT_POLICY,
  offices: [
    { code: 'principal', name: 'Principal' },
    { code: 'dean', name: 'Dean Academics' },
  ],
  approvalRoutes: [{ name: 'Everything', leaveTypes: ['*'], steps: [{ office: 'hod' }, { anyOf: ['principal', 'dean'] }, { office: 'admin' }] }],
};

function applyUnder(policy: LeavePolicy, actor = employee): LeaveApplication {
  const events = decide(applyCommand({ policy, officeHolders: holders, actor }), initialLeaveState);
  return foldLeave(events) as LeaveApplication;
}

const step = (actor: Actor, decision: 'approve' | 'reject' = 'approve', reason?: string) => ({ type: 'DecideStep' as const, data: { actor, decision, reason, now: LATER } });
const run = (state: LeaveApplication, command: ReturnType<typeof step>) => decide(command, state).reduce(evolve, state) as LeaveApplication;
const refusal = (state: LeaveApplication, command: ReturnType<typeof step>) => {
  try {
    decide(command, state);
  } catch (error) {
    return { code: (error as DomainError).code, message: (error as DomainError).message };
  }
  return null;
};

describe('a routed application', () => {
  it('records its route under a policy that names routes, and none under the default policy', () => {
    expect(applyUnder(routed).route?.map((resolved) => resolved.office)).toEqual(['hod', 'principal|dean', 'admin']);
    expect(applyUnder(DEFAULT_POLICY).route).toBeUndefined();
    expect(toLeaveDto(applyUnder(DEFAULT_POLICY))).not.toHaveProperty('route');
  });

  it('goes step by step: each decision records its step, the last one approves', () => {
    let state = applyUnder(routed);
    expect(refusal(state, step(principal))).toEqual({ code: 'FORBIDDEN', message: 'This application waits for the HOD (step 1 of 3)' });
    const [hodEvent] = decide(step(cseHod), state) as LeaveEvent[];
    expect(hodEvent).toMatchObject({ type: 'LeaveHodApproved', data: { step: 0, office: 'hod' } });
    state = run(state, step(cseHod));
    expect(state.status).toBe('hodApproved');
    expect(refusal(state, step(admin))).toEqual({ code: 'FORBIDDEN', message: 'This application waits for the Principal or Dean Academics (step 2 of 3)' });
    state = run(state, step(dean));
    expect(state).toMatchObject({ status: 'hodApproved', hodApprovedBy: { id: cseHod.id } });
    expect(refusal(state, step(principal))).toEqual({ code: 'CONFLICT', message: 'This step was already decided by Dr. Menon' });
    const [last] = decide(step(admin), state) as LeaveEvent[];
    expect(last).toMatchObject({ type: 'LeaveApproved', data: { step: 2, office: 'admin' } });
    state = run(state, step(admin));
    expect(state.status).toBe('approved');
    expect(routeDtoOf(state)).toMatchObject({ awaiting: null, route: [{ status: 'approved' }, { status: 'approved', decidedBy: { _id: dean.id } }, { status: 'approved' }] });
  });

  it("names the office holders whose stand-ins a live message reaches: the office step waiting, or the one the event decided (decision 0400)", () => {
    let state = applyUnder(routed);
    // The HOD's step waits: no office's holders.
    expect(officeHoldersConcerned(state, undefined)).toEqual([]);
    state = run(state, step(cseHod));
    // The HOD approved (step 0): the Principal-or-Dean step now waits.
    const waiting = [
      { holderId: principal.id, offices: ['principal', 'dean'] },
      { holderId: dean.id, offices: ['principal', 'dean'] },
    ];
    expect(officeHoldersConcerned(state, 0)).toEqual(waiting);
    state = run(state, step(dean));
    // The Dean decided step 1: its holders still hear that it left their queue; the admin's step is no office.
    expect(officeHoldersConcerned(state, 1)).toEqual(waiting);
    expect(officeHoldersConcerned(state, undefined)).toEqual([]);
    expect(officeHoldersConcerned(applyUnder(DEFAULT_POLICY), undefined)).toEqual([]);
  });

  it("a HOD's own application starts at the next step; nobody decides their own; a rejection needs a reason", () => {
    const own = applyUnder(routed, hodApplicant);
    expect(routeDtoOf(own)).toMatchObject({ awaiting: { office: 'principal|dean' }, route: [{ status: 'skipped' }, { status: 'waiting' }, { status: 'upcoming' }] });
    expect(own.status).toBe('pending');
    expect(refusal(own, step(colleague))).toMatchObject({ code: 'FORBIDDEN' });
    expect(refusal(own, step(principal, 'reject'))).toMatchObject({ code: 'VALIDATION' });
    const rejected = run(own, step(principal, 'reject', 'Short of staff'));
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Short of staff' });
    expect(routeDtoOf(rejected)).toMatchObject({ awaiting: null, route: [{ status: 'skipped' }, { status: 'rejected' }, { status: 'upcoming' }] });
  });

  it('PUT /status on a routed application decides its waiting step by the same rules', () => {
    const state = applyUnder(routed);
    const approveAsHod = { type: 'ApproveAsHod' as const, data: { actor: cseHod, now: LATER } };
    const [event] = decide(approveAsHod, state) as LeaveEvent[];
    expect(event).toMatchObject({ type: 'LeaveHodApproved', data: { step: 0, office: 'hod' } });
  });
});
