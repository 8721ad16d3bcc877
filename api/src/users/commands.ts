// What changes people: registration, profile and admin edits, deletion and password changes. The users
// table holds the person; what matters to an audit (role, department, activation, deletion, password)
// is also appended to the `user-<id>` stream, and balance edits to the `balance-<id>` ledger.

import { sql, type Transaction } from 'kysely';
import {
  balanceAdjustments,
  canDeleteUser,
  canEditUser,
  DomainError,
  MESSAGES,
  refusedUserChanges,
  type AdminRegisterBody,
  type ChangePasswordBody,
  type UpdateUserBody,
} from '@leave/domain';
import type { Database, UserRow, UserUpdate } from '@leave/migrations';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Clock } from '../clock';
import type { EventMetadata, EventStore, NewEvent, StreamAppend } from '../event-store/event-store';
import { viewerOf } from '../http/request-context';
import { createUser } from './create-user';
import { hashPassword, verifyPassword } from './passwords';
import { balanceOf, findUser } from './queries';
import { toUserDto } from './user-dto';

export interface UserServices {
  db: Db;
  eventStore: EventStore;
  config: Config;
  clock: Clock;
}

export const USER_REFUSALS = {
  notFound: 'User not found',
  privilegedSignup: 'Only an administrator can create HOD or admin accounts',
  editOthers: 'You can only edit your own profile',
  deleteSelf: 'You cannot delete your own account',
  deleteForbidden: 'Only an administrator can delete users',
  ownRoleOrStatus: 'You cannot change your own role or deactivate your own account',
  currentPasswordWrong: 'Current password is incorrect',
  employeeIdTaken: 'Employee ID already exists',
  emailTaken: 'User already exists with this email',
} as const;

/**
 * POST /auth/register. With an admin as registrar: any role, a blank password means
 * DEFAULT_EMPLOYEE_PASSWORD. Otherwise a self-registration: the password is required, and hod or admin
 * only while the system has no admin or ALLOW_PRIVILEGED_SIGNUP is on.
 */
export async function registerUser(
  deps: UserServices,
  body: AdminRegisterBody,
  registrar: UserRow | null,
  metadata: EventMetadata | ((user: UserRow) => EventMetadata),
): Promise<UserRow> {
  const byAdmin = registrar?.role === 'admin';
  let password = body.password;
  if (!byAdmin) {
    if (password === undefined) throw DomainError.validation(MESSAGES.passwordRequired, 'password');
    if (body.role !== 'employee' && !deps.config.allowPrivilegedSignup && (await adminExists(deps.db))) {
      throw DomainError.forbidden(USER_REFUSALS.privilegedSignup);
    }
  }
  password ??= deps.config.defaultEmployeePassword;
  return createUser(
    deps,
    {
      name: body.name,
      email: body.email,
      passwordHash: await hashPassword(password),
      role: body.role,
      department: body.department,
      designation: body.designation ?? null,
      qualification: body.qualification ?? null,
      mobileNo: body.mobileNo,
      dateOfBirth: body.dateOfBirth,
      dateOfJoining: body.dateOfJoining,
      employeeId: byAdmin ? (body.employeeId ?? null) : null,
    },
    deps.clock.today(),
    metadata,
  );
}

async function adminExists(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('deleted_at', 'is', null).executeTakeFirst();
  return row !== undefined;
}

/** PUT /users/:id: the fields the editor may change (domain's permissions), checked, stored and audited. */
export async function updateUser(deps: UserServices, editor: UserRow, targetId: string, changes: UpdateUserBody, metadata: EventMetadata): Promise<UserRow> {
  const target = await findUser(deps.db, targetId);
  if (!target) throw DomainError.notFound(USER_REFUSALS.notFound);
  const viewer = viewerOf(editor);
  if (!canEditUser(viewer, target)) throw DomainError.forbidden(USER_REFUSALS.editOthers);
  const balanceRow = await deps.db.selectFrom('leave_balances').select('version').where('user_id', '=', target.id).executeTakeFirst();
  const balance = await balanceOf(deps.db, target.id);
  const stored = toUserDto(target, balance);
  const refused = refusedUserChanges(viewer, stored, changes);
  if (refused.length > 0) {
    if (refused.length === 1 && refused[0] === 'dateOfJoining') throw new DomainError('FORBIDDEN', MESSAGES.dateOfJoiningReadOnly, 'dateOfJoining');
    throw new DomainError('FORBIDDEN', `You are not allowed to change: ${refused.join(', ')}`, refused[0]);
  }
  const self = editor.id === target.id;
  if (self && ((changes.role !== undefined && changes.role !== target.role) || changes.isActive === false)) {
    throw DomainError.forbidden(USER_REFUSALS.ownRoleOrStatus);
  }

  const set: UserUpdate = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.email !== undefined && changes.email !== target.email) set.email = changes.email;
  if (changes.department !== undefined) set.department = changes.department;
  if (changes.designation !== undefined) set.designation = changes.designation;
  if (changes.qualification !== undefined) set.qualification = changes.qualification;
  if (changes.mobileNo !== undefined) set.mobile_no = changes.mobileNo;
  if (changes.dateOfBirth !== undefined) set.date_of_birth = changes.dateOfBirth;
  if (changes.dateOfJoining !== undefined) set.date_of_joining = changes.dateOfJoining;
  if (changes.role !== undefined) set.role = changes.role;
  if (changes.isActive !== undefined) set.is_active = changes.isActive;
  if (changes.employeeId !== undefined && changes.employeeId !== target.employee_id) set.employee_id = changes.employeeId;

  const audit: NewEvent[] = [];
  if (set.role !== undefined && set.role !== target.role) audit.push({ type: 'UserRoleChanged', data: { userId: target.id, from: target.role, to: set.role } });
  if (set.department !== undefined && set.department !== target.department) {
    audit.push({ type: 'UserDepartmentChanged', data: { userId: target.id, from: target.department, to: set.department } });
  }
  const deactivated = set.is_active === false && target.is_active;
  if (deactivated) audit.push({ type: 'UserDeactivated', data: { userId: target.id } });
  if (set.is_active === true && !target.is_active) audit.push({ type: 'UserReactivated', data: { userId: target.id } });

  const appends: StreamAppend[] = [{ streamId: `user-${target.id}`, expectedVersion: 'any', events: audit }];
  if (changes.leaveBalance) {
    const adjustments = balanceAdjustments(balance, changes.leaveBalance, `Set by ${editor.name} (${editor.role})`);
    // The ledger's version as read: an approval debiting at the same moment makes this a 409, not a lost update.
    appends.push({ streamId: `balance-${target.id}`, expectedVersion: balanceRow?.version ?? 0, events: adjustments });
  }

  let updated: UserRow | undefined;
  try {
    await deps.eventStore.appendMany(appends, metadata, async (trx) => {
      if (set.email !== undefined) await refuseTaken(trx, 'email', set.email, target.id);
      if (set.employee_id !== undefined) await refuseTaken(trx, 'employee_id', set.employee_id, target.id);
      updated = await trx
        .updateTable('users')
        .set({ ...set, updated_at: deps.clock.now(), ...(deactivated ? { token_version: sql<number>`token_version + 1` } : {}) })
        .where('id', '=', target.id)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw DomainError.notFound(USER_REFUSALS.notFound);
    });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'CONFLICT' && !error.field && (set.email !== undefined || set.employee_id !== undefined)) {
      // The unique indexes caught what the check above could not see: a concurrent edit.
      throw new DomainError('CONFLICT', set.email !== undefined ? USER_REFUSALS.emailTaken : USER_REFUSALS.employeeIdTaken, set.email !== undefined ? 'email' : 'employeeId');
    }
    throw error;
  }
  return updated!;
}

async function refuseTaken(trx: Transaction<Database>, column: 'email' | 'employee_id', value: string, ownerId: string) {
  const taken = await trx
    .selectFrom('users')
    .select('id')
    .where(sql`lower(${sql.ref(column)})`, '=', value.toLowerCase())
    .where('deleted_at', 'is', null)
    .where('id', '!=', ownerId)
    .executeTakeFirst();
  if (taken) {
    throw column === 'email' ? new DomainError('CONFLICT', USER_REFUSALS.emailTaken, 'email') : new DomainError('CONFLICT', USER_REFUSALS.employeeIdTaken, 'employeeId');
  }
}

/**
 * DELETE /users/:id: a soft delete. The person can no longer sign in (their tokens die with the token
 * version) and leaves every list; their applications and every event stay.
 */
export async function deleteUser(deps: UserServices, admin: UserRow, targetId: string, metadata: EventMetadata): Promise<void> {
  const target = await findUser(deps.db, targetId);
  if (!target) throw DomainError.notFound(USER_REFUSALS.notFound);
  if (!canDeleteUser(viewerOf(admin), target)) {
    throw DomainError.forbidden(admin.id === target.id ? USER_REFUSALS.deleteSelf : USER_REFUSALS.deleteForbidden);
  }
  await deps.eventStore.appendMany(
    [{ streamId: `user-${target.id}`, expectedVersion: 'any', events: [{ type: 'UserDeleted', data: { userId: target.id, employeeId: target.employee_id, email: target.email } }] }],
    metadata,
    async (trx) => {
      const deleted = await trx
        .updateTable('users')
        .set({ deleted_at: deps.clock.now(), updated_at: deps.clock.now(), token_version: sql<number>`token_version + 1` })
        .where('id', '=', target.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(deleted.numUpdatedRows) === 0) throw DomainError.notFound(USER_REFUSALS.notFound);
    },
  );
}

/** PUT /auth/change-password: every token issued before stops working; the caller gets a fresh one. */
export async function changePassword(deps: UserServices, user: UserRow, body: ChangePasswordBody, metadata: EventMetadata): Promise<UserRow> {
  if (!(await verifyPassword(user.password_hash, body.currentPassword))) {
    throw DomainError.validation(USER_REFUSALS.currentPasswordWrong, 'currentPassword');
  }
  const passwordHash = await hashPassword(body.newPassword);
  let updated: UserRow | undefined;
  await deps.eventStore.appendMany(
    [{ streamId: `user-${user.id}`, expectedVersion: 'any', events: [{ type: 'UserPasswordChanged', data: { userId: user.id } }] }],
    metadata,
    async (trx) => {
      updated = await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: deps.clock.now(), token_version: sql<number>`token_version + 1` })
        .where('id', '=', user.id)
        // A second change racing this one was checked against the old password: only one may win.
        .where('token_version', '=', user.token_version)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw DomainError.conflict('Your password was changed at the same time. Please sign in again.');
    },
  );
  return updated!;
}
