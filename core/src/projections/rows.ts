// The rows of one read model that a batch of events touches, held in memory while the batch is folded
// (event-store/types.ts, InlineProjection), then written in one statement: the rows travel as one json
// parameter, whatever their number, and `json_populate_recordset` gives them the table's column types (json,
// not jsonb: parsed once, several times faster here). The append reads that parameter through
// resolve_pending (event-store/pending.ts): its json is written by rowsJson, with any pending position or
// time as its token.
// Table names stay unqualified, so that a replay's search_path puts its fresh tables first.

import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '@leave/migrations';
import { rowsJson } from '../event-store/pending';
import type { RowsSource, WriteStatement } from '../event-store/types';

type Table = keyof Database & string;

/** Up to this many values are parameters of their own; more travel as one json parameter. */
const LISTED = 100;

/**
 * `column in (the values)`. A few (an append's) as a list, which the planner turns into index lookups
 * even without statistics (PGlite never gathers any); many (a replay's page) as one json parameter.
 */
export function inValues(column: string, values: readonly string[]): RawBuilder<boolean> {
  if (values.length === 0) return sql<boolean>`false`;
  if (values.length <= LISTED) return sql<boolean>`${sql.ref(column)} in (${sql.join(values)})`;
  return sql<boolean>`${sql.ref(column)} in (select json_array_elements_text(${JSON.stringify(values)}::json))`;
}

/** A quoted identifier, as Kysely's sql.ref and sql.table write one. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

const upsertTexts = new Map<string, readonly [string, string]>();

/** The upsert of whole rows of `columns` from one json parameter: the text before it and after it. */
function upsertText(table: Table, columns: readonly string[], key: readonly string[], onConflict: 'update' | 'nothing'): readonly [string, string] {
  const shape = JSON.stringify([table, columns, key, onConflict]);
  let text = upsertTexts.get(shape);
  if (!text) {
    const list = columns.map(quoted).join(', ');
    const conflict =
      onConflict === 'nothing'
        ? 'do nothing'
        : `do update set ${columns
            .filter((column) => !key.includes(column))
            .map((column) => `${quoted(column)} = excluded.${quoted(column)}`)
            .join(', ')}`;
    text = [`insert into ${quoted(table)} (${list}) select ${list} from json_populate_recordset(null::${quoted(table)}, `, `) on conflict (${key.map(quoted).join(', ')}) ${conflict}`];
    upsertTexts.set(shape, text);
  }
  return text;
}

/**
 * Rows by key: the ones read from the table and the ones the batch makes. A key read and not found is
 * known to be absent; `changed` says which rows to write.
 */
export class Rows<Row extends object> {
  private readonly rows = new Map<string, Row | null>();
  private readonly changed = new Set<string>();

  constructor(
    readonly table: Table,
    /** The columns of the table's primary key. */
    readonly key: readonly (keyof Row & string)[],
  ) {}

  keyOf(row: Row): string {
    return this.key.length === 1 ? String(row[this.key[0]!]) : JSON.stringify(this.key.map((column) => row[column]));
  }

  /**
   * Reads the rows of these keys (of a one-column key) not known yet, and with `also` the rows it selects,
   * in one query. Keys not found become absent; rows already known keep their state in the batch (newer).
   */
  async load(trx: Transaction<Database>, keys: Iterable<string>, also?: RawBuilder<boolean>): Promise<void> {
    const unknown = [...new Set(keys)].filter((key) => !this.rows.has(key));
    if (unknown.length === 0 && !also) return;
    const byKey = inValues(this.key[0]!, unknown);
    const { rows } = await sql<Row>`select * from ${sql.table(this.table)} where ${also ? sql`${byKey} or ${also}` : byKey}`.execute(trx);
    for (const row of rows) {
      const key = this.keyOf(row);
      if (!this.rows.has(key)) this.rows.set(key, row);
    }
    for (const key of unknown) if (!this.rows.has(key)) this.rows.set(key, null);
  }

  /** Takes rows a command already read (a projection's prefetch) for these keys: a key without a row has none. */
  seed(rows: readonly Row[], keys: readonly string[]): void {
    for (const row of rows) {
      const key = this.keyOf(row);
      if (!this.rows.has(key)) this.rows.set(key, row);
    }
    for (const key of keys) if (!this.rows.has(key)) this.rows.set(key, null);
  }

  known(key: string): boolean {
    return this.rows.has(key);
  }

  get(key: string): Row | undefined {
    return this.rows.get(key) ?? undefined;
  }

  /** The rows the batch set (not those it removed), as they will be written. */
  written(): Row[] {
    return [...this.changed].flatMap((key) => this.rows.get(key) ?? []);
  }

  /** Every row present in the batch (read or made). */
  present(): Row[] {
    return [...this.rows.values()].filter((row): row is Row => row !== null);
  }

  set(row: Row): void {
    const key = this.keyOf(row);
    this.rows.set(key, row);
    this.changed.add(key);
  }

  /** Adds the row unless its key is present already (an insert that does nothing on a conflict). */
  add(row: Row): void {
    if (!this.get(this.keyOf(row))) this.set(row);
  }

  remove(key: string): void {
    this.rows.set(key, null);
    this.changed.add(key);
  }

  /**
   * The writes of what changed, not run: a delete of the rows removed, an upsert of the rows set (each if
   * any). With `nothing`, a row whose key the table already holds is left as it is (rows added, never changed).
   */
  statements(onConflict: 'update' | 'nothing' = 'update'): WriteStatement[] {
    const removed: string[] = [];
    const set: Row[] = [];
    for (const key of this.changed) {
      const row = this.rows.get(key);
      if (row) set.push(row);
      else removed.push(key);
    }
    const statements: WriteStatement[] = [];
    if (removed.length > 0) {
      if (this.key.length !== 1) throw new Error(`${this.table}: rows of a composite key are never removed`);
      statements.push({ table: this.table, sql: () => sql`delete from ${sql.table(this.table)} where ${inValues(this.key[0]!, removed)}` });
    }
    if (set.length === 0) return statements;
    // Rows are whole rows, each with the same columns (a projection makes them all alike). The statement's
    // text depends only on the table, the columns and the conflict rule: it is composed once per such shape
    // (the command path's append runs a few shapes, each a prepared statement), the rows its one parameter.
    const [head, tail] = upsertText(this.table, Object.keys(set[0]!), this.key, onConflict);
    const json = rowsJson(set);
    statements.push({ table: this.table, sql: (rows: RowsSource) => sql`${sql.raw(head)}${rows(json)}${sql.raw(tail)}` });
    return statements;
  }
}
