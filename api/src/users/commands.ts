// What changes people: registration, profile and admin edits and deletion (a password change and signing
// out everywhere: credentials.ts). The users table holds the person; what matters to an audit (role,
// department, activation, deletion) is also appended to the `user-<id>` stream, and what changes a balance
// (an admin's edit, a change of the date of joining) to the `balance-<id>` ledger. Deleting a person
// closes their open applications.

import {
  adminBalanceEdit,
  canDeleteUser,
  canEditUser,
  DomainError,
  EMPLOYEE_RECORD_DELETED,
  joiningDateChange,
  MESSAGES,
  onlyAnAdminCreates,
  profileChangeEvents,
  refusedChangesMessage,
  refusedUserChanges,
  roleNeedsDepartment,
  type Account,
  type AdminRegisterBody,
  type UpdateUserBody,
} from '@leave/domain';
import type { Config } from '@leave/core/config';
import type { Db } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';
import { balanceStream, handleCommand, lockPerson, metadataBy, userStream, type EventMetadata, type EventStore, type EventTransaction } from '@leave/core/event-store';
import { anyLiveAdmin, createUser, type AccountChanges, heldByAnother, softDeleteAccount, storeAccountChanges, EMAIL_TAKEN, EMPLOYEE_ID_TAKEN, hashPassword, takenConflict, toUserDto } from '@leave/core/users';
import { readPolicyHistory, versionInForce } from '@leave/core/policy';
import { openApplicationIdsOf } from '@leave/core/projections';
import { viewerOf } from '../http/request-context';
import { balanceOf, findUser } from './queries';
import { endNamingsOfFormerHod } from '../stand-ins/stand-ins';
import { decideWithin } from '@leave/core/leave';

export interface UserServices {
  db: Db;
  eventStore: EventStore;
  config: Config;
  clock: Clock;
}

const USER_REFUSALS = {
  notFound: 'User not found',
  privilegedSignup: 'Only an administrator can create HOD or admin accounts',
  auditorSignup: 'Only an administrator can create an auditor account',
  editOthers: 'You can only edit your own profile',
  deleteSelf: 'You cannot delete your own account',
  deleteForbidden: 'Only an administrator can delete users',
  ownRoleOrStatus: 'You cannot change your own role or deactivate your own account',
} as const;

/**
 * POST /auth/register. With an admin as registrar: any role, a blank password means
 * DEFAULT_EMPLOYEE_PASSWORD. Otherwise a self-registration: the password is required, and hod or admin
 * only while the system has no admin or ALLOW_PRIVILEGED_SIGNUP is on.
 */
export async function registerUser(
  deps: UserServices,
  body: AdminRegisterBody,
  registrar: Account | null,
  metadata: EventMetadata | ((user: Account) => EventMetadata),
): Promise<Account> {
  const byAdmin = registrar?.role === 'admin';
  let password = body.password;
  if (!byAdmin) {
    if (onlyAnAdminCreates(body.role)) throw DomainError.forbidden(USER_REFUSALS.auditorSignup);
    if (password === undefined) throw DomainError.validation(MESSAGES.passwordRequired, 'password');
    if (body.role !== 'employee' && !deps.config.allowPrivilegedSignup && (await adminExists(deps.db))) {
      throw DomainError.forbidden(USER_REFUSALS.privilegedSignup);
    }
  }
  password ??= deps.config.defaultEmployeePassword;
  // An admin's form that sends no password, or the seed's that sends the fixed default: the person has
  // not chosen theirs, and is asked to on their first sign-in (issue 26).
  const passwordIsDefault = byAdmin && password === deps.config.defaultEmployeePassword;
  return createUser(
    deps,
    {
      name: body.name,
      email: body.email,
      passwordHash: await hashPassword(password),
      passwordIsDefault,
      role: body.role,
      department: roleNeedsDepartment(body.role) ? (body.department ?? null) : null,
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

const adminExists = anyLiveAdmin;

/** PUT /users/:id: the fields the editor may change (domain's permissions), checked, stored and audited. */
export async function updateUser(deps: UserServices, editor: Account, targetId: string, changes: UpdateUserBody, metadata: EventMetadata): Promise<Account> {
  const target = await findUser(deps.db, targetId);
  if (!target) throw DomainError.notFound(USER_REFUSALS.notFound);
  const viewer = viewerOf(editor);
  if (!canEditUser(viewer, target)) throw DomainError.forbidden(USER_REFUSALS.editOthers);
  const refused = refusedUserChanges(viewer, toUserDto(target, await balanceOf(deps.db, target.id)), changes);
  if (refused.length > 0) {
    const { message, field } = refusedChangesMessage(refused);
    throw new DomainError('FORBIDDEN', message, field);
  }
  const self = editor.id === target.id;
  if (self && ((changes.role !== undefined && changes.role !== target.role) || changes.isActive === false)) {
    throw DomainError.forbidden(USER_REFUSALS.ownRoleOrStatus);
  }

  const set = changesOf(changes, target);
  const deactivated = set.isActive === false && target.isActive;
  const audited = profileChangeEvents(target.id, { role: target.role, department: target.department, isActive: target.isActive }, {
    ...(set.role !== undefined ? { role: set.role } : {}),
    ...(set.department !== undefined ? { department: set.department } : {}),
    ...(set.isActive !== undefined ? { isActive: set.isActive } : {}),
  });
  try {
    return await deps.eventStore.transaction(async (tx) => {
      if (set.email !== undefined) await refuseTaken(tx.trx, 'email', set.email, target.id);
      if (set.employeeId !== undefined) await refuseTaken(tx.trx, 'employeeId', set.employeeId, target.id);
      const updated = await storeAccountChanges(tx.trx, target.id, set, deps.clock.now(), deactivated);
      if (!updated) throw DomainError.notFound(USER_REFUSALS.notFound);
      const details = changedDetails(set, target);
      // The language is a preference of the person's (issue 49): an event of its own, left out of the audit log.
      const language = set.language !== undefined && set.language !== (target.language ?? null) ? [{ type: 'UserLanguageChosen' as const, data: { userId: target.id, language: set.language } }] : [];
      await handleCommand(tx, userStream, target.id, () => [...(details.length > 0 ? [{ type: 'UserDetailsChanged' as const, data: { userId: target.id, fields: details } }] : []), ...audited, ...language], metadata);
      if (target.role === 'hod') await endNamingsOfFormerHod(tx, target.id, deps.clock.now(), metadata);
      const wanted = changes.leaveBalance;
      const joined = { from: target.dateOfJoining, to: updated.dateOfJoining };
      if (wanted || joined.from !== joined.to) {
        await lockPerson(tx.trx, target.id);
        // The date of joining first: an admin's figures, sent with it, are what the ledger ends with.
        const today = deps.clock.today();
        await handleCommand(tx, balanceStream, target.id, (ledger) => joiningDateChange(ledger, joined.from, joined.to, today), metadata);
        if (wanted) {
          // A type beyond the five is one of the policy in force today (or one the person's ledger holds).
          const { policy } = versionInForce(await readPolicyHistory(deps.eventStore, tx.trx), today);
          const known = policy.leaveTypes.map((type) => type.code);
          await handleCommand(tx, balanceStream, target.id, (ledger) => adminBalanceEdit(ledger.balance, wanted, changes.balanceReason, known), metadata);
        }
      }
      return updated;
    });
  } catch (error) {
    // The unique indexes caught what the checks above could not see: a concurrent edit.
    throw takenConflict(error) ?? error;
  }
}

/** What an edit changes: only what differs from the person as they are. */
function changesOf(changes: UpdateUserBody, target: Account): AccountChanges {
  const set: AccountChanges = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.email !== undefined && changes.email !== target.email) set.email = changes.email;
  if (changes.department !== undefined) set.department = changes.department;
  if (changes.designation !== undefined) set.designation = changes.designation;
  if (changes.qualification !== undefined) set.qualification = changes.qualification;
  if (changes.mobileNo !== undefined) set.mobileNo = changes.mobileNo;
  if (changes.dateOfBirth !== undefined) set.dateOfBirth = changes.dateOfBirth;
  if (changes.dateOfJoining !== undefined) set.dateOfJoining = changes.dateOfJoining;
  if (changes.role !== undefined) set.role = changes.role;
  if (changes.isActive !== undefined) set.isActive = changes.isActive;
  if (changes.employeeId !== undefined && changes.employeeId !== target.employeeId) set.employeeId = changes.employeeId;
  if (changes.language !== undefined) set.language = changes.language;
  return set;
}

/** The details an edit changes, beyond the audited role, department and activation, by their API names. */
const DETAIL_FIELDS = ['name', 'email', 'designation', 'qualification', 'mobileNo', 'dateOfBirth', 'dateOfJoining', 'employeeId'] as const satisfies readonly (keyof AccountChanges)[];

function changedDetails(set: AccountChanges, target: Account): string[] {
  return DETAIL_FIELDS.filter((field) => set[field] !== undefined && set[field] !== (target[field] ?? null));
}

async function refuseTaken(trx: Db, field: 'email' | 'employeeId', value: string, ownerId: string) {
  if (await heldByAnother(trx, field, value, ownerId)) {
    throw field === 'email' ? new DomainError('CONFLICT', EMAIL_TAKEN, 'email') : new DomainError('CONFLICT', EMPLOYEE_ID_TAKEN, 'employeeId');
  }
}

/**
 * DELETE /users/:id: a soft delete. The person can no longer sign in (their tokens die with the token
 * version) and leaves every list; their applications and every event stay.
 */
export async function deleteUser(deps: UserServices, admin: Account, targetId: string, metadata: EventMetadata): Promise<void> {
  const target = await findUser(deps.db, targetId);
  if (!target) throw DomainError.notFound(USER_REFUSALS.notFound);
  if (!canDeleteUser(viewerOf(admin), target)) {
    throw DomainError.forbidden(admin.id === target.id ? USER_REFUSALS.deleteSelf : USER_REFUSALS.deleteForbidden);
  }
  await deps.eventStore.transaction(async (tx) => {
    // Under their lock, so that no decision on their applications slips in between.
    await lockPerson(tx.trx, target.id);
    if (!(await softDeleteAccount(tx.trx, target.id, deps.clock.now()))) throw DomainError.notFound(USER_REFUSALS.notFound);
    await handleCommand(tx, userStream, target.id, () => [{ type: 'UserDeleted', data: { userId: target.id, employeeId: target.employeeId, email: target.email } }], metadata);
    await closeOpenApplications(deps, tx, target.id, metadata);
    if (target.role === 'hod') await endNamingsOfFormerHod(tx, target.id, deps.clock.now(), metadata);
  });
}

/**
 * A deleted person's open applications are rejected by the system ('Employee record deleted'): they leave
 * every queue and their reserved days are released; an open cancellation request is declined by it (the
 * leave stays approved, nothing is credited to a deleted account); the audit trail says System did it, on
 * whose request.
 */
async function closeOpenApplications(deps: UserServices, tx: EventTransaction, userId: string, request: EventMetadata): Promise<void> {
  // An open cancellation request too: it leaves the decider's queue, and the leave stays approved.
  const open = await openApplicationIdsOf(tx.trx, userId);
  const metadata = metadataBy(null, { requestId: request.requestId, cause: 'UserDeleted', deletedBy: request.actor?.id ?? null });
  for (const leaveId of open) await decideWithin(deps, tx, { kind: 'close', leaveId, reason: EMPLOYEE_RECORD_DELETED }, metadata);
}
