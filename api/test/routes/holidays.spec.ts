// The college's holiday calendar through its routes (docs/contract.md 'Holidays'): the admin adds,
// removes and imports a year; anyone signed in reads it; a duplicate date is 409; an employee's
// application and earned leave leave the holidays out, a HOD's application does not.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { InjectOptions } from 'fastify';
import { workbook } from '@leave/core/testing/workbooks';
import { holidayStream, HOLIDAY_CALENDAR } from '@leave/core/event-store';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// Monday 23 November 2026.
const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
const inject = (options: InjectOptions) => runtime.app.inject(options);

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

const add = (date: string, name: string, headers = cast.admin.headers) => inject({ method: 'POST', url: '/api/holidays', headers, payload: { date, name } });
const list = async (year: number) => body(await inject({ method: 'GET', url: `/api/holidays?year=${year}`, headers: cast.empCse.headers })).data.holidays as { _id: string; date: string; name: string }[];

describe('the holiday calendar', () => {
  it('the admin adds a holiday; anyone signed in reads the year; a second one on the date is 409', async () => {
    const added = await add('2026-01-26', 'Republic Day');
    expect(added.statusCode).toBe(201);
    expect(body(added)).toMatchObject({ success: true, message: 'Holiday added', data: { holiday: { date: '2026-01-26', name: 'Republic Day' } } });
    expect(await list(2026)).toEqual([{ _id: body(added).data.holiday._id, date: '2026-01-26', name: 'Republic Day' }]);
    expect(await list(2027)).toEqual([]);

    const duplicate = await add('2026-01-26', 'Another name');
    expect(duplicate.statusCode).toBe(409);
    expect(body(duplicate).message).toBe('There is already a holiday on this date');
    expect(await list(2026)).toHaveLength(1);
  });

  it('only the admin changes it; bad input is 400', async () => {
    expect((await add('2026-03-03', 'Holi', cast.hodCse.headers)).statusCode).toBe(403);
    expect((await add('2026-03-03', 'Holi', cast.empCse.headers)).statusCode).toBe(403);
    expect((await inject({ method: 'POST', url: '/api/holidays', payload: { date: '2026-03-03', name: 'Holi' } })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/holidays?year=2026' })).statusCode).toBe(401);
    for (const payload of [{ date: '2026-02-30', name: 'Nope' }, { date: '2026-03-03', name: '  ' }, { date: '2026-03-03' }, { date: '2026-03-03', name: 'Holi', extra: 1 }]) {
      expect((await inject({ method: 'POST', url: '/api/holidays', headers: cast.admin.headers, payload })).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await inject({ method: 'GET', url: '/api/holidays?year=abc', headers: cast.empCse.headers })).statusCode).toBe(400);
  });

  it('the admin removes a holiday; its id is then unknown', async () => {
    const added = body(await add('2026-10-02', 'Gandhi Jayanti')).data.holiday;
    expect((await inject({ method: 'DELETE', url: `/api/holidays/${added._id}`, headers: cast.hodCse.headers })).statusCode).toBe(403);
    const removed = await inject({ method: 'DELETE', url: `/api/holidays/${added._id}`, headers: cast.admin.headers });
    expect(removed.statusCode).toBe(200);
    expect((await list(2026)).map((holiday) => holiday.date)).not.toContain('2026-10-02');
    expect((await inject({ method: 'DELETE', url: `/api/holidays/${added._id}`, headers: cast.admin.headers })).statusCode).toBe(404);
    // The date is free again, and the calendar's stream keeps both events.
    expect((await add('2026-10-02', 'Gandhi Jayanti')).statusCode).toBe(201);
    const types = (await runtime.eventStore.readStream(holidayStream.id(HOLIDAY_CALENDAR))).map((event) => event.type);
    expect(types.filter((type) => type === 'HolidayRemoved')).toHaveLength(1);
  });

  it('imports a year from a workbook: good rows added, bad ones listed, dates already held skipped', async () => {
    const file = workbook([
      ['Date', 'Holiday Name'],
      ['2027-01-26', 'Republic Day'],
      ['15/08/2027', 'Independence Day'],
      [46673, 'Excel serial date (2027-10-13)'],
      ['2026-12-25', 'Wrong year'],
      ['2027-13-01', 'No such date'],
      ['2027-11-01', ''],
      ['2027-01-26', 'Repeated in the file'],
    ]);
    const response = await inject({ method: 'POST', url: '/api/holidays/import', headers: cast.admin.headers, payload: { fileData: file.toString('base64'), fileName: 'holidays-2027.xlsx', year: 2027 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).data).toEqual({
      message: '3 holidays imported',
      added: 3,
      errors: [
        { row: 5, errors: ['Date is not in 2027'] },
        { row: 6, errors: ['Date is not a valid date'] },
        { row: 7, errors: ['Please give the name of the holiday'] },
      ],
      existingDates: ['2027-01-26'],
    });
    expect((await list(2027)).map((holiday) => [holiday.date, holiday.name])).toEqual([
      ['2027-01-26', 'Republic Day'],
      ['2027-08-15', 'Independence Day'],
      ['2027-10-13', 'Excel serial date (2027-10-13)'],
    ]);
    // The same file again adds nothing.
    const again = await inject({ method: 'POST', url: '/api/holidays/import', headers: cast.admin.headers, payload: { fileData: file.toString('base64'), fileName: 'holidays-2027.xlsx', year: 2027 } });
    expect(body(again).data).toMatchObject({ added: 0, existingDates: ['2027-01-26', '2027-08-15', '2027-10-13', '2027-01-26'] });
  });

  it('refuses a file that is not a workbook, or has no Date and Name columns', async () => {
    const notAWorkbook = await inject({ method: 'POST', url: '/api/holidays/import', headers: cast.admin.headers, payload: { fileData: Buffer.from('hello').toString('base64'), fileName: 'x.xlsx', year: 2027 } });
    expect(notAWorkbook.statusCode).toBe(400);
    const noColumns = workbook([['When', 'What'], ['2027-01-01', 'New Year']]);
    const refused = await inject({ method: 'POST', url: '/api/holidays/import', headers: cast.admin.headers, payload: { fileData: noColumns.toString('base64'), fileName: 'x.xlsx', year: 2027 } });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe('The sheet is missing the required columns: Date, Name');
  });

  it('serves a template the import reads back, to the admin only', async () => {
    expect((await inject({ method: 'GET', url: '/api/holidays/template' })).statusCode).toBe(401);
    for (const other of [cast.empCse, cast.hodCse]) expect((await inject({ method: 'GET', url: '/api/holidays/template', headers: other.headers })).statusCode).toBe(403);
    const template = await inject({ method: 'GET', url: '/api/holidays/template', headers: cast.admin.headers });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain('holiday-calendar-template.xlsx');
    const sheet = XLSX.read(template.rawPayload, { type: 'buffer' });
    expect(sheet.SheetNames).toEqual(['Holidays', 'Instructions']);
    const imported = await inject({ method: 'POST', url: '/api/holidays/import', headers: cast.admin.headers, payload: { fileData: template.rawPayload.toString('base64'), fileName: 'template.xlsx', year: 2027 } });
    expect(body(imported).data).toMatchObject({ errors: [] });
  });
});

describe('holidays in the day counts', () => {
  it('a holiday on a Wednesday makes a Monday-Friday employee application 4 days; a HOD still counts 5', async () => {
    // Wednesday 9 December 2026.
    expect((await add('2026-12-09', 'Foundation Day')).statusCode).toBe(201);
    const employee = await addPerson(runtime, { name: 'Counted Person', email: 'counted@college.edu', role: 'employee', department: CSE });
    const applied = await inject({ method: 'POST', url: '/api/leaves', headers: employee.headers, payload: { leaveType: 'cl', fromDate: '2026-12-07', toDate: '2026-12-11', reason: 'A week with a holiday in it' } });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(body(applied).data.leave.numberOfDays).toBe(4);
    // The approval debits the same 4 days; a cancellation would credit by the same count.
    const id = body(applied).data.leave.id as string;
    await inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: cast.hodCse.headers, payload: { status: 'hodApproved' } });
    await inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: cast.admin.headers, payload: { status: 'approved' } });
    const balance = body(await inject({ method: 'GET', url: '/api/users/current-leave-balances', headers: employee.headers })).data;
    expect(balance.cl).toBe(2);

    const hod = await addPerson(runtime, { name: 'Counting Hod', email: 'counting.hod@college.edu', role: 'hod', department: CSE });
    const hodApplied = await inject({ method: 'POST', url: '/api/leaves', headers: hod.headers, payload: { leaveType: 'el', fromDate: '2026-12-07', toDate: '2026-12-11', reason: 'A week with a holiday in it' } });
    // A HOD counts calendar days: 5, holidays included (refused here only for want of EL).
    expect(body(hodApplied).message).toBe('Insufficient EL balance. Available: 0 days, Requested: 5 days');
  });

  it('a day that is only a holiday has no working day', async () => {
    const employee = await addPerson(runtime, { name: 'Holiday Only', email: 'holiday.only@college.edu', role: 'employee', department: CSE });
    const applied = await inject({ method: 'POST', url: '/api/leaves', headers: employee.headers, payload: { leaveType: 'cl', fromDate: '2026-12-09', toDate: '2026-12-09', reason: 'Only the holiday itself' } });
    expect(applied.statusCode).toBe(400);
    expect(body(applied).message).toBe('The selected dates contain no working days');
  });

  it('earned leave: a holiday on a past weekday takes one working day off', async () => {
    const employee = await addPerson(runtime, { name: 'Earning Person', email: 'earning@college.edu', role: 'employee', department: CSE, dateOfJoining: '2020-01-01' });
    const details = async () => body(await inject({ method: 'GET', url: '/api/users/earned-leave-details', headers: employee.headers })).data as { totalWorkingDays: number };
    const before = await details();
    // Wednesday 4 November 2026.
    expect((await add('2026-11-04', 'Diwali')).statusCode).toBe(201);
    expect((await details()).totalWorkingDays).toBe(before.totalWorkingDays - 1);
    // A holiday on a Saturday changes nothing.
    expect((await add('2026-11-07', 'A Saturday')).statusCode).toBe(201);
    expect((await details()).totalWorkingDays).toBe(before.totalWorkingDays - 1);
  });
});
