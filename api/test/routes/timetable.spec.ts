// Each teacher's weekly timetable through its routes (docs/contract.md 'Timetable', issue 45): the admin
// or the teacher's HOD adds, changes and removes periods; a HOD of another department is refused; one
// teacher in two classes at once is 409, two clashing additions at once included; the teacher, their HOD
// and the admin read the week; the read model rebuilds by replay.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { timetableStream } from '@leave/core/event-store';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, CSE } from '../fixtures';
import type { Runtime } from '../../src/runtime';
import { inlineProjections } from '@leave/core/projections';
import { replayReadModels } from '../../src/replay/replay';

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
const inject = (options: InjectOptions) => runtime.app.inject(options);
const TERM = { termFrom: '2026-11-02', termTo: '2027-03-31' };

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

const period = (fields: Record<string, unknown> = {}) => ({ weekday: 1, period: 1, start: '09:00', end: '09:50', className: 'II CSE-A', subject: 'Data Structures', room: 'B-204', ...TERM, ...fields });
const add = (userId: string, fields: Record<string, unknown> = {}, headers = cast.hodCse.headers) => inject({ method: 'POST', url: '/api/timetable/periods', headers, payload: { userId, ...period(fields) } });
const week = async (query: string, headers = cast.admin.headers) => body(await inject({ method: 'GET', url: `/api/timetable?${query}`, headers })).data.periods as Record<string, unknown>[];

describe('the timetable', () => {
  it("the teacher's HOD adds a period; the teacher, the HOD, the admin read it; the department's week has it", async () => {
    const added = await add(cast.empCse.user.id);
    expect(added.statusCode, added.body).toBe(201);
    expect(body(added)).toMatchObject({
      success: true,
      message: 'Period added',
      data: { period: { userId: cast.empCse.user.id, teacherName: 'Ravi Cse', department: CSE, weekday: 1, period: 1, start: '09:00', end: '09:50', className: 'II CSE-A', subject: 'Data Structures', room: 'B-204', ...TERM } },
    });
    const id = body(added).data.period._id;
    for (const headers of [cast.empCse.headers, cast.hodCse.headers, cast.admin.headers]) {
      expect((await week(`userId=${cast.empCse.user.id}`, headers)).map((p) => p._id)).toEqual([id]);
    }
    expect((await week(`department=${encodeURIComponent(CSE)}`, cast.hodCse.headers)).map((p) => p._id)).toContain(id);
    const types = (await runtime.eventStore.readStream(timetableStream.id(cast.empCse.user.id))).map((event) => event.type);
    expect(types).toEqual(['TimetablePeriodAdded']);
  });

  it("a colleague, another department's HOD and an employee of it are refused the read; only the admin or the teacher's HOD change it", async () => {
    expect((await inject({ method: 'GET', url: `/api/timetable?userId=${cast.empCse.user.id}`, headers: cast.empCse2.headers })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: `/api/timetable?userId=${cast.empCse.user.id}`, headers: cast.hodEce.headers })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: `/api/timetable?department=${encodeURIComponent(CSE)}`, headers: cast.hodEce.headers })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: `/api/timetable?department=${encodeURIComponent(CSE)}`, headers: cast.empCse.headers })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/timetable?userId=no-such-person', headers: cast.admin.headers })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/timetable', headers: cast.admin.headers })).statusCode).toBe(400);
    expect((await inject({ method: 'GET', url: `/api/timetable?userId=${cast.empCse.user.id}&department=${encodeURIComponent(CSE)}`, headers: cast.admin.headers })).statusCode).toBe(400);

    const other = await add(cast.empCse.user.id, { weekday: 2 }, cast.hodEce.headers);
    expect(other.statusCode).toBe(403);
    expect(body(other).message).toBe("Only the admin or the HOD of the teacher's department can change this timetable");
    expect((await add(cast.empCse.user.id, { weekday: 2 }, cast.empCse.headers)).statusCode).toBe(403);
    expect((await add(cast.empEce.user.id, { weekday: 2 }, cast.admin.headers)).statusCode).toBe(201);
    expect((await add(cast.empEce.user.id, { weekday: 3 }, cast.hodEce.headers)).statusCode).toBe(201);
    expect((await add('no-such-person', { weekday: 2 }, cast.admin.headers)).statusCode).toBe(404);
    expect((await add(cast.admin.user.id, { weekday: 2 }, cast.admin.headers)).statusCode).toBe(400);
  });

  it('refuses bad times with 400: HH:MM, start before end, the term in order', async () => {
    for (const fields of [{ start: '9:00' }, { end: '24:00' }, { start: '10:00', end: '09:50' }, { start: '09:50', end: '09:50' }, { weekday: 0 }, { weekday: 8 }, { period: 0 }, { className: ' ' }, { termFrom: '2027-04-01' }, { termTo: '2026-02-30' }]) {
      const refused = await add(cast.empCse2.user.id, fields);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
    }
    expect(await week(`userId=${cast.empCse2.user.id}`)).toEqual([]);
  });

  it('refuses a clash with 409: one teacher in two classes at overlapping times on the same weekday', async () => {
    const teacher = cast.empCse2.user.id;
    expect((await add(teacher, { weekday: 4, start: '10:00', end: '10:50', period: 2 })).statusCode).toBe(201);
    const clash = await add(teacher, { weekday: 4, start: '10:30', end: '11:20', period: 3, className: 'III CSE-B' });
    expect(clash.statusCode).toBe(409);
    expect(body(clash).message).toBe('Clash: already teaching II CSE-A on Thursday from 10:00 to 10:50 (period 2)');
    // Back to back, another weekday, another term: no clash.
    expect((await add(teacher, { weekday: 4, start: '10:50', end: '11:40', period: 3 })).statusCode).toBe(201);
    expect((await add(teacher, { weekday: 5, start: '10:00', end: '10:50', period: 2 })).statusCode).toBe(201);
    expect((await add(teacher, { weekday: 4, start: '10:00', end: '10:50', termFrom: '2027-06-01', termTo: '2027-10-31' })).statusCode).toBe(201);
    // Another teacher may teach then.
    expect((await add(cast.hodCse.user.id, { weekday: 4, start: '10:00', end: '10:50', period: 2 })).statusCode).toBe(201);
  });

  it('two clashing additions at once: one is kept, the other 409', async () => {
    const teacher = cast.empCse.user.id;
    const answers = await Promise.all([add(teacher, { weekday: 6, start: '12:00', end: '12:50', className: 'I CSE-A' }), add(teacher, { weekday: 6, start: '12:10', end: '13:00', className: 'I CSE-B' }, cast.admin.headers)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    // The second waited for the first (the teacher's timetable lock) and was decided on its period.
    expect(body(answers.find((answer) => answer.statusCode === 409)!).message).toMatch(/^Clash: already teaching I CSE-[AB] on Saturday/);
    expect((await week(`userId=${teacher}`)).filter((p) => p.weekday === 6)).toHaveLength(1);
  });

  it('changes a period (a clash refused), removes it (then 404); a HOD of another department may do neither', async () => {
    const teacher = cast.empCse.user.id;
    const first = body(await add(teacher, { weekday: 3, start: '14:00', end: '14:50', period: 6 })).data.period;
    const second = body(await add(teacher, { weekday: 3, start: '15:00', end: '15:50', period: 7 })).data.period;
    const change = (id: string, fields: Record<string, unknown>, headers = cast.hodCse.headers) => inject({ method: 'PUT', url: `/api/timetable/periods/${id}`, headers, payload: period(fields) });
    expect((await change(second._id, { weekday: 3, start: '14:30', end: '15:20', period: 7 })).statusCode).toBe(409);
    expect((await change(second._id, { weekday: 3, start: '15:00', end: '15:50', period: 7, room: 'Lab 2' }, cast.hodEce.headers)).statusCode).toBe(403);
    const changed = await change(second._id, { weekday: 3, start: '15:00', end: '15:50', period: 7, room: 'Lab 2' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(body(changed).data.period).toMatchObject({ _id: second._id, room: 'Lab 2' });
    // Moving a period onto its own time is no clash with itself.
    expect((await change(first._id, { weekday: 3, start: '14:10', end: '14:50', period: 6 })).statusCode).toBe(200);
    expect((await change('no-such-period', {})).statusCode).toBe(404);

    expect((await inject({ method: 'DELETE', url: `/api/timetable/periods/${first._id}`, headers: cast.hodEce.headers })).statusCode).toBe(403);
    expect((await inject({ method: 'DELETE', url: `/api/timetable/periods/${first._id}`, headers: cast.empCse.headers })).statusCode).toBe(403);
    expect((await inject({ method: 'DELETE', url: `/api/timetable/periods/${first._id}`, headers: cast.admin.headers })).statusCode).toBe(200);
    expect((await inject({ method: 'DELETE', url: `/api/timetable/periods/${first._id}`, headers: cast.admin.headers })).statusCode).toBe(404);
    expect((await week(`userId=${teacher}`)).map((p) => p._id)).not.toContain(first._id);
  });

  it('rebuilds the read model by replay with no differences', async () => {
    expect(await runtime.database.db.selectFrom('timetable_periods').select('id').execute()).not.toHaveLength(0);
    const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
    expect(report.rows).toEqual([]);
  });
});
