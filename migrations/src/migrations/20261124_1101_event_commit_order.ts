import { sql, type Kysely } from 'kysely';

// Live updates read the log in commit order and are woken at once (docs/architecture.md (Live updates)):
// - `xact_id`: the appending transaction's id. Every transaction whose id is below the oldest one still
//   running (`pg_snapshot_xmin(pg_current_snapshot())`) has ended, so the events below that horizon are
//   final: reading them by (xact_id, global_position) never passes an event that may still commit.
//   Events stored before this migration get 0 and keep their global order.
// - A statement trigger sends NOTIFY on the `leave_events` channel from the appending transaction: Postgres
//   delivers it to every listening connection when, and only if, that transaction commits, whichever
//   process appended (an api node, a worker). One notification per transaction (identical ones merge).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table events add column xact_id xid8 not null default '0'::xid8`.execute(db);
  await sql`alter table events alter column xact_id set default pg_current_xact_id()`.execute(db);
  await sql`create index events_commit_order_idx on events (xact_id, global_position)`.execute(db);
  await sql`
    create function events_notify_appended() returns trigger language plpgsql as $$
    begin
      perform pg_notify('leave_events', '');
      return null;
    end
    $$`.execute(db);
  await sql`create trigger events_notify_appended after insert on events for each statement execute function events_notify_appended()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger events_notify_appended on events`.execute(db);
  await sql`drop function events_notify_appended()`.execute(db);
  await sql`drop index events_commit_order_idx`.execute(db);
  await sql`alter table events drop column xact_id`.execute(db);
}
