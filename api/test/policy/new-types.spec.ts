// A type beyond the five, with no code change (issue 20, docs/policy.md 'Types beyond the five'): a version
// that adds 'exam' (3 working days a year) credits it from its effective date as a ledger entry naming the
// version (at once when that date is today: issue 46); it is applied for, approved and debited like any
// type, and shows in the balances, the calendar and the exports. 'lop' (leave without pay: paid false, allowance 'none', needsBalance false) is taken with
// no balance, debits nothing, and the payroll lists it unpaid, its totals those of the ledger and the leave.
// A code the policy in force does not have is refused as before; replay rebuilds the same balances.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, policyType, type LeavePolicy, type PolicyLeaveType } from '@leave/domain';
import { balanceStream } from '@leave/core/event-store';
import { inlineProjections } from '@leave/core/projections';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, type Person } from '../fixtures';
import { replayReadModels } from '../../src/replay/replay';
import type { Runtime } from '../../src/runtime';
import { runAccruals as runAccrualsOn } from './support';

// A Monday.
const clock = fixedClock('2026-06-15');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

const base = policyType(DEFAULT_POLICY, 'ccl')!;
const newType = (code: string, rules: Partial<PolicyLeaveType>): PolicyLeaveType => ({ ...base, code, halfDays: false, ...rules });
const exam = newType('exam', { name: 'Examination Leave', colour: '#0f766e', counting: 'working', allowance: { per: 'year', days: 3 } });
const lop = newType('lop', { name: 'Leave Without Pay', colour: '#475569', paid: false, needsBalance: false, allowance: { per: 'none' } });
const policy: LeavePolicy = { leaveTypes: [...DEFAULT_POLICY.leaveTypes, exam, lop] };

const as = (person: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const apply = (person: Person, leaveType: string, fromDate: string, toDate: string) => as(person, 'POST', '/leaves', { leaveType, fromDate, toDate, reason: 'Invigilating the university examinations' });
const balance = async (person: Person) => body(await as(person, 'GET', '/users/current-leave-balances')).data as Record<string, unknown>;
const csvRows = (text: string) => text.replace(/^\ufeff/, '').trim().split('\r\n').map((line) => line.split(','));

async function approve(id: string): Promise<void> {
  expect((await as(cast.hodCse, 'PUT', `/leaves/${id}/status`, { status: 'hodApproved' })).statusCode).toBe(200);
  expect((await as(cast.admin, 'PUT', `/leaves/${id}/status`, { status: 'approved' })).statusCode).toBe(200);
}

describe('a leave type beyond the five', () => {
  it('cannot be applied for before a version has it: the message of an unknown type', async () => {
    const refused = await apply(cast.empCse, 'exam', '2026-06-22', '2026-06-22');
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe('Please select a leave type');
    expect((await apply(cast.empCse, 'exam1', '2026-06-22', '2026-06-22')).statusCode).toBe(400);
  });

  it('a version adding exam credits its 3 days from its effective date, naming the version; lop has no balance to credit', async () => {
    const published = await as(cast.admin, 'POST', '/policy/versions', { policy, effectiveFrom: '2026-06-15', reason: 'Examination duty and leave without pay' });
    expect(published.statusCode, published.body).toBe(201);
    // The version in force on a given day, as the apply forms read it for the dates chosen.
    expect(body(await as(cast.empCse, 'GET', '/policy?on=2026-06-14')).data.version).toBe(1);
    expect(body(await as(cast.empCse, 'GET', '/policy?on=2026-12-31')).data).toMatchObject({ version: 2, effectiveFrom: '2026-06-15' });
    const badDay = await as(cast.empCse, 'GET', '/policy?on=2026-02-30');
    expect(badDay.statusCode).toBe(400);
    expect(body(badDay).message).toBe('Please give the date as YYYY-MM-DD');
    // Effective today, so in force at once (issue 46): the answer came after today's accruals under it.
    expect(body(published).data.balances).toMatchObject({ state: 'updated', changed: 6 });
    expect(await balance(cast.empCse)).toMatchObject({ cl: 6, scl: 4, ccl: 7, exam: 3, lop: 0, clInfo: { quota: 6, period: 'January - June 2026' } });
    const entries = body(await as(cast.admin, 'GET', `/users/${cast.empCse.user.id}/balance-ledger`)).data.entries as { leaveType: string }[];
    expect(entries.filter((entry) => entry.leaveType === 'exam')).toEqual([expect.objectContaining({ kind: 'reset', days: 3, balanceAfter: 3, period: '2026', policyVersion: 2, reason: 'Year reset, 2026' })]);
    expect((await runAccrualsOn(runtime)).events).toBe(0);
    const profile = body(await as(cast.empCse, 'GET', '/users/profile')).data.user.leaveBalance;
    // leaveBalance carries the five and every type the person's ledger holds.
    expect(profile).toMatchObject({ cl: 6, scl: 4, el: 0, ccl: 7, exam: 3 });
  });

  it('exam is applied for, approved and debited; more than is left is refused with the balance message', async () => {
    // Monday 22 and Tuesday 23 June: 2 working days.
    const applied = await apply(cast.empCse, 'EXAM', '2026-06-22', '2026-06-23');
    expect(applied.statusCode, applied.body).toBe(201);
    const leave = body(applied).data.leave;
    expect(leave).toMatchObject({ leaveType: 'exam', numberOfDays: 2 });
    expect((await balance(cast.empCse)).exam).toBe(3);
    const tooMany = await apply(cast.empCse, 'exam', '2026-06-29', '2026-06-30');
    expect(tooMany.statusCode).toBe(400);
    expect(body(tooMany).message).toBe('Insufficient EXAM balance. Available: 1 days, Requested: 2 days');
    await approve(leave._id as string);
    expect((await balance(cast.empCse)).exam).toBe(1);
    const debit = (body(await as(cast.empCse, 'GET', `/users/${cast.empCse.user.id}/balance-ledger`)).data.entries as { leaveType: string; kind: string }[]).findLast((entry) => entry.leaveType === 'exam');
    expect(debit).toMatchObject({ kind: 'debited', days: -2, balanceAfter: 1, period: '2026', reason: 'EXAM leave approved, 2026-06-22 to 2026-06-23' });
  });

  it('shows in the calendar, the dashboards and the exports', async () => {
    const calendar = body(await as(cast.hodCse, 'GET', '/calendar?month=2026-06')).data.entries as { leaveType: string; employee: { name: string } }[];
    expect(calendar).toContainEqual(expect.objectContaining({ leaveType: 'exam', employee: expect.objectContaining({ name: cast.empCse.user.name }) }));
    const charts = body(await as(cast.hodCse, 'GET', '/dashboard/charts')).data.charts.approvedDaysByMonth as Record<string, unknown>[];
    expect(charts.find((month) => month['month'] === '2026-06')).toMatchObject({ cl: 0, exam: 2 });

    const applications = csvRows((await as(cast.admin, 'GET', '/exports/applications.csv')).body);
    const typeColumn = applications[0]!.indexOf('leaveType');
    expect(applications.slice(1).map((row) => row[typeColumn])).toContain('exam');
    const staff = csvRows((await as(cast.admin, 'GET', '/exports/staff.csv')).body);
    expect(staff[0]!.slice(-7)).toEqual(['cl', 'scl', 'el', 'hpl', 'ccl', 'exam', 'lop']);
    const ravi = staff.find((row) => row[0] === cast.empCse.user.id)!;
    expect(ravi.slice(-2)).toEqual(['1', '0']);
  });

  it('lop needs no balance, debits nothing, and the payroll lists it unpaid; its totals are the ledger debits and the lop days', async () => {
    // Monday 29 June to Friday 3 July: 5 working days, with no lop balance at all.
    const applied = await apply(cast.empCse2, 'lop', '2026-06-29', '2026-07-03');
    expect(applied.statusCode, applied.body).toBe(201);
    expect(body(applied).data.leave.numberOfDays).toBe(5);
    await approve(body(applied).data.leave._id as string);
    const paidLeave = await apply(cast.empCse2, 'cl', '2026-06-25', '2026-06-26');
    expect(paidLeave.statusCode).toBe(201);
    await approve(body(paidLeave).data.leave._id as string);
    expect(await balance(cast.empCse2)).toMatchObject({ cl: 4, lop: 0 });

    const months = await Promise.all(['2026-06', '2026-07'].map(async (month) => csvRows((await as(cast.admin, 'GET', `/payroll?month=${month}&format=csv`)).body).slice(1)));
    const rows = months.flat().filter((row) => row[0] === cast.empCse2.user.employeeId);
    expect(rows).toContainEqual([cast.empCse2.user.employeeId, cast.empCse2.user.name, cast.empCse2.user.department, 'LOP', 'unpaid', '3']);
    expect(rows).toContainEqual([cast.empCse2.user.employeeId, cast.empCse2.user.name, cast.empCse2.user.department, 'LOP', 'unpaid', '2']);
    const ledger = await runtime.eventStore.readStream(balanceStream.id(cast.empCse2.user.id));
    const debits = ledger.filter((event) => event.type === 'BalanceDebited').map((event) => event.data as { leaveType: string; days: number });
    expect(debits.every((debit) => debit.leaveType !== 'lop')).toBe(true);
    const total = (paid: string) => rows.filter((row) => row[4] === paid).reduce((sum, row) => sum + Number(row[5]), 0);
    expect(total('paid')).toBe(debits.reduce((sum, debit) => sum + debit.days, 0));
    expect(total('unpaid')).toBe(5);
  });

  it("the admin corrects a person's exam figure with a reason, as the five; a type nobody has is refused", async () => {
    const edit = (leaveBalance: object) => as(cast.admin, 'PUT', `/users/${cast.empEce.user.id}`, { leaveBalance, balanceReason: 'Exam duty agreed with the principal' });
    const corrected = await edit({ exam: 5 });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await balance(cast.empEce)).exam).toBe(5);
    const entries = body(await as(cast.admin, 'GET', `/users/${cast.empEce.user.id}/balance-ledger`)).data.entries as { leaveType: string; kind: string; reason: string }[];
    expect(entries.at(-1)).toMatchObject({ leaveType: 'exam', kind: 'adjusted', reason: 'Exam duty agreed with the principal' });
    for (const [wanted, message] of [
      [{ sport: 2 }, 'Unknown leave type: sport'],
      [{ 'EXAM!': 2 }, 'Unknown leave type: EXAM!'],
      [{ exam: -1 }, undefined],
    ] as const) {
      const refused = await edit(wanted);
      expect(refused.statusCode, JSON.stringify(wanted)).toBe(400);
      if (message) expect(body(refused).message).toBe(message);
    }
    expect((await balance(cast.empEce)).exam).toBe(5);
  });

  it('a person who joins under the version opens with exam; replay rebuilds the same balances', async () => {
    const newcomer = await addPerson(runtime, { name: 'Nita New', email: 'nita@college.edu', role: 'employee', department: 'Computer Science and Engineering (CSE)' });
    expect(await balance(newcomer)).toMatchObject({ exam: 3, lop: 0 });
    const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
    expect(report.rows).toEqual([]);
  });
});
