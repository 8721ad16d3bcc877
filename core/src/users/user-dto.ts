import type { Account, Actor, LeaveBalance, UserDto } from '@leave/domain';
import type { Db } from '../db';
import { actorById } from './accounts';

/** A person as every answer shows them (docs/contract.md): `_id` and `id`, plain dates, never the password hash. */
export function toUserDto(user: Account, leaveBalance: LeaveBalance): UserDto {
  return {
    _id: user.id,
    id: user.id,
    employeeId: user.employeeId,
    name: user.name,
    email: user.email,
    role: user.role,
    // The first admin has no department; the contract's department is always text.
    department: user.department ?? '',
    designation: user.designation,
    qualification: user.qualification,
    mobileNo: user.mobileNo,
    dateOfBirth: user.dateOfBirth,
    dateOfJoining: user.dateOfJoining,
    isActive: user.isActive,
    lastLogin: user.lastLogin ? new Date(user.lastLogin).toISOString() : null,
    leaveBalance,
    createdAt: new Date(user.createdAt).toISOString(),
    language: user.language,
    ...(user.mustSetPassword ? { mustSetPassword: true as const } : {}),
  };
}

/** Who did something: the actor a leave event records, and the actor of every event's metadata. */
export function actorOf(user: Actor): Actor {
  return { id: user.id, name: user.name, role: user.role, department: user.department };
}

/** The actor behind a person's id, for work a job does on their behalf (null when they no longer exist). */
export async function findActor(db: Db, userId: string): Promise<Actor | null> {
  const user = await actorById(db, userId);
  return user ? actorOf(user) : null;
}
