// The hash chain of the event log's export (issue 12). Each row carries its number, and its hash covers
// the previous row's hash and its own cells as written (SHA-256); the last row is the final digest, over
// the last hash and the number of rows. `npm run audit:verify FILE` recomputes it: a cell changed, a row
// removed or moved, rows cut off the end, each is named by the first row where it shows.

import { createHash } from 'node:crypto';

export const CHAIN_HASH_COLUMN = 'hash';
export const DIGEST_LABEL = 'digest';

/** The hash the first row chains from: the header itself, so that a renamed column shows too. */
export function genesisHash(header: readonly string[]): string {
  return createHash('sha256').update(`leave-audit-export\n${JSON.stringify(header)}`).digest('hex');
}

/** A row's hash: SHA-256 of the previous hash and the row's cells (without the hash), as text. */
export function rowHash(previous: string, cells: readonly string[]): string {
  return createHash('sha256').update(`${previous}\n${JSON.stringify(cells)}`).digest('hex');
}

export function finalDigest(lastHash: string, rows: number): string {
  return createHash('sha256').update(`${lastHash}\nrows:${rows}`).digest('hex');
}

export type Verdict = { intact: true; rows: number; digest: string } | { intact: false; row: number | null; problem: string };

/**
 * Checks an export read back as rows of text (the header first). The first problem wins: a row whose
 * number is not the next one was removed (the next one never comes) or moved (it comes later); a row whose
 * hash does not match its cells and the previous hash was changed; a missing or wrong digest says rows were
 * cut off or the digest itself was changed.
 */
export function verifyChain(table: readonly (readonly string[])[], exact?: readonly boolean[]): Verdict {
  const [header, ...rows] = table;
  if (!header || header.at(-1) !== CHAIN_HASH_COLUMN || header[0] !== 'row') return { intact: false, row: null, problem: 'this is not an event log export with a hash chain' };
  // Every byte counts (issue 25): a row not exactly as the server writes it (`exact`, from the reader of
  // the file's format), or with another number of cells than the header, is altered, even when the cells
  // the hash covers are untouched (a cell appended after the hash, an empty cell of the digest row filled).
  const written = (index: number) => exact === undefined || exact[index] === true;
  if (!written(0)) return { intact: false, row: null, problem: 'the header was altered' };
  let previous = genesisHash(header);
  let expected = 1;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row[0] === DIGEST_LABEL) {
      const count = Number(row[1]);
      if (count !== expected - 1 || i !== rows.length - 1) return { intact: false, row: expected, problem: `rows from row ${expected} on were removed (the digest counts ${row[1]})` };
      const digest = row.at(-1) ?? '';
      const asWritten = [DIGEST_LABEL, String(count), ...header.slice(2, -1).map(() => ''), digest];
      if (!written(i + 1) || row.length !== header.length || row.some((cell, at) => cell !== asWritten[at])) return { intact: false, row: null, problem: 'the digest row was altered' };
      if (digest !== finalDigest(previous, count)) return { intact: false, row: null, problem: 'the final digest was changed' };
      return { intact: true, rows: count, digest };
    }
    const number = Number(row[0]);
    if (String(number) !== row[0] || number !== expected) {
      const later = rows.slice(i + 1).some((other) => other[0] === String(expected));
      if (Number.isInteger(number) && number > expected && !later) return { intact: false, row: expected, problem: `row ${expected} was removed` };
      return { intact: false, row: expected, problem: `row ${expected} was moved (row ${row[0]} stands in its place)` };
    }
    if (!written(i + 1) || row.length !== header.length) return { intact: false, row: expected, problem: `row ${expected} was altered` };
    const cells = row.slice(0, header.length - 1);
    const hash = row[header.length - 1] ?? '';
    if (hash !== rowHash(previous, cells)) return { intact: false, row: expected, problem: `row ${expected} was changed` };
    previous = hash;
    expected++;
  }
  return { intact: false, row: expected, problem: `the final digest is missing: rows from row ${expected} on may have been removed` };
}
