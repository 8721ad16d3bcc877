import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PREPARED_STATEMENT, type DatabaseHandle } from '../../src/db';
import { openTestDatabase, usesServices } from '../../testing/runtime';

// The command path marks its fixed statements (the append with its projections, the reads functions) so
// that each Postgres connection parses and plans them once (core/src/db/database.ts); on PGlite the mark
// is a comment. Either way a marked statement answers as any other. (That Postgres prepares it once per
// connection: prepared-statements.services.spec.ts.)
describe(`statements marked as prepared on ${usesServices ? 'Postgres' : 'PGlite'}`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('answer as any statement, with their parameters, run after run', async () => {
    for (const n of [1, 2, 3, 40, 1, 2, 3, 40]) {
      const { rows } = await sql<{ doubled: number }>`${sql.raw(PREPARED_STATEMENT)}select ${n}::int * 2 as doubled`.execute(database.db);
      expect(rows).toEqual([{ doubled: n * 2 }]);
    }
  });
});
