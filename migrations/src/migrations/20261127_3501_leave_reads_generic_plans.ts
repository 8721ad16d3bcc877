import { sql, type Kysely } from 'kysely';

// The leave commands' reads functions (20261127_3401, 20261127_3402) plan their queries once per connection
// (issue 24). A plpgsql function's queries are prepared statements whose parameters are the function's
// arguments; Postgres plans such a statement anew for each call ("custom plans") while it judges that cheaper
// than one plan for any argument, and for leave_decision_reads it did so on every call: the `case when
// p_ledger_prefix is null` and `p_stand_in_id is null` branches fold away in a custom plan, so the generic one
// always looked dearer. pg_stat_statements (track_planning) measured 0.55 ms of planning per decision against
// 0.30 ms of executing the same query. The generic plan is as good here: every query finds its rows by an
// application, a person, a stream or a date range, each through its index, whatever the arguments, and a
// CASE runs only its chosen branch's subquery.
// `plan_cache_mode` set on each function holds for its queries only (Postgres sets it for the call).

const FUNCTIONS = [
  'leave_apply_reads(text, date, date, text, text, text, bigint, int)',
  'leave_claim_reads(text, date, text, text, text, bigint, int)',
  'leave_decision_reads(text, text, text, bigint, int, text)',
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const fn of FUNCTIONS) await sql`alter function ${sql.raw(fn)} set plan_cache_mode = force_generic_plan`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const fn of FUNCTIONS) await sql`alter function ${sql.raw(fn)} reset plan_cache_mode`.execute(db);
}
