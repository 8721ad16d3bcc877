import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceStream } from '@leave/core/event-store';
import { fixedClock } from '../helper';
import { addPerson, CSE, type Person } from '../fixtures';
import { startJobsTestRuntime, usesServices, type JobsTestRuntime } from './support';

// The calendar: 1 January 2026 is a Thursday. Monday-Friday days from 1 January to Friday 13 March 2026
// are 22 (January) + 20 (February) + 10 (March) = 52; from Monday 2 February they are 30.
describe(`earned leave (${usesServices ? 'BullMQ on Redis' : 'in-process'})`, () => {
  const clock = fixedClock('2026-02-02');
  let t: JobsTestRuntime;
  let hod: Person;
  let meena: Person;
  let kiran: Person;

  const as = (person: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
  const elOf = async (person: Person) =>
    (await t.runtime.database.db.selectFrom('leave_balances').select('el').where('user_id', '=', person.user.id).executeTakeFirstOrThrow()).el;
  const takeLeave = async (leaveType: string, fromDate: string, toDate: string) => {
    const applied = await as(meena, 'POST', '/leaves', { leaveType, fromDate, toDate, reason: 'Family function in the home town' });
    expect(applied.statusCode).toBe(201);
    const id = applied.json().data.leave.id as string;
    expect((await as(hod, 'PUT', `/leaves/${id}/status`, { status: 'hodApproved' })).statusCode).toBe(200);
    expect((await as(t.admin, 'PUT', `/leaves/${id}/status`, { status: 'approved' })).statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await startJobsTestRuntime({ clock });
    hod = await addPerson(t.runtime, { name: 'Hema Hod', email: 'hema@college.edu', role: 'hod', department: CSE });
    meena = await addPerson(t.runtime, { name: 'Meena', email: 'meena@college.edu', role: 'employee', department: CSE, dateOfJoining: '2020-01-01' });
    kiran = await addPerson(t.runtime, { name: 'Kiran', email: 'kiran@college.edu', role: 'employee', department: CSE, dateOfJoining: '2026-02-02' });
    await t.runtime.eventStore.append(balanceStream.id(meena.user.id), 'any', [{ type: 'BalanceAdjusted', data: { leaveType: 'el', from: 0, to: 5, reason: 'carried over' } }], { actor: null });
    await takeLeave('cl', '2026-02-09', '2026-02-11');
    await takeLeave('el', '2026-02-16', '2026-02-17');
    const pending = await as(meena, 'POST', '/leaves', { leaveType: 'cl', fromDate: '2026-02-23', toDate: '2026-02-24', reason: 'Pending, so not counted' });
    expect(pending.statusCode).toBe(201);
    clock.set('2026-03-13');
  });
  afterAll(() => t.close());

  it('counts working days since 1 January less approved leave, halves them, less the EL taken, and sets the EL balance to it', async () => {
    expect(await elOf(meena)).toBe(3);
    const response = await as(meena, 'POST', '/users/calculate-earned-leave');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Earned leave calculated and updated successfully',
      data: { earnedLeaveCalculation: { totalWorkingDays: 52, actualWorkingDays: 47, earnedLeave: 23, currentELBalance: 21 } },
    });
    expect(await elOf(meena)).toBe(21);
    const ledger = await t.runtime.eventStore.readStream(balanceStream.id(meena.user.id));
    expect(ledger.at(-1)).toMatchObject({
      type: 'BalanceAdjusted',
      data: { leaveType: 'el', from: 3, to: 21, reason: 'Earned leave recalculated on 2026-03-13: 47 days worked / 2 = 23, less 2 EL days taken' },
      metadata: { actor: { id: meena.user.id }, job: 'recalculate-earned-leave' },
    });
  });

  it('changes nothing when calculated again with nothing new', async () => {
    const before = await t.runtime.eventStore.readStream(balanceStream.id(meena.user.id));
    const again = await as(meena, 'POST', '/users/calculate-earned-leave');
    expect(again.json().data.earnedLeaveCalculation.currentELBalance).toBe(21);
    expect(await t.runtime.eventStore.readStream(balanceStream.id(meena.user.id))).toHaveLength(before.length);
  });

  it('agrees with GET /users/earned-leave-details', async () => {
    const details = await as(meena, 'GET', '/users/earned-leave-details');
    expect(details.json().data).toEqual({ totalWorkingDays: 52, actualWorkingDays: 47, earnedLeave: 23, currentELBalance: 21 });
  });

  it('is recalculated for everybody by an admin, counting from the date of joining for someone who joined this year', async () => {
    const response = await as(t.admin, 'POST', '/users/recalculate-earned-leave');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ people: 4 });
    expect(await elOf(kiran)).toBe(15);
    expect(await elOf(meena)).toBe(21);
    const own = await as(kiran, 'POST', '/users/calculate-earned-leave');
    expect(own.json().data.earnedLeaveCalculation).toEqual({ totalWorkingDays: 30, actualWorkingDays: 30, earnedLeave: 15, currentELBalance: 15 });
  });

  it('lets only an admin recalculate everybody, and only a signed-in person their own', async () => {
    expect((await as(meena, 'POST', '/users/recalculate-earned-leave')).statusCode).toBe(403);
    expect((await t.runtime.app.inject({ method: 'POST', url: '/api/users/calculate-earned-leave' })).statusCode).toBe(401);
  });
});
