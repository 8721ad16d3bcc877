import { balanceHistory, type Account, type BalanceLedgerEntryDto, type UserDto, type UserListQuery } from '@leave/domain';
import type { Db } from '@leave/core/db';
import { balanceStream, eventOf, type EventStore } from '@leave/core/event-store';
import { balanceOf, balancesBeside } from '@leave/core/projections';
import { accountByEmail, accountById, listPeople, toUserDto } from '@leave/core/users';
import { actorDto } from '../leaves/queries';

// A person's balance is the leave_balances owner's (core/src/projections/leave-balances.ts).
export { balanceOf };

/** A live (not deleted) person by id, or undefined: the users owner's accountById. */
export const findUser = accountById;

/** A live person by e-mail, whatever its case: the users owner's accountByEmail. */
export const findUserByEmail = accountByEmail;

export async function userDto(db: Db, user: Account): Promise<UserDto> {
  return toUserDto(user, await balanceOf(db, user.id));
}

/** Live people, newest first: everybody, or one department's HOD and employees (no admins), its HOD first. */
export async function listUsers(db: Db, scope: { department: string } | 'all', filter: UserListQuery = {}): Promise<{ users: UserDto[]; total: number }> {
  // The users owner's list with each person's balance in the same statement (the balances owner's join).
  const { people, total } = await listPeople(db, scope, filter, balancesBeside);
  const users = people.map(({ account, beside }) => toUserDto(account, beside));
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
