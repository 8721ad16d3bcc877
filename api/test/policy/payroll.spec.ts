// The monthly payroll export (docs/contract.md 'Payroll'): per person and type, the days of leave taken
// that fall in the month, a leave across two months counted in each, paid or not as the policy says; its
// totals equal the ledger's debits; the admin and the auditor read it, in CSV and .xlsx, formula-safe.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { balanceStream } from '@leave/core/event-store';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const clock = fixedClock('2026-06-15');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let auditor: Person;
let mischief: Person;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
  auditor = await addPerson(runtime, { name: 'Asha Auditor', email: 'auditor@college.edu', role: 'auditor', department: null });
  mischief = await addPerson(runtime, { name: '=HYPERLINK("x")', email: 'formula@college.edu', role: 'employee', department: cast.empCse.user.department });
});
afterAll(() => runtime.close());

const as = (person: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, ...(payload ? { payload } : {}) });

async function approvedLeave(person: Person, leaveType: string, fromDate: string, toDate: string): Promise<void> {
  const applied = await as(person, 'POST', '/leaves', { leaveType, fromDate, toDate, reason: 'Family function in the home town' });
  expect(applied.statusCode, applied.body).toBe(201);
  const id = body(applied).data.leave.id as string;
  expect((await as(cast.hodCse, 'PUT', `/leaves/${id}/status`, { status: 'hodApproved' })).statusCode).toBe(200);
  expect((await as(cast.admin, 'PUT', `/leaves/${id}/status`, { status: 'approved' })).statusCode).toBe(200);
}

const csvRows = (text: string) => text.replace(/^\ufeff/, '').trim().split('\r\n').map((line) => line.split(','));

describe('the payroll export', () => {
  it('counts a leave across two months in each, and the months add up to the ledger', async () => {
    await approvedLeave(cast.empCse, 'cl', '2026-06-29', '2026-07-02');
    await approvedLeave(mischief, 'ccl', '2026-07-06', '2026-07-07');
    const june = await as(cast.admin, 'GET', '/payroll?month=2026-06&format=csv');
    expect(june.statusCode).toBe(200);
    expect(june.headers['content-disposition']).toBe('attachment; filename="payroll-2026-06.csv"');
    const juneRows = csvRows(june.body);
    expect(juneRows[0]).toEqual(['employeeId', 'name', 'department', 'leaveType', 'paid', 'days']);
    expect(juneRows.slice(1)).toEqual([[cast.empCse.user.employeeId, 'Ravi Cse', cast.empCse.user.department, 'CL', 'paid', '2']]);
    const julyRows = csvRows((await as(auditor, 'GET', '/payroll?month=2026-07&format=csv')).body).slice(1);
    expect(julyRows).toContainEqual([cast.empCse.user.employeeId, 'Ravi Cse', cast.empCse.user.department, 'CL', 'paid', '2']);

    // The ledger's debits, one per period the leave falls in (July's is taken from July - December's quota when it opens).
    const ledger = await runtime.eventStore.readStream(balanceStream.id(cast.empCse.user.id));
    const debited = ledger.filter((event) => event.type === 'BalanceDebited').reduce((sum, event) => sum + (event.data as { days: number }).days, 0);
    const payrollDays = [...juneRows.slice(1), ...julyRows].filter((row) => row[0] === cast.empCse.user.employeeId).reduce((sum, row) => sum + Number(row[5]), 0);
    expect(payrollDays).toBe(debited);
    expect(payrollDays).toBe(4);
  });

  it('is an .xlsx workbook too, whose text never starts a formula', async () => {
    const response = await as(cast.admin, 'GET', '/payroll?month=2026-07&format=xlsx');
    expect(response.statusCode).toBe(200);
    const sheet = XLSX.read(new Uint8Array(response.rawPayload), { type: 'array', cellFormula: true }).Sheets['Payroll 2026-07']!;
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    const formula = rows.find((row) => String(row['name']).includes('HYPERLINK'));
    expect(formula).toMatchObject({ name: '\'=HYPERLINK("x")', leaveType: 'CCL', paid: 'paid', days: 2 });
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell !== null && 'f' in cell)).toBe(false);
  });

  it('is for the admin and the auditor only; a bad month is 400', async () => {
    expect((await as(cast.empCse, 'GET', '/payroll?month=2026-07')).statusCode).toBe(403);
    expect((await as(cast.hodCse, 'GET', '/payroll?month=2026-07')).statusCode).toBe(403);
    expect((await as(cast.admin, 'GET', '/payroll?month=2026-13')).statusCode).toBe(400);
    expect((await as(cast.admin, 'GET', '/payroll?month=2026-07&format=pdf')).statusCode).toBe(400);
  });
});
