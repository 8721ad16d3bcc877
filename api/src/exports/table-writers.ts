// The two file formats of the exports, written row by row: CSV text, and an .xlsx workbook whose one sheet
// is written incrementally into a streamed zip (fflate), inline strings only, so that no row is kept once
// written. SheetJS (@e965/xlsx) builds a whole workbook in memory, which 100,000 rows must not need; it
// still reads these files back (audit:verify, the tests).

import { escapeSpreadsheetText } from '@leave/domain';

/** A cell as an export holds it: text (escaped when written), a number, or nothing. */
export type Cell = string | number | null;

/**
 * Text as every export writes it: control characters a spreadsheet cannot hold (all but tab, line feed
 * and carriage return) become U+FFFD, and a formula start gets its apostrophe (domain's rule). The hash
 * chain is computed over cells after this, so the file verifies as written.
 */
export function textCell(value: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeSpreadsheetText(value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '\ufffd'));
}

/** A cell as its written form: what the hash chain covers and what a reader of either format gets back. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  return typeof cell === 'number' ? String(cell) : cell;
}

function csvField(cell: Cell): string {
  const text = cellText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** CSV: a byte-order mark (so that a spreadsheet reads UTF-8), then one line per row. */
export async function* csvChunks(header: readonly string[], rows: AsyncIterable<readonly Cell[]>): AsyncGenerator<string> {
  let chunk = `\ufeff${csvLine(header.map(textCell))}`;
  for await (const row of rows) {
    chunk += csvLine(row);
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk.length > 0) yield chunk;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const xml = (text: string) => text.replace(/[&<>"]/g, (c) => XML_ESCAPES[c]!);

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function sheetRow(cells: readonly Cell[], rowNumber: number): string {
  const xmlCells = cells.map((cell, i) => {
    const ref = `${columnName(i)}${rowNumber}`;
    if (cell === null || cell === '') return '';
    if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
    return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xml(cell)}</t></is></c>`;
  });
  return `<row r="${rowNumber}">${xmlCells.join('')}</row>`;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbookXml = (sheetName: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const SHEET_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_END = `</sheetData></worksheet>`;

/**
 * An .xlsx of one sheet, streamed: the zip's small parts first, then the sheet deflated as its rows come.
 * Yields the zip's bytes as fflate produces them; waits for the consumer between batches of rows.
 */
export async function* xlsxChunks(sheetName: string, header: readonly string[], rows: AsyncIterable<readonly Cell[]>): AsyncGenerator<Uint8Array> {
  // Loaded with the first workbook asked for, so that an api that never writes one does not hold it.
  const { Zip, ZipDeflate } = await import('fflate');
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else out.push(data);
  });
  const encoder = new TextEncoder();
  // Deflated, all of them: a stored part followed by a data descriptor (which a streamed zip needs, since
  // sizes come after the data) is more than SheetJS's reader can find its way through.
  const small = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(encoder.encode(text), true);
  };
  small('[Content_Types].xml', CONTENT_TYPES);
  small('_rels/.rels', ROOT_RELS);
  small('xl/workbook.xml', workbookXml(sheetName));
  small('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  let text = SHEET_START + sheetRow(header.map(textCell), 1);
  let rowNumber = 1;
  const drain = function* () {
    if (failure) throw failure;
    while (out.length > 0) yield out.shift()!;
  };
  for await (const row of rows) {
    text += sheetRow(row, ++rowNumber);
    if (text.length > 64 * 1024) {
      sheet.push(encoder.encode(text));
      text = '';
      yield* drain();
    }
  }
  sheet.push(encoder.encode(text + SHEET_END), true);
  zip.end();
  yield* drain();
}
