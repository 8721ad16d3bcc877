// The timetable's import from Excel (docs/contract.md 'Timetable', issue 45): a worker job like the staff
// import, answering the periods added and each refused row by its number; a clash inside the file or with
// a period held is a row refused; a HOD's rows for another department's teacher are refused one by one.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { InjectOptions } from 'fastify';
import { workbook } from '@leave/core/testing/workbooks';
import { fixedClock, listenLocally, startTestRuntime } from '../helper';
import { listen, record } from '../realtime/live-helpers';
import { addCast, addPerson, body, CSE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let byId: Person;
const inject = (options: InjectOptions) => runtime.app.inject(options);
const TERM = { termFrom: '2026-11-02', termTo: '2027-03-31' };
const HEAD = ['Email', 'Employee ID', 'Day', 'Period', 'Start', 'End', 'Class', 'Subject', 'Room'];

beforeAll(async () => {
  // On the real services the BullMQ workers run in this process, as `npm run worker` would.
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
  byId = await addPerson(runtime, { name: 'Kiran Cse', email: 'kiran.cse@college.edu', role: 'employee', department: CSE, employeeId: 'CSE777' });
});
afterAll(() => runtime.close());

const upload = (rows: unknown[][], headers: Record<string, string> = cast.hodCse.headers, term = TERM) =>
  inject({ method: 'POST', url: '/api/timetable/upload', headers, payload: { fileData: workbook(rows).toString('base64'), fileName: 'timetable.xlsx', ...term } });
const week = async (userId: string) => body(await inject({ method: 'GET', url: `/api/timetable?userId=${userId}`, headers: cast.admin.headers })).data.periods as Record<string, unknown>[];

describe('the timetable import', () => {
  it('imports a good file: teachers by e-mail or employee ID, days by name or number, Excel times', async () => {
    const response = await upload([
      HEAD,
      ['emp.cse@college.edu', '', 'Monday', 1, '09:00', '09:50', 'II CSE-A', 'Data Structures', 'B-204'],
      ['', 'cse777', 'tue', 2, '9:50', '10:40', 'III CSE-B', 'Networks', 'Lab 1'],
      ['EMP.CSE@college.edu', '', 3, 4, 0.5, 0.5 + 50 / 1440, 'II CSE-A', 'Data Structures', ''],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response)).toEqual({ success: true, message: '3 periods imported', data: { message: '3 periods imported', imported: 3, errors: [] } });
    expect((await week(cast.empCse.user.id)).map((p) => [p.weekday, p.period, p.start, p.end, p.termFrom, p.termTo])).toEqual([
      [1, 1, '09:00', '09:50', TERM.termFrom, TERM.termTo],
      [3, 4, '12:00', '12:50', TERM.termFrom, TERM.termTo],
    ]);
    expect((await week(byId.user.id)).map((p) => [p.weekday, p.start, p.className, p.room])).toEqual([[2, '09:50', 'III CSE-B', 'Lab 1']]);
  });

  it('tells the uploader how it went over the socket: progress, then timetable:import-done with the result or the refusal', async () => {
    const socket = await listen(await listenLocally(runtime), cast.hodCse.token);
    try {
      const seen = record(socket);
      const response = await upload([HEAD, ['emp.cse@college.edu', '', 'Friday', 6, '15:00', '15:50', 'IV CSE-A', 'Cloud Computing', '']]);
      expect(response.statusCode, response.body).toBe(200);
      await expect.poll(() => seen['timetable:import-done']?.length ?? 0).toBe(1);
      const [done] = seen['timetable:import-done'] as { jobId: string; result: unknown }[];
      expect(done!.jobId).toMatch(/^timetable-import-/);
      expect(done!.result).toEqual(body(response).data);
      expect((seen['import:progress'] as { jobId: string }[]).every((progress) => progress.jobId === done!.jobId)).toBe(true);
      expect(seen['import:done']).toBeUndefined();

      // A workbook without the timetable's columns is refused by the job (bytes that are no workbook at all
      // never reach one: the upload refuses them itself).
      const broken = await upload([['Name', 'Day'], ['Meena', 'Monday']]);
      expect(broken.statusCode).toBe(400);
      await expect.poll(() => seen['timetable:import-done']?.length ?? 0).toBe(2);
      expect(seen['timetable:import-done']![1]).toEqual({ jobId: expect.stringMatching(/^timetable-/), refused: body(broken).message });
    } finally {
      socket.close();
    }
  });

  it('names the bad rows and imports the others', async () => {
    const response = await upload([
      HEAD,
      ['emp2.cse@college.edu', '', 'Funday', 1, '09:00', '09:50', 'II CSE-A', 'DS', ''],
      ['emp2.cse@college.edu', '', 'Mon', 1, '9am', '09:50', 'II CSE-A', 'DS', ''],
      ['emp2.cse@college.edu', '', 'Mon', 1, '10:00', '09:50', 'II CSE-A', 'DS', ''],
      ['nobody@college.edu', '', 'Mon', 1, '09:00', '09:50', 'II CSE-A', 'DS', ''],
      ['', '', 'Mon', 1, '09:00', '09:50', 'II CSE-A', 'DS', ''],
      ['emp2.cse@college.edu', '', 'Fri', 2, '10:00', '10:50', '', 'DS', ''],
      ['emp2.cse@college.edu', '', 'Fri', 3, '11:00', '11:50', 'II CSE-A', 'DS', ''],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).data).toEqual({
      message: '1 periods imported',
      imported: 1,
      errors: [
        { row: 2, errors: ['Day must be a weekday (Monday ... Sunday, or 1 to 7)'] },
        { row: 3, errors: ['Times must be written HH:MM (24 hours)'] },
        { row: 4, errors: ['The period must start before it ends'] },
        { row: 5, errors: ['No one in the staff register has this Email or Employee ID'] },
        { row: 6, errors: ['Email or Employee ID is required'] },
        { row: 7, errors: ['Please give the class'] },
      ],
    });
    expect((await week(cast.empCse2.user.id)).map((p) => p.period)).toEqual([3]);
  });

  it('refuses a clash inside the file and with a period the teacher holds, row by row', async () => {
    // emp.cse holds Monday 09:00-09:50 from the first file.
    const response = await upload([
      HEAD,
      ['emp.cse@college.edu', '', 'Mon', 2, '09:30', '10:20', 'I CSE-C', 'Maths', ''],
      ['emp.cse@college.edu', '', 'Wed', 1, '09:00', '09:50', 'I CSE-C', 'Maths', ''],
      ['emp.cse@college.edu', '', 'Wed', 2, '09:40', '10:30', 'I CSE-D', 'Maths', ''],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).data).toEqual({
      message: '1 periods imported',
      imported: 1,
      errors: [
        { row: 2, errors: ['Clash: already teaching II CSE-A on Monday from 09:00 to 09:50 (period 1)'] },
        { row: 4, errors: ['Clash: already teaching I CSE-C on Wednesday from 09:00 to 09:50 (period 1)'] },
      ],
    });
  });

  it("refuses a HOD's rows for another department's teacher, one by one; the admin imports any", async () => {
    const rows = [HEAD, ['emp.ece@college.edu', '', 'Thu', 1, '09:00', '09:50', 'II ECE-A', 'Signals', ''], ['emp2.cse@college.edu', '', 'Thu', 1, '09:00', '09:50', 'II CSE-A', 'DS', '']];
    const byHod = await upload(rows);
    expect(body(byHod).data).toEqual({ message: '1 periods imported', imported: 1, errors: [{ row: 2, errors: ["You can import the timetable of your own department's teachers only"] }] });
    expect(await week(cast.empEce.user.id)).toEqual([]);
    const byAdmin = await upload([rows[0]!, rows[1]!], cast.admin.headers);
    expect(body(byAdmin).data).toMatchObject({ imported: 1, errors: [] });
  });

  it('refuses an unreadable file, missing columns, a bad term, and everyone but the admin and the HODs', async () => {
    const unreadable = await inject({ method: 'POST', url: '/api/timetable/upload', headers: cast.admin.headers, payload: { fileData: Buffer.from('not a workbook').toString('base64'), fileName: 't.xlsx', ...TERM } });
    expect(unreadable.statusCode).toBe(400);
    const missing = await upload([['Email', 'Day'], ['emp.cse@college.edu', 'Mon']], cast.admin.headers);
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toBe('The sheet is missing the required columns: Email or Employee ID, Day, Period, Start, End, Class, Subject');
    expect((await upload([HEAD], cast.admin.headers, { termFrom: '2027-04-01', termTo: '2027-03-01' })).statusCode).toBe(400);
    const row = [HEAD, ['emp.cse@college.edu', '', 'Sat', 1, '09:00', '09:50', 'X', 'Y', '']];
    expect((await upload(row, cast.empCse.headers)).statusCode).toBe(403);
    const auditor = await addPerson(runtime, { name: 'Asha Auditor', email: 'auditor@college.edu', role: 'auditor', department: null });
    expect((await upload(row, auditor.headers)).statusCode).toBe(403);
    expect((await upload(row, {})).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/timetable/template', headers: auditor.headers })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/timetable/template' })).statusCode).toBe(401);
  });

  it('serves the template to the admin and the HODs: it imports as it is', async () => {
    expect((await inject({ method: 'GET', url: '/api/timetable/template', headers: cast.empCse.headers })).statusCode).toBe(403);
    const template = await inject({ method: 'GET', url: '/api/timetable/template', headers: cast.hodCse.headers });
    expect(template.statusCode).toBe(200);
    const sheet = XLSX.read(template.rawPayload, { type: 'buffer' });
    expect(XLSX.utils.sheet_to_json<unknown[]>(sheet.Sheets[sheet.SheetNames[0]!]!, { header: 1 })[0]).toEqual(HEAD);
  });
});
