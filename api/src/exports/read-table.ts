// Reads an export back as rows of text, the way audit:verify needs it: CSV (RFC 4180 quoting, the
// byte-order mark dropped) or an .xlsx (SheetJS), each cell as the text it was written as.

import * as XLSX from '@e965/xlsx';
import { csvLine } from './table-writers';

export function parseCsv(input: string): string[][] {
  const textIn = input.startsWith('\ufeff') ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < textIn.length) {
    const char = textIn[i]!;
    if (quoted) {
      if (char === '"' && textIn[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      i++;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && textIn[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
    i++;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export function readXlsxTable(bytes: Uint8Array): string[][] {
  const book = XLSX.read(bytes, { type: 'array', cellFormula: false, cellHTML: false, cellText: false });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: false });
  return rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
}

/**
 * A CSV export's rows with whether each is, byte for byte, what the server writes (issue 25): the text must
 * be valid UTF-8 behind the byte-order mark, and each row's source must be exactly the line csvLine writes
 * for its cells, so that an appended cell, a changed quote or line ending, or anything after the last line
 * shows. `exact[i]` is false for the first row whose bytes differ, and for every row after it.
 */
export function readCsvExact(bytes: Uint8Array): { rows: string[][]; exact: boolean[] } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return { rows: parseCsv(new TextDecoder('utf-8').decode(bytes)), exact: [] };
  }
  const rows = parseCsv(text);
  const exact: boolean[] = [];
  if (!text.startsWith('\ufeff')) return { rows, exact };
  let at = 1;
  for (const row of rows) {
    const line = csvLine(row);
    if (text.slice(at, at + line.length) !== line) break;
    at += line.length;
    exact.push(true);
  }
  // Bytes after the last row as written (a blank line, a stray cell) leave the last row not exact.
  if (exact.length === rows.length && at !== text.length) exact.pop();
  return { rows, exact };
}

/**
 * A workbook export's rows as its cells stand, nothing padded: a row has as many cells as its last
 * non-empty one, a blank row is an empty row. `exact[i]` is false for a row holding what the server never
 * writes: a formula, an empty text cell, a cell that is neither text nor number, or any row when the
 * workbook has more than one sheet.
 */
export function readXlsxExact(bytes: Uint8Array): { rows: string[][]; exact: boolean[] } {
  const book = XLSX.read(bytes, { type: 'array', cellFormula: true, cellHTML: false, cellText: false });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet || !sheet['!ref']) return { rows: [], exact: [] };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const rows: string[][] = [];
  const exact: boolean[] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row: string[] = [];
    let ok = book.SheetNames.length === 1 && range.s.c === 0 && range.s.r === 0;
    for (let c = range.s.c; c <= range.e.c; c++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      if (!cell || cell.t === 'z') continue;
      while (row.length < c) row.push('');
      if (cell.f !== undefined || (cell.t !== 's' && cell.t !== 'n') || cell.v === '') ok = false;
      row.push(cell.v === undefined || cell.v === null ? '' : String(cell.v));
    }
    rows.push(row);
    exact.push(ok);
  }
  return { rows, exact };
}

/** An export as audit:verify reads it: its rows and, for each, whether it is exactly as written. */
export function readExportExact(bytes: Uint8Array): { rows: string[][]; exact: boolean[] } {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return readXlsxExact(bytes);
  return readCsvExact(bytes);
}

/** An export file's rows, by its content: a zip (PK) is a workbook, anything else CSV. */
export function readExportTable(bytes: Uint8Array): string[][] {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return readXlsxTable(bytes);
  return parseCsv(new TextDecoder('utf-8').decode(bytes));
}
