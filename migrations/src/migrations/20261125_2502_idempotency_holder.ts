import type { Kysely } from 'kysely';

// Idempotency-Key: the request running under a key (a random id). Only it may mark the key committed, so
// a first request so slow that a retry took the key over is rolled back instead of applied twice.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('holder', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('holder').execute();
}
