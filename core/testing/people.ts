// People for tests: created straight through createUser with one shared password hash (argon2 costs
// ~40 ms a hash).

import type { Account, CalendarDate, Role } from '@leave/domain';
import type { Db } from '../src/db';
import type { EventStore } from '../src/event-store';
import { createUser } from '../src/users/create-user';
import { hashPassword } from '../src/users/passwords';

export const TEST_PASSWORD = 'secret123';
let passwordHash: Promise<string> | null = null;
export function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

export const CSE = 'Computer Science & Engineering (CSE)';
export const ECE = 'Electronics & Communication Engineering (ECE)';

export interface TestPerson {
  name: string;
  email: string;
  role: Role;
  department: string | null;
  dateOfJoining?: string | null;
  employeeId?: string;
}

/** A person with the test password, joined on 1 June 2020 unless told otherwise. */
export async function addUser(deps: { db: Db; eventStore: EventStore }, today: CalendarDate, input: TestPerson): Promise<Account> {
  return createUser(
    deps,
    {
      name: input.name,
      email: input.email,
      passwordHash: await testPasswordHash(),
      role: input.role,
      department: input.department,
      designation: 'Assistant Professor',
      qualification: 'M.Tech',
      mobileNo: '9876543210',
      dateOfBirth: '1990-05-15',
      dateOfJoining: (input.dateOfJoining ?? '2020-06-01') as CalendarDate,
      employeeId: input.employeeId ?? null,
    },
    today,
    { actor: null, reason: 'test fixture' },
  );
}
