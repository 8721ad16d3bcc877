import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '@leave/migrations';
import { HELD_ANSWER, HELD_STATEMENT, PREPARED_STATEMENT, type DatabaseHandle } from '../../src/db';
import { openTestDatabase } from '../../testing/runtime';

// On Postgres a transaction's BEGIN travels with its first statement, in one round trip (core/src/db/
// database.ts, Pipelined): the transaction is the same, only the wait for BEGIN's answer is gone. A held
// statement (HELD_STATEMENT) goes the same way with the statement after it, its COMMIT as a rule.
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

  describe('a held statement', () => {
    const count = async (table: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n;
    const held = (n: number) => sql`${sql.raw(HELD_STATEMENT + PREPARED_STATEMENT)}insert into held_probe (n) values (${n})`;
    beforeAll(async () => {
      await sql`create table held_probe (n int primary key)`.execute(database.db);
    });

    it('is answered at once with the promise of its rows, committed with the COMMIT, its rows given then', async () => {
      // Kept in an object: a promise the transaction's work answered would be awaited before its COMMIT.
      const { answer } = await database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        const returning = await sql<Record<string, unknown>>`${sql.raw(HELD_STATEMENT + PREPARED_STATEMENT)}insert into held_probe (n) values (${1}) returning n`.execute(trx);
        expect(returning.rows).toHaveLength(1);
        expect(returning.rows[0]![HELD_ANSWER]).toBeInstanceOf(Promise);
        return { answer: returning.rows[0]![HELD_ANSWER] as Promise<unknown[]> };
      });
      expect(await answer).toEqual([{ n: 1 }]);
      expect(await count('held_probe')).toBe(1);
    });

    it("rejects its promise when the transaction rolls back before it went", async () => {
      let answer: Promise<unknown[]> | undefined;
      await expect(
        database.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          answer = ((await held(11).execute(trx)).rows[0] as Record<string, Promise<unknown[]>>)[HELD_ANSWER];
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      await expect(answer).rejects.toThrow(/rolled back/);
      expect((await sql<{ n: number }>`select count(*)::int as n from held_probe where n = 11`.execute(database.db)).rows[0]!.n).toBe(0);
    });

    it('travels with the COMMIT: a transaction of a read, a held statement and its COMMIT is two round trips', async () => {
      // A round trip is a simple query or an extended query's Sync, counted on the wire.
      const wire = pg.Connection.prototype as unknown as Record<'sync' | 'query', (...args: unknown[]) => unknown>;
      const originals = { sync: wire.sync, query: wire.query };
      let roundTrips = 0;
      for (const name of ['sync', 'query'] as const) {
        wire[name] = function (this: unknown, ...args: unknown[]) {
          roundTrips++;
          return originals[name].apply(this, args);
        };
      }
      try {
        await database.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await held(7).execute(trx);
        });
      } finally {
        Object.assign(wire, originals);
      }
      expect(roundTrips).toBe(2);
      expect((await sql<{ n: number }>`select count(*)::int as n from held_probe where n = 7`.execute(database.db)).rows[0]!.n).toBe(1);
    });

    it('is seen by the statement after it, which travels with it', async () => {
      const seen = await database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await held(2).execute(trx);
        return (await sql<{ n: number }>`select count(*)::int as n from held_probe where n = 2`.execute(trx)).rows[0]!.n;
      });
      expect(seen).toBe(1);
    });

    it('fails the COMMIT with its own error, and nothing of the transaction stays', async () => {
      await expect(
        database.db.transaction().execute(async (trx) => {
          await sql`insert into begin_probe (n) values (${100})`.execute(trx);
          await held(1).execute(trx);
        }),
      ).rejects.toMatchObject({ code: '23505', constraint: 'held_probe_pkey' });
      expect((await sql<{ n: number }>`select count(*)::int as n from begin_probe where n = 100`.execute(database.db)).rows[0]!.n).toBe(0);
      // The connection is out of the aborted transaction, and the named statement still works on it.
      await database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await held(3).execute(trx);
      });
      expect((await sql<{ n: number }>`select n from held_probe order by n`.execute(database.db)).rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 7 }]);
    });

    it('is dropped unsent when the transaction rolls back', async () => {
      await expect(
        database.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await held(4).execute(trx);
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      expect((await sql<{ n: number }>`select count(*)::int as n from held_probe where n = 4`.execute(database.db)).rows[0]!.n).toBe(0);
    });

    it('runs at once outside a transaction and as the first statement of one', async () => {
      await held(5).execute(database.db);
      expect((await sql<{ n: number }>`select count(*)::int as n from held_probe where n = 5`.execute(database.db)).rows[0]!.n).toBe(1);
      await expect(database.db.transaction().execute((trx) => held(5).execute(trx))).rejects.toMatchObject({ code: '23505' });
      await database.db.transaction().execute((trx) => held(6).execute(trx));
      expect(await count('held_probe')).toBe(6);
    });

    it('is parsed again after it failed to parse behind another statement', async () => {
      const later = sql`${sql.raw(HELD_STATEMENT + PREPARED_STATEMENT)}insert into held_probe_later (n) values (${1})`;
      await expect(
        database.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await later.execute(trx);
        }),
      ).rejects.toThrow(/held_probe_later/);
      await sql`create table held_probe_later (n int)`.execute(database.db);
      for (let i = 0; i < 2; i++) {
        await database.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await later.execute(trx);
        });
      }
      expect(await count('held_probe_later')).toBe(2);
    });
  });
});
