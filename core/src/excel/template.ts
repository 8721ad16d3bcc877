// The workbook behind GET /api/excel/template: every column with one example row, and a second sheet
// explaining the rules and listing the departments as they may be written.

import { XLSX } from './sheetjs';
import { DEPARTMENTS, PASSWORD_MIN } from '@leave/domain';
import { EXAMPLE_ROW, IMPORT_COLUMNS, OPTIONAL_COLUMNS, REQUIRED_COLUMNS } from './columns';
import { MAX_IMPORT_ROWS } from './read-employee-sheet';

export const TEMPLATE_FILE_NAME = 'employee-import-template.xlsx';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function buildImportTemplate(): Buffer {
  const employees = XLSX.utils.aoa_to_sheet([[...IMPORT_COLUMNS], IMPORT_COLUMNS.map((column) => EXAMPLE_ROW[column])]);
  employees['!cols'] = IMPORT_COLUMNS.map((column) => ({ wch: Math.max(column.length, EXAMPLE_ROW[column].length) + 2 }));

  const instructions = XLSX.utils.aoa_to_sheet([
    ['How to fill in the Employees sheet'],
    [`Required columns: ${REQUIRED_COLUMNS.join(', ')}`],
    [`Optional columns: ${OPTIONAL_COLUMNS.join(', ')}`],
    ['Role must be employee or hod.'],
    [`Password must be at least ${PASSWORD_MIN} characters.`],
    ['Mobile: exactly 10 digits. Dates: YYYY-MM-DD or DD/MM/YYYY, or Excel dates.'],
    ['Employee ID may be left blank: one is generated.'],
    ['E-mails already registered, or repeated in the file, are listed and not imported again.'],
    [`At most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows per file.`],
    [],
    ['Department (write the full name, the name alone or the code)', 'Name', 'Code'],
    ...DEPARTMENTS.map((department) => [department.label, department.name, department.code]),
  ]);
  instructions['!cols'] = [{ wch: 70 }, { wch: 60 }, { wch: 12 }];

  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, employees, 'Employees');
  XLSX.utils.book_append_sheet(workbook, instructions, 'Instructions');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
