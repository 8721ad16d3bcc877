// Workbooks for tests of the Excel import: a one-sheet file built with SheetJS from rows of cells, and
// valid staff rows numbered so that every call gives another person.

import * as XLSX from '@e965/xlsx';

/** A one-sheet workbook from rows of cells (the first row being the headings). */
export function workbook(rows: unknown[][], bookType: XLSX.BookType = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Employees');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

export const HEADINGS = ['First Name', 'Last Name', 'Email', 'Department', 'Role', 'Password', 'Employee ID', 'Designation', 'Qualification', 'Mobile', 'Date of Birth', 'Date of Joining'];

/** A valid row for HEADINGS, numbered so that every call gives another person. */
export function staffRow(n: number, overrides: Partial<Record<string, unknown>> = {}): unknown[] {
  const row: Record<string, unknown> = {
    'First Name': `First${n}`,
    'Last Name': `Last${n}`,
    Email: `staff${n}@college.edu`,
    Department: 'CSE',
    Role: 'employee',
    Password: 'secret123',
    'Employee ID': '',
    Designation: 'Lecturer',
    Qualification: 'M.Sc',
    Mobile: '98765' + String(n).padStart(5, '0'),
    'Date of Birth': '1991-04-02',
    'Date of Joining': '2021-08-16',
    ...overrides,
  };
  return HEADINGS.map((heading) => row[heading]);
}
