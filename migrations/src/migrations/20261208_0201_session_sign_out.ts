import type { Kysely } from 'kysely';

// A sign-out per device (issue 49): a session's token now carries the session's id, so that one session can
// end without the others. `ended_at` is when that one session was signed out (its token is refused from
// then on; every api node hears of it by the `UserSignedOutOnDevice` event, which drops the person from its
// account cache); `named_in_token` says whether the session's token carries its id: sessions started before
// this migration have tokens without one, which cannot be told apart, so only 'Sign out everywhere' ends
// them (docs/decisions/0390-a-sign-out-per-device.md).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('ended_at', 'timestamptz').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('named_in_token', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('named_in_token').execute();
  await db.schema.alterTable('sessions').dropColumn('ended_at').execute();
}
