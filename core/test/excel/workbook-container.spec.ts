import { describe, expect, it } from 'vitest';
import { inspectWorkbook, MAX_UNCOMPRESSED_BYTES, UnreadableWorkbookError, verifyWorkbook } from '../../src/excel/workbook-container';
import { readEmployeeSheet } from '../../src/excel/read-employee-sheet';
import { HEADINGS, staffRow, workbook } from '../../testing/workbooks';
import { buildZip } from './zip-builder';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UnreadableWorkbookError);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('what a workbook file is made of, checked before SheetJS parses it', () => {
  it('lets a real .xlsx (zip) and .xls (CFB) through', () => {
    expect(verifyWorkbook(workbook([HEADINGS, staffRow(1)]))).toBe('zip');
    expect(verifyWorkbook(workbook([HEADINGS, staffRow(1)], 'biff8'))).toBe('cfb');
  });

  it('refuses bytes that are neither, which SheetJS would read as CSV', () => {
    expect(refusal(() => inspectWorkbook(Buffer.from('First Name,Email\nA,a@b.c')))).toMatch(/not a valid Excel workbook/);
    expect(refusal(() => inspectWorkbook(Buffer.alloc(0)))).toMatch(/not a valid Excel workbook/);
  });

  it('refuses from the central directory alone a zip that declares more than 100 MB uncompressed', () => {
    const bomb = buildZip([
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.from('<x/>'), declaredInCentralDirectory: MAX_UNCOMPRESSED_BYTES - 10 },
      { name: 'xl/worksheets/sheet2.xml', content: Buffer.from('<x/>'), declaredInCentralDirectory: 100 },
    ]);
    expect(refusal(() => inspectWorkbook(bomb))).toMatch(/too large once uncompressed/);
  });

  it('refuses a zip whose entries inflate past 100 MB though they declare a few bytes', () => {
    const liar = buildZip([{ name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(MAX_UNCOMPRESSED_BYTES + 1024), declaredInCentralDirectory: 10, declaredInLocalHeader: 10 }]);
    expect(liar.length).toBeLessThan(200 * 1024);
    expect(inspectWorkbook(liar)).toBe('zip');
    expect(refusal(() => verifyWorkbook(liar))).toMatch(/too large once uncompressed/);
    expect(refusal(() => readEmployeeSheet(liar))).toMatch(/too large once uncompressed/);
  });

  it('refuses a zip whose local header declares what SheetJS would allocate, whatever the central directory says', () => {
    const liar = buildZip([{ name: 'xl/worksheets/sheet1.xml', content: Buffer.from('<x/>'), declaredInLocalHeader: 0xfffffff0 }]);
    expect(refusal(() => verifyWorkbook(liar))).toMatch(/too large once uncompressed/);
  });

  it('refuses a zip that is not a workbook', () => {
    const notAWorkbook = buildZip([{ name: 'readme.txt', content: Buffer.from('hello') }]);
    expect(refusal(() => readEmployeeSheet(notAWorkbook))).toMatch(/not a valid Excel workbook/);
  });
});
