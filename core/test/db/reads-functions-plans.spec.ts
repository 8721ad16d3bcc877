import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db';
import { openTestDatabase, usesServices } from '../../testing/runtime';

// The leave commands' reads functions plan their queries once per connection (core/src/leave/reads/
// reads-function.ts): Postgres had planned leave_decision_reads's query anew on every call, which cost more
// than running it. The setting is the function's own and holds on both runtimes.
describe(`the leave commands' reads functions on ${usesServices ? 'Postgres' : 'PGlite'}`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('keep one plan per connection for their queries, and answer with it', async () => {
    const { rows } = await sql<{ name: string; config: string[] | null }>`
      select proname as name, proconfig as config from pg_proc where proname like 'leave\\_%\\_reads' order by proname`.execute(database.db);
    expect(rows).toEqual([
      { name: 'leave_apply_reads', config: ['plan_cache_mode=force_generic_plan'] },
      { name: 'leave_claim_reads', config: ['plan_cache_mode=force_generic_plan'] },
      { name: 'leave_decision_reads', config: ['plan_cache_mode=force_generic_plan'] },
    ]);
    await database.db.transaction().execute(async (trx) => {
      for (let call = 0; call < 7; call++) {
        const input = { leaveId: `missing-${call}`, streamId: `leave-missing-${call}`, standInId: null, ledgerStreamPrefix: null };
        const answer = await sql<{ reads: unknown }>`select leave_decision_reads(${JSON.stringify(input)}::json) as reads`.execute(trx);
        expect(answer.rows).toEqual([{ reads: null }]);
      }
    });
  });
});
