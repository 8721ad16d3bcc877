// A stand-in for an office's holder (issue 43, decision 0360): within the mandate's days they decide the
// office's waiting step as the holder would, the event says whom for; outside the days, for another office,
// for a holder not among the step's approvers, or on the holder's own application, they are refused.

import { describe, expect, it } from 'vitest';
import { admin, applyCommand, colleague, cseHod, employee, LATER } from '../../test/fixtures';
import type { CalendarDate } from '../dates';
import { DomainError } from '../errors';
import { DEFAULT_POLICY, type LeavePolicy } from '../policy/policy.schema';
import type { OfficeHolders } from '../policy/policy.routes';
import { decide } from './leave.decider';
import { evolve, foldLeave, initialLeaveState, type Actor, type LeaveApplication, type LeaveEvent } from './leave.events';
import type { OfficeMandate } from './leave.machine';

const principal: Actor = { id: 'u-principal', name: 'Dr. Iyer', role: 'employee', department: null };
const dean: Actor = { id: 'u-dean', name: 'Dr. Menon', role: 'employee', department: null };
const holders: OfficeHolders = { hod: [{ id: cseHod.id, name: cseHod.name }], admin: [{ id: admin.id, name: admin.name }], principal: [principal], dean: [dean] };
const routed: LeavePolicy = {
  ...DEFAULT_POLICY,
  offices: [
    { code: 'principal', name: 'Principal' },
    { code: 'dean', name: 'Dean Academics' },
  ],
  approvalRoutes: [{ name: 'Everything', leaveTypes: ['*'], steps: [{ office: 'hod' }, { office: 'principal' }, { anyOf: ['principal', 'dean'] }] }],
};

/** Dr. Iyer (the Principal) names the colleague for 2026-03-02 to 2026-03-06. */
const mandate = (office = 'principal', holder: Actor = principal): OfficeMandate => ({ holderId: holder.id, holderName: holder.name, office, from: '2026-03-02', to: '2026-03-06' });
const step = (actor: Actor, today: string, mandates: OfficeMandate[] = [mandate()], decision: 'approve' | 'reject' = 'approve') => ({
  type: 'DecideStep' as const,
  data: { actor, decision, reason: decision === 'reject' ? 'Examinations that week' : undefined, now: LATER, officeStandIn: { mandates, today: today as CalendarDate } },
});

function atPrincipalStep(): LeaveApplication {
  const applied = foldLeave(decide(applyCommand({ policy: routed, officeHolders: holders, actor: employee }), initialLeaveState)) as LeaveApplication;
  return decide({ type: 'DecideStep', data: { actor: cseHod, decision: 'approve', now: LATER } }, applied).reduce(evolve, applied) as LeaveApplication;
}
const refusal = (state: LeaveApplication, command: ReturnType<typeof step>) => {
  try {
    decide(command, state);
  } catch (error) {
    return { code: (error as DomainError).code, message: (error as DomainError).message };
  }
  return null;
};

describe("a stand-in for an office's holder", () => {
  it("decides the office's waiting step within the mandate, on behalf of the holder, on its first and last day", () => {
    for (const today of ['2026-03-02', '2026-03-06']) {
      const [event] = decide(step(colleague, today), atPrincipalStep()) as LeaveEvent[];
      expect(event).toMatchObject({ type: 'LeaveHodApproved', data: { by: colleague, office: 'principal', onBehalfOf: { id: principal.id, name: 'Dr. Iyer' } } });
    }
    const [rejected] = decide(step(colleague, '2026-03-03', [mandate()], 'reject'), atPrincipalStep()) as LeaveEvent[];
    expect(rejected).toMatchObject({ type: 'LeaveRejected', data: { by: colleague, onBehalfOf: { id: principal.id } } });
  });

  it("decides an anyOf step for either holder's office, the last step's approval saying whom for", () => {
    let state = atPrincipalStep();
    state = decide(step(principal, '2026-03-03', []), state).reduce(evolve, state) as LeaveApplication;
    const [last] = decide(step(colleague, '2026-03-03', [mandate('dean', dean)]), state) as LeaveEvent[];
    expect(last).toMatchObject({ type: 'LeaveApproved', data: { by: colleague, office: 'principal|dean', onBehalfOf: { id: dean.id, name: 'Dr. Menon' } } });
  });

  it('is refused before and after the mandate, for another office, and for a holder the step does not wait for', () => {
    const waits = { code: 'FORBIDDEN', message: 'This application waits for the Principal (step 2 of 3)' };
    expect(refusal(atPrincipalStep(), step(colleague, '2026-03-01'))).toEqual(waits);
    expect(refusal(atPrincipalStep(), step(colleague, '2026-03-07'))).toEqual(waits);
    expect(refusal(atPrincipalStep(), step(colleague, '2026-03-03', [mandate('dean', dean)]))).toEqual(waits);
    expect(refusal(atPrincipalStep(), step(colleague, '2026-03-03', [mandate('principal', dean)]))).toEqual(waits);
  });

  it("never decides the holder's own application", () => {
    const own = foldLeave(decide(applyCommand({ policy: routed, officeHolders: { ...holders, principal: [principal, dean] }, actor: { ...employee, id: principal.id, name: principal.name } }), initialLeaveState)) as LeaveApplication;
    const afterHod = decide({ type: 'DecideStep', data: { actor: cseHod, decision: 'approve', now: LATER } }, own).reduce(evolve, own) as LeaveApplication;
    expect(refusal(afterHod, step(colleague, '2026-03-03'))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
