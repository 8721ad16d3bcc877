// An append's pending positions and time (core/src/event-store/pending.ts): the rows' json the statement
// resolves in the database (resolve_pending) and the rows the caller settles in TypeScript come out the
// same, and a person's words holding the digits of a pending position, or text like a token, stay as written.

/* eslint-disable test-dates/no-date-without-clock -- instants written into rows and read back: no clock is involved */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db';
import { PENDING_TIME, pendingPosition, positionText, rowsJson, settle } from '../../src/event-store/pending';
import { bringSchemaUpToDate } from '../../src/schema';
import { openTestDatabase, usesServices } from '../../testing/runtime';

describe(`an append's pending positions and time on ${usesServices ? 'Postgres' : 'PGlite'}`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await bringSchemaUpToDate(database.db);
  });
  afterAll(() => database.close());

  const taken = { positions: [1041, 1042, 1043], at: new Date('2026-12-07T10:42:13.517Z') };
  const rows = [
    { id: `${positionText(pendingPosition(0))}-u1`, event_position: pendingPosition(0), created_at: PENDING_TIME, message: `Leave ${pendingPosition(0)} days` },
    { id: `${positionText(pendingPosition(2))}-u2`, event_position: pendingPosition(2), created_at: PENDING_TIME, message: 'P1 and \\u0001P1\\u0001 as typed' },
    { id: '17-u3', event_position: 17, created_at: new Date('2026-01-01T00:00:00.000Z'), message: 'an entry already stored' },
  ];

  it('resolves them in the database as the caller settles them', async () => {
    const resolved = await sql<{ rows: unknown }>`select resolve_pending(${rowsJson(rows)}, ${`{${taken.positions.join(',')}}`}::bigint[], ${taken.at.toISOString()}::timestamptz) as rows`.execute(database.db);
    const settled = JSON.parse(JSON.stringify(settle(rows, taken))) as unknown;
    expect(resolved.rows[0]!.rows).toEqual(settled);
    expect(settled).toEqual([
      { id: '1041-u1', event_position: 1041, created_at: '2026-12-07T10:42:13.517Z', message: `Leave ${pendingPosition(0)} days` },
      { id: '1043-u2', event_position: 1043, created_at: '2026-12-07T10:42:13.517Z', message: 'P1 and \\u0001P1\\u0001 as typed' },
      { id: '17-u3', event_position: 17, created_at: '2026-01-01T00:00:00.000Z', message: 'an entry already stored' },
    ]);
  });

  it('takes positions in order from the log, after the transaction has an id', async () => {
    const answer = await database.db.transaction().execute(async (trx) => {
      const { rows: taken3 } = await sql<{ positions: string[]; xact: string | null }>`select take_positions(3) as positions, pg_current_xact_id_if_assigned()::text as xact`.execute(trx);
      return taken3[0]!;
    });
    const positions = answer.positions.map(Number);
    expect(positions).toHaveLength(3);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions[2]! - positions[0]!).toBe(2);
    expect(answer.xact).not.toBeNull();
  });
});
