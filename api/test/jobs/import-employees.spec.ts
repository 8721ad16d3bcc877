import * as XLSX from '@e965/xlsx';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExcelUploadResult, ImportDone, ImportProgress } from '@leave/domain';
import { balanceStream } from '@leave/core/event-store';
import { importJobId } from '@leave/core/jobs';
import { HEADINGS, staffRow, workbook } from '@leave/core/testing/workbooks';
import { addPerson, CSE } from '../fixtures';
import { listen, record } from '../realtime/live-helpers';
import { fixedClock, listenLocally } from '../helper';
import { startJobsTestRuntime, upload, usesServices, type JobsTestRuntime } from './support';

/** Every upload of a file is its own job; their ids start with the file's hash (core's importJobId). */
const fileJobPrefix = (file: Uint8Array) => importJobId(file).replace(/[0-9a-z]+$/, '');

describe(`Excel import (${usesServices ? 'BullMQ on Redis' : 'in-process'})`, () => {
  let t: JobsTestRuntime;
  beforeAll(async () => {
    t = await startJobsTestRuntime({ clock: fixedClock('2026-11-23') });
  });
  afterAll(() => t.close());

  const usersWithEmail = (email: string) => t.runtime.database.db.selectFrom('users').selectAll().where('email', '=', email).execute();

  describe('When the file mixes good, bad and duplicate rows', () => {
    let answer: { status: number; body: any };
    beforeAll(async () => {
      await addPerson(t.runtime, { name: 'Already Here', email: 'already@college.edu', role: 'employee', department: CSE });
      const file = workbook([
        HEADINGS,
        staffRow(1, { Department: 'Computer Science & Engineering (CSE)', 'Employee ID': 'CSE-101' }),
        staffRow(2, { Department: 'mechanical engineering', Role: 'HOD', Mobile: 9876500002, 'Date of Joining': '16/08/2015' }),
        staffRow(3, { Email: 'not-an-email', Password: '123', Role: 'principal', Department: 'Astronomy', Mobile: '12345' }),
        staffRow(4, { Email: 'STAFF1@college.edu' }),
        staffRow(5, { Email: 'already@college.edu' }),
        [],
        staffRow(6, { Department: 'ece', 'Employee ID': 'CSE-101' }),
        staffRow(7, { 'First Name': '', Department: 'IT & MCA' }),
      ]);
      const response = await upload(t.runtime, t.admin, file);
      answer = { status: response.statusCode, body: response.json() };
    });

    it('answers the result both at the top level and in data', () => {
      expect(answer.status).toBe(200);
      const { success, message, data, ...topLevel } = answer.body;
      expect(success).toBe(true);
      expect(topLevel).toEqual({ successful: 2, errors: data.errors, existingEmails: data.existingEmails });
      expect(message).toBe(data.message);
      expect(data.message).toBe('Import completed: 2 employees imported, 3 rows with errors, 2 e-mails already registered or repeated');
    });

    it('reports every reason of a bad row against its spreadsheet row number, the heading being row 1', () => {
      const result = answer.body.data as ExcelUploadResult;
      expect(result.errors.map((e) => e.row)).toEqual([4, 8, 9]);
      expect(result.errors[0]!.errors).toEqual(
        expect.arrayContaining(['Invalid email address', 'Password must be at least 6 characters', 'Role must be employee or hod', 'Please enter a valid 10-digit mobile number']),
      );
      expect(result.errors[0]!.errors).toHaveLength(5);
      expect(result.errors[1]!.errors).toEqual(['Employee ID CSE-101 is already used on row 2']);
      expect(result.errors[2]!.errors).toEqual(['First Name is required']);
    });

    it('lists e-mails repeated in the file or already registered, and imports them no second time', async () => {
      expect(answer.body.existingEmails).toEqual(['staff1@college.edu', 'already@college.edu']);
      expect(await usersWithEmail('staff1@college.edu')).toHaveLength(1);
      expect(await usersWithEmail('already@college.edu')).toHaveLength(1);
    });

    it('creates the valid rows with departments given by label, name or code, and their opening balances', async () => {
      const [first] = await usersWithEmail('staff1@college.edu');
      expect(first).toMatchObject({ name: 'First1 Last1', role: 'employee', department: CSE, employee_id: 'CSE-101', mobile_no: '9876500001', date_of_joining: '2021-08-16' });
      const [second] = await usersWithEmail('staff2@college.edu');
      expect(second).toMatchObject({ role: 'hod', department: 'Mechanical Engineering (MECH)', mobile_no: '9876500002', date_of_joining: '2015-08-16', employee_id: 'HOD0001' });
      const balance = await t.runtime.database.db.selectFrom('leave_balances').selectAll().where('user_id', '=', second!.id).executeTakeFirstOrThrow();
      expect({ cl: balance.cl, scl: balance.scl, el: balance.el, hpl: balance.hpl, ccl: balance.ccl }).toEqual({ cl: 6, scl: 4, el: 0, hpl: 30, ccl: 7 });
      const events = await t.runtime.eventStore.readStream(balanceStream.id(second!.id));
      expect(events[0]!.metadata).toMatchObject({ actor: { id: t.admin.user.id, role: 'admin' }, importRow: 3 });
    });

    it('answers the same result when the same file is uploaded again, and creates nobody twice', async () => {
      const file = workbook([HEADINGS, staffRow(1, { Department: 'Computer Science & Engineering (CSE)', 'Employee ID': 'CSE-101' })]);
      const first = await upload(t.runtime, t.admin, file);
      expect(first.json()).toMatchObject({ successful: 0, existingEmails: ['staff1@college.edu'] });
      const again = await upload(t.runtime, t.admin, file);
      expect(again.json()).toEqual(first.json());
      expect(await usersWithEmail('staff1@college.edu')).toHaveLength(1);
    });
  });

  it('sends import:progress and import:done to the admin who uploaded', async () => {
    const socket = await listen(await listenLocally(t.runtime), t.admin.token);
    try {
      const seen = record(socket);
      const rows = Array.from({ length: 120 }, (_, i) => staffRow(1000 + i));
      const response = await upload(t.runtime, t.admin, workbook([HEADINGS, ...rows]));
      expect(response.json()).toMatchObject({ successful: 120 });
      await expect.poll(() => seen['import:done']?.length ?? 0).toBe(1);
      const progress = seen['import:progress'] as ImportProgress[];
      expect(progress.map((p) => p.processed)).toEqual([0, 50, 100, 120]);
      expect(progress.every((p) => p.total === 120)).toBe(true);
      const done = seen['import:done']![0] as ImportDone;
      expect(done.jobId).toMatch(/^import-[0-9a-f]{64}-[0-9a-z]+$/);
      expect(done.result).toEqual(response.json().data);
    } finally {
      socket.close();
    }
  });

  describe('When cells hold NUL or other control characters', () => {
    it('reports those rows as errors with their row numbers and imports the rest, answering 200', async () => {
      const file = workbook([
        HEADINGS,
        staffRow(7000, { 'First Name': 'Nul\u0000Name' }),
        staffRow(7001),
        staffRow(7002, { Designation: 'Lec\u001bturer', 'Employee ID': 'ID\u0007' }),
        staffRow(7003, { Qualification: 'M.Sc\u0000', Password: 'secret\u0000123' }),
      ]);
      const response = await upload(t.runtime, t.admin, file);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, successful: 1, existingEmails: [] });
      expect(response.json().errors).toEqual([
        { row: 2, errors: ['First Name must not contain control characters'] },
        { row: 4, errors: ['Employee ID must not contain control characters', 'Designation must not contain control characters'] },
        { row: 5, errors: ['Password must not contain control characters', 'Qualification must not contain control characters'] },
      ]);
      expect(await usersWithEmail('staff7001@college.edu')).toHaveLength(1);
      const job = await t.runtime.database.db.selectFrom('import_jobs').select(['status', 'file_data']).where('id', 'like', `${fileJobPrefix(file)}%`).executeTakeFirstOrThrow();
      expect(job).toEqual({ status: 'done', file_data: null });
    });
  });

  describe('When the database refuses a row for a reason no row check knows', () => {
    /** A trigger that refuses one e-mail the way a database rule would. */
    const refuse = async (email: string, raise: string) => {
      const db = t.runtime.database.db;
      await sql`create or replace function refuse_row() returns trigger language plpgsql as $$
        begin
          if new.email = ${sql.lit(email)} then ${sql.raw(raise)}; end if;
          return new;
        end $$`.execute(db);
      await sql`drop trigger if exists refuse_row on users`.execute(db);
      await sql`create trigger refuse_row before insert on users for each row execute function refuse_row()`.execute(db);
    };
    afterAll(() => sql`drop trigger if exists refuse_row on users`.execute(t.runtime.database.db));

    it('reports a value the database will not hold as that row\'s error, and imports the rest', async () => {
      await refuse('refused@college.edu', `raise exception 'value out of range' using errcode = 'numeric_value_out_of_range'`);
      const response = await upload(t.runtime, t.admin, workbook([HEADINGS, staffRow(7200), staffRow(7201, { Email: 'refused@college.edu' })]));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ successful: 1, errors: [{ row: 3, errors: ['The database refused this row (value out of range)'] }] });
    });

    it('ends the import as failed for good with 422 and the reason, which the same file uploaded again retries', async () => {
      await refuse('poison@college.edu', `raise exception 'refused by a rule of the database'`);
      const file = workbook([HEADINGS, staffRow(7300), staffRow(7301, { Email: 'poison@college.edu' })]);
      const response = await upload(t.runtime, t.admin, file);
      const reason = 'Row 3 could not be imported: the database refused it (refused by a rule of the database). The import stopped there and will not be retried.';
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message: reason, errors: [{ field: 'fileData', msg: reason }] });
      const job = await t.runtime.database.db.selectFrom('import_jobs').select(['status', 'file_data', 'result']).where('id', 'like', `${fileJobPrefix(file)}%`).executeTakeFirstOrThrow();
      expect(job).toEqual({ status: 'failed', file_data: null, result: { status: 'failed', message: reason } });

      await sql`drop trigger refuse_row on users`.execute(t.runtime.database.db);
      const again = await upload(t.runtime, t.admin, file);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ successful: 2, errors: [] });
    });
  });

  describe('When the file cannot be imported', () => {
    it('refuses a file name over 255 characters or holding a path, and stores nothing', async () => {
      const file = workbook([HEADINGS, staffRow(7100)]);
      const cases: [string, string][] = [
        [`${'a'.repeat(1024 * 1024)}.xlsx`, 'File name must be at most 255 characters'],
        [`${'a'.repeat(251)}.xlsx`, 'File name must be at most 255 characters'],
        ['../../etc/staff.xlsx', 'File name must not contain / or \\'],
        ['C:\\Users\\staff.xlsx', 'File name must not contain / or \\'],
        ['staff\u0007.xlsx', 'File name must not contain control characters'],
      ];
      for (const [fileName, message] of cases) {
        const response = await upload(t.runtime, t.admin, file, fileName);
        expect(response.statusCode, fileName.slice(0, 40)).toBe(400);
        expect(response.json(), fileName.slice(0, 40)).toEqual({ success: false, message, errors: [{ field: 'fileName', msg: message }] });
      }
      const stored = await t.runtime.database.db.selectFrom('import_jobs').select('id').where('id', 'like', `${fileJobPrefix(file)}%`).execute();
      expect(stored).toEqual([]);
      expect((await upload(t.runtime, t.admin, file, `${'a'.repeat(250)}.xlsx`)).statusCode).toBe(200);
    });


    it('refuses a corrupt file with a clear message', async () => {
      const response = await upload(t.runtime, t.admin, Buffer.from('this is not a spreadsheet at all, just text'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('not a valid Excel workbook') });
    });

    it('refuses a truncated workbook', async () => {
      const file = workbook([HEADINGS, staffRow(2000)]);
      const response = await upload(t.runtime, t.admin, file.subarray(0, Math.floor(file.length / 2)));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('not a valid Excel workbook');
    });

    it('refuses a sheet without the required columns, naming them', async () => {
      const file = workbook([['First Name', 'Last Name', 'Department', 'Role'], ['Asha', 'Rao', 'CSE', 'employee']]);
      const response = await upload(t.runtime, t.admin, file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'The sheet is missing the required columns: Email, Password' });
    });

    it('refuses a file that is not .xlsx or .xls', async () => {
      const response = await upload(t.runtime, t.admin, workbook([HEADINGS, staffRow(3000)]), 'staff.csv');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Please select a valid Excel file (.xlsx or .xls)' });
    });

    it('refuses a file of 10 MB or more', async () => {
      const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, 1);
      const response = await upload(t.runtime, t.admin, tenMegabytes);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ success: false, message: 'File size must be less than 10MB' });
      const huge = await upload(t.runtime, t.admin, Buffer.alloc(12 * 1024 * 1024, 1));
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({ success: false, message: 'File size must be less than 10MB' });
    });

    it('refuses a sheet of more than 20,000 rows', async () => {
      const rows = Array.from({ length: 20_001 }, (_, i) => [`F${i}`, 'L', `many${i}@college.edu`, 'CSE', 'employee', 'secret123']);
      const response = await upload(t.runtime, t.admin, workbook([HEADINGS.slice(0, 6), ...rows]));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The file has more than 20,000 rows. Split it into smaller files.');
    });

    it('lets only an admin upload', async () => {
      const employee = await addPerson(t.runtime, { name: 'Not Admin', email: 'not.admin@college.edu', role: 'employee', department: CSE });
      const response = await upload(t.runtime, employee, workbook([HEADINGS, staffRow(4000)]));
      expect(response.statusCode).toBe(403);
    });
  });

  it('reads the values of formula cells, never the formulas', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([HEADINGS, staffRow(6000), staffRow(6001)]);
    sheet['C2'] = { t: 's', v: 'computed@college.edu', f: 'LOWER("COMPUTED@college.edu")' };
    sheet['C3'] = { t: 's', f: 'HYPERLINK("http://example.invalid","x")' } as XLSX.CellObject;
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Employees');
    const response = await upload(t.runtime, t.admin, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(response.json()).toMatchObject({ successful: 1, errors: [{ row: 3, errors: ['Email is required'] }] });
    expect(await usersWithEmail('computed@college.edu')).toHaveLength(1);
  });

  it('imports an .xls workbook too', async () => {
    const response = await upload(t.runtime, t.admin, workbook([HEADINGS, staffRow(5000)], 'biff8'), 'staff.xls');
    expect(response.json()).toMatchObject({ successful: 1, errors: [], existingEmails: [] });
  });

  describe('The template', () => {
    it('is an .xlsx with every column and one example row, which imports as it is', async () => {
      const response = await t.runtime.app.inject({ method: 'GET', url: '/api/excel/template', headers: t.admin.headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers['content-disposition']).toContain('.xlsx');
      const book = XLSX.read(response.rawPayload, { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true });
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual(HEADINGS);
      expect(rows[1]).toEqual(['Priya', 'Sharma', 'priya.sharma@college.edu', 'Computer Science & Engineering (CSE)', 'employee', 'welcome123', 'EMP1001', 'Assistant Professor', 'M.Tech', '9876543210', '1990-05-15', '2020-07-01']);

      const imported = await upload(t.runtime, t.admin, response.rawPayload, 'template.xlsx');
      expect(imported.json()).toMatchObject({ successful: 1, errors: [], existingEmails: [] });
    });

    it('is for admins only', async () => {
      const response = await t.runtime.app.inject({ method: 'GET', url: '/api/excel/template' });
      expect(response.statusCode).toBe(401);
    });
  });
});
