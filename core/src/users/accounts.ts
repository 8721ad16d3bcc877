// The users table's owner (issue 24, "Each table one owner"; eslint.table-owners.js): the people's
// accounts, which createUser (./create-user.ts) writes from the user events. Callers elsewhere use these
// functions instead of naming the table. A read of another owner that must stay one statement is composed
// from the fragments at the end (a person joined onto its query, the people list's query, a department's
// stream ids), never by naming the table. Everything it answers is a domain value (an Account, or the
// fields a caller reads of one), never a row: the row and its password hash stay here (./account-row.ts).
// One file over 300 lines: the table's one owner holds every statement that names it.

import { sql, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { APPLYING_ROLES, HEAD_OF_DEPARTMENT, ROLES, type Account, type Actor, type CalendarDate, type Role, type UserListQuery } from '@leave/domain';
import type { Database, NewUserRow, UserRow, UsersTable } from '@leave/migrations';
import type { Db } from '../db';
import { innerJoinOf } from '../db/join-fragment';
import { containsPattern } from '../db/like';
import { accountOrUndefined, columnsOf, COLUMN, toAccount, type AccountChanges, type UniqueField } from './account-row';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { contextFact } from '../leave/context-fact';
import { sqlTextArray } from '../db/sql-text';

/** A live (not deleted) person by id, or undefined. */
export async function accountById(db: Db, id: string): Promise<Account | undefined> {
  return accountOrUndefined(await db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst());
}

function liveRowByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(sql`lower(email)`, '=', email.trim().toLowerCase()).where('deleted_at', 'is', null).executeTakeFirst();
}

/** A live person by e-mail, whatever its case. */
export async function accountByEmail(db: Db, email: string): Promise<Account | undefined> {
  return accountOrUndefined(await liveRowByEmail(db, email));
}

/** The live person a sign-in names by e-mail, if any, and the check of a password against theirs (the hash stays here). */
export async function signInCandidate(db: Db, email: string): Promise<{ account: Account | undefined; passwordMatches(plain: string): Promise<boolean> }> {
  const row = await liveRowByEmail(db, email);
  // Nobody by that e-mail costs the same work as a wrong password: the answer's timing tells nothing.
  return { account: accountOrUndefined(row), passwordMatches: (plain) => (row ? verifyPassword(row.password_hash, plain) : verifyAgainstDummy(plain)) };
}

/** Whether `plain` is the person's password now. */
export async function passwordMatches(db: Db, id: string, plain: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
  return row ? verifyPassword(row.password_hash, plain) : verifyAgainstDummy(plain);
}

/** Stamps the person's last sign-in and returns their account as it now stands (one statement). */
export async function recordSignIn(db: Db, id: string, at: Date): Promise<Account> {
  return toAccount(await db.updateTable('users').set({ last_login: at }).where('id', '=', id).returningAll().executeTakeFirstOrThrow());
}

/** How many live admins there are. */
export async function liveAdminCount(db: Db): Promise<number> {
  const existing = await db.selectFrom('users').select(sql<number>`count(*)`.as('n')).where('role', '=', 'admin').where('deleted_at', 'is', null).executeTakeFirst();
  return Number(existing?.n ?? 0);
}

/** Whether any live admin exists (reads one id, not a count). */
export async function anyLiveAdmin(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('deleted_at', 'is', null).executeTakeFirst();
  return row !== undefined;
}

/** Every token issued to the person stops working: the token version moves on. */
export async function endAllTokens(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ updated_at: at, token_version: sql<number>`token_version + 1` }).where('id', '=', id).execute();
}

/**
 * A new password, not a default one; tokens issued before stop working. Guarded by the token version the
 * caller checked the old password against (of two racing changes only one wins), or by the person being
 * live. Undefined when the guard refused.
 */
export async function storePassword(db: Db, id: string, passwordHash: string, at: Date, guard: { tokenVersion: number } | 'live'): Promise<Account | undefined> {
  let query = db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_is_default: false, updated_at: at, token_version: sql<number>`token_version + 1` })
    .where('id', '=', id);
  query = guard === 'live' ? query.where('deleted_at', 'is', null) : query.where('token_version', '=', guard.tokenVersion);
  return accountOrUndefined(await query.returningAll().executeTakeFirst());
}

/** An admin's or a person's edit of a live account (ending their tokens when deactivated); undefined when gone. */
export async function storeAccountChanges(db: Db, id: string, changes: AccountChanges, at: Date, endTokens: boolean): Promise<Account | undefined> {
  const updated = await db
    .updateTable('users')
    .set({ ...columnsOf(changes), updated_at: at, ...(endTokens ? { token_version: sql<number>`token_version + 1` } : {}) })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return accountOrUndefined(updated);
}

/** Whether another live person holds this e-mail or employee ID, whatever its case. */
export async function heldByAnother(db: Db, field: UniqueField, value: string, ownerId: string): Promise<boolean> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(${sql.ref(COLUMN[field])})`, '=', value.toLowerCase())
    .where('deleted_at', 'is', null)
    .where('id', '!=', ownerId)
    .executeTakeFirst();
  return taken !== undefined;
}

/** A soft delete of a live person (their tokens die with the token version); whether it deleted one. */
export async function softDeleteAccount(db: Db, id: string, at: Date): Promise<boolean> {
  const deleted = await db
    .updateTable('users')
    .set({ deleted_at: at, updated_at: at, token_version: sql<number>`token_version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(deleted.numUpdatedRows) !== 0;
}

/** The live accounts among `ids`, or with `ids` null every live account, the last signed in first, at most `limit`. */
export async function liveAccounts(db: Db, ids: readonly string[] | null, limit: number): Promise<Account[]> {
  let query = db.selectFrom('users').selectAll().where('deleted_at', 'is', null);
  if (ids) {
    if (ids.length === 0) return [];
    query = query.where('id', 'in', ids);
  }
  return (await query.orderBy('last_login', (ob) => ob.desc().nullsLast()).limit(limit).execute()).map(toAccount);
}

/** The names of the live, active people among these e-mails (exact e-mails), by e-mail. */
export async function activeNamesByEmail(db: Db, emails: readonly string[]): Promise<Map<string, string>> {
  const rows = await db.selectFrom('users').select(['email', 'name']).where('email', 'in', emails).where('deleted_at', 'is', null).where('is_active', '=', true).execute();
  return new Map(rows.map((row) => [row.email, row.name]));
}

/** Whether anybody, live or deleted, holds exactly this e-mail. */
export async function emailEverUsed(db: Db, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

/** The live admin created first, or undefined. */
export async function firstLiveAdmin(db: Db): Promise<Account | undefined> {
  return accountOrUndefined(await db.selectFrom('users').selectAll().where('role', '=', 'admin').where('deleted_at', 'is', null).orderBy('created_at').executeTakeFirst());
}

/** The demo admin restored: this password, admin, active, signed in now. */
export async function restoreDemoAdmin(db: Db, id: string, passwordHash: string, at: Date): Promise<Account> {
  const restored = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, role: 'admin', is_active: true, last_login: at, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAccount(restored);
}

/** One page of live people in id order after `after`, with what the balance jobs need. */
export function livePeoplePage(db: Db, after: string, pageSize: number): Promise<Pick<Account, 'id' | 'dateOfJoining'>[]> {
  return db
    .selectFrom('users')
    .select(['id', sql<CalendarDate | null>`date_of_joining`.as('dateOfJoining')])
    .where('deleted_at', 'is', null)
    .where('id', '>', after)
    .orderBy('id')
    .limit(pageSize)
    .execute();
}

/** A live person's id and date of joining, for the earned-leave job. */
export function livePersonJoining(db: Db, id: string): Promise<Pick<Account, 'id' | 'dateOfJoining'> | undefined> {
  return db.selectFrom('users').select(['id', sql<CalendarDate | null>`date_of_joining`.as('dateOfJoining')]).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** The active, live HODs and admins in id order: who approves. */
export async function activeApprovers(db: Db): Promise<{ id: string; role: 'hod' | 'admin'; department: string | null }[]> {
  const people = await db.selectFrom('users').select(['id', 'role', 'department']).where('role', 'in', ['hod', 'admin']).where('is_active', '=', true).where('deleted_at', 'is', null).orderBy('id').execute();
  return people.map((p) => ({ id: p.id, role: p.role as 'hod' | 'admin', department: p.department }));
}

/** The active, live people of a role (in one department, when given) by name: the holders of the built-in offices of a route. */
export async function activeHoldersOfRole(db: Db, role: 'hod' | 'admin', department?: string): Promise<{ id: string; name: string }[]> {
  let query = db.selectFrom('users').select(['id', 'name']).where('role', '=', role).where('is_active', '=', true).where('deleted_at', 'is', null);
  if (department !== undefined) query = query.where('department', '=', department);
  return query.orderBy('name').orderBy('id').execute();
}

/** A person (deleted or not) as a set-password mail needs them. */
export function mailRecipient(db: Db, id: string): Promise<Pick<Account, 'id' | 'name' | 'email' | 'isActive' | 'deletedAt'> | undefined> {
  return db.selectFrom('users').select(['id', 'name', 'email', 'is_active as isActive', 'deleted_at as deletedAt']).where('id', '=', id).executeTakeFirst();
}

/** Which of the values (lower case) a live person already has in the column, whatever its case. */
export async function liveValuesAmong(db: Db, field: UniqueField, values: readonly string[]): Promise<Set<string>> {
  const lower = sql<string>`lower(${sql.ref(COLUMN[field])})`;
  const rows = await db.selectFrom('users').select(lower.as('value')).where(lower, 'in', values).where('deleted_at', 'is', null).execute();
  return new Set(rows.map((r) => r.value));
}

/** How many live people have this role, in one department or everywhere. */
export async function liveCountOfRole(db: Db, role: 'employee' | 'hod', department?: string): Promise<number> {
  let query = db.selectFrom('users').select(sql<number>`count(*)`.as('n')).where('role', '=', role).where('deleted_at', 'is', null);
  if (department !== undefined) query = query.where('department', '=', department);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/** A person (deleted or not) as a stand-in naming weighs them: role, department, whether live and active. */
export function standingOf(db: Db, id: string): Promise<Pick<Account, 'id' | 'role' | 'department' | 'isActive' | 'deletedAt'> | undefined> {
  return db.selectFrom('users').select(['id', 'role', 'department', 'is_active as isActive', 'deleted_at as deletedAt']).where('id', '=', id).executeTakeFirst();
}

/** What a decision on an application asks of its applicant now: their role, and whether they were deleted. */
export interface ApplicantStanding {
  role: Role;
  deleted: boolean;
}

/** The same as standingOf answers it, as json for a leave command's reads function; `personId` an SQL expression. */
export function applicantStandingSql(personId: string): string {
  return `(select json_build_object('role', u.role, 'deleted', u.deleted_at is not null) from users u where u.id = ${personId})`;
}

/**
 * Applying (issue 46): how many live, active employees and HODs the applicant's department has, the people
 * a department cap's percent is of (domain's ApplyContext `departmentSize`).
 */
export const departmentSize = contextFact('apply', 'departmentSize', {
  sql: (scope) =>
    `(select count(*)::int from users u where u.department = ${scope.department} and u.deleted_at is null and u.is_active and u.role = any(${sqlTextArray(APPLYING_ROLES)}))`,
  schema: z.number().int(),
});

/** The same from TypeScript. */
export async function departmentSizeOf(db: Db, department: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .where('department', '=', department)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', true)
    .where('role', 'in', APPLYING_ROLES)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The ids of the live people of a department now, an SQL subquery (`department` an SQL expression): another owner's fact narrows by it. */
export function livePeopleOfDepartmentSql(department: string): string {
  return `select u.id from users u where u.department = ${department} and u.deleted_at is null`;
}

/** The same as a Kysely subquery. */
export function livePeopleOfDepartment(db: Db, department: string) {
  return db.selectFrom('users').select('id').where('department', '=', department).where('deleted_at', 'is', null);
}

/**
 * Applying (issue 45, class adjustment): the active employees and HODs of the applicant's department but
 * the applicant, who may take a class (domain's ApplyContext `colleagues`).
 */
export const colleagues = contextFact('apply', 'colleagues', {
  sql: (scope) =>
    `coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.id) from users u where u.department = ${scope.department} and u.id <> ${scope.personId}
      and u.deleted_at is null and u.is_active and u.role = any(${sqlTextArray(APPLYING_ROLES)})), '[]'::json)`,
  schema: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** The same from TypeScript. */
export async function colleaguesOf(db: Db, personId: string, department: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('department', '=', department)
    .where('id', '<>', personId)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', true)
    .where('role', 'in', APPLYING_ROLES)
    .orderBy('id')
    .execute();
}

/** What applicantStandingSql answers (null: no such person). */
export const applicantStandingSchema = z.object({ role: z.enum(ROLES), deleted: z.boolean() }).nullable();

/** A person's name (deleted or not); throws when there is no such person. */
export async function nameOf(db: Db, id: string): Promise<string> {
  return (await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
}

/** The people (deleted or not) among these ids, with their names, employee IDs and departments. */
export function namesOf(db: Db, ids: readonly string[]): Promise<Pick<Account, 'id' | 'name' | 'employeeId' | 'department'>[]> {
  return db.selectFrom('users').select(['id', 'employee_id as employeeId', 'name', 'department']).where('id', 'in', ids).execute();
}

/** The live people with one of these e-mails (lower case) or employee IDs (upper case): a timetable import's teachers. */
export async function livePeopleByEmailOrEmployeeId(db: Db, emails: readonly string[], employeeIds: readonly string[]): Promise<Pick<Account, 'id' | 'name' | 'email' | 'employeeId' | 'role' | 'department'>[]> {
  if (emails.length === 0 && employeeIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'employee_id as employeeId', 'role', 'department'])
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([...(emails.length > 0 ? [eb(sql`lower(email)`, 'in', emails)] : []), ...(employeeIds.length > 0 ? [eb(sql`upper(employee_id)`, 'in', employeeIds)] : [])]))
    .execute();
}

/** A person (deleted or not) as an actor, or undefined. */
export function actorById(db: Db, id: string): Promise<Actor | undefined> {
  return db.selectFrom('users').select(['id', 'name', 'role', 'department']).where('id', '=', id).executeTakeFirst();
}

/** The people (deleted or not) among these ids, with their names and employee IDs (the audit log's subjects). */
export function subjectsAmong(db: Db, ids: readonly string[]): Promise<Pick<Account, 'id' | 'name' | 'employeeId'>[]> {
  return db.selectFrom('users').select(['id', 'name', 'employee_id as employeeId']).where('id', 'in', ids).execute();
}

/** Whether anybody, live or deleted, holds this employee ID (upper case), for a new number. */
export async function employeeIdEverUsed(db: Db, upperCaseId: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where(sql`upper(employee_id)`, '=', upperCaseId).executeTakeFirst()) !== undefined;
}

/** Whether a live person holds this e-mail (lower case) or employee ID, whatever its case. */
export async function liveHolderOf(db: Db, field: UniqueField, value: string): Promise<boolean> {
  const taken =
    field === 'email'
      ? await db.selectFrom('users').select('id').where(sql`lower(email)`, '=', value).where('deleted_at', 'is', null).executeTakeFirst()
      : await db.selectFrom('users').select('id').where(sql`lower(employee_id)`, '=', value.toLowerCase()).where('deleted_at', 'is', null).executeTakeFirst();
  return taken !== undefined;
}

/** A new person's account, as createUser registers them. */
export async function insertAccount(db: Db, account: NewUserRow): Promise<Account> {
  return toAccount(await db.insertInto('users').values(account).returningAll().executeTakeFirstOrThrow());
}

/** A person's department now (deleted or not), or undefined: null without one. */
export async function departmentOf(db: Db, id: string): Promise<string | null | undefined> {
  return (await db.selectFrom('users').select('department').where('id', '=', id).executeTakeFirst())?.department;
}

// Fragments for other owners' single statements: the same SQL as the join or subquery written inline, the
// table named here only.

/** `query` with the people joined under `alias` (an inner join on `personId`), their columns `alias.<column>`. */
export const joinPerson = innerJoinOf<UsersTable>('users', 'id');

/** The stream ids `prefix || id` of the people (deleted or not) in a department now: a subquery for the log's reads. */
export function departmentStreamIds(db: Db, department: string, prefix: string) {
  return db.selectFrom('users').select(sql<string>`${prefix} || id`.as('s')).where('department', '=', department);
}

/** A query of people, each row a person's columns; another owner adds its own beside them (a join on PERSON_ID). */
export type PeopleQuery<O> = SelectQueryBuilder<Database, 'users', O>;

/** The person's id in a PeopleQuery, for another owner's join. */
export const PERSON_ID = 'users.id';

/** Live people as the people list filters them (`filter` without its page): everybody, or one department's HOD and employees (no admins). */
function listedPeople(db: Db, scope: { department: string } | 'all', filter: UserListQuery) {
  let query = db.selectFrom('users').where('users.deleted_at', 'is', null);
  if (scope !== 'all') query = query.where('users.department', '=', scope.department).where('users.role', '!=', 'admin');
  if (filter.role) query = query.where('users.role', '=', filter.role);
  if (filter.department) query = query.where('users.department', '=', filter.department);
  if (filter.active !== undefined) query = query.where('users.is_active', '=', filter.active);
  if (filter.ids) query = filter.ids.length === 0 ? query.where(sql<boolean>`false`) : query.where('users.id', 'in', filter.ids);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) => eb.or([eb('users.name', 'ilike', pattern), eb('users.email', 'ilike', pattern), eb('users.employee_id', 'ilike', pattern)]));
  }
  return query;
}

/** What another owner adds beside each person, in the same statement: its join (on PERSON_ID) and its reading of its part of a row. */
export interface Beside<O, B> {
  join(query: PeopleQuery<UserRow>): PeopleQuery<UserRow & O>;
  read(row: O): B;
}

/** A person and what another owner added beside them. */
export interface PersonWith<B> {
  account: Account;
  beside: B;
}

/**
 * The people list: live people, newest first (a department's page its HOD first), one page when `filter`
 * has a limit, each an account with what `beside` adds (another owner's columns, in the same statement),
 * and how many match (one more statement, only for a page).
 */
export async function listPeople<O, B>(
  db: Db,
  scope: { department: string } | 'all',
  filter: UserListQuery,
  beside: Beside<O, B>,
): Promise<{ people: PersonWith<B>[]; total: number }> {
  const query = listedPeople(db, scope, filter);
  let page = beside.join(query.selectAll('users'));
  // A department's page shows its HOD first (the Department Employees screen), then newest first; the
  // whole list keeps the original order, newest first, for the original client.
  if (scope !== 'all' && filter.limit !== undefined) page = page.orderBy(sql`users.role = ${HEAD_OF_DEPARTMENT}`, 'desc');
  page = page.orderBy('users.created_at', 'desc').orderBy('users.id');
  if (filter.limit !== undefined) page = page.limit(filter.limit).offset(filter.offset ?? 0);
  const rows = await page.execute();
  const total = filter.limit === undefined ? rows.length : Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  return { people: rows.map((row) => ({ account: toAccount(row), beside: beside.read(row) })), total };
}

/** One batch of live people in id order after `after` (the staff export), of one department or one person if given, with what `beside` adds. */
export async function livePeopleBatch<O, B>(
  db: Db,
  narrow: { department?: string | undefined; personId?: string | undefined },
  after: string,
  limit: number,
  beside: Beside<O, B>,
): Promise<PersonWith<B>[]> {
  let query = beside.join(db.selectFrom('users').selectAll('users')).where('users.deleted_at', 'is', null).where('users.id', '>', after);
  if (narrow.department) query = query.where('users.department', '=', narrow.department);
  if (narrow.personId) query = query.where('users.id', '=', narrow.personId);
  const rows = await query.orderBy('users.id').limit(limit).execute();
  return rows.map((row) => ({ account: toAccount(row), beside: beside.read(row) }));
}
