import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, ECE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// Monday 23 November 2026. Seven CSE applications and one ECE application, one per weekday.
const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
const DAYS = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08'];

const list = (who: Person, query = '') => runtime.app.inject({ method: 'GET', url: `/api/leaves${query}`, headers: who.headers });

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
  const cse = await addPerson(runtime, { name: 'Paging Person', email: 'paging@college.edu', role: 'employee', department: CSE });
  const ece = await addPerson(runtime, { name: 'Other Dept', email: 'other.dept@college.edu', role: 'employee', department: ECE });
  for (const [i, day] of DAYS.entries()) {
    const leaveType = i < 4 ? 'cl' : 'ccl';
    const res = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: cse.headers, payload: { leaveType, fromDate: day, toDate: day, reason: i === 6 ? 'Passport office appointment' : `Family function number ${i}` } });
    expect(res.statusCode).toBe(201);
  }
  expect((await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: ece.headers, payload: { leaveType: 'cl', fromDate: DAYS[0], toDate: DAYS[0], reason: 'Family function elsewhere' } })).statusCode).toBe(201);
});
afterAll(() => runtime.close());

describe('GET /api/leaves on the server side: filters and pages', () => {
  it('without a limit answers the whole list, as the seed’s client expects, with no total', async () => {
    const all = body(await list(cast.admin)).data;
    expect(all.leaves.length).toBeGreaterThanOrEqual(8);
    expect(all.total).toBeUndefined();
  });

  it('pages newest first with a total, and the pages add up to the list', async () => {
    const first = body(await list(cast.admin, '?limit=3&offset=0')).data;
    const second = body(await list(cast.admin, '?limit=3&offset=3')).data;
    const whole = body(await list(cast.admin)).data.leaves.map((l: { _id: string }) => l._id);
    expect(first.total).toBe(whole.length);
    expect(first.leaves).toHaveLength(3);
    expect([...first.leaves, ...second.leaves].map((l: { _id: string }) => l._id)).toEqual(whole.slice(0, 6));
  });

  it('filters by leave type, department (any spelling) and a search over name, employee id and reason', async () => {
    const ccl = body(await list(cast.admin, '?leaveType=ccl&limit=50')).data;
    expect(ccl.total).toBe(3);
    expect(ccl.leaves.every((l: { leaveType: string }) => l.leaveType === 'ccl')).toBe(true);
    const ece = body(await list(cast.admin, '?department=ece&limit=50')).data;
    expect(ece.leaves.map((l: { employee: { name: string } }) => l.employee.name)).toEqual(['Other Dept']);
    const passport = body(await list(cast.admin, `?search=${encodeURIComponent('PASSPORT')}&limit=50`)).data;
    expect(passport.leaves.map((l: { reason: string }) => l.reason)).toEqual(['Passport office appointment']);
    const literal = body(await list(cast.admin, `?search=${encodeURIComponent('%')}&limit=50`)).data;
    expect(literal.total).toBe(0);
  });

  it("counts what waits for a HOD: their employees' pending applications, not a HOD's own, which the admin decides", async () => {
    const own = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: cast.hodCse.headers, payload: { leaveType: 'cl', fromDate: DAYS[2], toDate: DAYS[2], reason: 'Presenting a paper at a conference' } });
    expect(own.statusCode).toBe(201);
    const all = body(await list(cast.hodCse, '?status=pending&limit=1')).data.total;
    const waiting = body(await list(cast.hodCse, '?status=pending&applicantRole=employee&limit=50')).data;
    expect(waiting.total).toBe(all - 1);
    expect(waiting.leaves.every((l: { employee: { role: string } }) => l.employee.role === 'employee')).toBe(true);
    expect((await list(cast.hodCse, '?applicantRole=admin')).statusCode).toBe(400);
  });

  it('keeps a HOD to their own department whatever the filter asks', async () => {
    const other = body(await list(cast.hodCse, '?department=ece&limit=50')).data;
    expect(other.total).toBe(0);
    const own = body(await list(cast.hodCse, '?limit=50')).data;
    expect(own.leaves.every((l: { department: string }) => l.department === CSE)).toBe(true);
  });

  it('refuses a search or department holding NUL or another control character with a 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['?search=%00', 'search'],
      ['?search=a%00b', 'search'],
      ['?search=bell%07&limit=5', 'search'],
      ['?department=cse%00', 'department'],
      ['?search=%1B%5B2J', 'search'],
    ] as const) {
      const res = await list(cast.admin, query);
      expect(res.statusCode, query).toBe(400);
      const message = `${field === 'search' ? 'Search' : 'Department'} must not contain control characters`;
      expect(body(res), query).toEqual({ success: false, message, errors: [{ field, msg: message }] });
    }
    expect((await list(cast.hodCse, '?search=%00')).statusCode).toBe(400);
  });

  it('refuses unknown parameters and out-of-range pages with 400', async () => {
    for (const query of ['?limit=0', '?limit=501', '?offset=-1', '?limit=abc', '?status=done', '?department=Astrology', '?sort=name']) {
      const res = await list(cast.admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(body(res).success).toBe(false);
    }
  });
});
