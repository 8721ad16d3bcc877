// Approval routes the college sets (issue 43, docs/policy.md 'Approval routes', docs/contract.md): the
// route fixed when an application is made, each step decided by a holder of its office (POST
// /api/leaves/:id/decisions), a HOD's own application starting after the HOD's step, two holders of an
// anyOf step deciding at once, and a version published later leaving an application already made alone.

import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSentence, DEFAULT_POLICY, type LeavePolicy } from '@leave/domain';
import { leaveStream } from '@leave/core/event-store';
import { inlineProjections } from '@leave/core/projections';
import { replayReadModels } from '../../src/replay/replay';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// Monday 23 November 2026.
const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let principal: Person;
let dean: Person;

const inject = (options: InjectOptions) => runtime.app.inject(options);
const decide = (who: Person, id: string, payload: Record<string, unknown>) => inject({ method: 'POST', url: `/api/leaves/${id}/decisions`, headers: who.headers, payload });
const apply = (who: Person, leaveType: string, fromDate: string, toDate: string) =>
  inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType, fromDate, toDate, reason: 'Visiting family far away' } });
const publish = (policy: LeavePolicy, effectiveFrom: string) =>
  inject({ method: 'POST', url: '/api/policy/versions', headers: cast.admin.headers, payload: { policy, effectiveFrom, reason: 'Approval routes' } });
const statuses = (leave: { route: { status: string }[] }) => leave.route.map((step) => step.status);
/** The inbox entries about one application, newest first. */
const inboxAbout = async (who: Person, leaveId: string) => {
  const answer = await inject({ method: 'GET', url: '/api/notifications?limit=100', headers: who.headers });
  const entries = body(answer).data.notifications as { kind: string; title: string; link: string }[];
  return entries.filter((entry) => entry.link.endsWith(`?leave=${leaveId}`));
};

/** EL taken without a balance here, so that the routes alone are tested. */
const routed: LeavePolicy = {
  leaveTypes: DEFAULT_POLICY.leaveTypes.map((type) => (type.code === 'el' ? { ...type, needsBalance: false } : type)),
  offices: [
    { code: 'principal', name: 'Principal' },
    { code: 'dean', name: 'Dean Academics' },
  ],
  approvalRoutes: [
    { name: 'Long earned leave', leaveTypes: ['el'], when: { minDays: 11, applicantRoles: ['employee'] }, steps: [{ office: 'hod' }, { office: 'principal' }, { office: 'admin' }] },
    { name: "A HOD's own leave", leaveTypes: ['*'], when: { applicantRoles: ['hod'] }, steps: [{ office: 'hod' }, { anyOf: ['principal', 'dean'] }, { office: 'admin' }] },
  ],
};

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
  principal = await addPerson(runtime, { name: 'Dr. Iyer', email: 'principal@college.edu', role: 'employee', department: 'Mathematics (MATHS)' });
  dean = await addPerson(runtime, { name: 'Dr. Menon', email: 'dean@college.edu', role: 'employee', department: 'Mathematics (MATHS)' });
  expect((await publish(routed, clock.today())).statusCode).toBe(201);
  for (const [code, who] of [['principal', principal], ['dean', dean]] as const) {
    const named = await inject({ method: 'PUT', url: `/api/offices/${code}`, headers: cast.admin.headers, payload: { holderIds: [who.user.id] } });
    expect(named.statusCode).toBe(200);
  }
});
afterAll(() => runtime.close());

describe('offices', () => {
  it('GET /api/offices names the holders an admin named; a built-in office or an unknown one is refused', async () => {
    const listed = await inject({ method: 'GET', url: '/api/offices', headers: cast.empCse.headers });
    expect(body(listed).data.offices).toEqual([
      { code: 'principal', name: 'Principal', holders: [{ _id: principal.user.id, name: 'Dr. Iyer' }] },
      { code: 'dean', name: 'Dean Academics', holders: [{ _id: dean.user.id, name: 'Dr. Menon' }] },
    ]);
    expect((await inject({ method: 'PUT', url: '/api/offices/hod', headers: cast.admin.headers, payload: { holderIds: [] } })).statusCode).toBe(400);
    expect((await inject({ method: 'PUT', url: '/api/offices/registrar', headers: cast.admin.headers, payload: { holderIds: [] } })).statusCode).toBe(404);
    expect((await inject({ method: 'PUT', url: '/api/offices/dean', headers: cast.empCse.headers, payload: { holderIds: [] } })).statusCode).toBe(403);
  });
});

describe('a three-step route: EL over ten days goes by the HOD, the Principal and the admin', () => {
  it('each step waits for its office, and a holder of another is told which step waits', async () => {
    // Monday 30 November to Monday 14 December: 11 working days.
    const applied = await apply(cast.empCse, 'el', '2026-11-30', '2026-12-14');
    expect(applied.statusCode).toBe(201);
    const { leave } = body(applied).data;
    expect(leave).toMatchObject({ status: 'pending', numberOfDays: 11, awaiting: { office: 'hod', name: 'HOD' } });
    expect(leave.route.map((step: { name: string }) => step.name)).toEqual(['HOD', 'Principal', 'Admin']);
    expect(statuses(leave)).toEqual(['waiting', 'upcoming', 'upcoming']);
    expect(leave.route[1].approvers).toEqual([{ _id: principal.user.id, name: 'Dr. Iyer' }]);

    const early = await decide(principal, leave._id, { decision: 'approve' });
    expect(early.statusCode).toBe(403);
    expect(body(early).message).toBe('This application waits for the HOD (step 1 of 3)');

    const byHod = await decide(cast.hodCse, leave._id, { decision: 'approve' });
    expect(byHod.statusCode).toBe(200);
    expect(body(byHod).data.leave).toMatchObject({ status: 'hodApproved', awaiting: { office: 'principal', name: 'Principal' } });
    const adminTooSoon = await decide(cast.admin, leave._id, { decision: 'approve' });
    expect(adminTooSoon.statusCode).toBe(403);
    expect(body(adminTooSoon).message).toBe('This application waits for the Principal (step 2 of 3)');

    const byPrincipal = await decide(principal, leave._id, { decision: 'approve' });
    expect(body(byPrincipal).data.leave).toMatchObject({ status: 'hodApproved', hodApprovedBy: { _id: cast.hodCse.user.id }, awaiting: { office: 'admin', name: 'Admin' } });
    const byAdmin = await decide(cast.admin, leave._id, { decision: 'approve' });
    expect(byAdmin.statusCode).toBe(200);
    const approved = body(byAdmin).data.leave;
    expect(approved).toMatchObject({ status: 'approved', awaiting: null });
    expect(statuses(approved)).toEqual(['approved', 'approved', 'approved']);
    expect(approved.route[1].decidedBy).toEqual({ _id: principal.user.id, name: 'Dr. Iyer' });

    // The read model answers the same route.
    const read = await inject({ method: 'GET', url: `/api/leaves/${leave._id}`, headers: cast.empCse.headers });
    expect(body(read).data.leave.route).toEqual(approved.route);

    // The auditor's trail says each step in a sentence.
    const trail = await inject({ method: 'GET', url: `/api/leaves/${leave._id}/events`, headers: cast.admin.headers });
    const sentences = (body(trail).data.events as { type: string; data: unknown; actor: { name: string } }[]).map((event) => auditSentence(event, (day) => day));
    expect(sentences.slice(1)).toEqual([
      'Approved by the HOD, Hema Cse, step 1 of 3: the application',
      'Approved by the Principal, Dr. Iyer, step 2 of 3: the application',
      'Approved by the Admin, Administrator, step 3 of 3: the application',
    ]);
  });

  it('ten days take the default route (recorded, since the policy names routes), and a rejection at any step needs a reason', async () => {
    const applied = await apply(cast.empCse2, 'el', '2026-11-30', '2026-12-11');
    const { leave } = body(applied).data;
    expect(leave.route.map((step: { office: string }) => step.office)).toEqual(['hod', 'admin']);
    const long = body(await apply(cast.empCse2, 'el', '2026-12-14', '2026-12-28')).data.leave;
    expect((await decide(cast.hodCse, long._id, { decision: 'approve' })).statusCode).toBe(200);
    const noReason = await decide(principal, long._id, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await decide(principal, long._id, { decision: 'reject', reason: 'Examinations in December' });
    expect(body(rejected).data.leave).toMatchObject({ status: 'rejected', rejectionReason: 'Examinations in December', awaiting: null });
    expect(statuses(body(rejected).data.leave)).toEqual(['approved', 'rejected', 'upcoming']);
  });
});

describe('GET /api/leaves?awaiting=me: what waits for the caller, paged like every list', () => {
  const awaiting = async (who: Person, query = 'awaiting=me&limit=10') => {
    const answer = await inject({ method: 'GET', url: `/api/leaves?${query}`, headers: who.headers });
    expect(answer.statusCode).toBe(200);
    return body(answer).data as { leaves: { _id: string }[]; total?: number };
  };
  const ids = (page: { leaves: { _id: string }[] }) => page.leaves.map((leave) => leave._id);

  it("lists a routed application for the HOD, then the Principal only once the HOD approved, then the admin; an employee's whole list stays refused", async () => {
    // Monday 4 January to Monday 18 January 2027: 11 working days, the three-step route.
    const { leave } = body(await apply(cast.empCse, 'el', '2027-01-04', '2027-01-18')).data;
    const first = await awaiting(cast.hodCse);
    expect(ids(first)).toContain(leave._id);
    expect(first.total).toBe(first.leaves.length);
    expect(ids(await awaiting(principal))).not.toContain(leave._id);
    expect(ids(await awaiting(cast.admin))).not.toContain(leave._id);
    expect(ids(await awaiting(cast.hodEce))).not.toContain(leave._id);

    expect((await decide(cast.hodCse, leave._id, { decision: 'approve' })).statusCode).toBe(200);
    expect(ids(await awaiting(cast.hodCse))).not.toContain(leave._id);
    const principals = await awaiting(principal);
    expect(ids(principals)).toContain(leave._id);
    expect(ids(await awaiting(dean))).not.toContain(leave._id);
    // The Principal is told it waits for them, the applicant which step approved it; the admin not yet.
    expect(await inboxAbout(principal, leave._id)).toEqual([
      expect.objectContaining({ kind: 'applicationWaiting', title: 'Ravi Cse\'s EL (January 4, 2027 to January 18, 2027, 11 days) was approved by the HOD, Hema Cse: waiting for your decision as Principal', link: `/approvals?leave=${leave._id}` }),
    ]);
    expect(await inboxAbout(cast.admin, leave._id)).toEqual([]);
    expect((await inboxAbout(cast.empCse, leave._id)).map((entry) => entry.title)).toEqual(['Your EL (January 4, 2027 to January 18, 2027, 11 days) was approved by the HOD, Hema Cse']);
    // The same page and total envelope as the list, the list's filters with it.
    const one = await awaiting(principal, 'awaiting=me&limit=1&offset=0&leaveType=el');
    expect(one).toMatchObject({ total: principals.total });
    expect(one.leaves).toHaveLength(1);
    expect(ids(await awaiting(principal, 'awaiting=me&limit=10&leaveType=cl'))).not.toContain(leave._id);

    expect((await decide(principal, leave._id, { decision: 'approve' })).statusCode).toBe(200);
    expect(ids(await awaiting(principal))).not.toContain(leave._id);
    expect((await inboxAbout(cast.admin, leave._id)).map((entry) => entry.title)).toEqual([
      "Ravi Cse's EL (January 4, 2027 to January 18, 2027, 11 days) was approved by the Principal, Dr. Iyer: waiting for your decision as Admin",
    ]);
    expect(ids(await awaiting(cast.admin))).toContain(leave._id);
    expect((await decide(cast.admin, leave._id, { decision: 'approve' })).statusCode).toBe(200);
    expect(ids(await awaiting(cast.admin))).not.toContain(leave._id);

    // The people the route names open the application (a notification's link) and its trail; another employee does not.
    const opened = await inject({ method: 'GET', url: `/api/leaves/${leave._id}`, headers: principal.headers });
    expect(opened.statusCode).toBe(200);
    expect(body(opened).data.leave.route.map((step: { status: string }) => step.status)).toEqual(['approved', 'approved', 'approved']);
    expect((await inject({ method: 'GET', url: `/api/leaves/${leave._id}/events`, headers: principal.headers })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: `/api/leaves/${leave._id}`, headers: dean.headers })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: `/api/leaves/${leave._id}`, headers: cast.empEce.headers })).statusCode).toBe(403);

    expect((await inject({ method: 'GET', url: '/api/leaves?limit=10', headers: principal.headers })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/leaves?awaiting=you', headers: principal.headers })).statusCode).toBe(400);
  });
});

describe("a HOD's own application and an anyOf step", () => {
  it('skips the HOD step the applicant alone holds; of two holders deciding at once one wins, the other hears who decided', async () => {
    const applied = await apply(cast.hodEce, 'el', '2026-11-30', '2026-12-01');
    expect(applied.statusCode).toBe(201);
    const { leave } = body(applied).data;
    expect(statuses(leave)).toEqual(['skipped', 'waiting', 'upcoming']);
    expect(leave).toMatchObject({ status: 'pending', awaiting: { office: 'principal|dean', name: 'Principal or Dean Academics' } });
    for (const holder of [principal, dean]) expect((await inboxAbout(holder, leave._id)).map((entry) => entry.kind)).toEqual(['applicationWaiting']);
    expect(await inboxAbout(cast.admin, leave._id)).toEqual([]);

    const [first, second] = await Promise.all([decide(principal, leave._id, { decision: 'approve' }), decide(dean, leave._id, { decision: 'approve' })]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const [won, lost] = first.statusCode === 200 ? [first, second] : [second, first];
    const winner = body(won).data.leave.route[1].decidedBy.name;
    expect(body(lost).message).toBe(`This step was already decided by ${winner}`);
    const events = await runtime.eventStore.readStream(leaveStream.id(leave._id));
    expect(events.map((event) => event.type)).toEqual(['LeaveApplied', 'LeaveHodApproved']);
  });
});

describe('a version published later', () => {
  it('never moves an application already made: it keeps the route fixed when it was made', async () => {
    const applied = await apply(cast.empEce, 'el', '2026-11-30', '2026-12-14');
    const { leave } = body(applied).data;
    expect(leave.route).toHaveLength(3);
    const onlyAdmin: LeavePolicy = { ...routed, approvalRoutes: [{ name: 'Everything to the admin', leaveTypes: ['*'], steps: [{ office: 'admin' }] }] };
    expect((await publish(onlyAdmin, '2026-11-24')).statusCode).toBe(201);
    const read = await inject({ method: 'GET', url: `/api/leaves/${leave._id}`, headers: cast.empEce.headers });
    expect(body(read).data.leave.route).toEqual(leave.route);
    const admin = await decide(cast.admin, leave._id, { decision: 'approve' });
    expect(body(admin).message).toBe('This application waits for the HOD (step 1 of 3)');
    expect((await decide(cast.hodEce, leave._id, { decision: 'approve' })).statusCode).toBe(200);
  });
});

describe('replay', () => {
  it('rebuilds the routed applications, their routes and decided steps, with no difference', async () => {
    const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
    expect(report.differences.filter((difference) => difference.onlyLive !== 0 || difference.onlyRebuilt !== 0)).toEqual([]);
  });
});
