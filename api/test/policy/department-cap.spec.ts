// How many of a department may be away at once (issue 46): the policy's departmentCap counts pending and
// approved leave of the department on each working day of an application. 'refuse': the application that
// would pass it is a 409 naming the day and who is away; two applicants for the last place at once, exactly
// one gets it (the department's lock, decision 0260). 'warn': it goes through, with a warning in the
// application. The cap is part of a version: leave before the version's day is judged without it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, type DepartmentCap } from '@leave/domain';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, CSE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// Monday 7 December 2026.
const clock = fixedClock('2026-12-07');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

const as = (person: Person, method: 'GET' | 'POST', url: string, payload?: object) => runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const apply = (person: Person, fromDate: string, toDate: string) => as(person, 'POST', '/leaves', { leaveType: 'cl', fromDate, toDate, reason: 'Family function in the home town' });
const publish = async (departmentCap: DepartmentCap, effectiveFrom: string) => {
  const published = await as(cast.admin, 'POST', '/policy/versions', { policy: { ...DEFAULT_POLICY, departmentCap }, effectiveFrom, reason: 'A cap on the department away at once' });
  expect(published.statusCode, published.body).toBe(201);
};

// CSE has three people who apply for leave: Hema (HOD), Ravi and Sita.
describe("a department cap in 'refuse' mode", () => {
  it('refuses the application that would pass it, naming the day and who is away', async () => {
    await publish({ maxAway: 1, mode: 'refuse' }, clock.today());
    expect((await apply(cast.empCse, '2026-12-09', '2026-12-10')).statusCode).toBe(201);
    const message = `Too many of ${CSE} away on 10 Dec: 2 of 3 would be away, at most 1 at once. Away: Ravi Cse`;
    // The preview says it first, by the same domain check.
    const previewed = await as(cast.empCse2, 'POST', '/leaves/preview', { leaveType: 'cl', fromDate: '2026-12-10', toDate: '2026-12-11' });
    expect(body(previewed).data.problems).toEqual([{ field: 'fromDate', msg: message }]);
    const refused = await apply(cast.empCse2, '2026-12-10', '2026-12-11');
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe(message);
    // Another department is not counted, and a day nobody else is away goes through.
    expect((await apply(cast.empEce, '2026-12-10', '2026-12-10')).statusCode).toBe(201);
    expect((await apply(cast.empCse2, '2026-12-11', '2026-12-11')).statusCode).toBe(201);
  });

  it('gives the last place to exactly one of two applicants at once', async () => {
    for (const day of ['2026-12-14', '2026-12-15', '2026-12-16']) {
      const answers = await Promise.all([apply(cast.empCse2, day, day), apply(cast.hodCse, day, day)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(body(refused).message).toMatch(/^Too many of .* away on 1[456] Dec: 2 of 3 would be away, at most 1 at once\. Away: (Sita Cse|Hema Cse)$/);
    }
    const listed = body(await as(cast.admin, 'GET', '/leaves')).data.leaves as { fromDate: string; department: string; status: string }[];
    for (const day of ['2026-12-14', '2026-12-15', '2026-12-16']) expect(listed.filter((leave) => leave.department === CSE && leave.fromDate.startsWith(day))).toHaveLength(1);
  });
});

describe("a department cap in 'warn' mode", () => {
  it('lets the application through with a warning in the application', async () => {
    // A third of three, rounded down: one.
    await publish({ maxPercent: 34, mode: 'warn' }, clock.today());
    const previewed = await as(cast.hodCse, 'POST', '/leaves/preview', { leaveType: 'cl', fromDate: '2026-12-09', toDate: '2026-12-09' });
    expect(body(previewed).data).toMatchObject({ problems: [], warnings: ['2 of 3 away on 9 Dec, more than the 1 allowed at once. Away: Ravi Cse'] });
    const applied = await apply(cast.hodCse, '2026-12-09', '2026-12-09');
    expect(applied.statusCode, applied.body).toBe(201);
    const warning = '2 of 3 away on 9 Dec, more than the 1 allowed at once. Away: Ravi Cse';
    expect(body(applied).data.leave.warnings).toEqual([warning]);
    const shown = await as(cast.hodCse, 'GET', `/leaves/${body(applied).data.leave.id}`);
    expect(body(shown).data.leave.warnings).toEqual([warning]);
    // Nobody else away: no warnings at all.
    const alone = await apply(cast.empCse, '2026-12-21', '2026-12-21');
    expect(body(alone).data.leave).not.toHaveProperty('warnings');
  });

  it('judges leave by the version in force on its first day: before a later cap, none', async () => {
    await publish({ maxAway: 1, mode: 'refuse' }, '2026-12-28');
    expect((await apply(cast.empCse2, '2026-12-21', '2026-12-21')).statusCode).toBe(201);
    expect((await apply(cast.empCse2, '2026-12-29', '2026-12-29')).statusCode).toBe(201);
    const refused = await apply(cast.empCse, '2026-12-29', '2026-12-29');
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toContain('away on 29 Dec');
  });
});
