// Functions the database runs for the code (issue 42): their text lives beside the module that calls them,
// never in a migration, and is applied when it changes, as Marten applies `mt_append_event` and Emmett
// `emt_append_to_stream`. At every migrate and every start, under Kysely's migration lock (so that two
// processes starting at once apply them one after the other), each function whose definition's hash differs
// from the one recorded in `store_functions` is created afresh: every other overload of its name is dropped
// first (a signature that changed, or the copies earlier migrations made), then the function is created, and
// its hash recorded. A function the code no longer has is dropped. The owner of the store_functions table.

import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './database';

/** One function of the store, as its owning module declares it. */
export interface StoreFunction {
  /** Unqualified: the function lives where the tables do (the connection's search_path). */
  name: string;
  /** The argument list as in CREATE FUNCTION, e.g. `p_leave_id text, p_from date`. */
  parameters: string;
  returns: string;
  language: 'plpgsql' | 'sql';
  volatility: 'volatile' | 'stable' | 'immutable';
  /** `SET` clauses, e.g. `{ plan_cache_mode: 'force_generic_plan' }`. */
  settings?: Readonly<Record<string, string>>;
  /** The body between the dollar quotes. */
  body: string;
}

/** The CREATE statement of a function: what is hashed, and what runs. */
export function definitionOf(fn: StoreFunction): string {
  const settings = Object.entries(fn.settings ?? {})
    .map(([name, value]) => `set ${name} = ${value}`)
    .join(' ');
  return `create function ${fn.name}(${fn.parameters}) returns ${fn.returns} language ${fn.language} ${fn.volatility} ${settings} as $fn$${fn.body}$fn$`;
}

export function hashOf(fn: StoreFunction): string {
  return createHash('sha256').update(definitionOf(fn)).digest('hex');
}

/** Brings the store's functions to `functions`: creates those that changed, drops those gone; answers the names created. */
export async function applyStoreFunctions(db: Kysely<Database>, functions: readonly StoreFunction[]): Promise<string[]> {
  const names = new Set<string>();
  for (const fn of functions) {
    if (names.has(fn.name)) throw new Error(`store function ${fn.name} is declared twice`);
    names.add(fn.name);
  }
  return db.transaction().execute(async (trx) => {
    // Kysely's own migration lock: migrations and functions are applied by one process at a time.
    await sql`select id from kysely_migration_lock where id = 'migration_lock' for update`.execute(trx);
    const recorded = new Map((await trx.selectFrom('store_functions').select(['name', 'hash']).execute()).map((row) => [row.name, row.hash]));
    const created: string[] = [];
    for (const fn of functions) {
      const hash = hashOf(fn);
      if (recorded.get(fn.name) === hash) continue;
      await dropOverloads(trx, fn.name);
      await sql.raw(definitionOf(fn)).execute(trx);
      await trx
        .insertInto('store_functions')
        .values({ name: fn.name, hash })
        .onConflict((oc) => oc.column('name').doUpdateSet({ hash, applied_at: sql`now()` }))
        .execute();
      created.push(fn.name);
    }
    for (const name of recorded.keys()) {
      if (names.has(name)) continue;
      await dropOverloads(trx, name);
      await trx.deleteFrom('store_functions').where('name', '=', name).execute();
    }
    return created;
  });
}

/** Drops every function of this name in the current schema, whatever its arguments. */
async function dropOverloads(trx: Transaction<Database>, name: string): Promise<void> {
  const { rows } = await sql<{ signature: string }>`
    select p.oid::regprocedure::text as signature from pg_proc p
    where p.proname = ${name} and p.pronamespace = (select oid from pg_namespace where nspname = current_schema())`.execute(trx);
  for (const { signature } of rows) await sql.raw(`drop function ${signature}`).execute(trx);
}

/** The hash the database holds for each store function (tests compare it with the code's). */
export async function recordedStoreFunctions(db: Kysely<Database>): Promise<Map<string, string>> {
  return new Map((await db.selectFrom('store_functions').select(['name', 'hash']).execute()).map((row) => [row.name, row.hash]));
}
