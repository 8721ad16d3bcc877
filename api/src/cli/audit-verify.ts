import { readFileSync } from 'node:fs';
import { readExportExact } from '../exports/read-table';
import { verifyChain } from '../exports/hash-chain';

/**
 * `npm run audit:verify FILE`: checks the hash chain of an event log export (.csv or .xlsx). Prints
 * 'intact' (exit 0), or the first row that was changed, altered (any byte not as the server wrote it),
 * removed or moved (exit 1); exit 2 when the file
 * cannot be read.
 */
const file = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
if (!file) {
  process.stderr.write('Usage: npm run audit:verify FILE (an events.csv or events.xlsx export)\n');
  process.exit(2);
}
let table: { rows: string[][]; exact: boolean[] };
try {
  table = readExportExact(readFileSync(file));
} catch (error) {
  process.stderr.write(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
const verdict = verifyChain(table.rows, table.exact);
if (verdict.intact) {
  process.stdout.write(`intact: ${verdict.rows} rows, digest ${verdict.digest}\n`);
  process.exit(0);
}
process.stdout.write(`not intact: ${verdict.problem}\n`);
process.exit(1);
