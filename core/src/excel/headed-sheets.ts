// The sheets of an uploaded workbook as the holiday and timetable imports read them: the file checked
// before SheetJS sees it, values only, at most `maxRows` rows read, each sheet's first non-blank row its
// headings (compared without case or punctuation), rows numbered as the spreadsheet shows them. The
// importer picks the first sheet whose headings it knows; the employee import reads with its own options.

import type { WorkBook } from '@e965/xlsx';
import { XLSX } from './sheetjs';
import { WORKBOOK_MESSAGES, UnreadableWorkbookError, verifyWorkbook } from './workbook-container';

export type Cell = string | number | boolean | Date | null;

/** A heading or a cell as the importers compare them: lower case, letters and digits only. */
export const comparable = (value: unknown): string => String(value ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');

export interface HeadedSheet {
  /** Each heading, comparable. */
  headings: string[];
  /** The rows under the headings, blank ones included, each with the row number the spreadsheet shows. */
  rows: { rowNumber: number; cells: Cell[] }[];
}

/** Every sheet that has a heading row, in the workbook's order. Throws UnreadableWorkbookError for a file that is no workbook. */
export function* headedSheets(bytes: Uint8Array, maxRows: number): Generator<HeadedSheet> {
  verifyWorkbook(bytes);
  let workbook: WorkBook;
  try {
    workbook = XLSX.read(bytes, { type: 'buffer', cellFormula: false, cellHTML: false, cellText: false, cellStyles: false, bookVBA: false, dense: true, sheetRows: maxRows + 2 });
  } catch {
    throw new UnreadableWorkbookError(WORKBOOK_MESSAGES.notAWorkbook);
  }
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    if (!sheet || !sheet['!ref']) continue;
    const grid = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
    const headingIndex = grid.findIndex((cells) => cells.some((cell) => comparable(cell) !== ''));
    if (headingIndex < 0) continue;
    const start = XLSX.utils.decode_range(sheet['!ref']).s.r;
    yield {
      headings: grid[headingIndex]!.map(comparable),
      rows: grid.slice(headingIndex + 1).map((cells, i) => ({ rowNumber: start + headingIndex + i + 2, cells })),
    };
  }
}
