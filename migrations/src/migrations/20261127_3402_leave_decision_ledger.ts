import { sql, type Kysely } from 'kysely';

// A decision's reads answer its ledger too (issue 24): leave_decision_reads (20261127_3401) gains
// `p_ledger_prefix`, the balance streams' prefix (core's streams.ts; null when the decision cannot touch the
// ledger). With it, the function also answers, under the applicant's lock, their ledger stream
// (`<prefix><applicant id>`) and their leave_balances row as the table holds it, so that a final approval or
// an accepted cancellation appends its debit or credit with the leave event in the one prepared statement
// (core's PreparedAppend over both streams) instead of reading the ledger, the lock and the balance row
// again. Everything else is answered as before. The function is replaced (its arguments change).

const EVENTS_OF = (stream: string) => `
  coalesce((select json_agg(json_build_object('global_position', e.global_position, 'stream_id', e.stream_id, 'version', e.version, 'type', e.type,
      'data', e.data, 'metadata', e.metadata, 'occurred_at', e.occurred_at) order by e.version)
    from events e where e.stream_id = ${stream}), '[]'::json)`;

/** The body of leave_decision_reads; with `ledger`, the version of this migration (its ledger and balance row). */
const DECISION_READS = (ledger: boolean) => `
    declare
      v_application record;
    begin
      select applicant_id, leave_type, department into v_application from leave_applications where id = p_leave_id;
      if not found then
        return json_build_object('application', null);
      end if;
      perform pg_advisory_xact_lock(hashtext('person-' || v_application.applicant_id));
      perform pg_advisory_xact_lock_shared(p_read_model_lock);
      return json_build_object(
        'application', json_build_object('applicant_id', v_application.applicant_id, 'leave_type', v_application.leave_type, 'department', v_application.department),
        'person', (select row_to_json(p) from (
            select u.role, u.deleted_at, b.cl, b.scl, b.el, b.hpl, b.ccl, b.other_types
            from users u left join leave_balances b on b.user_id = u.id where u.id = v_application.applicant_id) p),
        'mandates', case when p_stand_in_id is null then null else coalesce((select json_agg(m order by m.from_date) from (
            select s.hod_id, h.name, s.department, s.from_date, s.to_date
            from stand_ins s join users h on h.id = s.hod_id
            where s.stand_in_id = p_stand_in_id and s.department = v_application.department and s.removed_at is null
              and h.role = 'hod' and h.department = s.department and h.is_active and h.deleted_at is null) m), '[]'::json) end,
        'stream', ${EVENTS_OF('p_stream_id')},${
          ledger
            ? `
        'ledger', case when p_ledger_prefix is null then null else ${EVENTS_OF('p_ledger_prefix || v_application.applicant_id')} end,
        'balance', case when p_ledger_prefix is null then null else (select row_to_json(b) from leave_balances b where b.user_id = v_application.applicant_id) end,`
            : ''
        }
        'prepared', json_build_object(
          'positions', (select json_agg(nextval('events_global_position_seq')) from generate_series(1, p_positions) where pg_current_xact_id() is not null),
          'now_ms', floor(extract(epoch from now()) * 1000),
          'application', (select row_to_json(a) from leave_applications a where a.id = p_leave_id),
          'people', coalesce((select json_agg(p) from notification_people p where p.user_id = v_application.applicant_id or p.role in ('admin', 'hod')), '[]'::json),
          'people_keys', json_build_array(v_application.applicant_id),
          'stand_in_events', null));
    end`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop function leave_decision_reads(text, text, text, bigint, int)`.execute(db);
  await sql`
    create function leave_decision_reads(p_leave_id text, p_stand_in_id text, p_stream_id text, p_read_model_lock bigint, p_positions int, p_ledger_prefix text) returns json
    language plpgsql volatile as $$ ${sql.raw(DECISION_READS(true))} $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function leave_decision_reads(text, text, text, bigint, int, text)`.execute(db);
  await sql`
    create function leave_decision_reads(p_leave_id text, p_stand_in_id text, p_stream_id text, p_read_model_lock bigint, p_positions int) returns json
    language plpgsql volatile as $$ ${sql.raw(DECISION_READS(false))} $$`.execute(db);
}
