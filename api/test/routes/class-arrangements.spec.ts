// Class arrangements (issue 45, docs/contract.md 'Class arrangements'): applying names who takes each class
// of the leave (400 for a missing period, 409 for a colleague teaching, away or already covering then), the
// substitute accepts or declines, the applicant asks someone else, the HOD assigns; the HOD's approval waits
// for cover unless it says why; a withdrawn leave releases its classes; two requests for one colleague's
// same time at once: one wins; the read models replay to no difference.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { DEFAULT_POLICY } from '@leave/domain';
import { inlineProjections } from '@leave/core/projections';
import { fixedClock, listenLocally, startTestRuntime } from '../helper';
import { listen, record, waitFor, type LiveSocket } from '../realtime/live-helpers';
import { addCast, addPerson, body, CSE, ECE, type Person } from '../fixtures';
import { replayReadModels } from '../../src/replay/replay';
import type { Runtime } from '../../src/runtime';

// Monday 23 November 2026. The leaves fall on Monday 30 November and Tuesday 1 December.
const clock = fixedClock('2026-11-23');
const TERM = { termFrom: '2026-11-02', termTo: '2027-03-31' };
const MONDAY = '2026-11-30';
const TUESDAY = '2026-12-01';
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let anil: Person;
let auditor: Person;

const inject = (options: InjectOptions) => runtime.app.inject(options);
async function addPeriod(teacher: Person, weekday: number, period: number, start: string, end: string, className = 'II CSE-A'): Promise<void> {
  const response = await inject({
    method: 'POST',
    url: '/api/timetable/periods',
    headers: cast.admin.headers,
    payload: { userId: teacher.user.id, weekday, period, start, end, className, subject: 'Data Structures', room: 'B-204', ...TERM },
  });
  expect(response.statusCode, response.body).toBe(201);
}
const apply = (who: Person, date: string, arrangements?: unknown[], reason = 'Family function in the village') =>
  inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType: 'cl', fromDate: date, toDate: date, reason, ...(arrangements ? { arrangements } : {}) } });
const mine = async (who: Person) => body(await inject({ method: 'GET', url: '/api/arrangements?mine=true', headers: who.headers })).data.arrangements;
const ofLeave = async (leaveId: string) => (body(await inject({ method: 'GET', url: `/api/arrangements?department=${encodeURIComponent(CSE)}`, headers: cast.hodCse.headers })).data.arrangements as { leaveId: string; period: number; _id: string; status: string }[]).filter((a) => a.leaveId === leaveId);

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
  anil = await addPerson(runtime, { name: 'Anil Cse', email: 'anil.cse@college.edu', role: 'employee', department: CSE });
  auditor = await addPerson(runtime, { name: 'Audrey Auditor', email: 'auditor@college.edu', role: 'auditor', department: null });
  const published = await inject({
    method: 'POST',
    url: '/api/policy/versions',
    headers: cast.admin.headers,
    payload: { policy: { ...DEFAULT_POLICY, classAdjustment: { leaveTypes: ['*'], roles: ['employee'] } }, effectiveFrom: '2026-11-23', reason: 'Class adjustment' },
  });
  expect(published.statusCode, published.body).toBe(201);
  // Ravi: Monday periods 1 and 2, Tuesday period 1. Sita: Monday period 1, Tuesday period 1.
  await addPeriod(cast.empCse, 1, 1, '09:00', '09:50');
  await addPeriod(cast.empCse, 1, 2, '10:00', '10:50', 'III CSE-B');
  await addPeriod(cast.empCse, 2, 1, '09:00', '09:50');
  await addPeriod(cast.empCse2, 1, 1, '09:00', '09:50', 'I CSE-A');
  await addPeriod(cast.empCse2, 2, 1, '09:00', '09:50', 'I CSE-B');
});
afterAll(() => runtime.close());

describe('class arrangements', () => {
  let leaveId: string;

  it('applying names every period of the leave: 400 naming the missing ones', async () => {
    const none = await apply(cast.empCse, MONDAY);
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(`missing ${MONDAY} period 1, ${MONDAY} period 2`);
    const one = await apply(cast.empCse, MONDAY, [{ date: MONDAY, period: 1, substituteId: anil.user.id }]);
    expect(one.statusCode).toBe(400);
    expect(one.body).toContain(`missing ${MONDAY} period 2`);
  });

  it('refuses a colleague who teaches then, with the reason (409)', async () => {
    const response = await apply(cast.empCse, MONDAY, [
      { date: MONDAY, period: 1, substituteId: cast.empCse2.user.id },
      { date: MONDAY, period: 2, substituteId: null },
    ]);
    expect(response.statusCode).toBe(409);
    expect(body(response).message).toBe('Sita Cse teaches I CSE-A then (09:00–09:50)');
  });

  it('records each arrangement: asked of the colleague, or open for the HOD', async () => {
    const response = await apply(cast.empCse, MONDAY, [
      { date: MONDAY, period: 1, substituteId: anil.user.id },
      { date: MONDAY, period: 2, substituteId: null },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    leaveId = body(response).data.leave._id;
    const asked = await mine(anil);
    expect(asked).toEqual([
      expect.objectContaining({
        leaveId,
        date: MONDAY,
        period: 1,
        start: '09:00',
        end: '09:50',
        className: 'II CSE-A',
        subject: 'Data Structures',
        absent: { _id: cast.empCse.user.id, name: 'Ravi Cse' },
        substitute: { _id: anil.user.id, name: 'Anil Cse' },
        status: 'requested',
      }),
    ]);
    expect((await ofLeave(leaveId)).map((a) => [a.period, a.status])).toEqual([
      [1, 'requested'],
      [2, 'open'],
    ]);
    // The colleague asked hears of it in their inbox.
    const inbox = body(await inject({ method: 'GET', url: '/api/notifications', headers: anil.headers })).data.notifications as { kind: string; title: string }[];
    expect(inbox).toEqual([expect.objectContaining({ kind: 'classToTake', title: expect.stringContaining('Ravi Cse asks you to take II CSE-A, period 1, on '), link: '/classes-to-cover' })]);
    const list = body(await inject({ method: 'GET', url: '/api/leaves?status=pending', headers: cast.hodCse.headers })).data.leaves;
    expect(list.find((leave: { _id: string }) => leave._id === leaveId).coverage).toEqual({ covered: 0, total: 2 });
  });

  it("one leave's arrangements: its applicant and its department's HOD read them; anyone else reads none", async () => {
    const of = async (who: Person) => {
      const answer = await inject({ method: 'GET', url: `/api/arrangements?leaveId=${leaveId}`, headers: who.headers });
      expect(answer.statusCode).toBe(200);
      return (body(answer).data.arrangements as { period: number; status: string }[]).map((a) => [a.period, a.status]);
    };
    expect(await of(cast.empCse)).toEqual([
      [1, 'requested'],
      [2, 'open'],
    ]);
    expect(await of(cast.hodCse)).toHaveLength(2);
    expect(await of(cast.empCse2)).toEqual([]);
    expect(await of(cast.hodEce)).toEqual([]);
  });

  it('a colleague already asked for that time cannot be asked again (409)', async () => {
    const response = await apply(cast.empCse2, MONDAY, [{ date: MONDAY, period: 1, substituteId: anil.user.id }]);
    expect(response.statusCode).toBe(409);
    expect(body(response).message).toBe('Anil Cse already takes another class then');
    // The preview no longer suggests him then.
    const preview = await inject({ method: 'POST', url: '/api/leaves/preview', headers: cast.empCse2.headers, payload: { leaveType: 'cl', fromDate: MONDAY, toDate: MONDAY } });
    const names = body(preview).data.periods[0].suggestions.map((s: { name: string }) => s.name);
    expect(names).not.toContain('Anil Cse');
    expect(names).toContain('Hema Cse');
  });

  it('only the substitute answers; the others meet 403', async () => {
    const [arrangement] = await mine(anil);
    const byOther = await inject({ method: 'POST', url: `/api/arrangements/${arrangement._id}/accept`, headers: cast.empCse2.headers });
    expect(byOther.statusCode).toBe(403);
    const unknown = await inject({ method: 'POST', url: '/api/arrangements/no-such/accept', headers: anil.headers });
    expect(unknown.statusCode).toBe(404);
  });

  it("the HOD's approval waits for cover: 409 'Classes not covered' until accepted and assigned", async () => {
    const early = await inject({ method: 'PUT', url: `/api/leaves/${leaveId}/status`, headers: cast.hodCse.headers, payload: { status: 'hodApproved' } });
    expect(early.statusCode).toBe(409);
    expect(body(early).message).toBe('Classes not covered: 2 of 2 periods');
    // The refusal names the field a decision may carry, so that a screen asks the HOD for it.
    expect(body(early).errors).toEqual([{ field: 'uncoveredReason', msg: 'Classes not covered: 2 of 2 periods' }]);

    // Live: the substitute, the absent teacher and the department's HOD hear of it; another department's HOD does not.
    const url = await listenLocally(runtime);
    const sockets: LiveSocket[] = await Promise.all([anil, cast.empCse, cast.hodCse, cast.hodEce].map((who) => listen(url, who.token)));
    const elsewhere = record(sockets[3]!);
    const heard = sockets.slice(0, 3).map((socket) => waitFor(socket, 'arrangement:changed'));
    const [asked] = await mine(anil);
    const accepted = await inject({ method: 'POST', url: `/api/arrangements/${asked._id}/accept`, headers: anil.headers });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(body(accepted).data.arrangement.status).toBe('accepted');
    for (const payload of await Promise.all(heard)) {
      expect(payload).toMatchObject({ arrangement: { _id: asked._id, status: 'accepted' }, event: { type: 'ArrangementAccepted' } });
    }
    expect(elsewhere['arrangement:changed']).toBeUndefined();
    for (const socket of sockets) socket.close();

    const still = await inject({ method: 'PUT', url: `/api/leaves/${leaveId}/status`, headers: cast.hodCse.headers, payload: { status: 'hodApproved' } });
    expect(body(still).message).toBe('Classes not covered: 1 of 2 periods');

    const open = (await ofLeave(leaveId)).find((a) => a.period === 2)!;
    // Sita teaches at 09:00, not at 10:00: the HOD assigns her directly.
    const assigned = await inject({ method: 'PUT', url: `/api/arrangements/${open._id}`, headers: cast.hodCse.headers, payload: { substituteId: cast.empCse2.user.id } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(body(assigned).data.arrangement).toMatchObject({ status: 'assigned', substitute: { _id: cast.empCse2.user.id, name: 'Sita Cse' } });

    const approved = await inject({ method: 'PUT', url: `/api/leaves/${leaveId}/status`, headers: cast.hodCse.headers, payload: { status: 'hodApproved' } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(body(approved).data.leave.status).toBe('hodApproved');
  });

  it('the substitute declines; the applicant asks someone else; the HOD may approve uncovered with a reason', async () => {
    const response = await apply(cast.empCse, TUESDAY, [{ date: TUESDAY, period: 1, substituteId: anil.user.id }], 'Medical appointment at the hospital');
    expect(response.statusCode, response.body).toBe(201);
    const tuesdayLeave = body(response).data.leave._id;
    const asked = (await mine(anil)).find((a: { leaveId: string }) => a.leaveId === tuesdayLeave);
    const declined = await inject({ method: 'POST', url: `/api/arrangements/${asked._id}/decline`, headers: anil.headers, payload: { reason: 'Lab duty then' } });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(body(declined).data.arrangement).toMatchObject({ status: 'declined', declineReason: 'Lab duty then' });
    // Whom the class may go to now: the colleagues free then, but Anil, who declined, and Sita, who teaches;
    // for the applicant and the department's HOD, not for another colleague.
    const candidates = async (who: Person) => inject({ method: 'GET', url: `/api/arrangements/${asked._id}/candidates`, headers: who.headers });
    const offered = body(await candidates(cast.empCse)).data.candidates as { _id: string; name: string; substitutionsThisTerm: number }[];
    expect(offered.map((person) => person._id)).toContain(cast.hodCse.user.id);
    expect(offered.map((person) => person._id)).not.toContain(anil.user.id);
    expect(offered.map((person) => person._id)).not.toContain(cast.empCse2.user.id);
    expect(offered.map((person) => person._id)).not.toContain(cast.empCse.user.id);
    expect((await candidates(cast.hodCse)).statusCode).toBe(200);
    expect((await candidates(cast.empCse2)).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/arrangements/no-such-arrangement/candidates', headers: cast.empCse.headers })).statusCode).toBe(404);
    // Sita teaches on Tuesday at 09:00: 409; the HOD is free: asked again.
    const busy = await inject({ method: 'PUT', url: `/api/arrangements/${asked._id}`, headers: cast.empCse.headers, payload: { substituteId: cast.empCse2.user.id } });
    expect(busy.statusCode).toBe(409);
    const again = await inject({ method: 'PUT', url: `/api/arrangements/${asked._id}`, headers: cast.empCse.headers, payload: { substituteId: cast.hodCse.user.id } });
    expect(again.statusCode, again.body).toBe(200);
    expect(body(again).data.arrangement).toMatchObject({ status: 'requested', substitute: { _id: cast.hodCse.user.id } });

    const refused = await inject({ method: 'POST', url: `/api/leaves/${tuesdayLeave}/decisions`, headers: cast.hodCse.headers, payload: { decision: 'approve' } });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe('Classes not covered: 1 of 1 periods');
    const overridden = await inject({
      method: 'POST',
      url: `/api/leaves/${tuesdayLeave}/decisions`,
      headers: cast.hodCse.headers,
      payload: { decision: 'approve', uncoveredReason: 'Students have a library period' },
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(body(overridden).data.leave).toMatchObject({ status: 'hodApproved', uncoveredReason: 'Students have a library period' });
    const read = await inject({ method: 'GET', url: `/api/leaves/${tuesdayLeave}`, headers: cast.admin.headers });
    expect(body(read).data.leave).toMatchObject({ uncoveredReason: 'Students have a library period', coverage: { covered: 0, total: 1 } });
  });

  it('a withdrawn leave releases its arrangements', async () => {
    const withdrawn = await inject({ method: 'POST', url: `/api/leaves/${leaveId}/withdraw`, headers: cast.empCse.headers });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await ofLeave(leaveId)).map((a) => a.status)).toEqual(['released', 'released']);
    // Released classes leave the substitute's list (Tuesday's was asked of the HOD instead).
    expect(await mine(anil)).toEqual([]);
    // Anil is free again on Monday at 09:00: Sita may ask him.
    const asked = await apply(cast.empCse2, MONDAY, [{ date: MONDAY, period: 1, substituteId: anil.user.id }]);
    expect(asked.statusCode, asked.body).toBe(201);
    const [again] = await mine(anil);
    expect((await inject({ method: 'POST', url: `/api/arrangements/${again._id}/accept`, headers: anil.headers })).statusCode).toBe(200);
  });

  it('two requests for one colleague at the same time at once: one wins, the other meets 409', async () => {
    const wednesday = '2026-12-02';
    await addPeriod(cast.empCse, 3, 3, '11:00', '11:50');
    await addPeriod(cast.empCse2, 3, 3, '11:00', '11:50', 'I CSE-B');
    const [ravi, sita] = await Promise.all([
      apply(cast.empCse, wednesday, [{ date: wednesday, period: 3, substituteId: anil.user.id }]),
      apply(cast.empCse2, wednesday, [{ date: wednesday, period: 3, substituteId: anil.user.id }]),
    ]);
    expect([ravi.statusCode, sita.statusCode].sort()).toEqual([201, 409]);
    expect([ravi, sita].find((r) => r.statusCode === 409)!.json().message).toBe('Anil Cse already takes another class then');
    // A rejected leave releases its classes too.
    const winner = [ravi, sita].find((r) => r.statusCode === 201)!.json().data.leave._id as string;
    const rejected = await inject({ method: 'PUT', url: `/api/leaves/${winner}/status`, headers: cast.hodCse.headers, payload: { status: 'rejected', rejectionReason: 'Exams that week' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await ofLeave(winner)).map((a) => a.status)).toEqual(['released']);
  });

  it('a cancelled leave releases its classes, and the substitute is told', async () => {
    const thursday = '2026-12-03';
    await addPeriod(cast.empCse, 4, 2, '10:00', '10:50');
    const applied = await apply(cast.empCse, thursday, [{ date: thursday, period: 2, substituteId: anil.user.id }], 'Court hearing in the district');
    expect(applied.statusCode, applied.body).toBe(201);
    const id = body(applied).data.leave._id as string;
    const [asked] = (await ofLeave(id)) as { _id: string }[];
    expect((await inject({ method: 'POST', url: `/api/arrangements/${asked!._id}/accept`, headers: anil.headers })).statusCode).toBe(200);
    for (const [who, status] of [[cast.hodCse, 'hodApproved'], [cast.admin, 'approved']] as const) {
      const decided = await inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: who.headers, payload: { status } });
      expect(decided.statusCode, decided.body).toBe(200);
    }
    const asking = await inject({ method: 'POST', url: `/api/leaves/${id}/cancellation`, headers: cast.empCse.headers, payload: { reason: 'The hearing was postponed' } });
    expect(asking.statusCode, asking.body).toBe(200);
    const accepted = await inject({ method: 'PUT', url: `/api/leaves/${id}/cancellation`, headers: cast.hodCse.headers, payload: { decision: 'accept' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await ofLeave(id)).map((a) => a.status)).toEqual(['released']);
    const inbox = body(await inject({ method: 'GET', url: '/api/notifications', headers: anil.headers })).data.notifications as { title: string }[];
    expect(inbox[0]!.title).toMatch(/^You need not take II CSE-A, period 2, on .*: the leave is no longer open$/);
  });

  it("the department's arrangements: its HOD, the admin and the auditor; 403 for others; counts this term", async () => {
    const url = `/api/arrangements?department=${encodeURIComponent(CSE)}&date=${MONDAY}`;
    for (const who of [cast.hodCse, cast.admin, auditor]) expect((await inject({ method: 'GET', url, headers: who.headers })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url, headers: cast.empCse.headers })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url, headers: cast.hodEce.headers })).statusCode).toBe(403);
    const counts = body(await inject({ method: 'GET', url: '/api/arrangements/counts', headers: cast.hodCse.headers })).data.counts;
    // Anil's first accepted class was released with its leave; Sita's assigned one too; Anil's second counts.
    expect(counts).toEqual([{ _id: anil.user.id, name: 'Anil Cse', count: 1 }]);
    // The admin and the auditor read one department's by name (the screen's) or every department's.
    const countsOf = async (who: Person, department?: string) => {
      const answer = await inject({ method: 'GET', url: `/api/arrangements/counts${department === undefined ? '' : `?department=${encodeURIComponent(department)}`}`, headers: who.headers });
      return { status: answer.statusCode, counts: answer.statusCode === 200 ? body(answer).data.counts : null };
    };
    expect(await countsOf(cast.admin, CSE)).toEqual({ status: 200, counts });
    expect(await countsOf(auditor, CSE)).toEqual({ status: 200, counts });
    expect(await countsOf(cast.admin)).toEqual({ status: 200, counts });
    expect((await countsOf(cast.admin, ECE)).counts).toEqual([]);
    expect((await countsOf(cast.hodCse, CSE)).counts).toEqual(counts);
    expect((await countsOf(cast.hodCse, ECE)).status).toBe(403);
    expect((await countsOf(cast.admin, 'Astrology')).status).toBe(400);
  });

  it("exports a department's arrangements as CSV and .xlsx, for those who may read them", async () => {
    const url = (format: string) => `/api/exports/arrangements.${format}?department=${encodeURIComponent(CSE)}&from=${MONDAY}&to=${TUESDAY}`;
    const csv = await inject({ method: 'GET', url: url('csv'), headers: cast.hodCse.headers });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Date,Period,Start,End,Class,Subject,Absent teacher,Substitute,Status');
    expect(lines.some((line) => line.includes('Sita Cse') && line.includes('Anil Cse') && line.includes('accepted'))).toBe(true);
    const xlsx = await inject({ method: 'GET', url: url('xlsx'), headers: auditor.headers });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await inject({ method: 'GET', url: url('csv'), headers: cast.empCse.headers })).statusCode).toBe(403);
  });

  it("a route's hod step waits for cover; its later steps do not", async () => {
    const routed = await inject({
      method: 'POST',
      url: '/api/policy/versions',
      headers: cast.admin.headers,
      payload: {
        policy: { ...DEFAULT_POLICY, classAdjustment: { leaveTypes: ['*'], roles: ['employee'] }, approvalRoutes: [{ name: 'Every leave', leaveTypes: ['*'], steps: [{ office: 'hod' }, { office: 'admin' }] }] },
        effectiveFrom: '2026-11-23',
        reason: 'Routes with class adjustment',
      },
    });
    expect(routed.statusCode, routed.body).toBe(201);
    const friday = '2026-12-04';
    await addPeriod(cast.empCse, 5, 4, '12:00', '12:50');
    const applied = await apply(cast.empCse, friday, [{ date: friday, period: 4, substituteId: null }], 'Marriage in the family');
    expect(applied.statusCode, applied.body).toBe(201);
    const id = body(applied).data.leave._id as string;
    const decide = (who: Person) => inject({ method: 'POST', url: `/api/leaves/${id}/decisions`, headers: who.headers, payload: { decision: 'approve' } });
    const waiting = await decide(cast.hodCse);
    expect(waiting.statusCode).toBe(409);
    expect(body(waiting).message).toBe('Classes not covered: 1 of 1 periods');
    const [open] = await ofLeave(id);
    expect((await inject({ method: 'PUT', url: `/api/arrangements/${open!._id}`, headers: cast.hodCse.headers, payload: { substituteId: anil.user.id } })).statusCode).toBe(200);
    expect((await decide(cast.hodCse)).statusCode).toBe(200);
    const last = await decide(cast.admin);
    expect(last.statusCode, last.body).toBe(200);
    expect(body(last).data.leave.status).toBe('approved');
  });

  it("a colleague's own leave hands back the classes they were to take then; the absent teacher is told", async () => {
    // Ravi away on Monday 7 December: period 1 (09:00) asked of Anil, period 2 (10:00) of Sita.
    const monday = '2026-12-07';
    const applied = await apply(cast.empCse, monday, [
      { date: monday, period: 1, substituteId: anil.user.id },
      { date: monday, period: 2, substituteId: cast.empCse2.user.id },
    ]);
    expect(applied.statusCode, applied.body).toBe(201);
    const id = body(applied).data.leave._id as string;
    const [first] = (await ofLeave(id)).filter((a) => a.period === 1);
    expect((await inject({ method: 'POST', url: `/api/arrangements/${first!._id}/accept`, headers: anil.headers })).statusCode).toBe(200);

    // Anil's afternoon off leaves his morning class on him.
    const afternoon = await inject({ method: 'POST', url: '/api/leaves', headers: anil.headers, payload: { leaveType: 'cl', fromDate: monday, toDate: monday, fromHalf: 'second', toHalf: 'second', reason: 'Bank work in the town' } });
    expect(afternoon.statusCode, afternoon.body).toBe(201);
    expect((await ofLeave(id)).map((a) => [a.period, a.status])).toEqual([
      [1, 'accepted'],
      [2, 'requested'],
    ]);
    // Sita's whole day off (her own Monday class left to the HOD) hands back the class she was asked to take.
    const sitaAway = await apply(cast.empCse2, monday, [{ date: monday, period: 1, substituteId: null }], 'Fever since last night');
    expect(sitaAway.statusCode, sitaAway.body).toBe(201);
    const after = await ofLeave(id);
    expect(after.map((a) => [a.period, a.status])).toEqual([
      [1, 'accepted'],
      [2, 'declined'],
    ]);
    expect((after[1] as { declineReason?: string }).declineReason).toBe('On leave then');
    const inbox = body(await inject({ method: 'GET', url: '/api/notifications', headers: cast.empCse.headers })).data.notifications as { title: string; link: string; kind: string }[];
    expect(inbox[0]).toMatchObject({ kind: 'classDeclined', link: '/my-applications' });
    expect(inbox[0]!.title).toMatch(/^Sita Cse cannot take III CSE-B, period 2, on December 7, 2026: on leave then\. Ask someone else or leave it to the HOD$/);
    // A decline of Anil's own words reads as he wrote it.
    const declined = await inject({ method: 'POST', url: `/api/arrangements/${first!._id}/decline`, headers: anil.headers, payload: { reason: 'Exam duty' } });
    expect(declined.statusCode, declined.body).toBe(200);
    const told = body(await inject({ method: 'GET', url: '/api/notifications', headers: cast.empCse.headers })).data.notifications as { title: string }[];
    expect(told[0]!.title).toBe('Anil Cse cannot take II CSE-A, period 1, on December 7, 2026: Exam duty. Ask someone else or leave it to the HOD');
  });

  it('replays to the same read models', async () => {
    const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
    expect(report.rows).toEqual([]);
  });
});

describe('applying with arrangements as multipart (a certificate beside them)', () => {
  /** A multipart body as a browser's FormData makes it: the JSON body's fields as text parts, the list as JSON. */
  async function multipart(fields: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const encoded = new Response(form);
    return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
  }
  const applyParts = async (fields: Record<string, string>) => {
    const { payload, contentType } = await multipart(fields);
    return inject({ method: 'POST', url: '/api/leaves', headers: { ...cast.empCse.headers, 'content-type': contentType }, payload });
  };
  const MONDAY_LATER = '2026-12-14';
  const fields = { leaveType: 'cl', fromDate: MONDAY_LATER, toDate: MONDAY_LATER, reason: 'Family function in the village' };

  it('reads the arrangements part as JSON; text that is not JSON is 400 and changes nothing', async () => {
    const all = async () => (body(await inject({ method: 'GET', url: `/api/arrangements?department=${encodeURIComponent(CSE)}`, headers: cast.hodCse.headers })).data.total as number);
    const before = await all();
    const broken = await applyParts({ ...fields, arrangements: 'period one to Anil' });
    expect(broken.statusCode).toBe(400);
    expect(await all()).toBe(before);
    const answer = await applyParts({
      ...fields,
      arrangements: JSON.stringify([
        { date: MONDAY_LATER, period: 1, substituteId: null },
        { date: MONDAY_LATER, period: 2, substituteId: null },
      ]),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const id = body(answer).data.leave._id as string;
    expect((await ofLeave(id)).map((a) => [a.period, a.status])).toEqual([
      [1, 'open'],
      [2, 'open'],
    ]);
  });
});
