// Half days (issue 21): an application may start in the afternoon of its first day and end at noon of its
// last; its days, the balance and the ledger count in halves, and a replay rebuilds the same halves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { inlineProjections } from '@leave/core/projections';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, type Person } from '../fixtures';
import { replayReadModels } from '../../src/replay/replay';
import type { Runtime } from '../../src/runtime';

// Monday 23 November 2026.
const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
const inject = (options: InjectOptions) => runtime.app.inject(options);
const REASON = 'Attending a family function';

const apply = (who: Person, leave: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType: 'cl', reason: REASON, ...leave } });
const setStatus = (who: Person, id: string, status: string) => inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: who.headers, payload: { status } });
let count = 0;
const newEmployee = () => {
  count++;
  return addPerson(runtime, { name: `Half Day ${count}`, email: `half${count}@college.edu`, role: 'employee', department: CSE });
};
const balances = async (who: Person) => body(await inject({ method: 'GET', url: '/api/users/current-leave-balances', headers: who.headers })).data;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
  // Tuesday 8 December 2026 is a holiday.
  expect((await inject({ method: 'POST', url: '/api/holidays', headers: cast.admin.headers, payload: { date: '2026-12-08', name: 'College Day' } })).statusCode).toBe(201);
});
afterAll(() => runtime.close());

describe('Half days', () => {
  it('count a Monday afternoon to a Wednesday morning as 2 days, and 1 when the Tuesday is a holiday', async () => {
    const person = await newEmployee();
    const plain = await apply(person, { fromDate: '2026-11-30', toDate: '2026-12-02', fromHalf: 'second', toHalf: 'first' });
    expect(plain.statusCode).toBe(201);
    expect(body(plain).data.leave).toMatchObject({ fromHalf: 'second', toHalf: 'first', numberOfDays: 2 });
    const overHoliday = await apply(person, { fromDate: '2026-12-07', toDate: '2026-12-09', fromHalf: 'second', toHalf: 'first' });
    expect(body(overHoliday).data.leave).toMatchObject({ fromHalf: 'second', toHalf: 'first', numberOfDays: 1 });
    // Every read answers the halves, and the days in halves.
    const mine = body(await inject({ method: 'GET', url: '/api/leaves/my-leaves', headers: person.headers })).data.leaves as { fromHalf: string; toHalf: string; numberOfDays: number }[];
    expect(mine.map(({ fromHalf, toHalf, numberOfDays }) => [fromHalf, toHalf, numberOfDays]).sort()).toEqual([
      ['second', 'first', 1],
      ['second', 'first', 2],
    ]);
  });

  it('let a morning and an afternoon share a date; a third application on that date is 409', async () => {
    const person = await newEmployee();
    const morning = await apply(person, { fromDate: '2026-12-10', toDate: '2026-12-10', fromHalf: 'first', toHalf: 'first' });
    const afternoon = await apply(person, { fromDate: '2026-12-10', toDate: '2026-12-10', fromHalf: 'second', toHalf: 'second' });
    expect([morning.statusCode, afternoon.statusCode]).toEqual([201, 201]);
    expect([body(morning).data.leave.numberOfDays, body(afternoon).data.leave.numberOfDays]).toEqual([0.5, 0.5]);
    const third = await apply(person, { fromDate: '2026-12-10', toDate: '2026-12-10', fromHalf: 'second', toHalf: 'second' });
    expect(third.statusCode).toBe(409);
    expect(body(third).message).toBe('You already have a leave application for these dates');
    expect((await apply(person, { fromDate: '2026-12-09', toDate: '2026-12-10' })).statusCode).toBe(409);
  });

  it('refuse a half on a Saturday or a holiday, a reversed one-day leave, a half of EL, and a half that is not a half', async () => {
    const person = await newEmployee();
    const saturday = await apply(person, { fromDate: '2026-12-05', toDate: '2026-12-07', fromHalf: 'second' });
    expect(saturday.statusCode).toBe(400);
    expect(body(saturday).message).toBe('A half day cannot fall on a weekend or a holiday');
    expect(body(await apply(person, { fromDate: '2026-12-07', toDate: '2026-12-08', toHalf: 'first' })).message).toBe('A half day cannot fall on a weekend or a holiday');
    expect(body(await apply(person, { fromDate: '2026-12-11', toDate: '2026-12-11', fromHalf: 'second', toHalf: 'first' })).message).toBe(
      'A one-day leave cannot start in the second half and end in the first',
    );
    const el = await apply(person, { leaveType: 'el', fromDate: '2026-12-11', toDate: '2026-12-11', toHalf: 'first' });
    expect(el.statusCode).toBe(400);
    expect(body(el).message).toBe('EL cannot be taken in half days');
    expect((await apply(person, { fromDate: '2026-12-11', toDate: '2026-12-11', toHalf: 'morning' })).statusCode).toBe(400);
    expect((await apply(person, { fromDate: '2026-12-11', toDate: '2026-12-11', toHalf: 1 })).statusCode).toBe(400);
    const mine = body(await inject({ method: 'GET', url: '/api/leaves/my-leaves', headers: person.headers })).data.leaves;
    expect(mine).toEqual([]);
  });

  it('give whole days to a client that sends no half', async () => {
    const person = await newEmployee();
    const response = await apply(person, { fromDate: '2026-12-14', toDate: '2026-12-15' });
    expect(body(response).data.leave).toMatchObject({ fromHalf: 'first', toHalf: 'second', numberOfDays: 2 });
  });

  it('debit three half days of CL as 1.5: 4.5 of 6 are left, and a replay rebuilds 4.5', async () => {
    const person = await newEmployee();
    expect((await balances(person)).cl).toBe(6);
    for (const [date, half] of [
      ['2026-12-14', { toHalf: 'first' }],
      ['2026-12-15', { toHalf: 'first' }],
      ['2026-12-16', { fromHalf: 'second' }],
    ] as const) {
      const applied = await apply(person, { fromDate: date, toDate: date, ...half });
      expect(applied.statusCode).toBe(201);
      const id = body(applied).data.leave._id as string;
      expect((await setStatus(cast.hodCse, id, 'hodApproved')).statusCode).toBe(200);
      expect((await setStatus(cast.admin, id, 'approved')).statusCode).toBe(200);
    }
    expect((await balances(person)).cl).toBe(4.5);
    const ledger = body(await inject({ method: 'GET', url: `/api/users/${person.user.id}/balance-ledger`, headers: cast.admin.headers })).data;
    expect(JSON.stringify(ledger)).toContain('2026-12-16 (afternoon)');

    await runtime.database.db.updateTable('leave_balances').set({ cl: 99 }).where('user_id', '=', person.user.id).execute();
    const replay = await replayReadModels(runtime.database.db, inlineProjections, { apply: true });
    expect(replay.applied).toBe(true);
    expect((await balances(person)).cl).toBe(4.5);
  });
});
