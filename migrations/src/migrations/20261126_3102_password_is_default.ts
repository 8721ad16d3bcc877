import type { Kysely } from 'kysely';

// Whether a person still has the fixed default password (DEFAULT_EMPLOYEE_PASSWORD) an admin's form or
// import gave them, never having chosen their own (issue 26): the web app then asks them to choose one
// on their first sign-in. Everybody who exists already is taken to have chosen theirs.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('password_is_default', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('password_is_default').execute();
}
