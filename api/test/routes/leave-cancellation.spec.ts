// Withdrawing an application and cancelling approved leave through the routes (docs/contract.md
// 'Withdraw and cancel'): the reservation released, exactly the untaken days credited with a ledger entry
// that says why, a decline that needs its reason, nobody else asking or deciding, one winner of two
// decisions at once, and the application's history.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceStream, leaveStream } from '@leave/core/event-store';
import type { InjectOptions } from 'fastify';
import { foldBalance, type BalanceEvent, type CalendarDate } from '@leave/domain';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// Monday 23 November 2026.
const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let counter = 0;
const inject = (options: InjectOptions) => runtime.app.inject(options);

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

async function newEmployee(): Promise<Person> {
  counter += 1;
  return addPerson(runtime, { name: `Withdrawer ${counter}`, email: `withdrawer${counter}@college.edu`, role: 'employee', department: CSE });
}

async function apply(person: Person, fromDate: CalendarDate, toDate: CalendarDate, leaveType = 'cl'): Promise<string> {
  const response = await inject({ method: 'POST', url: '/api/leaves', headers: person.headers, payload: { leaveType, fromDate, toDate, reason: 'Family function out of town' } });
  expect(response.statusCode, response.body).toBe(201);
  return body(response).data.leave.id as string;
}

const setStatus = (who: Person, id: string, payload: object) => inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: who.headers, payload });
const withdraw = (who: Person, id: string) => inject({ method: 'POST', url: `/api/leaves/${id}/withdraw`, headers: who.headers });
const askToCancel = (who: Person, id: string, reason = 'The trip was called off') => inject({ method: 'POST', url: `/api/leaves/${id}/cancellation`, headers: who.headers, payload: { reason } });
const decide = (who: Person, id: string, payload: object) => inject({ method: 'PUT', url: `/api/leaves/${id}/cancellation`, headers: who.headers, payload });

async function approved(person: Person, fromDate: CalendarDate, toDate: CalendarDate): Promise<string> {
  const id = await apply(person, fromDate, toDate);
  expect((await setStatus(cast.hodCse, id, { status: 'hodApproved' })).statusCode).toBe(200);
  expect((await setStatus(cast.admin, id, { status: 'approved' })).statusCode).toBe(200);
  return id;
}

async function balanceOf(person: Person) {
  const response = await inject({ method: 'GET', url: '/api/users/current-leave-balances', headers: person.headers });
  return body(response).data as { cl: number };
}

async function ledgerOf(person: Person) {
  const response = await inject({ method: 'GET', url: `/api/users/${person.user.id}/balance-ledger`, headers: person.headers });
  expect(response.statusCode).toBe(200);
  return body(response).data.entries as { kind: string; days: number; reason: string; balanceAfter: number; leaveType: string }[];
}

describe('withdrawing', () => {
  it('the applicant withdraws a pending application and its reserved days are free again', async () => {
    clock.set('2026-11-23');
    const person = await newEmployee();
    // 6 CL; a first application of 4 days leaves 2 to apply for.
    const first = await apply(person, '2026-12-01', '2026-12-04');
    const refused = await inject({ method: 'POST', url: '/api/leaves', headers: person.headers, payload: { leaveType: 'cl', fromDate: '2026-12-07', toDate: '2026-12-10', reason: 'Second trip of the month' } });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe('Insufficient CL balance. Available: 2 days, Requested: 4 days');

    const response = await withdraw(person, first);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ success: true, message: 'Leave application withdrawn', data: { leave: { _id: first, status: 'withdrawn' } } });
    // The days are free, and so are the dates.
    await apply(person, '2026-12-01', '2026-12-04');
    expect((await balanceOf(person)).cl).toBe(6);
  });

  it("leaves the HOD's review queue when the queue asks for everything but withdrawn, and stays in the full list", async () => {
    const person = await newEmployee();
    const id = await apply(person, '2026-12-14', '2026-12-14');
    expect((await withdraw(person, id)).statusCode).toBe(200);
    const queue = await inject({ method: 'GET', url: '/api/leaves?limit=500&offset=0&excludeStatus=withdrawn', headers: cast.hodCse.headers });
    expect(queue.statusCode).toBe(200);
    expect((body(queue).data.leaves as { _id: string }[]).map((l) => l._id)).not.toContain(id);
    expect((body(queue).data.leaves as { status: string }[]).every((l) => l.status !== 'withdrawn')).toBe(true);
    const whole = await inject({ method: 'GET', url: '/api/leaves', headers: cast.hodCse.headers });
    expect((body(whole).data.leaves as { _id: string; status: string }[]).find((l) => l._id === id)?.status).toBe('withdrawn');
  });

  it('a HOD-approved application can be withdrawn; an approved one cannot', async () => {
    const person = await newEmployee();
    const id = await apply(person, '2026-12-14', '2026-12-15');
    await setStatus(cast.hodCse, id, { status: 'hodApproved' });
    expect(body(await withdraw(person, id)).data.leave.status).toBe('withdrawn');
    expect((await withdraw(person, id)).statusCode).toBe(409);

    const other = await approved(person, '2026-12-16', '2026-12-16');
    const refused = await withdraw(person, other);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe('An approved leave cannot be withdrawn: ask to cancel it instead');
  });

  it('nobody but the applicant withdraws', async () => {
    const person = await newEmployee();
    const id = await apply(person, '2026-12-21', '2026-12-22');
    for (const other of [cast.hodCse, cast.empCse2, cast.hodEce, cast.empEce]) {
      const response = await withdraw(other, id);
      expect(response.statusCode, other.user.name).toBe(403);
    }
    expect((await withdraw(cast.admin, id)).statusCode).toBe(403);
    expect((await withdraw(person, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(body(await inject({ method: 'GET', url: '/api/leaves/my-leaves', headers: person.headers })).data.leaves[0].status).toBe('pending');
  });
});

describe('cancelling an approved leave', () => {
  it('accepted before the leave starts: every day comes back, and the ledger says why', async () => {
    clock.set('2026-11-23');
    const person = await newEmployee();
    const id = await approved(person, '2026-11-30', '2026-12-02');
    expect((await balanceOf(person)).cl).toBe(3);

    const asked = await askToCancel(person, id, '  The trip was called off  ');
    expect(asked.statusCode).toBe(200);
    expect(body(asked).data.leave).toMatchObject({ status: 'cancellationRequested', cancellationReason: 'The trip was called off' });
    // The days stay debited until the decision.
    expect((await balanceOf(person)).cl).toBe(3);

    const accepted = await decide(cast.hodCse, id, { decision: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(body(accepted)).toMatchObject({ message: 'Cancellation accepted', data: { leave: { status: 'cancelled', cancellationDecidedBy: { _id: cast.hodCse.user.id } } } });
    expect((await balanceOf(person)).cl).toBe(6);
    const last = (await ledgerOf(person)).at(-1)!;
    expect(last).toMatchObject({ kind: 'credited', leaveType: 'cl', days: 3, balanceAfter: 6 });
    expect(last.reason).toBe('CL leave cancelled (2026-11-30 to 2026-12-02): days from 2026-11-30 on credited back');
    const credit = (await runtime.eventStore.readStream(balanceStream.id(person.user.id))).at(-1)!;
    expect(credit).toMatchObject({ type: 'BalanceCredited', data: { leaveId: id, days: 3 } });
  });

  it('accepted while the leave runs: only the days from tomorrow on come back', async () => {
    clock.set('2026-11-23');
    const person = await newEmployee();
    // Monday 30 November to Friday 4 December: 5 working days.
    const id = await approved(person, '2026-11-30', '2026-12-04');
    expect((await balanceOf(person)).cl).toBe(1);
    clock.set('2026-12-01'); // Tuesday: Monday and today are taken.
    expect((await askToCancel(person, id)).statusCode).toBe(200);
    const accepted = await decide(cast.hodCse, id, { decision: 'accept' });
    expect(body(accepted).data.leave.status).toBe('cancelled');
    expect((await balanceOf(person)).cl).toBe(1 + 3);
    expect((await ledgerOf(person)).at(-1)).toMatchObject({ kind: 'credited', days: 3 });
    clock.set('2026-11-23');
  });

  it('a leave that has ended cannot be cancelled', async () => {
    clock.set('2026-11-23');
    const person = await newEmployee();
    const id = await approved(person, '2026-11-24', '2026-11-24');
    clock.set('2026-11-25');
    const response = await askToCancel(person, id);
    expect(response.statusCode).toBe(409);
    expect(body(response).message).toBe('This leave has already ended and can no longer be cancelled');
    clock.set('2026-11-23');
  });

  it('declining needs a reason, and leaves the leave approved with its days debited', async () => {
    const person = await newEmployee();
    const id = await approved(person, '2026-12-08', '2026-12-09');
    await askToCancel(person, id);
    for (const payload of [{ decision: 'decline' }, { decision: 'decline', reason: '   ' }, { decision: 'decline', reason: null }]) {
      const refused = await decide(cast.hodCse, id, payload);
      expect(refused.statusCode).toBe(400);
      expect(body(refused).message).toBe('Please give a reason for declining the cancellation');
    }
    const declined = await decide(cast.hodCse, id, { decision: 'decline', reason: 'Exam duty that week' });
    expect(declined.statusCode).toBe(200);
    expect(body(declined).data.leave).toMatchObject({ status: 'approved', cancellationDeclineReason: 'Exam duty that week' });
    expect((await balanceOf(person)).cl).toBe(4);
    // Asked again after the decline, then accepted: the days come back once.
    await askToCancel(person, id, 'The exam duty moved after all');
    await decide(cast.hodCse, id, { decision: 'accept' });
    expect((await balanceOf(person)).cl).toBe(6);
  });

  it("deleting the applicant's record takes their cancellation request out of the HOD's queue; the leave stays approved", async () => {
    const person = await newEmployee();
    const id = await approved(person, '2026-12-15', '2026-12-16');
    await askToCancel(person, id);
    const queue = async () => body(await inject({ method: 'GET', url: '/api/leaves?status=cancellationRequested', headers: cast.hodCse.headers })).data.leaves as { _id: string }[];
    expect((await queue()).map((leave) => leave._id)).toContain(id);

    expect((await inject({ method: 'DELETE', url: `/api/users/${person.user.id}`, headers: cast.admin.headers })).statusCode).toBe(200);

    expect((await queue()).map((leave) => leave._id)).not.toContain(id);
    const all = body(await inject({ method: 'GET', url: '/api/leaves', headers: cast.admin.headers })).data.leaves as { _id: string }[];
    const leave = all.find((one) => one._id === id);
    expect(leave).toMatchObject({ status: 'approved', cancellationDeclineReason: 'Employee record deleted' });
    // Nobody can accept it any more, and nothing was credited to the deleted account.
    const late = await decide(cast.hodCse, id, { decision: 'accept' });
    expect(late.statusCode).toBe(409);
    const credits = await runtime.eventStore.readStream(balanceStream.id(person.user.id));
    expect(credits.filter((event) => event.type === 'BalanceCredited')).toEqual([]);
  });

  it('asking needs a reason', async () => {
    const person = await newEmployee();
    const id = await approved(person, '2026-12-10', '2026-12-10');
    for (const payload of [{}, { reason: '' }, { reason: '   ' }]) {
      const refused = await inject({ method: 'POST', url: `/api/leaves/${id}/cancellation`, headers: person.headers, payload });
      expect(refused.statusCode).toBe(400);
    }
    expect(body(await inject({ method: 'POST', url: `/api/leaves/${id}/cancellation`, headers: person.headers, payload: { reason: '' } })).message).toBe(
      'Please give a reason for the cancellation',
    );
  });

  it('nobody but the applicant asks, and only the HOD of the department decides', async () => {
    const person = await newEmployee();
    const id = await approved(person, '2026-12-11', '2026-12-11');
    for (const other of [cast.hodCse, cast.empCse2, cast.hodEce, cast.empEce, cast.admin]) {
      expect((await askToCancel(other, id)).statusCode, other.user.name).toBe(403);
    }
    await askToCancel(person, id);
    for (const other of [cast.admin, cast.hodEce]) {
      const response = await decide(other, id, { decision: 'accept' });
      expect(response.statusCode, other.user.name).toBe(403);
      expect(body(response).message).toBe("Only the HOD of the department can decide the cancellation of an employee's leave, and only the admin that of a HOD's leave");
    }
    for (const other of [person, cast.empCse2, cast.empEce]) expect((await decide(other, id, { decision: 'accept' })).statusCode, other.user.name).toBe(403);
    expect(body(await inject({ method: 'GET', url: '/api/leaves/my-leaves', headers: person.headers })).data.leaves[0].status).toBe('cancellationRequested');
  });

  it("the admin decides the cancellation of a HOD's own leave; the HOD cannot", async () => {
    const hod = await addPerson(runtime, { name: 'Second Hod', email: 'second.hod.cancel@college.edu', role: 'hod', department: CSE });
    const id = await apply(hod, '2026-12-05', '2026-12-06');
    expect((await setStatus(cast.admin, id, { status: 'approved' })).statusCode).toBe(200);
    expect((await balanceOf(hod)).cl).toBe(4); // a HOD's Saturday and Sunday count
    await askToCancel(hod, id);
    expect((await decide(hod, id, { decision: 'accept' })).statusCode).toBe(403);
    expect((await decide(cast.hodCse, id, { decision: 'accept' })).statusCode).toBe(200);
    expect((await balanceOf(hod)).cl).toBe(6);
  });

  it('two decisions at once leave one winner', async () => {
    const secondHod = await addPerson(runtime, { name: 'Third Hod', email: 'third.hod@college.edu', role: 'hod', department: CSE });
    const people = await Promise.all([newEmployee(), newEmployee(), newEmployee(), newEmployee()]);
    for (const person of people) {
      const id = await approved(person, '2026-12-15', '2026-12-16');
      await askToCancel(person, id);
      const answers = await Promise.all([
        decide(cast.hodCse, id, { decision: 'accept' }),
        decide(secondHod, id, { decision: 'decline', reason: 'Needed that week' }),
        decide(cast.hodCse, id, { decision: 'accept' }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const stream = await runtime.eventStore.readStream(leaveStream.id(id));
      expect(stream.filter((e) => e.type === 'LeaveCancelled' || e.type === 'LeaveCancellationDeclined')).toHaveLength(1);
      const ledger = await runtime.eventStore.readStream(balanceStream.id(person.user.id));
      const credits = ledger.filter((e) => e.type === 'BalanceCredited');
      const won = stream.at(-1)!.type;
      expect(credits).toHaveLength(won === 'LeaveCancelled' ? 1 : 0);
      const balance = await balanceOf(person);
      expect(balance.cl).toBe(foldBalance(ledger.map((e) => ({ type: e.type, data: e.data }) as BalanceEvent)).cl);
      expect(balance.cl).toBe(won === 'LeaveCancelled' ? 6 : 4);
    }
  });

  it('a decision with the version the decider saw is refused once anything changed', async () => {
    const person = await newEmployee();
    const id = await approved(person, '2026-12-17', '2026-12-17');
    const asked = body(await askToCancel(person, id)).data.leave;
    const stale = await inject({ method: 'PUT', url: `/api/leaves/${id}/cancellation`, headers: { ...cast.hodCse.headers, 'if-match': String(asked.version - 1) }, payload: { decision: 'accept' } });
    expect(stale.statusCode).toBe(409);
    const fresh = await inject({ method: 'PUT', url: `/api/leaves/${id}/cancellation`, headers: { ...cast.hodCse.headers, 'if-match': String(asked.version) }, payload: { decision: 'accept' } });
    expect(fresh.statusCode).toBe(200);
  });

  it("the application's history shows each step with who took it", async () => {
    const person = await newEmployee();
    const id = await approved(person, '2026-12-18', '2026-12-18');
    await askToCancel(person, id);
    await decide(cast.hodCse, id, { decision: 'decline', reason: 'Inspection that day' });
    await askToCancel(person, id);
    await decide(cast.hodCse, id, { decision: 'accept' });
    const response = await inject({ method: 'GET', url: `/api/leaves/${id}/events`, headers: person.headers });
    const events = body(response).data.events as { type: string; actor: { _id: string }; data: Record<string, unknown> }[];
    expect(events.map((e) => e.type)).toEqual([
      'LeaveApplied',
      'LeaveHodApproved',
      'LeaveApproved',
      'LeaveCancellationRequested',
      'LeaveCancellationDeclined',
      'LeaveCancellationRequested',
      'LeaveCancelled',
    ]);
    expect(events[4]).toMatchObject({ actor: { _id: cast.hodCse.user.id }, data: { reason: 'Inspection that day' } });
    expect(events[6]).toMatchObject({ actor: { _id: cast.hodCse.user.id }, data: { daysCredited: 1, fromDate: '2026-12-18' } });
  });

  it('the original lists show the new statuses as they come', async () => {
    const person = await newEmployee();
    const id = await apply(person, '2026-12-28', '2026-12-28');
    await withdraw(person, id);
    const list = body(await inject({ method: 'GET', url: '/api/leaves', headers: cast.hodCse.headers })).data.leaves as { _id: string; status: string }[];
    expect(list.find((leave) => leave._id === id)?.status).toBe('withdrawn');
    const filtered = body(await inject({ method: 'GET', url: '/api/leaves?status=withdrawn', headers: cast.admin.headers })).data.leaves as { _id: string }[];
    expect(filtered.map((leave) => leave._id)).toContain(id);
  });
});
