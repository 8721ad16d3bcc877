import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@leave/migrations';
import { PREPARED_STATEMENT, type DatabaseHandle } from '../../src/db';
import { openTestDatabase } from '../../testing/runtime';

// On Postgres a transaction's BEGIN travels with its first statement, in one round trip (core/src/db/
// database.ts, BehindBegin): the transaction is the same, only the wait for BEGIN's answer is gone.
describe('a transaction begun with its first statement, on Postgres', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await sql`create table begin_probe (n int not null)`.execute(database.db);
  });
  afterAll(() => database.close());

  const stateOf = async (pid: number) =>
    (await sql<{ state: string }>`select state from pg_stat_activity where pid = ${pid}`.execute(database.db)).rows[0]?.state;

  it('opens no transaction on the server until the first statement, which runs inside it', async () => {
    const idleInTransaction = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`.execute(database.db)).rows[0]!.n;
    await database.db.transaction().execute(async (trx) => {
      expect(await idleInTransaction()).toBe(0);
      const { pid } = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!;
      expect(await stateOf(pid)).toBe('idle in transaction');
    });
  });

  it('answers the first statement with its own rows, and keeps the transaction whole', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        const inserted = await sql<{ n: number }>`insert into begin_probe (n) values (${7}), (${8}) returning n`.execute(trx);
        expect(inserted.rows.map((r) => r.n)).toEqual([7, 8]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await sql<{ n: number }>`select count(*)::int as n from begin_probe`.execute(database.db)).rows[0]!.n).toBe(0);
    await database.db.transaction().execute((trx) => sql`insert into begin_probe (n) values (${9})`.execute(trx));
    expect((await sql<{ n: number }>`select n from begin_probe`.execute(database.db)).rows).toEqual([{ n: 9 }]);
  });

  it('rolls back when the first statement fails, and the connection serves the next statement outside any transaction', async () => {
    await expect(database.db.transaction().execute((trx) => sql`select 1 / ${0}::int`.execute(trx))).rejects.toThrow(/division by zero/);
    const { own } = (await sql<{ own: boolean }>`select xact_start = statement_timestamp() as own from pg_stat_activity where pid = pg_backend_pid()`.execute(database.db)).rows[0]!;
    expect(own).toBe(true);
  });

  it('begins nothing for a transaction that ends before any statement', async () => {
    await database.db.transaction().execute(async () => undefined);
    await expect(database.db.transaction().execute(async () => Promise.reject(new Error('nothing ran')))).rejects.toThrow('nothing ran');
    // The connection's next statements run on their own, outside any transaction: the second starts later.
    await database.db.connection().execute(async (connection: Kysely<Database>) => {
      const first = (await sql<{ s: string }>`select statement_timestamp()::text as s`.execute(connection)).rows[0]!.s;
      const { later } = (await sql<{ later: boolean }>`select xact_start > ${first}::timestamptz as later from pg_stat_activity where pid = pg_backend_pid()`.execute(connection)).rows[0]!;
      expect(later).toBe(true);
    });
  });

  it('parses a marked statement again after it failed to parse behind BEGIN', async () => {
    const marked = sql<{ n: number }>`${sql.raw(PREPARED_STATEMENT)}select count(*)::int as n from begin_probe_later`;
    // Transactions one after another reuse the same idle connection of the pool.
    await expect(database.db.transaction().execute((trx) => marked.execute(trx))).rejects.toThrow(/begin_probe_later/);
    await sql`create table begin_probe_later (n int)`.execute(database.db);
    expect((await database.db.transaction().execute((trx) => marked.execute(trx))).rows).toEqual([{ n: 0 }]);
  });
});
