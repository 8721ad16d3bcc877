import { sql, type Kysely } from 'kysely';

// The reads of a leave command in one round trip (issue 24; docs/architecture.md 'The path of a command'):
// each function takes the person's lock, then reads what `decide` needs and the stream it decides on, and
// answers it as one json value. They are plpgsql and VOLATILE on purpose: in READ COMMITTED each query of a
// volatile function takes a fresh snapshot, so the reads after the lock see every transaction that held it
// before (one SELECT taking the lock in a subquery would read with the snapshot of before the wait). The
// stream ids and the read-model lock's key come from the caller (core's streams.ts and read-model-lock.ts);
// the tables stay unqualified.
//
// They also prepare the append (core's PreparedAppend): the read-model lock shared (as every append takes
// it, before its events get positions), `p_positions` global positions from the log's sequence (the
// transaction's id assigned just before them, as an insert does, so that the log's commit order, by
// (xact_id, global_position), keeps agreeing with the positions across transactions), the
// transaction's time to the millisecond, and what the projections would read for the append: the
// application's row and the inbox's people (the applicant, every admin and HOD, the stand-ins named), with
// the stand-in events for an application made.

const EVENTS_OF = (stream: string) => `
  coalesce((select json_agg(json_build_object('global_position', e.global_position, 'stream_id', e.stream_id, 'version', e.version, 'type', e.type,
      'data', e.data, 'metadata', e.metadata, 'occurred_at', e.occurred_at) order by e.version)
    from events e where e.stream_id = ${stream}), '[]'::json)`;

/** The prepared append's part of the answer; `person` is the applicant's id, `standIns` whether the stand-in namings come too. */
const PREPARED = (leaveId: string, person: string, standIns: boolean) => `
  'prepared', json_build_object(
    'positions', (select json_agg(nextval('events_global_position_seq')) from generate_series(1, p_positions) where pg_current_xact_id() is not null),
    'now_ms', floor(extract(epoch from now()) * 1000),
    'application', (select row_to_json(a) from leave_applications a where a.id = ${leaveId}),
    'people', coalesce((select json_agg(p) from notification_people p where p.user_id = ${person} or p.role in ('admin', 'hod')${
      standIns ? ` or p.user_id in (select e.data->>'standInId' from events e where e.type = 'StandInNamed')` : ''
    }), '[]'::json),
    'people_keys', ${
      standIns
        ? `(select json_agg(distinct k) from (select ${person} as k union all select e.data->>'standInId' from events e where e.type = 'StandInNamed') keys)`
        : `json_build_array(${person})`
    },
    'stand_in_events', ${
      standIns
        ? `coalesce((select json_agg(json_build_object('global_position', e.global_position, 'stream_id', e.stream_id, 'type', e.type, 'data', e.data) order by e.global_position)
        from events e where e.type in ('StandInNamed', 'StandInRemoved')), '[]'::json)`
        : 'null'
    })`;

export async function up(db: Kysely<any>): Promise<void> {
  // POST /leaves: the applicant's balance, their applications (not rejected), the holidays of the range, the
  // policy's history and the application's stream.
  await sql`
    create function leave_apply_reads(p_person_id text, p_from date, p_to date, p_leave_id text, p_stream_id text, p_policy_stream_id text, p_read_model_lock bigint, p_positions int) returns json
    language plpgsql volatile as $$
    begin
      perform pg_advisory_xact_lock(hashtext('person-' || p_person_id));
      perform pg_advisory_xact_lock_shared(p_read_model_lock);
      return json_build_object(
        'balance', (select row_to_json(b) from (select cl, scl, el, hpl, ccl, other_types from leave_balances where user_id = p_person_id) b),
        'own', coalesce((select json_agg(o) from (
            select leave_type, number_of_days, status, from_date, to_date, from_half, to_half from leave_applications
            where applicant_id = p_person_id and status <> 'rejected' and kind = 'leave') o), '[]'::json),
        'holidays', coalesce((select json_agg(h.date order by h.date) from holidays h where h.date >= p_from and h.date <= p_to), '[]'::json),
        'policy', ${sql.raw(EVENTS_OF('p_policy_stream_id'))},
        'stream', ${sql.raw(EVENTS_OF('p_stream_id'))},
        ${sql.raw(PREPARED('p_leave_id', 'p_person_id', true))});
    end
    $$`.execute(db);
  // POST /comp-off: the days already claimed, whether the day worked was a holiday, the policy, the stream.
  await sql`
    create function leave_claim_reads(p_person_id text, p_worked_on date, p_leave_id text, p_stream_id text, p_policy_stream_id text, p_read_model_lock bigint, p_positions int) returns json
    language plpgsql volatile as $$
    begin
      perform pg_advisory_xact_lock(hashtext('person-' || p_person_id));
      perform pg_advisory_xact_lock_shared(p_read_model_lock);
      return json_build_object(
        'claimed', coalesce((select json_agg(from_date) from leave_applications
            where applicant_id = p_person_id and kind = 'compOff' and status in ('pending', 'hodApproved', 'approved')), '[]'::json),
        'holidays', coalesce((select json_agg(h.date order by h.date) from holidays h where h.date = p_worked_on), '[]'::json),
        'policy', ${sql.raw(EVENTS_OF('p_policy_stream_id'))},
        'stream', ${sql.raw(EVENTS_OF('p_stream_id'))},
        ${sql.raw(PREPARED('p_leave_id', 'p_person_id', true))});
    end
    $$`.execute(db);
  // A decision on an application: the application (null: none), then under its applicant's lock the
  // applicant now with their balance, the namings of p_stand_in_id for its department (null: not asked),
  // and the stream.
  await sql`
    create function leave_decision_reads(p_leave_id text, p_stand_in_id text, p_stream_id text, p_read_model_lock bigint, p_positions int) returns json
    language plpgsql volatile as $$
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
        'stream', ${sql.raw(EVENTS_OF('p_stream_id'))},
        ${sql.raw(PREPARED('p_leave_id', 'v_application.applicant_id', false))});
    end
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function leave_decision_reads(text, text, text, bigint, int)`.execute(db);
  await sql`drop function leave_claim_reads(text, date, text, text, text, bigint, int)`.execute(db);
  await sql`drop function leave_apply_reads(text, date, date, text, text, text, bigint, int)`.execute(db);
}
