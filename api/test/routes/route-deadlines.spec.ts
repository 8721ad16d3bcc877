// An approval route's deadlines (issue 43, docs/decisions/0232): a waiting step's approvers reminded after
// the route's `remindAfterHours`, the step moved to `escalateTo` after `escalateAfterHours` (an event with
// its reason), once however many runs; the new office's holders decide it. A version published for
// tomorrow leaves the applications already made alone, and replay finds no difference. Fixed clock.

import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DEFAULT_POLICY, type LeavePolicy } from '@leave/domain';
import { ROUTE_DEADLINES, type RouteDeadlinesResult } from '@leave/core/jobs';
import { leaveStream } from '@leave/core/event-store';
import { inlineProjections } from '@leave/core/projections';
import { replayReadModels } from '../../src/replay/replay';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// Monday 23 November 2026, 12:00 UTC.
const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let principal: Person;
let runs = 0;

const inject = (options: InjectOptions) => runtime.app.inject(options);
const publish = (policy: LeavePolicy, effectiveFrom: string) =>
  inject({ method: 'POST', url: '/api/policy/versions', headers: cast.admin.headers, payload: { policy, effectiveFrom, reason: 'Approval routes' } });
const runDeadlines = async (): Promise<RouteDeadlinesResult> => {
  const outcome = await runtime.jobs.enqueueAndWait(ROUTE_DEADLINES, {}, { jobId: `route-deadlines-test-${++runs}`, timeoutMs: 30_000 });
  if (outcome.state !== 'completed') throw new Error('the route deadlines did not finish');
  return outcome.result;
};
const read = async (who: Person, id: string) => body(await inject({ method: 'GET', url: `/api/leaves/${id}`, headers: who.headers })).data.leave;
const inboxAbout = async (who: Person, leaveId: string) => {
  const entries = body(await inject({ method: 'GET', url: '/api/notifications?limit=100', headers: who.headers })).data.notifications as { kind: string; title: string; link: string }[];
  return entries.filter((entry) => entry.link.endsWith(`?leave=${leaveId}`));
};

const routed: LeavePolicy = {
  leaveTypes: DEFAULT_POLICY.leaveTypes.map((type) => (type.code === 'el' ? { ...type, needsBalance: false } : type)),
  offices: [{ code: 'principal', name: 'Principal' }],
  approvalRoutes: [{ name: 'Earned leave', leaveTypes: ['el'], steps: [{ office: 'hod' }, { office: 'admin' }], remindAfterHours: 24, escalateAfterHours: 48, escalateTo: 'principal' }],
};

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
  principal = await addPerson(runtime, { name: 'Dr. Iyer', email: 'principal@college.edu', role: 'employee', department: 'Mathematics (MATHS)' });
  expect((await publish(routed, clock.today())).statusCode).toBe(201);
  expect((await inject({ method: 'PUT', url: '/api/offices/principal', headers: cast.admin.headers, payload: { holderIds: [principal.user.id] } })).statusCode).toBe(200);
});
afterAll(() => runtime.close());

describe("a route's reminder and escalation", () => {
  it('reminds the HOD after 24 hours once, escalates to the Principal after 48 once with two runs at once, and the Principal decides', async () => {
    const applied = await inject({ method: 'POST', url: '/api/leaves', headers: cast.empCse.headers, payload: { leaveType: 'el', fromDate: '2026-12-07', toDate: '2026-12-08', reason: 'A wedding in the family' } });
    expect(applied.statusCode).toBe(201);
    const { leave } = body(applied).data;
    expect(await runDeadlines()).toEqual({ escalated: 0, reminded: 0 });

    clock.advance(1);
    expect(await runDeadlines()).toEqual({ escalated: 0, reminded: 1 });
    expect(await runDeadlines()).toEqual({ escalated: 0, reminded: 0 });
    expect((await inboxAbout(cast.hodCse, leave._id)).map((entry) => [entry.kind, entry.title])).toContainEqual([
      'approvalsReminder',
      "Ravi Cse's EL (December 7, 2026 to December 8, 2026, 2 days) has waited more than 24 hours for your decision as HOD",
    ]);

    clock.advance(1);
    const [first, second] = await Promise.all([runDeadlines(), runDeadlines()]);
    expect(first.escalated + second.escalated).toBe(1);
    const events = await runtime.eventStore.readStream(leaveStream.id(leave._id));
    expect(events.map((event) => event.type)).toEqual(['LeaveApplied', 'LeaveStepReminded', 'LeaveStepEscalated']);
    expect(events[2]!.data).toMatchObject({ reason: 'No decision by the HOD within 48 hours', from: 'HOD', to: { office: 'principal', name: 'Principal' } });
    expect(await runDeadlines()).toEqual({ escalated: 0, reminded: 0 });

    const escalated = await read(cast.empCse, leave._id);
    expect(escalated.route.map((step: { name: string; status: string }) => [step.name, step.status])).toEqual([
      ['HOD', 'escalated'],
      ['Principal', 'waiting'],
      ['Admin', 'upcoming'],
    ]);
    expect(escalated).toMatchObject({ status: 'pending', awaiting: { office: 'principal', name: 'Principal' } });
    expect((await inboxAbout(principal, leave._id)).map((entry) => entry.title)).toEqual([
      "Ravi Cse's EL (December 7, 2026 to December 8, 2026, 2 days) waits for your decision as Principal: No decision by the HOD within 48 hours",
    ]);
    const queue = body(await inject({ method: 'GET', url: '/api/leaves?awaiting=me&limit=10', headers: principal.headers })).data;
    expect(queue.leaves.map((one: { _id: string }) => one._id)).toEqual([leave._id]);

    const byHod = await inject({ method: 'POST', url: `/api/leaves/${leave._id}/decisions`, headers: cast.hodCse.headers, payload: { decision: 'approve' } });
    expect(byHod.statusCode).toBe(403);
    expect(body(byHod).message).toBe('This application waits for the Principal (step 1 of 2)');
    const byPrincipal = await inject({ method: 'POST', url: `/api/leaves/${leave._id}/decisions`, headers: principal.headers, payload: { decision: 'approve' } });
    expect(byPrincipal.statusCode).toBe(200);
    expect(body(byPrincipal).data.leave).toMatchObject({ status: 'hodApproved', awaiting: { office: 'admin' } });
    // The admin's step, escalating to the Principal 48 hours later too.
    clock.advance(2);
    expect(await runDeadlines()).toEqual({ escalated: 1, reminded: 0 });
    const approved = await inject({ method: 'POST', url: `/api/leaves/${leave._id}/decisions`, headers: principal.headers, payload: { decision: 'approve' } });
    expect(body(approved).data.leave.status).toBe('approved');
  });

  it('a version published for tomorrow leaves the applications made today alone; replay finds no difference', async () => {
    const applied = await inject({ method: 'POST', url: '/api/leaves', headers: cast.empEce.headers, payload: { leaveType: 'el', fromDate: '2026-12-14', toDate: '2026-12-15', reason: 'A wedding in the family' } });
    const { leave } = body(applied).data;
    const onlyAdmin: LeavePolicy = { ...routed, approvalRoutes: [{ name: 'Everything to the admin', leaveTypes: ['*'], steps: [{ office: 'admin' }] }] };
    expect((await publish(onlyAdmin, addDays(clock.today(), 1))).statusCode).toBe(201);
    expect((await read(cast.empEce, leave._id)).route).toEqual(leave.route);
    const byAdmin = await inject({ method: 'POST', url: `/api/leaves/${leave._id}/decisions`, headers: cast.admin.headers, payload: { decision: 'approve' } });
    expect(body(byAdmin).message).toBe('This application waits for the HOD (step 1 of 2)');
    // Its deadlines stay those of its route: reminded, then escalated.
    clock.advance(2);
    expect(await runDeadlines()).toEqual({ escalated: 1, reminded: 0 });
    expect((await read(cast.empEce, leave._id)).awaiting).toEqual({ office: 'principal', name: 'Principal' });

    const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
    expect(report.differences.filter((difference) => difference.onlyLive !== 0 || difference.onlyRebuilt !== 0)).toEqual([]);
  });
});
