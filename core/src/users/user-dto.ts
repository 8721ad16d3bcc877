import { isLanguage, DEFAULT_LANGUAGE, type Actor, type CalendarDate, type Language, type LeaveBalance, type UserDto } from '@leave/domain';
import type { UserRow } from '@leave/migrations';
import type { Db } from '../db';
import { actorFields } from './accounts';

/** A person as every answer shows them (docs/contract.md): `_id` and `id`, plain dates, never the password hash. */
export function toUserDto(user: UserRow, leaveBalance: LeaveBalance): UserDto {
  return {
    _id: user.id,
    id: user.id,
    employeeId: user.employee_id,
    name: user.name,
    email: user.email,
    role: user.role,
    // The first admin has no department; the contract's department is always text.
    department: user.department ?? '',
    designation: user.designation,
    qualification: user.qualification,
    mobileNo: user.mobile_no,
    dateOfBirth: user.date_of_birth as CalendarDate | null,
    dateOfJoining: user.date_of_joining as CalendarDate | null,
    isActive: user.is_active,
    lastLogin: user.last_login ? new Date(user.last_login).toISOString() : null,
    leaveBalance,
    createdAt: new Date(user.created_at).toISOString(),
    language: languageOf(user.language),
    ...(user.password_is_default ? { mustSetPassword: true as const } : {}),
  };
}

/** The stored language (a row read before its migration has none: English). */
function languageOf(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Who did something: the actor a leave event records, and the actor of every event's metadata. */
export function actorOf(user: Pick<UserRow, 'id' | 'name' | 'role' | 'department'>): Actor {
  return { id: user.id, name: user.name, role: user.role, department: user.department };
}

/** The actor behind a person's id, for work a job does on their behalf (null when they no longer exist). */
export async function findActor(db: Db, userId: string): Promise<Actor | null> {
  const user = await actorFields(db, userId);
  return user ? actorOf(user) : null;
}
