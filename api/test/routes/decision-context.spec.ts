// The decision dialog's figures (issue 49, decision 0380): GET /leaves/:id/decision-context gives those who
// decide an open application (its HOD or their stand-in, the admin) and the auditor the applicant's balance
// of the type now and after it, and who else of the department is away on its days, by name (pending ones
// and half days included); the applicant, another department's HOD and their employees get 403.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// Monday 7 December 2026.
const clock = fixedClock('2026-12-07');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

const as = (person: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const apply = async (person: Person, fromDate: string, toDate: string, halves: { fromHalf?: 'first' | 'second'; toHalf?: 'first' | 'second' } = {}) => {
  const applied = await as(person, 'POST', '/leaves', { leaveType: 'cl', fromDate, toDate, reason: 'Family function in the home town', ...halves });
  expect(applied.statusCode, applied.body).toBe(201);
  return body(applied).data.leave._id as string;
};
const contextOf = async (person: Person, id: string) => {
  const answer = await as(person, 'GET', `/leaves/${id}/decision-context`);
  expect(answer.statusCode, answer.body).toBe(200);
  return body(answer).data;
};
const clBalance = async (person: Person) => body(await as(person, 'GET', '/users/current-leave-balances')).data.cl as number;

describe('the decision context of an open application', () => {
  it("gives the HOD the applicant's CL now and after, and the colleagues away by name and day", async () => {
    await apply(cast.empCse, '2026-12-21', '2026-12-21');
    const id = await apply(cast.empCse, '2026-12-09', '2026-12-10');
    await apply(cast.empCse2, '2026-12-09', '2026-12-09', { fromHalf: 'second', toHalf: 'second' });
    await apply(cast.empEce, '2026-12-09', '2026-12-10');
    const balance = await clBalance(cast.empCse);

    const context = await contextOf(cast.hodCse, id);
    expect(context.open).toBe(true);
    // The other open application (21 Dec, one day) is held back; this one's two days come off what is left.
    expect(context.balance).toEqual({ leaveType: 'cl', balance, heldByOthers: 1, available: balance - 1, after: balance - 3 });
    // Sita's afternoon of 9 Dec, pending; ECE's leave is another department's.
    expect(context.away).toEqual([{ _id: cast.empCse2.user.id, name: 'Sita Cse', leaveType: 'cl', status: 'pending', days: [{ date: '2026-12-09', half: 'second' }] }]);
    expect(await contextOf(cast.admin, id)).toEqual(context);
  });

  it('is refused to the applicant, an employee, and the HOD of another department; read by the auditor', async () => {
    const id = await apply(cast.empCse, '2026-12-14', '2026-12-14');
    for (const person of [cast.empCse, cast.empCse2, cast.hodEce, cast.empEce]) {
      expect((await as(person, 'GET', `/leaves/${id}/decision-context`)).statusCode).toBe(403);
    }
    const auditor = await addPerson(runtime, { name: 'Asha Auditor', email: 'auditor.context@college.edu', role: 'auditor', department: CSE });
    expect((await contextOf(auditor, id)).open).toBe(true);
    expect((await as(cast.admin, 'GET', '/leaves/00000000-0000-4000-8000-000000000000/decision-context')).statusCode).toBe(404);
  });

  it("is read by the HOD's stand-in, and says only 'not open' once decided", async () => {
    const id = await apply(cast.empCse, '2026-12-16', '2026-12-16');
    expect((await as(cast.empCse2, 'GET', `/leaves/${id}/decision-context`)).statusCode).toBe(403);
    const named = await as(cast.hodCse, 'POST', '/stand-ins', { hodId: cast.hodCse.user.id, standInId: cast.empCse2.user.id, from: '2026-12-07', to: '2026-12-31' });
    expect(named.statusCode, named.body).toBe(201);
    expect((await contextOf(cast.empCse2, id)).balance.leaveType).toBe('cl');

    const rejected = await as(cast.hodCse, 'PUT', `/leaves/${id}/status`, { status: 'rejected', rejectionReason: 'Examinations that week' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await contextOf(cast.hodCse, id)).toEqual({ open: false, balance: null, away: [] });
  });
});
