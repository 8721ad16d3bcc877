// The leave commands' reads functions (core/src/leave/reads) answer what the owners' TypeScript readers
// answer (issue 42): over random states of people, stand-in namings, applications, balances, holidays and
// the inbox's people, each fact the SQL reads equals its owner's reader: the balance (balanceOf), the
// applicant's own leave (ownApplicationsOf), the days claimed (claimedDaysOf), the holidays (holidayDates),
// a stand-in's mandate (mandateFor) and office namings (officeMandatesFor), the applicant's standing (standingOf), a stream (readStream), and the
// people the inbox's prefetch reads (inboxPeopleFor, People.read's rules). Each state is written in a
// transaction that is rolled back after its checks.

import fc from 'fast-check';
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ARRANGEMENT_STATUSES, isCovered, isHolding, LEAVE_KINDS, LEAVE_STATUSES, ROLES, type CalendarDate } from '@leave/domain';
import type { LeaveApplicationRow } from '@leave/migrations';
import type { Database, DatabaseHandle } from '../../src/db';
import { Prefetched, readStream, type EventTransaction } from '../../src/event-store';
import { applyReads, claimReads } from '../../src/leave/reads/apply';
import { decisionReads } from '../../src/leave/reads/decision';
import { balanceOf, claimedDaysOf, inboxPeopleFor, ownApplicationsOf } from '../../src/projections';
import { colleagueLeavesOf, departmentAwayOf, restrictedHolidaysTakenOf, sameTypeTakenOf } from '../../src/projections/leave-applications/facts';
import { departmentPeriodsOf } from '../../src/projections/timetable';
import { coverageOf, coveringsOf, substitutionCountsOf } from '../../src/projections/arrangements';
import { notificationsProjection } from '../../src/projections/notifications';
import { holidayDates, holidaysAroundOf, optionalHolidaysOf } from '../../src/projections/holidays';
import { mandateAmong, mandateFor, officeMandatesAmong, officeMandatesFor } from '../../src/stand-ins';
import { colleaguesOf, departmentSizeOf, standingOf } from '../../src/users/accounts';
import { bringSchemaUpToDate } from '../../src/schema';
import { openTestDatabase, usesServices } from '../../testing/runtime';

const DEPARTMENTS = ['Dept A', 'Dept B'] as const;
const OFFICES = ['principal', 'dean'] as const;
// Days of rows written and read back in one transaction: nothing here is applied for against a clock.
// eslint-disable-next-line test-dates/no-date-without-clock
const FIRST_DAY = '2026-12-01' as CalendarDate;
const day = fc.integer({ min: 0, max: 30 }).map((n) => addDays(FIRST_DAY, n));

const stateArbitrary = fc.record({
  people: fc.array(fc.record({ role: fc.constantFrom(...ROLES), department: fc.constantFrom(...DEPARTMENTS, null), active: fc.boolean(), deleted: fc.boolean() }), { minLength: 2, maxLength: 6 }),
  applications: fc.array(
    fc.record({ applicant: fc.nat(), kind: fc.constantFrom(...LEAVE_KINDS), status: fc.constantFrom(...LEAVE_STATUSES), from: day, length: fc.integer({ min: 0, max: 4 }), leaveType: fc.constantFrom('cl', 'el', 'exam', 'rh') }),
    { maxLength: 8 },
  ),
  // An office's naming (issue 43) has an office and no department.
  namings: fc.array(
    fc.record({ hod: fc.nat(), standIn: fc.nat(), department: fc.constantFrom(...DEPARTMENTS), office: fc.option(fc.constantFrom(...OFFICES), { nil: undefined }), from: day, length: fc.integer({ min: 0, max: 10 }), removed: fc.boolean() }),
    { maxLength: 5 },
  ),
  officeHolders: fc.array(fc.record({ person: fc.nat(), office: fc.constantFrom(...OFFICES) }), { maxLength: 4 }),
  balances: fc.array(fc.record({ person: fc.nat(), cl: fc.integer({ min: 0, max: 12 }), exam: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }) }), { maxLength: 6 }),
  holidays: fc.uniqueArray(day, { maxLength: 5 }),
  optional: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  inboxPeople: fc.array(fc.record({ person: fc.nat(), role: fc.constantFrom(...ROLES), department: fc.constantFrom(...DEPARTMENTS, null), active: fc.boolean() }), { maxLength: 8 }),
  namedInLog: fc.array(fc.nat(), { maxLength: 3 }),
  // Issue 45: timetable periods, each of a person, its term starting on a day of the month and lasting 0-20 days.
  periods: fc.array(fc.record({ teacher: fc.nat(), weekday: fc.integer({ min: 1, max: 7 }), hour: fc.integer({ min: 8, max: 16 }), termFrom: day, termLength: fc.integer({ min: 0, max: 20 }) }), { maxLength: 8 }),
  // Issue 45: class arrangements, each of an application (by index), perhaps with a substitute, in a status.
  arrangements: fc.array(fc.record({ leave: fc.nat(), substitute: fc.option(fc.nat(), { nil: null }), date: day, hour: fc.integer({ min: 8, max: 16 }), status: fc.constantFrom(...ARRANGEMENT_STATUSES) }), { maxLength: 8 }),
  range: fc.tuple(day, day),
  today: day,
});

type State = typeof stateArbitrary extends fc.Arbitrary<infer S> ? S : never;

const personId = (i: number) => `person-${i}`;

async function write(trx: Transaction<Database>, state: State): Promise<void> {
  const n = state.people.length;
  for (const [i, p] of state.people.entries()) {
    await trx
      .insertInto('users')
      .values({ id: personId(i), employee_id: `E${i}`, name: `Person ${i}`, email: `p${i}@college.edu`, password_hash: 'x', role: p.role, department: p.department, is_active: p.active, deleted_at: p.deleted ? new Date() : null })
      .execute();
  }
  for (const [i, a] of state.applications.entries()) {
    const applicant = state.people[a.applicant % n]!;
    const row: LeaveApplicationRow = {
      id: `leave-${i}`, applicant_id: personId(a.applicant % n), applicant_name: 'x', applicant_employee_id: 'x', applicant_role: applicant.role, department: applicant.department ?? DEPARTMENTS[0],
      leave_type: a.leaveType, from_date: a.from, to_date: addDays(a.from, a.length), number_of_days: a.length + 1, from_half: 'first', to_half: 'second', reason: 'A reason long enough',
      status: a.status, rejection_reason: null, hod_approved_by_id: null, hod_approved_by_name: null, approved_by_id: null, approved_by_name: null, rejected_by_id: null, rejected_by_name: null,
      applied_at: new Date(), cancellation_reason: null, cancellation_decided_by_id: null, cancellation_decided_by_name: null, cancellation_decline_reason: null, cancelled_from: null,
      applied_position: i + 1, updated_at: new Date(), attachments: [], version: 1, kind: a.kind, credit_expires_on: null, route: null,
      warnings: null, recorded_by: null, override_reason: null, uncovered_reason: null, counted_days: null,
    };
    await trx.insertInto('leave_applications').values({ ...row, attachments: JSON.stringify(row.attachments) }).execute();
  }
  for (const [i, s] of state.namings.entries()) {
    await trx
      .insertInto('stand_ins')
      .values({
        id: `naming-${i}`, hod_id: personId(s.hod % n), stand_in_id: personId(s.standIn % n), department: s.office ? null : s.department, office: s.office ?? null,
        from_date: s.from, to_date: addDays(s.from, s.length), created_by: personId(0), removed_at: s.removed ? new Date() : null,
      })
      .execute();
  }
  const holders = new Map(state.officeHolders.map((h) => [`${h.office} ${h.person % n}`, h]));
  for (const h of holders.values()) await trx.insertInto('office_holders').values({ office: h.office, user_id: personId(h.person % n), named_at: new Date() }).execute();
  const balances = new Map(state.balances.map((b) => [b.person % n, b]));
  for (const [person, b] of balances) {
    await trx
      .insertInto('leave_balances')
      .values({ user_id: personId(person), cl: b.cl, scl: 4, el: 1.5, hpl: 0, ccl: 7, other_types: JSON.stringify(b.exam === undefined ? {} : { exam: b.exam }) as never, version: 1 })
      .execute();
  }
  for (const [i, date] of state.holidays.entries()) await trx.insertInto('holidays').values({ id: `holiday-${i}`, date, name: 'A holiday', optional: state.optional[i] ?? false }).execute();
  for (const [i, t] of state.periods.entries()) {
    const start = `${String(t.hour).padStart(2, '0')}:00`;
    await trx
      .insertInto('timetable_periods')
      .values({ id: `period-${i}`, user_id: personId(t.teacher % n), weekday: t.weekday, period: i + 1, start_time: start, end_time: `${String(t.hour).padStart(2, '0')}:50`, class_name: 'II A', subject: 'DS', room: '', term_from: t.termFrom, term_to: addDays(t.termFrom, t.termLength) })
      .execute();
  }
  for (const [i, a] of state.arrangements.entries()) {
    const start = `${String(a.hour).padStart(2, '0')}:00`;
    const leave = a.leave % Math.max(state.applications.length, 1);
    const absent = state.applications[leave]?.applicant ?? 0;
    await trx
      .insertInto('arrangements')
      .values({
        id: `arrangement-${i}`, leave_id: `leave-${leave}`, department: state.people[absent % n]!.department ?? DEPARTMENTS[0], date: a.date, period: i + 1, start_time: start, end_time: `${String(a.hour).padStart(2, '0')}:50`,
        class_name: 'II A', subject: 'DS', absent_id: personId(absent % n), absent_name: 'x', substitute_id: a.substitute === null ? null : personId(a.substitute % n), substitute_name: a.substitute === null ? null : 'y',
        status: a.status, holds: isHolding(a.status), covered: isCovered(a.status), decline_reason: null, updated_at: new Date(),
      })
      .execute();
  }
  const inbox = new Map(state.inboxPeople.map((p) => [p.person % n, p]));
  for (const [person, p] of inbox) await trx.insertInto('notification_people').values({ user_id: personId(person), role: p.role, department: p.department, active: p.active }).execute();
  for (const [i, named] of state.namedInLog.entries()) {
    await trx
      .insertInto('events')
      .values({ stream_id: `stand-in-log-${i}`, version: 1, type: 'StandInNamed', data: JSON.stringify({ standInId: personId(named % n), hodId: personId(0), department: DEPARTMENTS[0], from: FIRST_DAY, to: FIRST_DAY }), metadata: JSON.stringify({ actor: null }) })
      .execute();
  }
}

/** The command path's view of a transaction, keeping what the reads hand the next append. */
function transactionOf(trx: Transaction<Database>): EventTransaction & { prefetched: Prefetched } {
  const tx = {
    trx,
    prefetched: Prefetched.none,
    readStream: (streamId: string) => readStream(trx, streamId),
    append: () => Promise.reject(new Error('no append in this test')),
    prepare: (prefetched: Prefetched) => {
      tx.prefetched = prefetched;
    },
  };
  return tx;
}

const byId = <T extends { user_id: string }>(rows: readonly T[]) => [...rows].sort((a, b) => a.user_id.localeCompare(b.user_id));

class RolledBack extends Error {}

async function checkState(database: DatabaseHandle, state: State): Promise<void> {
  await database.db
    .transaction()
    .execute(async (trx) => {
      await write(trx, state);
      const tx = transactionOf(trx);
      const [a, b] = state.range;
      const from = a <= b ? a : b;
      const to = a <= b ? b : a;
      for (const [i] of state.people.entries()) {
        const id = personId(i);
        const department = state.people[i]!.department ?? DEPARTMENTS[0];
        const applied = (await applyReads.read(tx, { personId: id, department, from, to, leaveId: 'new', streamId: 'leave-new', policyStreamId: 'policy-college' }))!;
        expect(applied.balance).toEqual(await balanceOf(trx, id));
        expect(applied.own).toEqual(await ownApplicationsOf(trx, id));
        expect(applied.holidays).toEqual(await holidayDates(trx, from, to));
        // Issue 46's department cap: the others of the department away in the range, and the department's size.
        expect(applied.context.departmentAway).toEqual(await departmentAwayOf(trx, id, department, from, to));
        expect(applied.context.departmentSize).toEqual(await departmentSizeOf(trx, department));
        // Issue 46's restricted holidays: the optional holidays of the range, and the applicant's taken in the year.
        expect(applied.context.holidaysAround).toEqual(await holidaysAroundOf(trx, from, to));
        expect(applied.context.optionalHolidays).toEqual(await optionalHolidaysOf(trx, from, to));
        expect(applied.context.restrictedHolidaysTaken).toEqual(await restrictedHolidaysTakenOf(trx, id, from));
        // Issue 45's class adjustment: the department's periods, the colleagues who may take a class, their leave in the range.
        expect(applied.context.departmentPeriods).toEqual(await departmentPeriodsOf(trx, id, department, from, to));
        expect(applied.context.colleagues).toEqual(await colleaguesOf(trx, id, department));
        expect(applied.context.colleagueLeaves).toEqual(await colleagueLeavesOf(trx, id, department, from, to));
        // Issue 45's arrangements: the classes colleagues hold in the range, and how many each covered this term.
        expect(applied.context.coverings).toEqual(await coveringsOf(trx, department, from, to));
        expect(applied.context.substitutionCounts).toEqual(await substitutionCountsOf(trx, department, from));
        expect(applied.stream).toEqual(await readStream(trx, 'leave-new'));
        const inbox = tx.prefetched.of(notificationsProjection)!;
        expect(byId(inbox.people)).toEqual(byId(await inboxPeopleFor(trx, id, true)));
        const claimed = (await claimReads.read(tx, { personId: id, workedOn: from, leaveId: 'new', streamId: 'leave-new', policyStreamId: 'policy-college' }))!;
        expect(claimed.claimed).toEqual(await claimedDaysOf(trx, id));
        expect(claimed.holidays).toEqual(await holidayDates(trx, from, from));
      }
      for (const [i, application] of state.applications.entries()) {
        const applicant = personId(application.applicant % state.people.length);
        const department = state.people[application.applicant % state.people.length]!.department ?? DEPARTMENTS[0];
        for (const [s] of state.people.entries()) {
          const decided = (await decisionReads.read(tx, { leaveId: `leave-${i}`, streamId: 'stand-in-log-0', standInId: personId(s), ledgerStreamPrefix: null }))!;
          expect(decided.application).toEqual({ applicantId: applicant, leaveType: application.leaveType, department });
          expect(mandateAmong(decided.mandates!, state.today)).toEqual(await mandateFor(trx, personId(s), department, state.today));
          expect(officeMandatesAmong(decided.officeMandates!)).toEqual(await officeMandatesFor(trx, personId(s)));
          const standing = (await standingOf(trx, applicant))!;
          expect(decided.applicant).toEqual({ role: standing.role, deleted: standing.deletedAt !== null });
          expect(decided.balance).toEqual(await balanceOf(trx, applicant));
          expect(decided.stream).toEqual(await readStream(trx, 'stand-in-log-0'));
          // Issue 46's sandwich rule across applications: the applicant's taken leave of the type near it, the holidays around it.
          const from = application.from;
          const to = addDays(application.from, application.length);
          expect(decided.context.sameTypeTaken).toEqual(await sameTypeTakenOf(trx, applicant, `leave-${i}`, application.leaveType, from, to));
          expect(decided.context.holidaysAround).toEqual(await holidaysAroundOf(trx, from, to));
          expect(decided.context.coverage).toEqual((await coverageOf(trx, [`leave-${i}`])).get(`leave-${i}`) ?? { covered: 0, total: 0 });
          const inbox = tx.prefetched.of(notificationsProjection)!;
          expect(byId(inbox.people)).toEqual(byId(await inboxPeopleFor(trx, applicant, false)));
        }
      }
      expect(await decisionReads.read(tx, { leaveId: 'no-such-leave', streamId: 'leave-none', standInId: null, ledgerStreamPrefix: null })).toBeNull();
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}

describe(`the leave commands' reads on ${usesServices ? 'Postgres' : 'PGlite'}`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await bringSchemaUpToDate(database.db);
  });
  afterAll(() => database.close());

  it("answer each fact as its owner's TypeScript reader does, over random states", async () => {
    await fc.assert(fc.asyncProperty(stateArbitrary, (state) => checkState(database, state)), { numRuns: 30 });
  });

  it('answer nothing for an application that does not exist, and leave no transaction open', async () => {
    const answer = await sql<{ reads: unknown }>`select leave_decision_reads(${JSON.stringify({ leaveId: 'none', streamId: 'leave-none', standInId: null, ledgerStreamPrefix: null })}::json) as reads`.execute(database.db);
    expect(answer.rows).toEqual([{ reads: null }]);
  });
});
