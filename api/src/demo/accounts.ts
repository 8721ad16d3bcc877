// The demo accounts as a visitor may use them: the seeded HODs and employees with their public demo
// passwords, and the first admin while its password is the built-in default. The terminal banner and
// GET /api/demo/accounts (demo mode only) show them; a password somebody configured is never listed.

import { DEPARTMENTS, type DemoAccountDto } from '@leave/domain';
import { DEFAULT_ADMIN_PASSWORD, type Config } from '@leave/core/config';
import type { Db } from '@leave/core/db';
import { activeNamesByEmail } from '@leave/core/users';
import { DEMO_PASSWORDS, DEMO_PEOPLE, demoEmail } from './seed';

/** Whether the first admin's password is the public default, so that demo mode may show it. */
export function adminPasswordIsPublic(config: Pick<Config, 'adminPassword'>): boolean {
  return config.adminPassword === DEFAULT_ADMIN_PASSWORD;
}

/** Every demo account the seed creates, department by department (HOD first), after the admin when listable. */
export function demoAccounts(config: Pick<Config, 'adminEmail' | 'adminPassword'>): DemoAccountDto[] {
  const accounts: DemoAccountDto[] = adminPasswordIsPublic(config)
    ? [{ role: 'admin', name: 'Administrator', email: config.adminEmail, password: config.adminPassword, department: '' }]
    : [];
  for (const [index, department] of DEPARTMENTS.entries()) {
    const people = DEMO_PEOPLE[index]!;
    accounts.push({ role: 'hod', name: people.hod, email: demoEmail('hod', department.code), password: DEMO_PASSWORDS.hod, department: department.label });
    people.employees.forEach((name, n) =>
      accounts.push({ role: 'employee', name, email: demoEmail(n === 0 ? 'emp1' : 'emp2', department.code), password: DEMO_PASSWORDS.employee, department: department.label }),
    );
  }
  return accounts;
}

/**
 * The demo accounts one can sign in with now: a visitor may have deleted or deactivated one. The admin is
 * always listed (POST /demo-login repairs it); its name is the stored one.
 */
export async function usableDemoAccounts(db: Db, config: Pick<Config, 'adminEmail' | 'adminPassword'>): Promise<DemoAccountDto[]> {
  const accounts = demoAccounts(config);
  const names = await activeNamesByEmail(db, accounts.map((account) => account.email));
  return accounts
    .filter((account) => account.role === 'admin' || names.has(account.email))
    .map((account) => ({ ...account, name: names.get(account.email) ?? account.name }));
}
