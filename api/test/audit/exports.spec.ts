// The exports (issue 12): each kind as CSV and .xlsx, formulas escaped, and the event log's hash chain,
// which `npm run audit:verify` checks: one changed cell, a removed or moved row, each named.

import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';
import { parseCsv, readExportTable } from '../../src/exports/read-table';
import { verifyChain } from '../../src/exports/hash-chain';
import { csvLine } from '../../src/exports/table-writers';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);
const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let auditor: Person;
const FORMULA_REASON = '=HYPERLINK("http://evil.example","click")';

const download = async (file: string, query = '') => {
  const response = await runtime.app.inject({ method: 'GET', url: `/api/exports/${file}${query}`, headers: auditor.headers });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response;
};
const table = async (file: string, query = '') => readExportTable(new Uint8Array((await download(file, query)).rawPayload));

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
  auditor = await addPerson(runtime, { name: 'Asha Auditor', email: 'auditor@college.edu', role: 'auditor', department: null });
  for (const [who, date, reason] of [
    [cast.empCse, '2026-12-01', FORMULA_REASON],
    [cast.empCse2, '2026-12-02', '+1 day for travel'],
    [cast.empEce, '2026-12-03', '@home with family'],
  ] as const) {
    const applied = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType: 'cl', fromDate: date, toDate: date, reason } });
    expect(applied.statusCode, applied.body).toBe(201);
  }
});
afterAll(() => runtime.close());

describe('the exports', () => {
  it.each(['csv', 'xlsx'] as const)('give every kind as .%s with its header and rows', async (format) => {
    const applications = await table(`applications.${format}`);
    expect(applications[0]?.slice(0, 3)).toEqual(['id', 'employeeId', 'name']);
    expect(applications).toHaveLength(4);
    const staff = await table(`staff.${format}`);
    expect(staff.map((row) => row[3])).toContain('emp.ece@college.edu');
    const ledger = await table(`ledger.${format}`);
    expect(ledger[0]).toContain('balanceAfter');
    expect(ledger.length).toBeGreaterThan(5);
    const events = await table(`events.${format}`);
    expect(events.at(-1)?.[0]).toBe('digest');
    expect(verifyChain(events)).toMatchObject({ intact: true, rows: events.length - 2 });
  });

  it('filters the applications by department and status', async () => {
    const ece = await table('applications.csv', '?department=ECE&status=pending');
    expect(ece.slice(1).map((row) => row[2])).toEqual(['Uma Ece']);
  });

  it('escapes every text cell a spreadsheet would take for a formula, in CSV and in .xlsx', async () => {
    const csv = await table('applications.csv');
    const reasons = csv.slice(1).map((row) => row[csv[0]!.indexOf('reason')]);
    expect(reasons).toEqual([`'${FORMULA_REASON}`, "'+1 day for travel", "'@home with family"]);
    const bytes = new Uint8Array((await download('applications.xlsx')).rawPayload);
    const sheet = XLSX.read(bytes, { type: 'array', cellFormula: true }).Sheets.Applications!;
    const cells = Object.values(sheet).filter((cell): cell is XLSX.CellObject => typeof cell === 'object' && cell !== null && 't' in cell);
    expect(cells.some((cell) => cell.f !== undefined)).toBe(false);
    expect(cells.map((cell) => cell.v)).toContain(`'${FORMULA_REASON}`);
    expect(csvLine(['-5', 'a,b', 'say "hi"', -5])).toBe('-5,"a,b","say ""hi""",-5\r\n');
  });

  it('are streamed as attachments, and refused to a HOD', async () => {
    const response = await download('ledger.xlsx');
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ledger-2026-11-23.xlsx"');
    expect((await runtime.app.inject({ method: 'GET', url: '/api/exports/ledger.csv', headers: cast.hodCse.headers })).statusCode).toBe(403);
    expect((await runtime.app.inject({ method: 'GET', url: '/api/exports/ledger.pdf', headers: auditor.headers })).statusCode).toBe(400);
  });
});

describe('the event log hash chain', () => {
  it('names the row whose cell was changed, removed or moved', async () => {
    const events = await table('events.csv');
    const changed = events.map((row) => [...row]);
    changed[4]![7] = 'Someone Else';
    expect(verifyChain(changed)).toMatchObject({ intact: false, row: 4, problem: 'row 4 was changed' });
    const removed = events.filter((_, i) => i !== 3);
    expect(verifyChain(removed)).toMatchObject({ intact: false, row: 3, problem: 'row 3 was removed' });
    const moved = events.map((row) => [...row]);
    [moved[2], moved[3]] = [moved[3]!, moved[2]!];
    expect(verifyChain(moved)).toMatchObject({ intact: false, row: 2 });
    expect(verifyChain(events.slice(0, -3))).toMatchObject({ intact: false, row: events.length - 3 });
  });

  it('is checked by npm run audit:verify on CSV and .xlsx: intact, or the changed row named with a non-zero exit', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'audit-verify-'));
    const csvFile = path.join(folder, 'events.csv');
    const csvText = (await download('events.csv')).body;
    writeFileSync(csvFile, csvText);
    const intact = await run('npx', ['tsx', 'api/src/cli/audit-verify.ts', csvFile], { cwd: ROOT });
    expect(intact.stdout).toMatch(/^intact: \d+ rows, digest [0-9a-f]{64}\n$/);

    // One cell of row 6 changed in a text editor.
    const rows = parseCsv(csvText);
    const tampered = csvText.replace(rows[6]!.slice(0, 6).join(','), rows[6]!.slice(0, 5).join(',') + ',LeaveTampered');
    expect(tampered).not.toBe(csvText);
    writeFileSync(csvFile, tampered);
    const failed = await run('npx', ['tsx', 'api/src/cli/audit-verify.ts', csvFile], { cwd: ROOT }).catch((error: { code: number; stdout: string }) => error);
    expect('code' in failed ? failed.code : 0).toBe(1);
    expect(failed.stdout).toBe('not intact: row 6 was changed\n');

    // The same in a workbook: one cell of row 3 changed, saved by a spreadsheet program.
    const xlsxFile = path.join(folder, 'events.xlsx');
    const book = XLSX.read(new Uint8Array((await download('events.xlsx')).rawPayload), { type: 'array' });
    writeFileSync(xlsxFile, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
    expect((await run('npx', ['tsx', 'api/src/cli/audit-verify.ts', xlsxFile], { cwd: ROOT })).stdout).toMatch(/^intact/);
    book.Sheets[book.SheetNames[0]!]!.H4 = { t: 's', v: 'Mallory' };
    writeFileSync(xlsxFile, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
    const xlsxFailed = await run('npx', ['tsx', 'api/src/cli/audit-verify.ts', xlsxFile], { cwd: ROOT }).catch((error: { code: number; stdout: string }) => error);
    expect('code' in xlsxFailed ? xlsxFailed.code : 0).toBe(1);
    expect(xlsxFailed.stdout).toBe('not intact: row 3 was changed\n');
  });

  // Issue 25: only the cells up to the hash and the digest's count and hash were checked.
  it('calls any byte the server did not write altered, naming the row: an appended cell, a filled digest cell, a stray line', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'audit-verify-'));
    const verify = async (name: string, bytes: string | Uint8Array) => {
      const file = path.join(folder, name);
      writeFileSync(file, bytes);
      return run('npx', ['tsx', 'api/src/cli/audit-verify.ts', file], { cwd: ROOT }).catch((error: { code: number; stdout: string }) => error);
    };
    const csvText = (await download('events.csv')).body;
    const lines = csvText.split('\r\n');
    const appended = lines.map((line, i) => (i === 3 ? `${line},=HYPERLINK("http://evil.example","x")` : line)).join('\r\n');
    expect(await verify('appended.csv', appended)).toMatchObject({ code: 1, stdout: 'not intact: row 3 was altered\n' });
    const digestLine = lines.at(-2)!;
    expect(digestLine.startsWith('digest,')).toBe(true);
    const filledDigest = lines.map((line, i) => (i === lines.length - 2 ? line.replace(/,,/, ',note,') : line)).join('\r\n');
    expect(filledDigest).not.toBe(csvText);
    expect(await verify('digest.csv', filledDigest)).toMatchObject({ code: 1, stdout: 'not intact: the digest row was altered\n' });
    expect(await verify('quoted.csv', csvText.replace('\r\n1,', '\r\n"1",'))).toMatchObject({ code: 1, stdout: 'not intact: row 1 was altered\n' });
    expect(await verify('trailing.csv', `${csvText}\r\n`)).toMatchObject({ code: 1 });

    const original = new Uint8Array((await download('events.xlsx')).rawPayload);
    const tamperedBook = (change: (sheet: XLSX.WorkSheet) => void) => {
      const book = XLSX.read(original, { type: 'array' });
      const sheet = book.Sheets[book.SheetNames[0]!]!;
      change(sheet);
      return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    };
    const book = XLSX.read(original, { type: 'array' });
    const lastRow = XLSX.utils.decode_range(book.Sheets[book.SheetNames[0]!]!['!ref']!).e.r;
    const widen = (sheet: XLSX.WorkSheet, ref: string, cell: XLSX.CellObject) => {
      sheet[ref] = cell;
      const range = XLSX.utils.decode_range(sheet['!ref']!);
      const at = XLSX.utils.decode_cell(ref);
      range.e.c = Math.max(range.e.c, at.c);
      sheet['!ref'] = XLSX.utils.encode_range(range);
    };
    expect(await verify('appended.xlsx', tamperedBook((sheet) => widen(sheet, 'L4', { t: 's', v: 'extra' })))).toMatchObject({ code: 1, stdout: 'not intact: row 3 was altered\n' });
    expect(await verify('digest.xlsx', tamperedBook((sheet) => widen(sheet, XLSX.utils.encode_cell({ r: lastRow, c: 4 }), { t: 's', v: 'note' })))).toMatchObject({
      code: 1,
      stdout: 'not intact: the digest row was altered\n',
    });
    expect(await verify('formula.xlsx', tamperedBook((sheet) => widen(sheet, 'H4', { t: 's', v: (sheet.H4 as XLSX.CellObject).v, f: 'HYPERLINK("http://evil.example","x")' })))).toMatchObject({
      code: 1,
      stdout: 'not intact: row 3 was altered\n',
    });
  });
});
