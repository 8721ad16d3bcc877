// Issue 10's eight ways of gaming or breaking the ledger, each tried as a careful user would, through the
// api (and its jobs) on the runtime of the run. Each describe block is one numbered problem.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { balanceStream, leaveStream } from '@leave/core/event-store';
import { BALANCE_ACCRUALS } from '@leave/core/jobs';
import { HEADINGS, staffRow, workbook } from '@leave/core/testing/workbooks';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, ECE, type Person } from '../fixtures';
import { upload } from '../jobs/support';
import type { Runtime } from '../../src/runtime';

const REASON = 'Family function in the home town';

function harness(today: Parameters<typeof fixedClock>[0]) {
  const clock = fixedClock(today);
  const h = {
    clock,
    runtime: undefined as unknown as Runtime,
    cast: undefined as unknown as Awaited<ReturnType<typeof addCast>>,
    inject: (options: InjectOptions) => h.runtime.app.inject(options),
    as: (person: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      h.runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, ...(payload ? { payload } : {}) }),
    balance: async (person: Person) => body(await h.as(person, 'GET', '/users/current-leave-balances')).data as Record<string, number>,
    ledger: async (person: Person) => (await h.runtime.eventStore.readStream(balanceStream.id(person.user.id))).map((e) => ({ type: e.type, data: e.data as Record<string, unknown> })),
    runAccruals: async () => {
      const outcome = await h.runtime.jobs.enqueueAndWait(BALANCE_ACCRUALS, {}, { jobId: `accruals-${clock.today()}-${Math.random().toString(36).slice(2)}`, timeoutMs: 30_000 });
      if (outcome.state !== 'completed') throw new Error('accruals did not finish');
      return outcome.result;
    },
    apply: async (person: Person, leaveType: string, fromDate: string, toDate: string) => {
      const response = await h.as(person, 'POST', '/leaves', { leaveType, fromDate, toDate, reason: REASON });
      expect(response.statusCode, response.body).toBe(201);
      return body(response).data.leave.id as string;
    },
    decide: (person: Person, leaveId: string, status: string, rejectionReason?: string) =>
      h.as(person, 'PUT', `/leaves/${leaveId}/status`, { status, ...(rejectionReason ? { rejectionReason } : {}) }),
  };
  beforeAll(async () => {
    h.runtime = await startTestRuntime({ clock, workers: true });
    h.cast = await addCast(h.runtime);
  });
  afterAll(() => h.runtime.close());
  return h;
}

describe('1. HPL milestones are granted once, whatever happens to the date of joining', () => {
  const h = harness('2026-11-23');

  it('refuses a HOD changing their own date of joining', async () => {
    const response = await h.as(h.cast.hodCse, 'PUT', `/users/${h.cast.hodCse.user.id}`, { dateOfJoining: '2011-06-01' });
    expect(response.statusCode).toBe(403);
    await h.runAccruals();
    expect((await h.balance(h.cast.hodCse)).hpl).toBe(20);
  });

  it("changes nothing when an admin corrects a date by one day, however often the accruals run", async () => {
    const person = await addPerson(h.runtime, { name: 'Corrected Date', email: 'corrected@college.edu', role: 'employee', department: CSE, dateOfJoining: '2020-06-01' });
    expect((await h.balance(person)).hpl).toBe(20);
    for (const dateOfJoining of ['2020-06-02', '2020-05-31', '2020-06-01']) {
      expect((await h.as(h.cast.admin, 'PUT', `/users/${person.user.id}`, { dateOfJoining })).statusCode).toBe(200);
      await h.runAccruals();
      await h.runAccruals();
      expect((await h.balance(person)).hpl).toBe(20);
    }
  });

  it('adjusts HPL by exactly the milestones gained or lost, as one BalanceAdjusted with the reason', async () => {
    const person = await addPerson(h.runtime, { name: 'Moved Date', email: 'moved@college.edu', role: 'employee', department: CSE, dateOfJoining: '2020-06-01' });
    const before = (await h.ledger(person)).length;
    expect((await h.as(h.cast.admin, 'PUT', `/users/${person.user.id}`, { dateOfJoining: '2017-06-01' })).statusCode).toBe(200);
    const added = (await h.ledger(person)).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ type: 'BalanceAdjusted', data: { leaveType: 'hpl', from: 20, to: 30 } });
    expect(added[0]!.data.reason).toMatch(/date of joining/i);
    await h.runAccruals();
    expect((await h.balance(person)).hpl).toBe(30);

    expect((await h.as(h.cast.admin, 'PUT', `/users/${person.user.id}`, { dateOfJoining: '2023-12-01' })).statusCode).toBe(200);
    expect((await h.balance(person)).hpl).toBe(0);
    await h.runAccruals();
    expect((await h.balance(person)).hpl).toBe(0);
  });
});

describe('2. Calculate & Update EL subtracts every approved EL day of the year, counted as the debit counted them', () => {
  const h = harness('2026-11-23');

  it("keeps EL approved for next month spent, and counts a HOD's EL in calendar days", async () => {
    // Joined Monday 2 November: 16 weekdays to Monday 23 November, so 8 days earned.
    const meena = await addPerson(h.runtime, { name: 'Meena New', email: 'meena.new@college.edu', role: 'employee', department: CSE, dateOfJoining: '2026-11-02' });
    const hod = await addPerson(h.runtime, { name: 'Hod New', email: 'hod.new@college.edu', role: 'hod', department: ECE, dateOfJoining: '2026-11-02' });
    for (const person of [meena, hod]) {
      expect((await h.as(person, 'POST', '/users/calculate-earned-leave')).json().data.earnedLeaveCalculation.currentELBalance).toBe(8);
    }
    const own = await h.apply(meena, 'el', '2026-12-07', '2026-12-09');
    expect((await h.decide(h.cast.hodCse, own, 'hodApproved')).statusCode).toBe(200);
    expect((await h.decide(h.cast.admin, own, 'approved')).statusCode).toBe(200);
    expect((await h.balance(meena)).el).toBe(5);
    // Friday to Monday: 4 calendar days for a HOD.
    const hods = await h.apply(hod, 'el', '2026-12-04', '2026-12-07');
    expect((await h.decide(h.cast.admin, hods, 'approved')).statusCode).toBe(200);
    expect((await h.balance(hod)).el).toBe(4);

    const again = await h.as(meena, 'POST', '/users/calculate-earned-leave');
    expect(again.json().data.earnedLeaveCalculation).toMatchObject({ earnedLeave: 8, currentELBalance: 5 });
    expect((await h.balance(meena)).el).toBe(5);
    expect((await h.as(hod, 'POST', '/users/calculate-earned-leave')).json().data.earnedLeaveCalculation.currentELBalance).toBe(4);
    expect((await h.balance(hod)).el).toBe(4);
  });
});

describe('3. A debit spends the period its days fall in', () => {
  const h = harness('2026-06-15');

  it('takes CL of June approved on 2 July from the first half-year, not from July’s fresh quota', async () => {
    const person = await addPerson(h.runtime, { name: 'June Leave', email: 'june@college.edu', role: 'employee', department: CSE });
    const june = await h.apply(person, 'cl', '2026-06-29', '2026-06-30');
    expect((await h.decide(h.cast.hodCse, june, 'hodApproved')).statusCode).toBe(200);
    h.clock.set('2026-07-01');
    await h.runAccruals();
    expect((await h.balance(person)).cl).toBe(6);
    h.clock.set('2026-07-02');
    expect((await h.decide(h.cast.admin, june, 'approved')).statusCode).toBe(200);
    expect((await h.balance(person)).cl).toBe(6);
    const debits = (await h.ledger(person)).filter((e) => e.type === 'BalanceDebited');
    expect(debits.map((e) => e.data)).toEqual([expect.objectContaining({ leaveType: 'cl', days: 2, period: '2026-H1' })]);
  });

  it('does not let the 1 July reset wipe CL of July approved in June', async () => {
    h.clock.set('2026-06-20');
    const person = await addPerson(h.runtime, { name: 'July Leave', email: 'july@college.edu', role: 'employee', department: CSE });
    const july = await h.apply(person, 'cl', '2026-07-06', '2026-07-07');
    expect((await h.decide(h.cast.hodCse, july, 'hodApproved')).statusCode).toBe(200);
    expect((await h.decide(h.cast.admin, july, 'approved')).statusCode).toBe(200);
    expect((await h.balance(person)).cl).toBe(6);
    h.clock.set('2026-07-03');
    await h.runAccruals();
    expect((await h.balance(person)).cl).toBe(4);
  });
});

describe('4. Employee IDs come from a sequence, never from parsing the stored ones', () => {
  const h = harness('2026-11-23');
  const register = (employeeId: string | undefined, n: number) =>
    h.as(h.cast.admin, 'POST', '/auth/register', {
      name: `Person ${n}`,
      email: `idperson${n}@college.edu`,
      department: 'CSE',
      mobileNo: '9000000000',
      dateOfBirth: '1990-01-01',
      ...(employeeId === undefined ? {} : { employeeId }),
    });

  it('keeps creating people after an id given in lower case, and stores it in upper case', async () => {
    const next = Number((await h.runtime.database.db.selectFrom('users').select('employee_id').where('employee_id', 'like', 'EMP%').orderBy('employee_id', 'desc').executeTakeFirstOrThrow()).employee_id.slice(3)) + 1;
    const given = await register(`emp${String(next).padStart(4, '0')}`, 1);
    expect(given.statusCode).toBe(201);
    expect(body(given).data.user.employeeId).toBe(`EMP${String(next).padStart(4, '0')}`);
    const generated = await register(undefined, 2);
    expect(generated.statusCode, generated.body).toBe(201);
    expect(body(generated).data.user.employeeId).toMatch(/^EMP\d{4,}$/);
  });

  it('keeps creating people after an id with a huge number, for the admin form, self-registration and Excel rows', async () => {
    expect((await register('EMP99999999999', 3)).statusCode).toBe(201);
    expect((await register(undefined, 4)).statusCode).toBe(201);
    const self = await h.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Self Person', email: 'self.id@college.edu', password: 'secret123', department: 'CSE', mobileNo: '9000000000', dateOfBirth: '1990-01-01' } });
    expect(self.statusCode, self.body).toBe(201);
    const imported = await upload(h.runtime, h.cast.admin, workbook([HEADINGS, staffRow(401), staffRow(402, { 'Employee ID': 'emp99999999998' })]));
    expect(imported.json()).toMatchObject({ successful: 2, errors: [] });
    const row = await h.runtime.database.db.selectFrom('users').select('employee_id').where('email', '=', 'staff402@college.edu').executeTakeFirstOrThrow();
    expect(row.employee_id).toBe('EMP99999999998');
  });

  it('refuses a given id that differs from a taken one only in case', async () => {
    expect((await register('Emp99999999999', 5)).statusCode).toBe(409);
  });
});

describe("5. Only an admin changes a department, a date of joining or a role", () => {
  const h = harness('2026-11-23');

  it('refuses a HOD moving themselves to another department, so they cannot decide there', async () => {
    const eceApplication = await h.apply(h.cast.empEce, 'cl', '2026-12-01', '2026-12-01');
    const moved = await h.as(h.cast.hodCse, 'PUT', `/users/${h.cast.hodCse.user.id}`, { department: ECE });
    expect(moved.statusCode).toBe(403);
    expect(body(moved).message).toMatch(/ask an administrator/i);
    expect((await h.decide(h.cast.hodCse, eceApplication, 'hodApproved')).statusCode).toBe(403);
  });

  it('tells a HOD or an employee to ask an administrator, and accepts the values unchanged', async () => {
    for (const [person, change] of [
      [h.cast.hodCse, { dateOfJoining: '2015-01-01' }],
      [h.cast.hodCse, { role: 'admin' }],
      [h.cast.empCse, { department: ECE }],
    ] as const) {
      const response = await h.as(person, 'PUT', `/users/${person.user.id}`, change);
      expect(response.statusCode).toBe(403);
      expect(body(response).message).toMatch(/ask an administrator/i);
    }
    const same = await h.as(h.cast.hodCse, 'PUT', `/users/${h.cast.hodCse.user.id}`, { department: CSE, dateOfJoining: '2020-06-01', role: 'hod' });
    expect(same.statusCode).toBe(200);
  });
});

describe('6. The applicant as they are at decision time', () => {
  const h = harness('2026-11-23');

  it('lets the admin approve directly the pending application of someone made HOD meanwhile', async () => {
    const person = await addPerson(h.runtime, { name: 'Promoted Later', email: 'promoted.later@college.edu', role: 'employee', department: ECE });
    const leaveId = await h.apply(person, 'cl', '2026-12-01', '2026-12-02');
    expect((await h.as(h.cast.admin, 'PUT', `/users/${person.user.id}`, { role: 'hod' })).statusCode).toBe(200);
    const approved = await h.decide(h.cast.admin, leaveId, 'approved');
    expect(approved.statusCode, approved.body).toBe(200);
    const events = await h.runtime.eventStore.readStream(leaveStream.id(leaveId));
    expect(events.at(-1)).toMatchObject({ type: 'LeaveApproved', data: { applicantRole: 'hod', includesHodLevel: true } });
  });

  it("closes a deleted person's open applications as 'System', releasing their days and keeping their history", async () => {
    const person = await addPerson(h.runtime, { name: 'Deleted Later', email: 'deleted.later@college.edu', role: 'employee', department: CSE });
    const pending = await h.apply(person, 'cl', '2026-12-01', '2026-12-01');
    const hodApproved = await h.apply(person, 'scl', '2026-12-03', '2026-12-03');
    expect((await h.decide(h.cast.hodCse, hodApproved, 'hodApproved')).statusCode).toBe(200);
    expect((await h.as(h.cast.admin, 'DELETE', `/users/${person.user.id}`)).statusCode).toBe(200);

    for (const leaveId of [pending, hodApproved]) {
      const trail = body(await h.as(h.cast.admin, 'GET', `/leaves/${leaveId}/events`)).data.events;
      expect(trail.at(-1)).toMatchObject({ type: 'LeaveRejected', data: { reason: 'Employee record deleted' }, actor: { name: 'System' } });
      expect((await h.decide(h.cast.admin, leaveId, 'approved')).statusCode).toBe(409);
    }
    const queue = body(await h.as(h.cast.admin, 'GET', '/leaves?status=pending')).data.leaves;
    expect(queue.some((leave: { employee: { _id: string } }) => leave.employee._id === person.user.id)).toBe(false);
    expect((await h.ledger(person)).some((e) => e.type === 'BalanceDebited')).toBe(false);
    const all = body(await h.as(h.cast.admin, 'GET', '/leaves')).data.leaves;
    expect(all.filter((leave: { employee: { _id: string } }) => leave.employee._id === person.user.id)).toHaveLength(2);
  });
});

describe("7. An admin's balance edit says why, in whole days", () => {
  const h = harness('2026-11-23');

  it('requires a reason when the balance changes, takes halves but refuses quarters, and keeps the reason in the ledger', async () => {
    const target = h.cast.empCse2;
    const url = `/users/${target.user.id}`;
    const noReason = await h.as(h.cast.admin, 'PUT', url, { leaveBalance: { el: 12 } });
    expect(noReason.statusCode).toBe(400);
    const quarter = await h.as(h.cast.admin, 'PUT', url, { leaveBalance: { el: 2.25 }, balanceReason: 'Carried over from the old register' });
    expect(quarter.statusCode).toBe(400);
    const tooMany = await h.as(h.cast.admin, 'PUT', url, { leaveBalance: { el: 366 }, balanceReason: 'Carried over from the old register' });
    expect(tooMany.statusCode).toBe(400);
    expect((await h.balance(target)).el).toBe(0);

    const edited = await h.as(h.cast.admin, 'PUT', url, { leaveBalance: { el: 12 }, balanceReason: 'Carried over from the old register' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await h.ledger(target)).at(-1)).toMatchObject({ type: 'BalanceAdjusted', data: { leaveType: 'el', from: 0, to: 12, reason: 'Carried over from the old register' } });
    const unchanged = await h.as(h.cast.admin, 'PUT', url, { leaveBalance: { el: 12 } });
    expect(unchanged.statusCode).toBe(200);
  });
});

describe('8. The same workbook uploaded again is imported again against the register as it is now', () => {
  const h = harness('2026-11-23');

  it('creates again the people that were deleted since the first upload', async () => {
    const file = workbook([HEADINGS, staffRow(801)]);
    const first = await upload(h.runtime, h.cast.admin, file);
    expect(first.json()).toMatchObject({ successful: 1 });
    const created = await h.runtime.database.db.selectFrom('users').select('id').where('email', '=', 'staff801@college.edu').where('deleted_at', 'is', null).executeTakeFirstOrThrow();
    expect((await h.as(h.cast.admin, 'DELETE', `/users/${created.id}`)).statusCode).toBe(200);

    const again = await upload(h.runtime, h.cast.admin, file);
    expect(again.json()).toMatchObject({ successful: 1, existingEmails: [] });
    const live = await h.runtime.database.db.selectFrom('users').select('id').where('email', '=', 'staff801@college.edu').where('deleted_at', 'is', null).execute();
    expect(live).toHaveLength(1);
    expect(live[0]!.id).not.toBe(created.id);
  });
});
