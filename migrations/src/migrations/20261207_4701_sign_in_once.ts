import type { Kysely } from 'kysely';

// Signing in with a college account, hardened (issue 47). `used_sign_in_states`: the state of each sign-in
// transaction that reached its callback (as a SHA-256 hash), kept until the transaction would have expired,
// so that a second callback of the same transaction (another code of the same authorization request) is
// refused on every api node. `sign_in_links.by_own_action`: whether the person connected the account
// themselves while signed in ('Connect your college account'); links made before are e-mail links.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('used_sign_in_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('sign_in_links').addColumn('by_own_action', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sign_in_links').dropColumn('by_own_action').execute();
  await db.schema.dropTable('used_sign_in_states').execute();
}
