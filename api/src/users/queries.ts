import { sql } from 'kysely';
import { balanceHistory, type BalanceLedgerEntryDto, type UserDto, type UserListQuery } from '@leave/domain';
import type { UserRow } from '@leave/migrations';
import type { Db } from '@leave/core/db';
import { balanceStream, eventOf, type EventStore } from '@leave/core/event-store';
import { balanceIn, balanceOf, withBalances } from '@leave/core/projections';
import { accountByEmail, accountById, toUserDto } from '@leave/core/users';
import { actorDto } from '../leaves/queries';

// A person's balance is the leave_balances owner's (core/src/projections/leave-balances.ts).
export { balanceOf };

/** A live (not deleted) person by id, or undefined: the users owner's accountById. */
export const findUser = accountById;

/** A live person by e-mail, whatever its case: the users owner's accountByEmail. */
export const findUserByEmail = accountByEmail;

export async function userDto(db: Db, user: UserRow): Promise<UserDto> {
  return toUserDto(user, await balanceOf(db, user.id));
}

/** Live people, newest first: everybody, or one department's HOD and employees (no admins), its HOD first. */
export async function listUsers(db: Db, scope: { department: string } | 'all', filter: UserListQuery = {}): Promise<{ users: UserDto[]; total: number }> {
  let query = db.selectFrom('users').where('users.deleted_at', 'is', null);
  if (scope !== 'all') query = query.where('users.department', '=', scope.department).where('users.role', '!=', 'admin');
  if (filter.role) query = query.where('users.role', '=', filter.role);
  if (filter.department) query = query.where('users.department', '=', filter.department);
  if (filter.active !== undefined) query = query.where('users.is_active', '=', filter.active);
  if (filter.ids) query = filter.ids.length === 0 ? query.where(sql<boolean>`false`) : query.where('users.id', 'in', filter.ids);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('users.name', 'ilike', pattern), eb('users.email', 'ilike', pattern), eb('users.employee_id', 'ilike', pattern)]));
  }
  let page = withBalances(query.selectAll('users'));
  // A department's page shows its HOD first (the Department Employees screen), then newest first; the
  // whole list keeps the original order, newest first, for the original client.
  if (scope !== 'all' && filter.limit !== undefined) page = page.orderBy(sql`users.role = 'hod'`, 'desc');
  page = page.orderBy('users.created_at', 'desc').orderBy('users.id');
  if (filter.limit !== undefined) page = page.limit(filter.limit).offset(filter.offset ?? 0);
  const rows = await page.execute();
  const total = filter.limit === undefined ? rows.length : Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const users = rows.map(({ cl, scl, el, hpl, ccl, other_types, ...user }) => toUserDto(user as UserRow, balanceIn({ cl, scl, el, hpl, ccl, other_types })));
  return { users, total };
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
