// Reads the employee rows out of an uploaded workbook: values only (a formula's cached result, never the
// formula), each row keyed by column heading and numbered as the spreadsheet shows it.

import type { WorkBook, WorkSheet } from '@e965/xlsx';
import { XLSX } from './sheetjs';
import { columnOfHeading, REQUIRED_COLUMNS, type ImportColumn } from './columns';
import { WORKBOOK_MESSAGES, UnreadableWorkbookError, verifyWorkbook } from './workbook-container';

export const MAX_IMPORT_ROWS = 20_000;

const SHEET_MESSAGES = {
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`,
  noRows: 'The sheet has no employee rows under its headings.',
  missingColumns: (missing: readonly string[]) => `The sheet is missing the required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`,
} as const;

export interface SheetRow {
  /** As the spreadsheet shows it: the heading row is row 1 in a sheet that starts at the top. */
  rowNumber: number;
  cells: Partial<Record<ImportColumn, unknown>>;
}

type Cell = string | number | boolean | Date | null;

/** The rows of the first sheet that has every required column. Throws UnreadableWorkbookError. */
export function readEmployeeSheet(bytes: Uint8Array): SheetRow[] {
  verifyWorkbook(bytes);
  let workbook: WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'buffer',
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellStyles: false,
      bookVBA: false,
      dense: true,
      // The heading, the allowed rows and one more: enough to tell that a sheet has too many.
      sheetRows: MAX_IMPORT_ROWS + 2,
    });
  } catch {
    throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.notAWorkbook);
  }
  const sheets = workbook.SheetNames.map((name) => workbook.Sheets[name]).filter((sheet): sheet is WorkSheet => sheet !== undefined);
  if (sheets.length === 0) throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.notAWorkbook);
  const read = sheets.map(readSheet);
  const usable = read.find((sheet) => sheet.missing.length === 0) ?? read[0]!;
  if (usable.missing.length > 0) throw new UnreadableWorkbookError(SHEET_MESSAGES.missingColumns(usable.missing));
  if (usable.truncated) throw new UnreadableWorkbookError(SHEET_MESSAGES.tooManyRows);
  if (usable.rows.length === 0) throw new UnreadableWorkbookError(SHEET_MESSAGES.noRows);
  if (usable.rows.length > MAX_IMPORT_ROWS) throw new UnreadableWorkbookError(SHEET_MESSAGES.tooManyRows);
  return usable.rows;
}

function readSheet(sheet: WorkSheet): { rows: SheetRow[]; missing: string[]; truncated: boolean } {
  const ref = sheet['!ref'];
  if (!ref) return { rows: [], missing: [...REQUIRED_COLUMNS], truncated: false };
  const range = XLSX.utils.decode_range(ref);
  const fullRef = sheet['!fullref'];
  const truncated = fullRef !== undefined && XLSX.utils.decode_range(fullRef).e.r > range.e.r;
  const grid = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  const headingIndex = grid.findIndex((cells) => cells.some((cell) => !isBlank(cell)));
  if (headingIndex < 0) return { rows: [], missing: [...REQUIRED_COLUMNS], truncated };

  const columnAt = new Map<number, ImportColumn>();
  grid[headingIndex]!.forEach((heading, index) => {
    const column = columnOfHeading(heading);
    if (column && ![...columnAt.values()].includes(column)) columnAt.set(index, column);
  });
  const present = new Set(columnAt.values());
  const missing = REQUIRED_COLUMNS.filter((column) => !present.has(column));

  const rows: SheetRow[] = [];
  for (let i = headingIndex + 1; i < grid.length; i++) {
    const cells: SheetRow['cells'] = {};
    let blank = true;
    for (const [index, column] of columnAt) {
      const value = grid[i]![index] ?? null;
      if (!isBlank(value)) blank = false;
      cells[column] = value;
    }
    if (!blank) rows.push({ rowNumber: range.s.r + i + 1, cells });
  }
  return { rows, missing, truncated };
}

function isBlank(cell: Cell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}
