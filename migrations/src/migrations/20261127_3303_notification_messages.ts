import type { Kysely } from 'kysely';

// An inbox entry's words as facts (issue 23: domain's NotificationMessage), beside its English title: the
// e-mail and the push of a person who reads Hindi or Telugu are written from it. A projection column,
// written by the inbox projection; entries made before this migration have none (their mails and pushes
// use the English title) until `npm run replay -- --apply` rebuilds them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('message', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('message').execute();
}
