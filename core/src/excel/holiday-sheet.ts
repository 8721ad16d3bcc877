// The holiday calendar workbook (docs/contract.md 'Holidays'): read a year's holidays from an uploaded
// .xlsx/.xls with the employee import's conventions (the file checked before SheetJS sees it, values
// only, the first sheet that has the required columns, headings matched without case or punctuation,
// dates as Excel dates, 'YYYY-MM-DD' or 'DD/MM/YYYY', rows numbered as the spreadsheet shows them), and
// the template to fill in.

import { excelCellDate, holidayNameField, HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_MIN, type CalendarDate } from '@leave/domain';
import { comparable, headedSheets, type Cell } from './headed-sheets';
import { XLSX } from './sheetjs';
import { UnreadableWorkbookError } from './workbook-container';

export const HOLIDAY_COLUMNS = ['Date', 'Name'] as const;
export const MAX_HOLIDAY_ROWS = 366;
export const HOLIDAY_TEMPLATE_FILE_NAME = 'holiday-calendar-template.xlsx';

const HEADINGS: Record<(typeof HOLIDAY_COLUMNS)[number], readonly string[]> = {
  Date: ['date', 'holidaydate', 'day'],
  Name: ['name', 'holiday', 'holidayname', 'occasion', 'description'],
};
/** A third column, not required (issue 46): 'yes' (or 'optional', 'restricted', 'y', 'true', 1) marks a restricted holiday. */
const OPTIONAL_HEADINGS: readonly string[] = ['optional', 'restricted', 'restrictedholiday', 'rh'];
const OPTIONAL_VALUES: readonly string[] = ['yes', 'y', 'true', '1', 'optional', 'restricted', 'rh'];

export const HOLIDAY_SHEET_MESSAGES = {
  missingColumns: 'The sheet is missing the required columns: Date, Name',
  noRows: 'The sheet has no holiday rows under its headings.',
  tooManyRows: `The file has more than ${MAX_HOLIDAY_ROWS} holidays. Upload one year at a time.`,
} as const;

export interface HolidaySheetRow {
  rowNumber: number;
  date: CalendarDate | null;
  name: string;
  /** A restricted holiday (the Optional column says yes). */
  optional: boolean;
  errors: string[];
}

/** Every non-blank row under the headings, each with its problems (none when it can be added). */
export function readHolidaySheet(bytes: Uint8Array, year: number): HolidaySheetRow[] {
  for (const { headings, rows: grid } of headedSheets(bytes, MAX_HOLIDAY_ROWS)) {
    const dateAt = headings.findIndex((heading) => HEADINGS.Date.includes(heading));
    const nameAt = headings.findIndex((heading) => HEADINGS.Name.includes(heading));
    if (dateAt < 0 || nameAt < 0) continue;
    const optionalAt = headings.findIndex((heading) => OPTIONAL_HEADINGS.includes(heading));
    const rows: HolidaySheetRow[] = [];
    for (const { rowNumber, cells } of grid) {
      const dateCell = cells[dateAt] ?? null;
      const nameCell = cells[nameAt] ?? null;
      if (comparable(dateCell) === '' && comparable(nameCell) === '' && (typeof nameCell !== 'string' || nameCell.trim() === '')) continue;
      const optionalCell = optionalAt < 0 ? null : (cells[optionalAt] ?? null);
      rows.push({ ...rowOf(rowNumber, dateCell, nameCell, year), optional: optionalCell === true || OPTIONAL_VALUES.includes(comparable(optionalCell)) });
    }
    if (rows.length > MAX_HOLIDAY_ROWS) throw new UnreadableWorkbookError(HOLIDAY_SHEET_MESSAGES.tooManyRows);
    if (rows.length === 0) throw new UnreadableWorkbookError(HOLIDAY_SHEET_MESSAGES.noRows);
    return rows;
  }
  throw new UnreadableWorkbookError(HOLIDAY_SHEET_MESSAGES.missingColumns);
}

function rowOf(rowNumber: number, dateCell: Cell, nameCell: Cell, year: number): Omit<HolidaySheetRow, 'optional'> {
  const errors: string[] = [];
  const date = excelCellDate(dateCell);
  if (date === undefined) errors.push('Date is required');
  else if (date === null) errors.push('Date is not a valid date');
  else if (Number(date.slice(0, 4)) !== year) errors.push(`Date is not in ${year}`);
  const name = holidayNameField.safeParse(typeof nameCell === 'string' || typeof nameCell === 'number' ? String(nameCell) : '');
  if (!name.success) errors.push(name.error.issues[0]?.message ?? 'Name is required');
  return { rowNumber, date: date ?? null, name: name.success ? name.data : '', errors };
}

/** The template: the two columns with two example rows, and a sheet of instructions. */
export function buildHolidayTemplate(): Buffer {
  const holidays = XLSX.utils.aoa_to_sheet([[...HOLIDAY_COLUMNS], ['2027-01-26', 'Republic Day'], ['15/08/2027', 'Independence Day']]);
  holidays['!cols'] = [{ wch: 14 }, { wch: 40 }];
  const instructions = XLSX.utils.aoa_to_sheet([
    ['How to fill in the Holidays sheet'],
    ['One row per holiday: Date and Name. The year is chosen when uploading; every date must be in it.'],
    ['Dates: YYYY-MM-DD or DD/MM/YYYY, or Excel dates.'],
    ['A third column Optional, not required: yes marks a restricted holiday, which each person may take as the leave policy allows.'],
    ['A date that already has a holiday is listed and not imported again.'],
    [`Years ${HOLIDAY_YEAR_MIN} to ${HOLIDAY_YEAR_MAX}; at most ${MAX_HOLIDAY_ROWS} rows per file.`],
  ]);
  instructions['!cols'] = [{ wch: 90 }];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, holidays, 'Holidays');
  XLSX.utils.book_append_sheet(workbook, instructions, 'Instructions');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
