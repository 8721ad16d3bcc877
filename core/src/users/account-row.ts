// The users table's row read into domain's Account (the owner's edge): camelCase, the dates as the domain
// types them, never the password hash. Only the users owner's files see the row.

import { DEFAULT_LANGUAGE, isLanguage, type Account, type CalendarDate } from '@leave/domain';
import type { UserRow, UserUpdate } from '@leave/migrations';

export function toAccount(row: UserRow): Account {
  return {
    id: row.id,
    employeeId: row.employee_id,
    name: row.name,
    email: row.email,
    role: row.role,
    department: row.department,
    designation: row.designation,
    qualification: row.qualification,
    mobileNo: row.mobile_no,
    dateOfBirth: row.date_of_birth as CalendarDate | null,
    dateOfJoining: row.date_of_joining as CalendarDate | null,
    isActive: row.is_active,
    lastLogin: row.last_login,
    tokenVersion: row.token_version,
    mustSetPassword: row.password_is_default,
    // A row read before the language's migration has none: English.
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    deletedAt: row.deleted_at,
    createdAt: row.created_at,
  };
}

/** The account, or undefined when the read found no row. */
export function accountOrUndefined(row: UserRow | undefined): Account | undefined {
  return row === undefined ? undefined : toAccount(row);
}

/** What an edit of an account may change, by the account's names. */
export type AccountChanges = Partial<
  Pick<Account, 'name' | 'email' | 'department' | 'designation' | 'qualification' | 'mobileNo' | 'dateOfBirth' | 'dateOfJoining' | 'role' | 'isActive' | 'employeeId' | 'language'>
>;

/** The columns of an account's fields, where they differ. */
export const COLUMN = { email: 'email', employeeId: 'employee_id', mobileNo: 'mobile_no', dateOfBirth: 'date_of_birth', dateOfJoining: 'date_of_joining', isActive: 'is_active' } as const;

/** The fields no two live people share, whatever their case. */
export type UniqueField = 'email' | 'employeeId';

/** The users columns an edit sets: only the fields it names. */
export function columnsOf(changes: AccountChanges): UserUpdate {
  const { name, email, department, designation, qualification, mobileNo, dateOfBirth, dateOfJoining, role, isActive, employeeId, language } = changes;
  const set: UserUpdate = { name, email, department, designation, qualification, role, language };
  set[COLUMN.mobileNo] = mobileNo;
  set[COLUMN.dateOfBirth] = dateOfBirth;
  set[COLUMN.dateOfJoining] = dateOfJoining;
  set[COLUMN.isActive] = isActive;
  set[COLUMN.employeeId] = employeeId;
  // Kysely leaves a column whose value is undefined out of the update.
  return set;
}
