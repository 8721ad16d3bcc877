// Who else is away (issue 46): a HOD or an admin deciding an open application sees, for each of its working
// days, how many of its department would be away with it, the applicant included, of how many live people
// ('2 of 3 away on 9 Dec'); the applicant's own lists do not carry it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peakAwayText, type CalendarDate } from '@leave/domain';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
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
const apply = async (person: Person, fromDate: string, toDate: string) => {
  const applied = await as(person, 'POST', '/leaves', { leaveType: 'cl', fromDate, toDate, reason: 'Family function in the home town' });
  expect(applied.statusCode, applied.body).toBe(201);
  return body(applied).data.leave.id as string;
};

describe('how many of the department are away', () => {
  it("is beside each open application for its HOD and the admin, day by day, and not in the applicant's lists", async () => {
    const id = await apply(cast.empCse, '2026-12-09', '2026-12-10');
    await apply(cast.empCse2, '2026-12-09', '2026-12-09');
    // Hema Cse, Ravi Cse and Sita Cse: three in CSE.
    const expected = [
      { date: '2026-12-09', away: 2, size: 3 },
      { date: '2026-12-10', away: 1, size: 3 },
    ];
    const listed = body(await as(cast.hodCse, 'GET', '/leaves')).data.leaves as { id: string; departmentAway?: { date: CalendarDate; away: number; size: number }[] }[];
    const seen = listed.find((row) => row.id === id)!.departmentAway!;
    expect(seen).toEqual(expected);
    expect(peakAwayText(seen)).toBe('2 of 3 away on 9 Dec');
    expect(body(await as(cast.admin, 'GET', `/leaves/${id}`)).data.leave.departmentAway).toEqual(expected);
    expect(body(await as(cast.empCse, 'GET', `/leaves/${id}`)).data.leave).not.toHaveProperty('departmentAway');
    const mine = body(await as(cast.empCse, 'GET', '/leaves/my-leaves')).data.leaves as { id: string }[];
    expect(mine.find((row) => row.id === id)).not.toHaveProperty('departmentAway');
  });
});
