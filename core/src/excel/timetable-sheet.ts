// The timetable workbook (issue 45, docs/contract.md 'Timetable'): each row one period of one teacher,
// read with the employee import's conventions (the file checked before SheetJS sees it, values only, the
// first sheet with the required columns, headings matched without case or punctuation, rows numbered as
// the spreadsheet shows them), and the template to fill in. The teacher is named by Email or Employee ID;
// Day is a weekday's name (or its first three letters) or 1-7; Start and End are 'HH:MM' or Excel times.

import { WEEKDAY_NAMES } from '@leave/domain';
import { comparable, headedSheets, type Cell } from './headed-sheets';
import { XLSX } from './sheetjs';
import { UnreadableWorkbookError } from './workbook-container';

export const TIMETABLE_COLUMNS = ['Email', 'Employee ID', 'Day', 'Period', 'Start', 'End', 'Class', 'Subject', 'Room'] as const;
type Column = 'email' | 'employeeId' | 'day' | 'period' | 'start' | 'end' | 'className' | 'subject' | 'room';
export const MAX_TIMETABLE_ROWS = 5_000;
export const TIMETABLE_TEMPLATE_FILE_NAME = 'timetable-template.xlsx';

const HEADINGS: Record<Column, readonly string[]> = {
  email: ['email', 'emailid', 'mail'],
  employeeId: ['employeeid', 'empid', 'staffid'],
  day: ['day', 'weekday'],
  period: ['period', 'periodno', 'hour'],
  start: ['start', 'from', 'starttime'],
  end: ['end', 'to', 'endtime'],
  className: ['class', 'classname', 'section'],
  subject: ['subject', 'course'],
  room: ['room', 'venue'],
};
const REQUIRED: readonly Column[] = ['day', 'period', 'start', 'end', 'className', 'subject'];

export const TIMETABLE_SHEET_MESSAGES = {
  missingColumns: 'The sheet is missing the required columns: Email or Employee ID, Day, Period, Start, End, Class, Subject',
  noRows: 'The sheet has no timetable rows under its headings.',
  tooManyRows: `The file has more than ${MAX_TIMETABLE_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`,
  teacherRequired: 'Email or Employee ID is required',
  dayInvalid: 'Day must be a weekday (Monday ... Sunday, or 1 to 7)',
} as const;

/** One row as read: the teacher's keys and the period's fields as text, and what could not be read. */
export interface TimetableSheetRow {
  rowNumber: number;
  /** Lower case, or null. */
  email: string | null;
  /** Upper case, or null. */
  employeeId: string | null;
  weekday: number;
  period: number;
  start: string;
  end: string;
  className: string;
  subject: string;
  room: string;
  errors: string[];
}

/** Every non-blank row under the headings. Throws UnreadableWorkbookError for a file that is no timetable. */
export function readTimetableSheet(bytes: Uint8Array): TimetableSheetRow[] {
  for (const { headings, rows: grid } of headedSheets(bytes, MAX_TIMETABLE_ROWS)) {
    const at = Object.fromEntries((Object.keys(HEADINGS) as Column[]).map((column) => [column, headings.findIndex((heading) => HEADINGS[column].includes(heading))])) as Record<Column, number>;
    if (REQUIRED.some((column) => at[column] < 0) || (at.email < 0 && at.employeeId < 0)) continue;
    const rows: TimetableSheetRow[] = [];
    for (const { rowNumber, cells } of grid) {
      const cell = (column: Column): Cell => (at[column] < 0 ? null : (cells[at[column]] ?? null));
      if ((Object.keys(HEADINGS) as Column[]).every((column) => comparable(cell(column)) === '')) continue;
      rows.push(rowOf(rowNumber, cell));
    }
    if (rows.length > MAX_TIMETABLE_ROWS) throw new UnreadableWorkbookError(TIMETABLE_SHEET_MESSAGES.tooManyRows);
    if (rows.length === 0) throw new UnreadableWorkbookError(TIMETABLE_SHEET_MESSAGES.noRows);
    return rows;
  }
  throw new UnreadableWorkbookError(TIMETABLE_SHEET_MESSAGES.missingColumns);
}

function rowOf(rowNumber: number, cell: (column: Column) => Cell): TimetableSheetRow {
  const errors: string[] = [];
  const email = textOf(cell('email')).toLowerCase() || null;
  const employeeId = textOf(cell('employeeId')).toUpperCase() || null;
  if (email === null && employeeId === null) errors.push(TIMETABLE_SHEET_MESSAGES.teacherRequired);
  const weekday = weekdayOf(cell('day'));
  if (weekday === null) errors.push(TIMETABLE_SHEET_MESSAGES.dayInvalid);
  const periodCell = cell('period');
  const period = typeof periodCell === 'number' ? periodCell : Number(textOf(periodCell) || Number.NaN);
  return {
    rowNumber,
    email,
    employeeId,
    weekday: weekday ?? 0,
    period: Number.isFinite(period) ? period : 0,
    start: timeOf(cell('start')),
    end: timeOf(cell('end')),
    className: textOf(cell('className')),
    subject: textOf(cell('subject')),
    room: textOf(cell('room')),
    errors,
  };
}

function textOf(cell: Cell): string {
  if (cell === null || cell instanceof Date) return '';
  return String(cell).trim();
}

function weekdayOf(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell >= 1 && cell <= 7 ? cell : null;
  const text = textOf(cell).toLowerCase();
  if (/^[1-7]$/.test(text)) return Number(text);
  const index = WEEKDAY_NAMES.findIndex((name) => text.length >= 3 && name.toLowerCase().startsWith(text));
  return index < 0 ? null : index + 1;
}

/** 'HH:MM' from an Excel time (a fraction of a day) or a text 'H:MM' / 'HH:MM' / 'HH.MM'; anything else as it was written. */
function timeOf(cell: Cell): string {
  if (typeof cell === 'number' && cell >= 0 && cell < 1) {
    const minutes = Math.round(cell * 24 * 60);
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  }
  const text = textOf(cell);
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : text;
}

/** The template: the columns with two example rows, and a sheet of instructions. */
export function buildTimetableTemplate(): Buffer {
  const periods = XLSX.utils.aoa_to_sheet([
    [...TIMETABLE_COLUMNS],
    ['ravi@college.edu', '', 'Monday', 1, '09:00', '09:50', 'II CSE-A', 'Data Structures', 'B-204'],
    ['', 'CSE042', 'Tue', 3, '11:00', '11:50', 'III CSE-B', 'Operating Systems', 'Lab 2'],
  ]);
  periods['!cols'] = [{ wch: 26 }, { wch: 12 }, { wch: 12 }, { wch: 8 }, { wch: 8 }, { wch: 8 }, { wch: 14 }, { wch: 24 }, { wch: 10 }];
  const instructions = XLSX.utils.aoa_to_sheet([
    ['How to fill in the Timetable sheet'],
    ['One row per period of one teacher. Name the teacher by Email or Employee ID.'],
    ['Day: Monday ... Sunday (or Mon, Tue, ...; or 1 = Monday ... 7 = Sunday). Period: 1 to 20.'],
    ['Start and End: HH:MM on a 24-hour clock (09:00, 14:30); the period must start before it ends.'],
    ['The term (its first and last day) is chosen when uploading.'],
    ['A teacher cannot be in two classes at once: a row that clashes with another period is listed and not imported.'],
    [`At most ${MAX_TIMETABLE_ROWS.toLocaleString('en-US')} rows per file.`],
  ]);
  instructions['!cols'] = [{ wch: 100 }];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, periods, 'Timetable');
  XLSX.utils.book_append_sheet(workbook, instructions, 'Instructions');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
