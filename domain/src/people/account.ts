// A person as the server acts on them (issue 42, "Rows stay with their owners"): what the signed-in person's
// request carries, what the account cache keeps and what the answers' DTOs are made from. The users
// table's owner in core (core/src/users/accounts.ts) reads its rows into this; no code outside it sees a
// row, and nothing here is secret: the password hash stays inside that owner, which checks a password
// itself. Who did something, without the rest of the account, is domain's `Actor`.

import type { UserDto } from '../contracts/dto';

/** What the contract's user shows as it is stored. */
type Profile = Pick<UserDto, 'id' | 'name' | 'email' | 'role' | 'designation' | 'qualification' | 'mobileNo' | 'dateOfBirth' | 'dateOfJoining' | 'isActive' | 'language'>;

export interface Account extends Profile {
  employeeId: string;
  /** None for the first admin (the contract shows it as ''). */
  department: string | null;
  lastLogin: Date | null;
  /** Moves on whenever every token issued before must stop working (a token carries the version it was issued at). */
  tokenVersion: number;
  /** The password is still the default an admin's form or an import gave, never chosen by the person. */
  mustSetPassword: boolean;
  /** Set once the person is deleted (a soft delete). */
  deletedAt: Date | null;
  createdAt: Date;
}
