import { sql } from 'kysely';
import { balanceHistory, EMPTY_BALANCE, LEAVE_TYPES, type BalanceLedgerEntryDto, type LeaveBalance, type UserDto } from '@leave/domain';
import type { UserRow } from '@leave/migrations';
import type { Db } from '@leave/core/db';
import { balanceStream, eventOf, type EventStore } from '@leave/core/event-store';
import { toUserDto } from '@leave/core/users';
import { actorDto } from '../leaves/queries';

/** A live (not deleted) person by id, or null. */
export function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** A live person by e-mail, whatever its case. */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(sql`lower(email)`, '=', email.trim().toLowerCase()).where('deleted_at', 'is', null).executeTakeFirst();
}

/** The balance read model of one person; a person without ledger events has nothing. */
export async function balanceOf(db: Db, userId: string): Promise<LeaveBalance> {
  const row = await db.selectFrom('leave_balances').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? pickBalance(row) : { ...EMPTY_BALANCE };
}

function pickBalance(row: Record<(typeof LEAVE_TYPES)[number], number>): LeaveBalance {
  return { cl: Number(row.cl), scl: Number(row.scl), el: Number(row.el), hpl: Number(row.hpl), ccl: Number(row.ccl) };
}

export async function userDto(db: Db, user: UserRow): Promise<UserDto> {
  return toUserDto(user, await balanceOf(db, user.id));
}

/** Live people, newest first: everybody, or one department's HOD and employees (no admins). */
export async function listUsers(db: Db, scope: { department: string } | 'all'): Promise<UserDto[]> {
  let query = db
    .selectFrom('users')
    .leftJoin('leave_balances', 'leave_balances.user_id', 'users.id')
    .selectAll('users')
    .select(['leave_balances.cl', 'leave_balances.scl', 'leave_balances.el', 'leave_balances.hpl', 'leave_balances.ccl'])
    .where('users.deleted_at', 'is', null);
  if (scope !== 'all') query = query.where('users.department', '=', scope.department).where('users.role', '!=', 'admin');
  const rows = await query.orderBy('users.created_at', 'desc').orderBy('users.id').execute();
  return rows.map(({ cl, scl, el, hpl, ccl, ...user }) =>
    toUserDto(user as UserRow, pickBalance({ cl: cl ?? 0, scl: scl ?? 0, el: el ?? 0, hpl: hpl ?? 0, ccl: ccl ?? 0 })),
  );
}

/** GET /users/:id/balance-ledger: the person's ledger, oldest first, each entry with the figure after it. */
export async function balanceLedgerOf(eventStore: EventStore, userId: string): Promise<BalanceLedgerEntryDto[]> {
  const stored = await eventStore.readStream(balanceStream.id(userId));
  return balanceHistory(
    stored.flatMap((event) => {
      const of = eventOf(balanceStream, event);
      return of ? [{ event: of.event, actor: actorDto(event.metadata), occurredAt: new Date(event.occurredAt).toISOString() }] : [];
    }),
  );
}
