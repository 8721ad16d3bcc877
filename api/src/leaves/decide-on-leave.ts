// The one path of every leave command (docs/architecture.md 'The path of a command'): applying, claiming
// compensatory leave for a day worked, the HOD's
// and the admin's decisions, withdrawing, asking for and deciding a cancellation, and the system closing a
// deleted person's applications. A route only turns HTTP into a `LeaveRequest`; here, in one transaction
// and under the applicant's lock, the facts the domain decides on are read once, the command is built, the
// leave stream decides (the XState machine rules every status change), and the ledger effect the domain
// names for that transition is appended to the applicant's balance stream. All of it commits, or none.
// One file though over 300 lines: the path is read top to bottom as one transaction (the reads, the command
// of each kind, the append of the leave and ledger events), and splitting it would hide that order.

import {
  availableBalance,
  canApplyForLeave,
  DomainError,
  LEAVE_REFUSALS,
  decisionMayTouchLedger,
  ledgerEffectOf,
  OPEN_STATUSES,
  decide,
  figureOf,
  joinBalance,
  toLeaveDto,
  type Applicant,
  type ApplyLeaveBody,
  type CalendarDate,
  type CancellationDecisionBody,
  type CancellationRequestBody,
  type CompOffBody,
  type DecisionContext,
  type LeaveCode,
  type LeaveCommand,
  type LeaveAttachment,
  type LeaveDto,
  type LeaveStatusBody,
  type StandInMandate,
} from '@leave/domain';
import type { UserRow } from '@leave/migrations';
import { PREPARED_STATEMENT, type Db } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';
import { sql } from 'kysely';
import {
  balanceStream,
  COLLEGE_POLICY,
  decideOn,
  leaveStream,
  policyStream,
  READ_MODEL_LOCK_KEY,
  storedEventFromJson,
  type EventMetadata,
  type EventStore,
  type EventTransaction,
  type StoredEvent,
} from '@leave/core/event-store';
import { KNOWN_APPROVERS, KNOWN_STAND_IN_EVENTS } from '@leave/core/projections';
import { actorOf } from '@leave/core/users';
import { policyHistoryOf, versionInForce } from '@leave/core/policy';
import { mandateAmong } from '../stand-ins/stand-ins';
import type { AttachmentStore, NewAttachment } from '../attachments/store';

export interface LeaveServices {
  db: Db;
  eventStore: EventStore;
  clock: Clock;
  /** Where the files of applications are kept; needed only by requests that carry files. */
  attachments?: AttachmentStore;
}

/** What a person (or the system) asks of one leave application, as the routes receive it. */
export type LeaveRequest =
  | { kind: 'apply'; applicant: UserRow; leaveId: string; body: ApplyLeaveBody; files?: readonly NewAttachment[] }
  | { kind: 'claimCompOff'; applicant: UserRow; leaveId: string; body: CompOffBody }
  | { kind: 'attach'; actor: UserRow; leaveId: string; file: NewAttachment }
  | { kind: 'status'; actor: UserRow; leaveId: string; body: LeaveStatusBody }
  | { kind: 'withdraw'; actor: UserRow; leaveId: string }
  | { kind: 'requestCancellation'; actor: UserRow; leaveId: string; body: CancellationRequestBody }
  | { kind: 'decideCancellation'; actor: UserRow; leaveId: string; body: CancellationDecisionBody }
  | { kind: 'close'; leaveId: string; reason: string };

export interface DecideOptions {
  /** The application's version as the client saw it (If-Match): a change since is a 409. */
  expectedVersion?: number | undefined;
}

/** The application as the decision finds it: whose it is, of which type and department. */
interface ApplicationFacts {
  applicantId: string;
  leaveType: LeaveCode;
  department: string;
}

/** Everything a decision on an existing application reads, read once, inside the transaction. */
interface DecisionFacts {
  /** The application's stream, read with the facts. */
  stream: StoredEvent[];
  today: CalendarDate;
  now: string;
  application: ApplicationFacts;
  decision: Required<DecisionContext>;
  mandate: StandInMandate | undefined;
  /** The applicant's ledger, read when the request may touch it (domain's decisionMayTouchLedger). */
  ledger: LedgerReads | undefined;
}

/**
 * Positions a decision that may touch the ledger asks for beyond its leave event: one per ledger entry, an
 * entry per accrual period the leave spans. A leave over more periods than this appends the usual way.
 */
const LEDGER_POSITIONS = 3;

const COMMAND_FOR_STATUS: Record<LeaveStatusBody['status'], 'ApproveAsHod' | 'ApproveFinal' | 'RejectLeave'> = {
  hodApproved: 'ApproveAsHod',
  approved: 'ApproveFinal',
  rejected: 'RejectLeave',
};

/** Runs one leave request in a transaction of its own and answers the application as it now stands. */
export async function decideOnLeave(deps: LeaveServices, request: LeaveRequest, metadata: EventMetadata, options: DecideOptions = {}): Promise<LeaveDto> {
  if (request.kind === 'apply' || request.kind === 'claimCompOff') checkApplicant(request.applicant);
  const next = await deps.eventStore.transaction((tx) => decideWithin(deps, tx, request, metadata, options));
  return toLeaveDto(next);
}

/** The same inside a running transaction (the deletion of a person closes their applications in theirs). */
export async function decideWithin(deps: LeaveServices, tx: EventTransaction, request: LeaveRequest, metadata: EventMetadata, options: DecideOptions = {}) {
  // One round trip reads everything the decision needs, the leave stream included, under the person's lock.
  const { command, stream, ledger } =
    request.kind === 'apply'
      ? await applicationCommand(deps, tx, request)
      : request.kind === 'claimCompOff'
        ? await claimCommand(deps, tx, request)
        : await decisionCommand(deps, tx, request);
  const { state, next, append } = await decideOn(tx, leaveStream, request.leaveId, (current) => decide(command, current), { ...options, stored: stream });
  // The ledger effect the domain names, on the applicant's ledger as the reads answered it (else read now),
  // appended with the leave's events: one append, so one prepared statement when the reads prepared both.
  const effect = ledgerEffectOf(state, next, deps.clock.today());
  const entries = effect
    ? await decideOn(tx, balanceStream, effect.applicantId, (current) => effect.entries(current), { stored: ledger?.applicantId === effect.applicantId ? ledger.stream : undefined })
    : null;
  await tx.append(entries ? [append, entries.append] : [append], metadata);
  if (next.status === 'none') throw DomainError.notFound(LEAVE_REFUSALS.notFound);
  await storeFiles(deps, tx, request, next.attachments);
  return next;
}

/** The bytes of the files the request carries, in the transaction of their AttachmentAdded events. */
async function storeFiles(deps: LeaveServices, tx: EventTransaction, request: LeaveRequest, recorded: readonly LeaveAttachment[]): Promise<void> {
  const files = request.kind === 'apply' ? (request.files ?? []) : request.kind === 'attach' ? [request.file] : [];
  for (const file of files) {
    const event = recorded.find((attachment) => attachment.attachmentId === file.facts.attachmentId);
    if (!deps.attachments || !event) throw new Error('A file came without its attachment store or its AttachmentAdded event');
    await deps.attachments.put(tx.trx, { ...file, leaveId: request.leaveId, uploadedBy: event.uploadedBy.id, uploadedAt: new Date(event.uploadedAt) });
  }
}

/** The applicant as an application records them (checkApplicant saw to it that they have a department). */
function applicantOf(user: UserRow): Applicant {
  return { id: user.id, name: user.name, employeeId: user.employee_id, role: user.role, department: user.department ?? '' };
}

function checkApplicant(applicant: UserRow): void {
  if (!canApplyForLeave(applicant.role)) throw DomainError.forbidden(LEAVE_REFUSALS.applyRoleForbidden);
  if (!applicant.department) throw DomainError.validation('Your profile has no department: ask an administrator to set it', 'department');
}

/** The events of a stream as the command reads answer them (json). */
type JsonEvent = Parameters<typeof storedEventFromJson>[0];

/** What the command reads prepare for the append (leave_*_reads' `prepared`; core's PreparedAppend). */
interface JsonPrepared {
  positions: number[];
  now_ms: number;
  application: object | null;
  people: object[];
  people_keys: string[];
  stand_in_events: object[] | null;
}

/** The applicant's ledger as a decision's reads answer it, for the ledger effect of the transition. */
interface LedgerReads {
  applicantId: string;
  stream: StoredEvent[];
  /** Their leave_balances row (null: none yet). */
  balance: object | null;
}

/**
 * Hands the transaction's next append what the reads prepared: its positions and time, the application's
 * row and the inbox's people (and with `ledger`, the applicant's ledger stream and balance row), so that the
 * append and its projections are one statement.
 */
function prepareAppend(tx: EventTransaction, leaveId: string, prepared: JsonPrepared, ledger?: LedgerReads): void {
  tx.prepare?.({
    streamIds: ledger ? [leaveStream.id(leaveId), balanceStream.id(ledger.applicantId)] : [leaveStream.id(leaveId)],
    positions: [...prepared.positions].sort((a, b) => a - b),
    occurredAt: new Date(prepared.now_ms),
    known: {
      tables: {
        leave_applications: { rows: prepared.application ? [prepared.application] : [], keys: [leaveId] },
        notification_people: { rows: prepared.people, keys: prepared.people_keys },
        ...(ledger ? { leave_balances: { rows: ledger.balance ? [ledger.balance] : [], keys: [ledger.applicantId] } } : {}),
      },
      extra: { [KNOWN_APPROVERS]: true, ...(prepared.stand_in_events ? { [KNOWN_STAND_IN_EVENTS]: prepared.stand_in_events } : {}) },
    },
  });
}

/** A command and the stream it decides on, read together (with the applicant's ledger when it may be touched). */
interface ReadCommand {
  command: LeaveCommand;
  stream: StoredEvent[];
  ledger?: LedgerReads | undefined;
}

/** POST /leaves: the applicant's balance, their own applications and the holidays of the range (leave_apply_reads). */
async function applicationCommand(deps: LeaveServices, tx: EventTransaction, request: Extract<LeaveRequest, { kind: 'apply' }>): Promise<ReadCommand> {
  const { applicant, body, leaveId } = request;
  const ranged = body.toDate >= body.fromDate;
  const { rows } = await sql<{
    reads: {
      balance: { cl: number; scl: number; el: number; hpl: number; ccl: number; other_types: Record<string, number> } | null;
      own: { leave_type: LeaveCode; number_of_days: number; status: LeaveDto['status']; from_date: string; to_date: string; from_half: 'first' | 'second'; to_half: 'first' | 'second' }[];
      holidays: CalendarDate[];
      policy: JsonEvent[];
      stream: JsonEvent[];
      prepared: JsonPrepared;
    };
  }>`${sql.raw(PREPARED_STATEMENT)}select leave_apply_reads(${applicant.id}, ${ranged ? body.fromDate : null}::date, ${ranged ? body.toDate : null}::date, ${leaveId}, ${leaveStream.id(leaveId)}, ${policyStream.id(COLLEGE_POLICY)},
    ${READ_MODEL_LOCK_KEY}::bigint, ${1 + (request.files?.length ?? 0)}::int) as reads`.execute(tx.trx);
  const { balance: balanceRow, own, holidays, policy: policyEvents, stream, prepared } = rows[0]!.reads;
  prepareAppend(tx, leaveId, prepared);
  // The rules of the type are those of the policy in force on the first day of leave.
  const { policy } = versionInForce(policyHistoryOf(policyEvents), body.fromDate);
  const open = own.filter((leave) => OPEN_STATUSES.includes(leave.status));
  const command: LeaveCommand = {
    type: 'ApplyLeave',
    data: {
      actor: applicantOf(applicant),
      leaveId,
      leaveType: body.leaveType,
      fromDate: body.fromDate,
      toDate: body.toDate,
      fromHalf: body.fromHalf,
      toHalf: body.toHalf,
      reason: body.reason,
      today: deps.clock.today(),
      now: deps.clock.now().toISOString(),
      available: availableBalance(
        joinBalance(balanceRow ?? { cl: 0, scl: 0, el: 0, hpl: 0, ccl: 0 }, balanceRow?.other_types),
        open.map((leave) => ({ leaveType: leave.leave_type, numberOfDays: leave.number_of_days, status: leave.status })),
      ),
      ownOpenLeaves: own.map((leave) => ({ fromDate: leave.from_date as CalendarDate, toDate: leave.to_date as CalendarDate, fromHalf: leave.from_half, toHalf: leave.to_half, status: leave.status })),
      holidays,
      policy,
      ...(request.files && request.files.length > 0 ? { attachments: request.files.map((file) => file.facts) } : {}),
    },
  };
  return { command, stream: stream.map(storedEventFromJson) };
}

/** POST /comp-off: the policy in force today, whether the day worked was a holiday, the days already claimed (leave_claim_reads). */
async function claimCommand(deps: LeaveServices, tx: EventTransaction, request: Extract<LeaveRequest, { kind: 'claimCompOff' }>): Promise<ReadCommand> {
  const { applicant, body, leaveId } = request;
  const { rows } = await sql<{ reads: { claimed: CalendarDate[]; holidays: CalendarDate[]; policy: JsonEvent[]; stream: JsonEvent[]; prepared: JsonPrepared } }>`
    select leave_claim_reads(${applicant.id}, ${body.workedOn}::date, ${leaveId}, ${leaveStream.id(leaveId)}, ${policyStream.id(COLLEGE_POLICY)}, ${READ_MODEL_LOCK_KEY}::bigint, 1) as reads`.execute(tx.trx);
  const { claimed, holidays, policy: policyEvents, stream, prepared } = rows[0]!.reads;
  prepareAppend(tx, leaveId, prepared);
  // The claim is made today: the version in force today says which types are claimed and when they lapse.
  const today = deps.clock.today();
  const { policy } = versionInForce(policyHistoryOf(policyEvents), today);
  const command: LeaveCommand = {
    type: 'ClaimCompOff',
    data: {
      actor: applicantOf(applicant),
      leaveId,
      leaveType: body.leaveType,
      workedOn: body.workedOn,
      days: body.days,
      reason: body.reason,
      today,
      now: deps.clock.now().toISOString(),
      holidays,
      policy,
      claimedDays: claimed,
    },
  };
  return { command, stream: stream.map(storedEventFromJson) };
}

/** A decision on an existing application: its facts and stream in one round trip, then the command. */
async function decisionCommand(deps: LeaveServices, tx: EventTransaction, request: Exclude<LeaveRequest, { kind: 'apply' | 'claimCompOff' }>): Promise<ReadCommand> {
  const facts = await decisionFacts(deps, tx, request);
  return { command: commandFor(request, facts), stream: facts.stream, ledger: facts.ledger };
}

/**
 * The application, its applicant as they are now (under their lock), a stand-in's mandate and the stream
 * (leave_decision_reads).
 */
async function decisionFacts(deps: LeaveServices, tx: EventTransaction, request: Exclude<LeaveRequest, { kind: 'apply' | 'claimCompOff' }>): Promise<DecisionFacts> {
  // Someone named stand-in for the department decides a HOD's step under that mandate; the machine judges it.
  const standInId = request.kind === 'status' && request.body.status !== 'approved' && request.actor.role !== 'admin' ? request.actor.id : null;
  // Only a final approval and an accepted cancellation have a ledger effect (leave.ledger-effect.ts): for
  // them the reads answer the applicant's ledger (the balance streams' prefix; the function adds the id).
  const target = request.kind === 'status' ? request.body.status : request.kind === 'decideCancellation' && request.body.decision === 'accept' ? 'cancelled' : null;
  const touchesLedger = decisionMayTouchLedger(target);
  const { rows } = await sql<{
    reads: {
      application: { applicant_id: string; leave_type: LeaveCode; department: string } | null;
      person?: { role: UserRow['role']; deleted_at: string | null; cl: number | null; scl: number | null; el: number | null; hpl: number | null; ccl: number | null; other_types: Record<string, number> | null } | null;
      mandates?: { hod_id: string; name: string; department: string; from_date: string; to_date: string }[] | null;
      stream?: JsonEvent[];
      ledger?: JsonEvent[] | null;
      balance?: object | null;
      prepared?: JsonPrepared;
    };
  }>`${sql.raw(PREPARED_STATEMENT)}select leave_decision_reads(${request.leaveId}, ${standInId}, ${leaveStream.id(request.leaveId)}, ${READ_MODEL_LOCK_KEY}::bigint,
    ${touchesLedger ? 1 + LEDGER_POSITIONS : 1}::int, ${touchesLedger ? balanceStream.id('') : null}::text) as reads`.execute(tx.trx);
  const { application: row, person, mandates, stream, ledger: ledgerEvents, balance, prepared } = rows[0]!.reads;
  if (!row) throw DomainError.notFound(LEAVE_REFUSALS.notFound);
  const ledger = ledgerEvents ? { applicantId: row.applicant_id, stream: ledgerEvents.map(storedEventFromJson), balance: balance ?? null } : undefined;
  if (prepared) prepareAppend(tx, request.leaveId, prepared, ledger);
  const application: ApplicationFacts = { applicantId: row.applicant_id, leaveType: row.leave_type, department: row.department };
  if (!person) throw DomainError.notFound(LEAVE_REFUSALS.notFound);
  const today = deps.clock.today();
  return {
    stream: (stream ?? []).map(storedEventFromJson),
    today,
    now: deps.clock.now().toISOString(),
    application,
    decision: { applicant: { role: person.role, deleted: person.deleted_at !== null }, balanceBefore: figureOf(joinBalance(person, person.other_types), application.leaveType) },
    mandate: mandates ? mandateAmong(mandates, today) : undefined,
    ledger,
  };
}

/** The domain command a request on an existing application stands for. */
function commandFor(request: Exclude<LeaveRequest, { kind: 'apply' | 'claimCompOff' }>, facts: DecisionFacts): LeaveCommand {
  const { today, now, decision, mandate } = facts;
  const standIn = mandate ? { standIn: { mandate, today } } : {};
  switch (request.kind) {
    case 'status': {
      const actor = actorOf(request.actor);
      const type = COMMAND_FOR_STATUS[request.body.status];
      if (type === 'RejectLeave') return { type, data: { actor, reason: request.body.rejectionReason ?? '', now, ...decision, ...standIn } };
      if (type === 'ApproveAsHod') return { type, data: { actor, now, ...decision, ...standIn } };
      return { type, data: { actor, now, ...decision } };
    }
    case 'withdraw':
      return { type: 'WithdrawLeave', data: { actor: actorOf(request.actor), now } };
    case 'attach':
      return { type: 'AddAttachment', data: { actor: actorOf(request.actor), attachment: request.file.facts, now } };
    case 'requestCancellation':
      return { type: 'RequestCancellation', data: { actor: actorOf(request.actor), reason: request.body.reason, today, now } };
    case 'decideCancellation':
      return request.body.decision === 'accept'
        ? { type: 'AcceptCancellation', data: { actor: actorOf(request.actor), today, now, ...decision } }
        : { type: 'DeclineCancellation', data: { actor: actorOf(request.actor), reason: request.body.reason ?? '', today, now, ...decision } };
    case 'close':
      return { type: 'CloseLeave', data: { reason: request.reason, now, balanceBefore: decision.balanceBefore } };
    default: {
      const unhandled: never = request;
      throw new Error(`Unhandled leave request ${JSON.stringify(unhandled)}`);
    }
  }
}
