import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@leave/migrations';
import { PREPARED_STATEMENT, type DatabaseHandle } from '../../src/db';
import { openTestDatabase } from '../../testing/runtime';

// On Postgres a marked statement is a named statement of the connection that runs it: parsed and planned
// on its first run there, then only bound and executed (core/src/db/database.ts).
describe('statements marked as prepared, on Postgres', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const preparedLike = async (connection: Kysely<Database>, text: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where statement like ${`%${text}%`}`.execute(connection)).rows[0]!.n;

  it('are prepared once by the connection that runs them, and not again', async () => {
    await database.db.connection().execute(async (connection) => {
      const run = async (n: number) => (await sql<{ q: number }>`${sql.raw(PREPARED_STATEMENT)}select ${n}::int * 5 as q`.execute(connection)).rows[0]!.q;
      expect(await preparedLike(connection, '* 5 as q')).toBe(0);
      expect(await run(5)).toBe(25);
      expect(await preparedLike(connection, '* 5 as q')).toBe(1);
      expect([await run(6), await run(7)]).toEqual([30, 35]);
      expect(await preparedLike(connection, '* 5 as q')).toBe(1);
    });
  });

  it('leave unmarked statements unprepared', async () => {
    await database.db.connection().execute(async (connection) => {
      expect((await sql<{ t: number }>`select ${4}::int * 3 as t`.execute(connection)).rows[0]!.t).toBe(12);
      expect(await preparedLike(connection, '* 3 as t')).toBe(0);
    });
  });
});
