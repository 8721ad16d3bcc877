// The users table's typed queries (issue 24, "Each table one owner"): the people's accounts, which
// createUser (./create-user.ts) writes from the user events. Callers elsewhere use these functions instead
// of naming the table. Not yet registered in eslint.table-owners.js: some server files still name the
// table (docs/architecture.md lists it as still unowned).

import { sql } from 'kysely';
import type { UserRow } from '@leave/migrations';
import type { Db } from '../db';

/** A live (not deleted) person by id, or undefined. */
export function accountById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** A live person by e-mail, whatever its case. */
export function accountByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(sql`lower(email)`, '=', email.trim().toLowerCase()).where('deleted_at', 'is', null).executeTakeFirst();
}

/** Stamps the person's last sign-in and returns their account as it now stands (one statement). */
export function recordSignIn(db: Db, id: string, at: Date): Promise<UserRow> {
  return db.updateTable('users').set({ last_login: at }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
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
