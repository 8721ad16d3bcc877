// Stand-ins for offices (issue 43, decision 0360): a holder of an office of the approval routes (the
// Principal) names someone for a range of days, the same way a HOD does; the stand-in sees the office's
// waiting steps in their queue (GET /api/leaves?awaiting=me) and decides them (POST /api/leaves/:id/decisions)
// on behalf of the holder, as the audit trail says; 403 outside the days or for anyone else; two deciders
// of an anyOf step at once: one wins, the other meets 409.

import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSentence, DEFAULT_POLICY, type LeavePolicy } from '@leave/domain';
import { fixedClock, listenLocally, startTestRuntime } from '../helper';
import { listen, record, type LiveSocket } from '../realtime/live-helpers';
import { addCast, addPerson, body, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// Monday 23 November 2026.
const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let principal: Person;
let dean: Person;
let vice: Person;

const inject = (options: InjectOptions) => runtime.app.inject(options);
const name = (who: Person, payload: Record<string, string>) => inject({ method: 'POST', url: '/api/stand-ins', headers: who.headers, payload });
const list = async (who: Person) => body(await inject({ method: 'GET', url: '/api/stand-ins', headers: who.headers })).data.standIns as Record<string, unknown>[];
const decide = (who: Person, id: string, payload: Record<string, unknown>) => inject({ method: 'POST', url: `/api/leaves/${id}/decisions`, headers: who.headers, payload });
const apply = async (who: Person, leaveType: string, fromDate: string, toDate: string) => {
  const answer = await inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType, fromDate, toDate, reason: 'Visiting family far away' } });
  expect(answer.statusCode).toBe(201);
  return body(answer).data.leave._id as string;
};
const awaiting = async (who: Person) => {
  const answer = await inject({ method: 'GET', url: '/api/leaves?awaiting=me&limit=50', headers: who.headers });
  expect(answer.statusCode).toBe(200);
  return (body(answer).data.leaves as { _id: string }[]).map((leave) => leave._id);
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

/** An employee's EL of eleven working days from `from` (a Monday), decided by the HOD: it waits for the Principal. */
async function atPrincipalStep(from: string, to: string): Promise<string> {
  const id = await apply(cast.empCse, 'el', from, to);
  expect((await decide(cast.hodCse, id, { decision: 'approve' })).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
  principal = await addPerson(runtime, { name: 'Dr. Iyer', email: 'principal@college.edu', role: 'employee', department: 'Mathematics (MATHS)' });
  dean = await addPerson(runtime, { name: 'Dr. Menon', email: 'dean@college.edu', role: 'employee', department: 'Mathematics (MATHS)' });
  vice = await addPerson(runtime, { name: 'Dr. Rao', email: 'vice@college.edu', role: 'employee', department: 'Mathematics (MATHS)' });
  const published = await inject({ method: 'POST', url: '/api/policy/versions', headers: cast.admin.headers, payload: { policy: routed, effectiveFrom: clock.today(), reason: 'Approval routes' } });
  expect(published.statusCode).toBe(201);
  for (const [code, who] of [['principal', principal], ['dean', dean]] as const) {
    expect((await inject({ method: 'PUT', url: `/api/offices/${code}`, headers: cast.admin.headers, payload: { holderIds: [who.user.id] } })).statusCode).toBe(200);
  }
});
afterAll(() => runtime.close());

describe('naming a stand-in for an office', () => {
  it('the Principal names someone for their office for a range of days; the naming says the office and its holder', async () => {
    const named = await name(principal, { office: 'principal', standInId: vice.user.id, from: '2026-11-23', to: '2026-11-25' });
    expect(named.statusCode).toBe(201);
    expect(body(named).data.standIn).toMatchObject({
      hod: null,
      office: { code: 'principal', name: 'Principal' },
      holder: { _id: principal.user.id, name: 'Dr. Iyer' },
      standIn: { _id: vice.user.id, name: 'Dr. Rao', role: 'employee' },
      department: null,
      from: '2026-11-23',
      to: '2026-11-25',
      active: true,
    });
    expect((await list(vice)).map((s) => s.office)).toEqual([{ code: 'principal', name: 'Principal' }]);
    expect((await list(principal)).map((s) => s.holder)).toEqual([{ _id: principal.user.id, name: 'Dr. Iyer' }]);
    expect(await list(cast.empCse)).toEqual([]);
    const log = await inject({ method: 'GET', url: '/api/audit/events?type=StandInNamed', headers: cast.admin.headers });
    const [event] = body(log).data.events as { type: string; data: unknown; actor: { name: string } }[];
    expect(auditSentence(event!, (day) => day)).toBe('Dr. Iyer named a stand-in for Dr. Iyer as Principal, 2026-11-23 to 2026-11-25');
  });

  it("an employee holding an office searches their department's people for a stand-in, as a HOD does; another employee may not", async () => {
    const found = await inject({ method: 'GET', url: '/api/users?limit=25&active=true', headers: principal.headers });
    expect(found.statusCode).toBe(200);
    expect((body(found).data.users as { name: string }[]).map((user) => user.name).sort()).toEqual(['Dr. Iyer', 'Dr. Menon', 'Dr. Rao']);
    expect((await inject({ method: 'GET', url: '/api/users?limit=25', headers: cast.empCse.headers })).statusCode).toBe(403);
  });

  it('refuses what the rules refuse, changing nothing', async () => {
    const cases: [Person, Record<string, string>, number, string][] = [
      [cast.empCse, { office: 'principal', holderId: principal.user.id, standInId: cast.empCse.user.id, from: '2026-12-01', to: '2026-12-02' }, 403, 'Only a holder of the office themself or an admin can name a stand-in for it'],
      [cast.empCse, { office: 'principal', standInId: cast.empCse2.user.id, from: '2026-12-01', to: '2026-12-02' }, 400, 'Only a holder of this office can have a stand-in for it'],
      [principal, { office: 'dean', standInId: vice.user.id, from: '2026-12-01', to: '2026-12-02' }, 400, 'Only a holder of this office can have a stand-in for it'],
      [principal, { office: 'registrar', standInId: vice.user.id, from: '2026-12-01', to: '2026-12-02' }, 400, 'This office is not one of the policy in force'],
      [principal, { office: 'hod', standInId: vice.user.id, from: '2026-12-01', to: '2026-12-02' }, 400, 'This office is not one of the policy in force'],
      [principal, { office: 'principal', standInId: principal.user.id, from: '2026-12-01', to: '2026-12-02' }, 400, 'The stand-in must be another active employee, HOD or admin'],
      [principal, { office: 'principal', standInId: vice.user.id, from: '2026-11-25', to: '2026-11-30' }, 409, 'This holder already has a stand-in for this office for some of these days'],
      [principal, { office: 'principal', hodId: cast.hodCse.user.id, standInId: vice.user.id, from: '2026-12-01', to: '2026-12-02' }, 400, 'Name either a HOD or an office, not both'],
      [principal, { standInId: vice.user.id, from: '2026-12-01', to: '2026-12-02' }, 400, 'Please choose the HOD'],
    ];
    for (const [who, payload, status, message] of cases) {
      const answer = await name(who, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(body(answer).message, JSON.stringify(payload)).toBe(message);
    }
    expect(await list(cast.admin)).toHaveLength(1);
  });
});

describe("deciding as an office's stand-in", () => {
  it("the stand-in sees the Principal's waiting step in their queue and approves it on behalf of the Principal; the trail says so", async () => {
    // Monday 30 November to Monday 14 December: 11 working days.
    const leaveId = await atPrincipalStep('2026-11-30', '2026-12-14');
    expect(await awaiting(vice)).toEqual([leaveId]);
    expect(await awaiting(cast.empCse2)).toEqual([]);

    const outsider = await decide(cast.empCse2, leaveId, { decision: 'approve' });
    expect(outsider.statusCode).toBe(403);
    expect(body(outsider).message).toBe('This application waits for the Principal (step 2 of 3)');

    const approved = await decide(vice, leaveId, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(body(approved).data.leave).toMatchObject({ status: 'hodApproved', awaiting: { office: 'admin', name: 'Admin' } });
    expect(body(approved).data.leave.route[1]).toMatchObject({ status: 'approved', decidedBy: { _id: vice.user.id, name: 'Dr. Rao' } });
    expect(await awaiting(vice)).toEqual([]);

    const trail = await inject({ method: 'GET', url: `/api/leaves/${leaveId}/events`, headers: cast.admin.headers });
    const events = body(trail).data.events as { type: string; data: Record<string, unknown>; actor: { name: string } }[];
    expect(events.at(-1)).toMatchObject({ type: 'LeaveHodApproved', actor: { name: 'Dr. Rao' }, data: { office: 'principal', onBehalfOf: { id: principal.user.id, name: 'Dr. Iyer' } } });
    expect(auditSentence(events.at(-1)!, (day) => day)).toBe('Approved by the Principal, Dr. Rao, step 2 of 3: the application on behalf of Dr. Iyer');
  });

  it('after the last day of the mandate the queue is empty and a decision is refused with 403', async () => {
    const leaveId = await atPrincipalStep('2026-12-15', '2026-12-29');
    expect(await awaiting(vice)).toEqual([leaveId]);
    clock.set('2026-11-26');
    try {
      expect(await awaiting(vice)).toEqual([]);
      const late = await decide(vice, leaveId, { decision: 'reject', reason: 'Examinations in December' });
      expect(late.statusCode).toBe(403);
      expect(body(late).message).toBe('This application waits for the Principal (step 2 of 3)');
      expect(await awaiting(principal)).toContain(leaveId);
    } finally {
      clock.set('2026-11-23');
    }
    // Within it again, the stand-in rejects with a reason on behalf of the Principal.
    const rejected = await decide(vice, leaveId, { decision: 'reject', reason: 'Examinations in December' });
    expect(rejected.statusCode).toBe(200);
    const events = body(await inject({ method: 'GET', url: `/api/leaves/${leaveId}/events`, headers: cast.admin.headers })).data.events as { type: string; data: Record<string, unknown> }[];
    expect(events.at(-1)).toMatchObject({ type: 'LeaveRejected', data: { onBehalfOf: { name: 'Dr. Iyer' } } });
  });

  it('the holder of an anyOf step and the other office holder’s stand-in deciding at once: one wins, the other meets 409', async () => {
    // The admin names a stand-in for the Dean.
    const named = await name(cast.admin, { office: 'dean', holderId: dean.user.id, standInId: cast.empEce.user.id, from: '2026-11-23', to: '2026-11-27' });
    expect(named.statusCode).toBe(201);
    // A HOD's own CL skips the HOD's step and waits for the Principal or the Dean.
    const leaveId = await apply(cast.hodCse, 'cl', '2026-12-01', '2026-12-01');
    expect(await awaiting(cast.empEce)).toEqual([leaveId]);
    // Both holders and both stand-ins (the Dean's, and the Principal's named above for these days) are told
    // it waits for them, as a HOD's stand-in is told of an application to the HOD; a stand-in's entry says whom
    // they stand in for and opens their Approvals on it.
    for (const [who, standInFor] of [[principal, null], [dean, null], [cast.empEce, 'Dr. Menon'], [vice, 'Dr. Iyer']] as const) {
      const entries = body(await inject({ method: 'GET', url: '/api/notifications?limit=100', headers: who.headers })).data.notifications as { kind: string; link: string; title: string }[];
      const entry = entries.find((e) => e.link === `/approvals?leave=${leaveId}`);
      expect(entry, who.user.name).toMatchObject({ kind: 'applicationWaiting' });
      if (standInFor) expect(entry!.title).toContain(standInFor);
    }
    const answers = await Promise.all([decide(principal, leaveId, { decision: 'approve' }), decide(cast.empEce, leaveId, { decision: 'approve' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!;
    expect(body(lost).message).toMatch(/^This step was already decided by (Dr. Iyer|Uma Ece)$/);
  });

  it("the Principal's stand-in is told, as the Principal is, when the Principal's step comes to wait after the HOD's approval; not outside the naming's days", async () => {
    const inbox = async (who: Person) => body(await inject({ method: 'GET', url: '/api/notifications?limit=100', headers: who.headers })).data.notifications as { kind: string; link: string; title: string }[];
    // Within the naming's days (23 to 25 November): the HOD approves, the Principal's step waits.
    const leaveId = await atPrincipalStep('2027-02-01', '2027-02-15');
    const told = (await inbox(vice)).find((entry) => entry.link === `/approvals?leave=${leaveId}`);
    expect(told).toMatchObject({ kind: 'applicationWaiting' });
    expect(told!.title).toBe(`${cast.empCse.user.name}'s EL (February 1, 2027 to February 15, 2027, 11 days) was approved by the HOD, ${cast.hodCse.user.name}: waiting for your decision as Principal, as stand-in for Dr. Iyer`);
    expect((await inbox(principal)).find((entry) => entry.link === `/approvals?leave=${leaveId}`)?.title).toMatch(/waiting for your decision as Principal$/);
    // The applicant and the deciding HOD are not told as stand-ins; nobody gets two entries.
    expect((await inbox(vice)).filter((entry) => entry.link === `/approvals?leave=${leaveId}`)).toHaveLength(1);

    // After the naming's last day the HOD's approval tells the Principal only.
    clock.set('2026-11-26');
    try {
      const later = await atPrincipalStep('2027-03-01', '2027-03-15');
      expect((await inbox(principal)).some((entry) => entry.link === `/approvals?leave=${later}`)).toBe(true);
      expect((await inbox(vice)).some((entry) => entry.link.endsWith(`?leave=${later}`))).toBe(false);
    } finally {
      clock.set('2026-11-23');
    }
  });

  it("the stand-in's socket hears, as the Principal's does, of the Principal's step coming to wait and of its decision; not outside the naming's days, nor does anyone else", async () => {
    const url = await listenLocally(runtime);
    const sockets: LiveSocket[] = await Promise.all([principal, vice, cast.empCse2].map((who) => listen(url, who.token)));
    try {
      const [holderSeen, standInSeen, otherSeen] = sockets.map(record);
      type Seen = Record<string, unknown[]>;
      const updatesOf = (seen: Seen, leaveId: string) =>
        ((seen['leave:updated'] ?? []) as { leave: { _id: string; awaiting: { office: string } | null }; event: { type: string } }[]).filter((message) => message.leave._id === leaveId);
      // Everything of one commit goes out at once: once the holder heard of it, so has everyone it was sent to.
      const holderHeard = (leaveId: string, count: number) => expect.poll(() => updatesOf(holderSeen!, leaveId).length, { timeout: 5000 }).toBe(count);

      const leaveId = await atPrincipalStep('2027-05-03', '2027-05-17');
      await holderHeard(leaveId, 1);
      expect(updatesOf(standInSeen!, leaveId).map((message) => [message.event.type, message.leave.awaiting?.office])).toEqual([['LeaveHodApproved', 'principal']]);
      // The stand-in decides: both hear that it left the Principal's step.
      expect((await decide(vice, leaveId, { decision: 'approve' })).statusCode).toBe(200);
      await holderHeard(leaveId, 2);
      expect(updatesOf(standInSeen!, leaveId).at(-1)?.leave.awaiting).toEqual({ office: 'admin', name: 'Admin' });
      expect(updatesOf(otherSeen!, leaveId)).toEqual([]);

      // After the naming's last day the stand-in's socket hears nothing of the Principal's steps.
      clock.set('2026-11-26');
      try {
        const later = await atPrincipalStep('2027-06-07', '2027-06-21');
        await holderHeard(later, 1);
        expect(updatesOf(standInSeen!, later)).toEqual([]);
      } finally {
        clock.set('2026-11-23');
      }
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('a naming ends when its holder no longer holds the office: an event says why, and the stand-in is refused', async () => {
    const leaveId = await atPrincipalStep('2027-01-04', '2027-01-18');
    expect(await awaiting(vice)).toContain(leaveId);
    expect((await inject({ method: 'PUT', url: '/api/offices/principal', headers: cast.admin.headers, payload: { holderIds: [dean.user.id] } })).statusCode).toBe(200);
    expect(await list(vice)).toEqual([]);
    expect(await awaiting(vice)).toEqual([]);
    expect((await decide(vice, leaveId, { decision: 'approve' })).statusCode).toBe(403);
    const log = await inject({ method: 'GET', url: '/api/audit/events?type=StandInRemoved', headers: cast.admin.headers });
    const ended = (body(log).data.events as { type: string; streamId?: string; data: Record<string, unknown> }[]).find((event) => event.type === 'StandInRemoved');
    expect(ended?.data).toEqual({ ended: 'The holder no longer holds this office' });
  });
});
