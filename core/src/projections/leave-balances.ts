// The leave_balances read model (one row per person, folded from the `balance-<userId>` ledger with
// domain's evolveBalance: the five types' columns and `other_types`, the figures of the policy's others) and
// balance_periods, the accrual period keys each ledger already holds. The owner of both tables
// (docs/architecture.md, "Each table one owner"): the projection writes them, and the readers call the typed
// functions at the end (a person's balance, a list's balances, the codes somebody holds days of). A leave
// command reads a balance with its other facts (balanceRowSql, held alike to balanceOf by a contract test).

import { sql } from 'kysely';
import { z } from 'zod';
import { EMPTY_BALANCE, evolveBalance, joinBalance, LEAVE_TYPES, otherFigures, type LeaveBalance, type LeaveType } from '@leave/domain';
import type { LeaveBalanceRow } from '@leave/migrations';
import type { Db } from '../db';
import type { WrittenRows } from '../event-store/types';
import { balanceStream, streamProjection } from '../event-store/streams';
import { PERSON_ID, type Beside } from '../users/accounts';
import { Rows } from './rows';

interface BalanceRows {
  balances: Rows<LeaveBalanceRow>;
  periods: Rows<{ user_id: string; period_key: string; global_position: number }>;
}

/** A person's balance row as `row_to_json` gives it, parsed into the row the driver would give. */
const balanceRowSchema = z.object({
  user_id: z.string(),
  cl: z.number(),
  scl: z.number(),
  el: z.number(),
  hpl: z.number(),
  ccl: z.number(),
  other_types: z.record(z.string(), z.number()),
  version: z.number().int(),
}) satisfies z.ZodType<LeaveBalanceRow>;

/** A person's balance row (json, null without one) for a reads function's text; `personId` an SQL expression. */
export function balanceRowSql(personId: string): string {
  return `(select row_to_json(b) from leave_balances b where b.user_id = ${personId})`;
}

/** What balanceRowSql answers, as balanceOf's balance (a person without ledger events has nothing). */
export const balanceSchema = balanceRowSchema.nullable().transform((row): LeaveBalance => (row ? joinBalance(row, row.other_types) : { ...EMPTY_BALANCE }));

export const leaveBalancesProjection = streamProjection('leave_balances', balanceStream, {
  // A decision that may change the applicant's ledger reads their row with its facts.
  prefetch: {
    sql: (scope) => `case when ${scope.ledger} then json_build_object('id', ${scope.personId}, 'row', ${balanceRowSql(scope.personId)}) end`,
    schema: z.object({ id: z.string(), row: balanceRowSchema.nullable() }).nullable(),
  },
  async load(trx, userIds, _events, known): Promise<BalanceRows> {
    const balances = new Rows<LeaveBalanceRow>('leave_balances', ['user_id']);
    if (known) balances.seed(known.row ? [known.row] : [], [known.id]);
    await balances.load(trx, userIds);
    // A period key is only ever added, and the write leaves one already there alone: none to read.
    return { balances, periods: new Rows('balance_periods', ['user_id', 'period_key']) };
  },
  apply({ balances, periods }, userId, event, stored) {
    const row = balances.get(userId);
    // Idempotent: the row's version is the last ledger event applied; an event met again changes nothing
    // (its period key, if any, is already in balance_periods).
    if (row && row.version >= stored.version) return;
    const current: LeaveBalance = joinBalance(row ?? { cl: 0, scl: 0, el: 0, hpl: 0, ccl: 0 }, row?.other_types);
    const next = evolveBalance(current, event);
    balances.set({ user_id: userId, cl: next.cl, scl: next.scl, el: next.el, hpl: next.hpl, ccl: next.ccl, other_types: otherFigures(next), version: stored.version });
    if ((event.type === 'BalanceGranted' || event.type === 'BalanceReset') && event.data.period !== undefined) {
      periods.add({ user_id: userId, period_key: event.data.period, global_position: stored.globalPosition });
    }
  },
  statements: ({ balances, periods }) => [...balances.statements(), ...periods.statements('nothing')],
  written: ({ balances }) => [{ table: 'leave_balances', rows: balances.written() }],
});

/** The balance of one person; a person without ledger events has nothing. `db` may be a transaction. */
export async function balanceOf(db: Db, userId: string): Promise<LeaveBalance> {
  const row = await db.selectFrom('leave_balances').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? joinBalance(row, row.other_types) : { ...EMPTY_BALANCE };
}

/** A person's balance figures as `balancesBeside` selects them: none for a person without ledger events. */
type BalanceFigures = { [C in LeaveType]: number | null } & { other_types: Record<string, number> | null };

/**
 * Each person's balance beside them in a query of people (the users owner's: the people list, the staff
 * export), in the same statement: a left join (a person without ledger events has nothing), read into
 * their balance.
 */
export const balancesBeside: Beside<BalanceFigures, LeaveBalance> = {
  join(query) {
    const joined = query
      .leftJoin('leave_balances', 'leave_balances.user_id', PERSON_ID)
      .select(['leave_balances.cl', 'leave_balances.scl', 'leave_balances.el', 'leave_balances.hpl', 'leave_balances.ccl', 'leave_balances.other_types']);
    // The people's own columns stay what the rest of the query orders and narrows by.
    return joined as unknown as ReturnType<Beside<BalanceFigures, LeaveBalance>['join']>;
  },
  read: (row) => joinBalance(row, row.other_types),
};

/** The codes somebody holds days of: the five types' and those beyond them (issue 20), each once. */
export async function codesHeld(db: Db): Promise<string[]> {
  const held = await db
    .selectFrom('leave_balances')
    .select(LEAVE_TYPES.map((code) => sql<number>`coalesce(sum(case when ${sql.ref(code)} > 0 then 1 else 0 end), 0)`.as(code)))
    .executeTakeFirst();
  const holders = (held ?? {}) as Record<string, number | string>;
  // The types beyond the five: the codes of other_types with days above 0 in anybody's row.
  const others = await db
    .selectFrom('leave_balances')
    .select(sql<string>`entry.key`.as('code'))
    .distinct()
    .innerJoin(sql<{ key: string; value: string }>`jsonb_each_text(leave_balances.other_types)`.as('entry'), (join) => join.onTrue())
    .where(sql<boolean>`(entry.value)::numeric > 0`)
    .execute();
  return [...LEAVE_TYPES.filter((code) => Number(holders[code] ?? 0) > 0), ...others.map((row) => row.code)];
}

/** The balances a commit's projections wrote (an event-store listener's `written`), oldest first, by person. */
export function writtenBalances(written: WrittenRows): { userId: string; balance: LeaveBalance }[] {
  return ((written.get('leave_balances') ?? []) as LeaveBalanceRow[]).map((row) => ({ userId: row.user_id, balance: joinBalance(row, row.other_types) }));
}
