// A college's history, generated: people in departments and years of their leave, written straight into
// the event log through the event store's append (the inline projections run, as in use), never through
// HTTP. Seeded: the same shape and seed give the same events (ids, dates, reasons, outcomes), whatever the
// database. Every event is what the domain makes: applications decided by `decide`, the ledger's debits and
// credits by `ledgerEffectOf`, the half-year resets, grants and lapses by `accrualsDue`. The benchmark
// (`npm run bench -- --scale`, bench/scale.ts) builds its large databases with it; a test proves it
// deterministic and its log replayable to the same read models.

import {
  accrualsDue,
  addDays,
  dayOfWeek,
  decide,
  DEPARTMENTS,
  DomainError,
  ledgerEffectOf,
  type Actor,
  type Applicant,
  type BalanceEvent,
  type BalanceLedger,
  type CalendarDate,
  type DayHalf,
  type LeaveCommand,
  type LeaveEvent,
  type LeaveState,
  type OwnLeave,
  type Role,
} from '@leave/domain';
import type { Db } from '../src/db';
import { EventStore, metadataBy, type NewEvent, type StreamAppend } from '../src/event-store';
import { balanceStream, leaveStream } from '../src/event-store/streams';
import { inlineProjections } from '../src/projections';
import { SEEDED_HISTORY_REQUEST_ID } from '../src/notifications';
import { createUser } from '../src/users/create-user';
import { testPasswordHash } from './people';

export interface HistoryShape {
  seed: number;
  /** People in all, HODs and one registrar (the admin who gives final approvals) included. */
  staff: number;
  departments: number;
  years: number;
  /** The history's last day (its applications reach a fortnight beyond, still open). */
  end: CalendarDate;
  /** Applications each person makes a year, on average (15: 750,000 over ten years of 5,000 people). */
  applicationsPerYear?: number;
}

export interface HistoryCounts {
  people: number;
  applications: number;
  /** Every event it appended (the people's registrations and opening balances included). */
  events: number;
  /** Applications the domain refused (an overlap, a balance short at approval is a rejection instead). */
  refused: number;
}

/** mulberry32: a small seeded generator, the same numbers on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Person {
  id: string;
  applicant: Applicant;
  actor: Actor;
  joined: CalendarDate;
  ledger: BalanceLedger;
  /** The version of their balance stream: the expected version of its next append. */
  ledgerVersion: number;
  /** Applications not withdrawn, rejected or cancelled, for the overlap check (pruned as they end). */
  open: OwnLeave[];
}

const REASONS = [
  'Attending a family wedding',
  'Medical appointment',
  'Personal work at the bank',
  "Caring for my child's treatment",
  'Visiting my parents',
  'Faculty development programme',
  'Travel to my home town',
  'Festival at home',
];
const FIRST = ['Lakshmi', 'Suresh', 'Anitha', 'Mohan', 'Revathi', 'Ganesh', 'Uma', 'Ramesh', 'Priya', 'Arjun', 'Kavya', 'Rahul', 'Divya', 'Vikram', 'Sneha', 'Karthik'];
const LAST = ['Narayanan', 'Kumar', 'Raj', 'Das', 'Sundar', 'Babu', 'Maheswari', 'Chandran', 'Raman', 'Mehta', 'Reddy', 'Verma', 'Krishnan', 'Singh', 'Iyer', 'Pillai'];

/** The departments' labels: the college's eight, then schools of a larger university. */
export function historyDepartments(count: number): string[] {
  return Array.from({ length: count }, (_, i) => DEPARTMENTS[i]?.label ?? `School ${i + 1} (S${String(i + 1).padStart(2, '0')})`);
}

/**
 * Writes the history into `db` (migrated, its admin created): the people (createUser, ids from the seed),
 * then month by month their accruals and applications, each application's whole life appended at once
 * with its ledger entries, in transactions of about `batchEvents` events. `progress` is told the months done.
 */
export async function generateHistory(db: Db, shape: HistoryShape, progress: (done: number, total: number) => void = () => {}, batchEvents = 50): Promise<HistoryCounts> {
  const next = random(shape.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = '89ab'[Math.floor(next() * 4)]!;
    const h = hex.join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  // A store of its own: no listener (no live feed, no mail dispatch) hears the history.
  const store = new EventStore(db, inlineProjections);
  const metadata = metadataBy(null, { requestId: SEEDED_HISTORY_REQUEST_ID, reason: 'generated history' });
  const start = addDays(shape.end, -Math.round(shape.years * 365.25));
  const departments = historyDepartments(shape.departments);
  const counts: HistoryCounts = { people: 0, applications: 0, events: 0, refused: 0 };

  // --- The people: a registrar, a HOD per department, the staff spread over the departments -----------
  const hash = await testPasswordHash();
  const people: Person[] = [];
  const hods = new Map<string, Person>();
  let registrar: Actor | null = null;
  const roles: { role: Role; department: string | null }[] = [
    { role: 'admin', department: null },
    ...departments.map((department) => ({ role: 'hod' as const, department })),
    ...Array.from({ length: Math.max(0, shape.staff - departments.length - 1) }, (_, i) => ({ role: 'employee' as const, department: departments[i % departments.length]! })),
  ];
  for (let first = 0; first < roles.length; first += 200) {
    await db.transaction().execute(async (trx) => {
      for (const [offset, { role, department }] of roles.slice(first, first + 200).entries()) {
        const n = first + offset;
        const id = uuid();
        const name = `${pick(FIRST)} ${pick(LAST)} ${n}`;
        // Joined up to 25 years before the history starts.
        const joined = addDays(start, -Math.floor(next() * 25 * 365));
        const account = await createUser(
          { db, eventStore: store },
          { id, name, email: `person${n}@university.edu`, passwordHash: hash, role, department, dateOfJoining: joined, employeeId: `U${String(n).padStart(6, '0')}` },
          start,
          metadata,
          trx,
        );
        const actor: Actor = { id, name: account.name, role, department };
        const opening = await store.readStream(balanceStream.id(id), trx);
        counts.events += 1 + opening.length;
        if (role === 'admin') {
          registrar = actor;
          continue;
        }
        const ledger = opening.reduce((l, e) => balanceStream.evolve(l, e as BalanceEvent), balanceStream.initialState);
        const person: Person = { id, applicant: { id, name: account.name, employeeId: account.employeeId, role, department: department! }, actor, joined, ledger, ledgerVersion: opening.length, open: [] };
        people.push(person);
        if (role === 'hod') hods.set(department!, person);
      }
    });
  }
  counts.people = roles.length;
  const admin = registrar!;

  // --- Month by month: accruals on the first, then the month's applications -------------------------
  // One append per stream in a batch: a ledger's entries of the batch go together, in their order.
  let pending = new Map<string, { streamId: string; expectedVersion: number; events: NewEvent[] }>();
  let pendingEvents = 0;
  const flush = async () => {
    if (pending.size === 0) return;
    const appends: StreamAppend[] = [...pending.values()];
    pending = new Map();
    pendingEvents = 0;
    const t0 = performance.now();
    await store.transaction((tx) => tx.append(appends, metadata));
    (globalThis as any).flushMs = ((globalThis as any).flushMs ?? 0) + performance.now() - t0;
  };
  const add = async (streamId: string, expectedVersion: number, events: readonly NewEvent[]) => {
    if (events.length === 0) return;
    const held = pending.get(streamId);
    if (held) held.events.push(...events);
    else pending.set(streamId, { streamId, expectedVersion, events: [...events] });
    pendingEvents += events.length;
    counts.events += events.length;
    if (pendingEvents >= batchEvents) await flush();
  };
  /** Entries of a person's ledger (`evolved`: already folded into it). */
  const ledgerEntries = async (person: Person, entries: readonly BalanceEvent[], evolved = false) => {
    if (!evolved) for (const entry of entries) person.ledger = balanceStream.evolve(person.ledger, entry);
    await add(balanceStream.id(person.id), person.ledgerVersion, entries);
    person.ledgerVersion += entries.length;
  };
  const at = (day: CalendarDate) => new Date(Date.parse(`${day}T04:00:00.000Z`) + Math.floor(next() * 8 * 3600_000)).toISOString();
  const weekday = (day: CalendarDate) => {
    let d = day;
    while (dayOfWeek(d) === 0 || dayOfWeek(d) === 6) d = addDays(d, 1);
    return d;
  };

  const months: CalendarDate[] = [];
  for (let d = `${start.slice(0, 7)}-01` as CalendarDate; d <= shape.end; d = `${addDays(d, 32).slice(0, 7)}-01` as CalendarDate) months.push(d);
  const perMonth = (shape.applicationsPerYear ?? 15) / 12;
  for (const [m, month] of months.entries()) {
    for (const person of people) {
      await ledgerEntries(person, accrualsDue({ dateOfJoining: person.joined, today: month, ledger: person.ledger }));
      person.open = person.open.filter((leave) => leave.toDate >= month);
      const applications = Math.floor(perMonth + next());
      for (let a = 0; a < applications; a++) await application(person, addDays(month, Math.floor(next() * 28)));
    }
    await flush();
    progress(m + 1, months.length);
  }
  await flush();
  return counts;

  /** One application's life: applied, then decided as HODs and the registrar do (or left open near the end). */
  async function application(person: Person, day: CalendarDate): Promise<void> {
    const fromDate = weekday(day);
    const r = next();
    const leaveType = r < 0.6 ? 'cl' : r < 0.72 ? 'scl' : r < 0.84 ? 'hpl' : r < 0.92 ? 'ccl' : 'el';
    const length = leaveType === 'cl' ? 1 + Math.floor(next() * 2) : 1 + Math.floor(next() * 5);
    const toDate = weekday(addDays(fromDate, length - 1));
    const half: { fromHalf?: DayHalf } = leaveType === 'cl' && fromDate === toDate && next() < 0.2 ? { fromHalf: 'second' } : {};
    const appliedOn = addDays(fromDate, -1 - Math.floor(next() * 10));
    const leaveId = uuid();
    let state: LeaveState = leaveStream.initialState;
    const events: LeaveEvent[] = [];
    const ledger: BalanceEvent[] = [];
    const run = (command: LeaveCommand, today: CalendarDate): boolean => {
      const was = state;
      try {
        const made = decide(command, state);
        for (const event of made) {
          const before = state;
          state = leaveStream.evolve(state, event);
          const effect = ledgerEffectOf(before, state, today);
          if (!effect) continue;
          // Into the person's ledger at once: a later entry of the same life (a cancellation's credit) reads it.
          const entries = effect.entries(person.ledger);
          for (const entry of entries) person.ledger = balanceStream.evolve(person.ledger, entry);
          ledger.push(...entries);
        }
        events.push(...made);
        return true;
      } catch (error) {
        state = was;
        if (error instanceof DomainError) return false;
        throw error;
      }
    };
    const applied = run(
      {
        type: 'ApplyLeave',
        data: { actor: person.applicant, leaveId, leaveType, fromDate, toDate, ...half, reason: pick(REASONS), today: appliedOn, now: at(appliedOn), available: person.ledger.balance, ownOpenLeaves: person.open },
      },
      appliedOn,
    );
    if (!applied) {
      counts.refused++;
      return;
    }
    counts.applications++;
    const hod = person.applicant.role === 'hod' ? null : hods.get(person.applicant.department)!;
    const open = compareDay(fromDate, addDays(shape.end, -14)) > 0;
    const outcome = next();
    const decidedOn = addDays(appliedOn, 1);
    const decision = { applicant: { role: person.applicant.role, deleted: false }, balanceBefore: person.ledger.balance[leaveType] ?? 0 };
    if (open && outcome < 0.5) {
      // Waiting for the HOD (or, for a HOD's own leave, the registrar).
    } else if (outcome < 0.03) {
      run({ type: 'WithdrawLeave', data: { actor: person.actor, now: at(decidedOn) } }, decidedOn);
    } else if (outcome < 0.1 && hod) {
      run({ type: 'RejectLeave', data: { actor: hod.actor, reason: 'Internal assessment duty that week', now: at(decidedOn), ...decision } }, decidedOn);
    } else {
      if (hod) run({ type: 'ApproveAsHod', data: { actor: hod.actor, now: at(decidedOn), ...decision } }, decidedOn);
      const finalOn = addDays(decidedOn, 1);
      if (open && outcome < 0.75) {
        // Waiting for the registrar.
      } else if (outcome < 0.13 || !run({ type: 'ApproveFinal', data: { actor: admin, now: at(finalOn), ...decision } }, finalOn)) {
        // Refused by the registrar, or too few days left when it came to the debit.
        run({ type: 'RejectLeave', data: { actor: admin, reason: 'Not enough days left of this leave type', now: at(finalOn), ...decision } }, finalOn);
      } else if (next() < 0.05 && compareDay(fromDate, finalOn) > 0) {
        const askedOn = addDays(fromDate, -1);
        run({ type: 'RequestCancellation', data: { actor: person.actor, reason: 'Plans changed', today: askedOn, now: at(askedOn) } }, askedOn);
        const decider = hod?.actor ?? admin;
        const cancellation = { actor: decider, today: askedOn, now: at(askedOn), ...decision };
        if (next() < 0.7) run({ type: 'AcceptCancellation', data: cancellation }, askedOn);
        else run({ type: 'DeclineCancellation', data: { ...cancellation, reason: 'The examinations need you' } }, askedOn);
      }
    }
    await add(leaveStream.id(leaveId), 0, events);
    await ledgerEntries(person, ledger, true);
    if (state.status !== 'none' && ['pending', 'hodApproved', 'approved', 'cancellationRequested'].includes(state.status)) person.open.push({ fromDate, toDate, ...half, status: state.status });
  }
}

function compareDay(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
