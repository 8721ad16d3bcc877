// Reads an export back as rows of text, the way audit:verify needs it: CSV (RFC 4180 quoting, the
// byte-order mark dropped) or an .xlsx (SheetJS), each cell as the text it was written as.

import * as XLSX from '@e965/xlsx';

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

/** An export file's rows, by its content: a zip (PK) is a workbook, anything else CSV. */
export function readExportTable(bytes: Uint8Array): string[][] {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return readXlsxTable(bytes);
  return parseCsv(new TextDecoder('utf-8').decode(bytes));
}
