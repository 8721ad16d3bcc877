// People and tokens for route tests: created once per file straight through createUser with one shared
// password hash (argon2 costs ~40 ms a hash), signed in by minting their tokens.

import type { LightMyRequestResponse } from 'fastify';
import type { Account } from '@leave/domain';
import { addUser, CSE, ECE, type TestPerson } from '@leave/core/testing/people';
import type { Runtime } from '../src/runtime';
import { toAccount } from '@leave/core/users';

export { CSE, ECE, TEST_PASSWORD } from '@leave/core/testing/people';

export interface Person {
  user: Account;
  token: string;
  headers: { authorization: string };
}

export async function addPerson(runtime: Runtime, input: TestPerson): Promise<Person> {
  return asPerson(runtime, await addUser(runtime.app, runtime.clock.today(), input));
}

export function asPerson(runtime: Runtime, user: Account): Person {
  const token = runtime.app.signAccessToken(user);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** The cast of the authorization matrix: an admin, a HOD and employees in CSE, a HOD and an employee in ECE. */
export async function addCast(runtime: Runtime) {
  const adminRow = toAccount(await runtime.database.db.selectFrom('users').selectAll().where('role', '=', 'admin').executeTakeFirstOrThrow());
  const admin = asPerson(runtime, adminRow);
  const hodCse = await addPerson(runtime, { name: 'Hema Cse', email: 'hod.cse@college.edu', role: 'hod', department: CSE });
  const empCse = await addPerson(runtime, { name: 'Ravi Cse', email: 'emp.cse@college.edu', role: 'employee', department: CSE });
  const empCse2 = await addPerson(runtime, { name: 'Sita Cse', email: 'emp2.cse@college.edu', role: 'employee', department: CSE });
  const hodEce = await addPerson(runtime, { name: 'Hari Ece', email: 'hod.ece@college.edu', role: 'hod', department: ECE });
  const empEce = await addPerson(runtime, { name: 'Uma Ece', email: 'emp.ece@college.edu', role: 'employee', department: ECE });
  return { admin, hodCse, empCse, empCse2, hodEce, empEce };
}

export function body<T = any>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
