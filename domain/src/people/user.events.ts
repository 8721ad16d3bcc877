// The audit stream of one person (`user-<id>`): the users table holds the person as they are now; these
// events say who registered them and who changed what matters to an audit (role, department,
// activation, deletion, password), and which other details an edit changed (by name, not value).
// Passwords and their hashes never appear in an event. Every write to a person's row appends one of
// these, so a node that caches accounts learns of every change from the log.

import { eventTypes } from '../event-types';
import type { Role } from './roles';

export interface UserRegistered {
  type: 'UserRegistered';
  data: { userId: string; employeeId: string; name: string; email: string; role: Role; department: string | null };
}

export interface UserRoleChanged {
  type: 'UserRoleChanged';
  data: { userId: string; from: Role; to: Role };
}

export interface UserDepartmentChanged {
  type: 'UserDepartmentChanged';
  data: { userId: string; from: string | null; to: string | null };
}

export interface UserDeactivated {
  type: 'UserDeactivated';
  data: { userId: string };
}

export interface UserReactivated {
  type: 'UserReactivated';
  data: { userId: string };
}

export interface UserDeleted {
  type: 'UserDeleted';
  data: { userId: string; employeeId: string | null; email: string };
}

export interface UserPasswordChanged {
  type: 'UserPasswordChanged';
  /** `withLink`: set with an e-mailed set-password link (issue 26), not with the current password. */
  data: { userId: string; withLink?: true };
}

/** The details of a person that are not audited one by one (name, e-mail, phone, ...): which changed. */
export interface UserDetailsChanged {
  type: 'UserDetailsChanged';
  data: { userId: string; fields: string[] };
}

/**
 * The person chose the language of their screens and e-mails (issue 49): a preference, not a detail of the
 * staff register, so the audit log leaves it out (NOT_IN_THE_AUDIT_LOG); the user stream still says it, so
 * that every node's cached account hears of it.
 */
export interface UserLanguageChosen {
  type: 'UserLanguageChosen';
  data: { userId: string; language: string };
}

/** A college account (OpenID Connect issuer and subject) now signs this person in. */
export interface UserSignInLinked {
  type: 'UserSignInLinked';
  /** by: 'profile' when the person connected it themselves while signed in; absent: by the e-mail at a first sign-in. */
  data: { userId: string; issuer: string; by?: 'profile' };
}

/** The person's college account no longer signs them in (an administrator removed the link). */
export interface UserSignInUnlinked {
  type: 'UserSignInUnlinked';
  data: { userId: string; issuer: string };
}

/** The person added a passkey (by its credential id, which is no secret). */
export interface UserPasskeyAdded {
  type: 'UserPasskeyAdded';
  data: { userId: string; passkeyId: string };
}

/** A passkey of the person was removed. */
export interface UserPasskeyRemoved {
  type: 'UserPasskeyRemoved';
  data: { userId: string; passkeyId: string };
}

/** The person signed out on every device: every token issued before stops working (the token version moved on). */
export interface UserSignedOutEverywhere {
  type: 'UserSignedOutEverywhere';
  data: { userId: string };
}

/**
 * The person signed out one device (issue 49): the token of that one session stops working, the others
 * stand. `device` is the session's device in words ('Chrome on Linux'), never its token.
 */
export interface UserSignedOutOnDevice {
  type: 'UserSignedOutOnDevice';
  data: { userId: string; sessionId: string; device: string };
}

export type UserEvent =
  | UserRegistered
  | UserRoleChanged
  | UserDepartmentChanged
  | UserDeactivated
  | UserReactivated
  | UserDeleted
  | UserPasswordChanged
  | UserDetailsChanged
  | UserLanguageChosen
  | UserSignInLinked
  | UserSignInUnlinked
  | UserPasskeyAdded
  | UserPasskeyRemoved
  | UserSignedOutEverywhere
  | UserSignedOutOnDevice;

export const userEventTypes = eventTypes<UserEvent>({
  UserRegistered: true,
  UserRoleChanged: true,
  UserDepartmentChanged: true,
  UserDeactivated: true,
  UserReactivated: true,
  UserDeleted: true,
  UserPasswordChanged: true,
  UserDetailsChanged: true,
  UserLanguageChosen: true,
  UserSignInLinked: true,
  UserSignInUnlinked: true,
  UserPasskeyAdded: true,
  UserPasskeyRemoved: true,
  UserSignedOutEverywhere: true,
  UserSignedOutOnDevice: true,
});

/** What a user stream folds to: whether the person was registered and whether they were deleted since. */
export type UserStreamState = 'none' | 'registered' | 'deleted';

export const initialUserState: UserStreamState = 'none';

export function evolveUser(state: UserStreamState, event: UserEvent): UserStreamState {
  if (event.type === 'UserRegistered') return 'registered';
  if (event.type === 'UserDeleted') return 'deleted';
  return state;
}

/** The facts of a person an audit follows. */
export interface AuditedProfile {
  role: Role;
  department: string | null;
  isActive: boolean;
}

/** The audit events of an edit: one per audited fact that changes. */
export function profileChangeEvents(userId: string, before: AuditedProfile, after: Partial<AuditedProfile>): UserEvent[] {
  const events: UserEvent[] = [];
  if (after.role !== undefined && after.role !== before.role) events.push({ type: 'UserRoleChanged', data: { userId, from: before.role, to: after.role } });
  if (after.department !== undefined && after.department !== before.department) {
    events.push({ type: 'UserDepartmentChanged', data: { userId, from: before.department, to: after.department } });
  }
  if (after.isActive === false && before.isActive) events.push({ type: 'UserDeactivated', data: { userId } });
  if (after.isActive === true && !before.isActive) events.push({ type: 'UserReactivated', data: { userId } });
  return events;
}
