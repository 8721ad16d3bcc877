// Who may see and change what (docs/product.md §6, docs/contract.md), as pure predicates the api calls before it
// touches anything. Leave status changes are not here: the leave machine and decider own them.

import { fillTemplate } from '../i18n/templates';
import type { UpdatableUserField, UpdateUserBody } from '../contracts/api';
import type { UserDto } from '../contracts/dto';
import type { Role } from './roles';

export interface Viewer {
  id: string;
  role: Role;
  department: string | null;
}

/** The two facts about an application that decide who may see it. */
export interface LeaveScope {
  applicantId: string;
  department: string;
  /** The people named on the steps of its recorded route (issue 43), when it has one. */
  routeApproverIds?: readonly string[];
}

/**
 * GET /leaves/:id and the dialogs: the admin, the HOD of the application's department, the applicant, and
 * anyone its recorded route names on a step (a Principal opening it from their approvals).
 */
export function canViewLeave(viewer: Viewer, leave: LeaveScope): boolean {
  if (readsEverything(viewer.role)) return true;
  if (viewer.id === leave.applicantId) return true;
  if (leave.routeApproverIds?.includes(viewer.id)) return true;
  return viewer.role === 'hod' && viewer.department === leave.department;
}

/**
 * GET /leaves/:id/decision-context (issue 49, decision 0380): who decides it or reads everything: the admin
 * and the auditor, a HOD of its department or their stand-in (`hodDepartments`), and the people its route
 * names on a step or the holders they stand in for (`standsInFor`). Not the applicant as such: the figures
 * name colleagues' leave.
 */
export function canSeeDecisionContext(viewer: Viewer, leave: LeaveScope, standing: { hodDepartments: readonly string[]; standsInFor?: readonly string[] }): boolean {
  if (readsEverything(viewer.role)) return true;
  if (standing.hodDepartments.includes(leave.department)) return true;
  const named = leave.routeApproverIds ?? [];
  return named.includes(viewer.id) || (standing.standsInFor ?? []).some((holderId) => named.includes(holderId));
}

/** GET /leaves/:id/events: the same people who may see the application. */
export function canViewLeaveEvents(viewer: Viewer, leave: LeaveScope): boolean {
  return canViewLeave(viewer, leave);
}

export type LeaveListScope = { kind: 'all' } | { kind: 'department'; department: string } | { kind: 'none' };

/** GET /leaves: everything for the admin, the own department for a HOD, nothing for an employee. */
export function leaveListScope(viewer: Viewer): LeaveListScope {
  if (readsEverything(viewer.role)) return { kind: 'all' };
  if (viewer.role === 'hod' && viewer.department !== null) return { kind: 'department', department: viewer.department };
  return { kind: 'none' };
}

/** GET /users/:id/balance-ledger: the person themself, the HOD of their department, the admin. */
export function canViewBalanceLedger(viewer: Viewer, person: { id: string; role: Role; department: string | null }): boolean {
  if (readsEverything(viewer.role) || viewer.id === person.id) return true;
  return viewer.role === 'hod' && person.role !== 'admin' && person.department !== null && person.department === viewer.department;
}

export function canApplyForLeave(role: Role): boolean {
  return role === 'employee' || role === 'hod';
}

/**
 * GET /users is open to the admin and to HODs; and (issue 43, decision 0360) to a holder of an office of
 * the approval routes, who searches their department's people as its HOD does to name a stand-in.
 */
export function canListUsers(viewer: Viewer, standing: { holdsOffice?: boolean } = {}): boolean {
  return readsEverything(viewer.role) || viewer.role === 'hod' || (standing.holdsOffice === true && viewer.department !== null);
}

/** Whether `user` appears in the viewer's GET /users: admin all, a HOD the non-admins of their department. */
export function isVisibleInUserList(viewer: Viewer, user: { role: Role; department: string }): boolean {
  if (readsEverything(viewer.role)) return true;
  return viewer.role === 'hod' && user.role !== 'admin' && user.department === viewer.department;
}

export type StoredUser = Pick<UserDto, 'id' | 'role'> & Pick<UserDto, UpdatableUserField>;

const PROFILE_FIELDS = [
  'name',
  'email',
  'department',
  'designation',
  'qualification',
  'mobileNo',
  'dateOfBirth',
  'dateOfJoining',
  'language',
] as const satisfies readonly UpdatableUserField[];
const ADMIN_ONLY_FIELDS = ['role', 'isActive', 'employeeId', 'leaveBalance'] as const satisfies readonly UpdatableUserField[];
/** Profile fields only an admin changes, since leave and its approvers follow from them. */
const ADMIN_KEPT_PROFILE_FIELDS: readonly UpdatableUserField[] = ['department', 'dateOfJoining'];

export const ALL_UPDATABLE_USER_FIELDS: readonly UpdatableUserField[] = [...PROFILE_FIELDS, ...ADMIN_ONLY_FIELDS];

/** PUT /users/:id at all: the admin for anyone, everyone else only for themselves. */
export function canEditUser(viewer: Viewer, target: { id: string }): boolean {
  if (!canChangeData(viewer.role)) return false;
  return viewer.role === 'admin' || viewer.id === target.id;
}

/** DELETE /users/:id: the admin, never on themselves. */
export function canDeleteUser(viewer: Viewer, target: { id: string }): boolean {
  return viewer.role === 'admin' && viewer.id !== target.id;
}

/**
 * The fields of PUT /users/:id that `viewer` may change on `target`: the admin all of anyone's; a HOD or an
 * employee their own profile but the department and the date of joining (the department decides who
 * approves their leave and whose leave they decide on, the date of joining their HPL).
 */
export function editableUserFields(viewer: Viewer, target: { id: string }): readonly UpdatableUserField[] {
  if (viewer.role === 'admin') return ALL_UPDATABLE_USER_FIELDS;
  if (viewer.id !== target.id || !canChangeData(viewer.role)) return [];
  return PROFILE_FIELDS.filter((field) => !ADMIN_KEPT_PROFILE_FIELDS.includes(field));
}

export const PERMISSION_TEMPLATES = { notAllowed: 'You are not allowed to change: {fields}' } as const;

const ASK_AN_ADMINISTRATOR: Partial<Record<UpdatableUserField, string>> = { dateOfJoining: 'Date of joining', department: 'Department', role: 'Role' };

/**
 * Why a PUT /users/:id was refused, given the fields refusedUserChanges named: a department, date of
 * joining or role sends the person to an administrator ('Date of joining cannot be changed here: please
 * ask an administrator'); anything else is named ('You are not allowed to change: isActive').
 */
export function refusedChangesMessage(refused: readonly UpdatableUserField[]): { message: string; field: UpdatableUserField | undefined } {
  const askAdmin = refused.filter((field) => ASK_AN_ADMINISTRATOR[field] !== undefined);
  if (askAdmin.length === 0) return { message: fillTemplate(PERMISSION_TEMPLATES.notAllowed, { fields: refused.join(', ') }), field: refused[0] };
  const labels = askAdmin.map((field, i) => (i === 0 ? ASK_AN_ADMINISTRATOR[field]! : ASK_AN_ADMINISTRATOR[field]!.toLowerCase()));
  const named = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
  return { message: `${named} cannot be changed here: please ask an administrator`, field: askAdmin[0] };
}

function sameValue(sent: unknown, stored: unknown, field?: UpdatableUserField): boolean {
  // Employee IDs are one whatever their case ('emp0002' stored before IDs were upper-cased is EMP0002).
  if (field === 'employeeId' && typeof sent === 'string' && typeof stored === 'string') return sent.toUpperCase() === stored.toUpperCase();
  if (typeof sent === 'object' && sent !== null && typeof stored === 'object' && stored !== null) {
    return Object.entries(sent).every(([key, value]) => value === undefined || sameValue(value, (stored as Record<string, unknown>)[key]));
  }
  return (sent ?? null) === (stored ?? null);
}

/**
 * The fields of a PUT /users/:id body that the viewer may not change and that differ from the stored
 * user: the api answers 403 when this is not empty. A forbidden field sent with its stored value is
 * fine, because the seed's client sends whole forms.
 */
export function refusedUserChanges(viewer: Viewer, target: StoredUser, changes: UpdateUserBody): UpdatableUserField[] {
  const editable = editableUserFields(viewer, target);
  return (Object.keys(changes) as (keyof UpdateUserBody)[]).filter(
    (field): field is UpdatableUserField => field !== 'balanceReason' && changes[field] !== undefined && !editable.includes(field) && !sameValue(changes[field], target[field], field),
  );
}

// The auditor (issue 12): reads everything an admin reads, changes nothing but their own password.

/** Who reads the whole record (every application, person and ledger): the admin and the auditor. */
export function readsEverything(role: Role): boolean {
  return role === 'admin' || role === 'auditor';
}

/** GET /audit/events, an application's audit timeline and the exports: the admin and the auditor. */
export function canReadAudit(role: Role): boolean {
  return role === 'admin' || role === 'auditor';
}

/**
 * Whether a person of this role may change data at all. The auditor may not: every request of theirs that
 * would change something is refused with 403, but the change of their own password
 * (CHANGES_AN_AUDITOR_MAY_MAKE).
 */
export function canChangeData(role: Role): boolean {
  return role !== 'auditor';
}

/** The only changes an auditor may make, as the api's routes are written (method and path): their own password, passkeys, sessions and college account. */
export const CHANGES_AN_AUDITOR_MAY_MAKE: readonly string[] = [
  'PUT /api/auth/change-password',
  'POST /api/auth/sign-out-everywhere',
  'DELETE /api/users/me/sessions/:id',
  'POST /api/auth/login',
  'POST /api/users/me/passkeys/options',
  'POST /api/users/me/passkeys',
  'DELETE /api/users/me/passkeys/:id',
  'POST /api/auth/oidc/connect',
];

/** A role nobody can give themselves by registering, whatever the configuration: only an admin creates an auditor. */
export function onlyAnAdminCreates(role: Role): boolean {
  return role === 'auditor';
}

export const AUDITOR_REFUSAL = 'An auditor can read everything but change nothing';
