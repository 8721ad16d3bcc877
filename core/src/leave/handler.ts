// The one path of every leave command (docs/architecture.md 'The path of a command'): applying, claiming
// compensatory leave for a day worked, the HOD's and the admin's decisions, withdrawing, asking for and
// deciding a cancellation, and the system closing a deleted person's applications. A route only turns HTTP
// into a `LeaveRequest` and calls decideOnLeave; here, in one transaction and under the applicant's lock,
// the facts the domain decides on are read in one round trip (reads/), the command is built (commands.ts),
// the leave stream decides (the XState machine rules every status change), and the ledger effect the domain
// names for that transition is appended to the applicant's balance stream, with the leave's events, in one
// append. All of it commits, or none.

import {
  canApplyForLeave,
  capApplies,
  decide,
  decisionMayTouchLedger,
  DomainError,
  LEAVE_REFUSALS,
  ledgerEffectOf,
  toLeaveDto,
  type Account,
  type CalendarDate,
  type DaySpan,
  type LeaveAttachment,
  type LeaveCommand,
  type SandwichNeighbours,
  type LeaveDto,
  type LeaveState,
  type LeaveStatus,
  classAdjustmentOf,
  DEFAULT_POLICY,
  decideArrangements,
  halfDayHoursOf,
  requestArrangements,
} from '@leave/domain';
import { arrangementsStream, balanceStream, COLLEGE_POLICY, decideOn, leaveStream, lockDepartment, policyStream, type EventMetadata, type EventTransaction, type StoredEvent } from '../event-store';
import { versionInForce } from '../policy';
import { applicantOf, applyCommand, claimCommand, decisionCommand, type Moment } from './commands';
import { officeHoldersFor } from '../offices';
import { applyReads, claimReads } from './reads/apply';
import { decisionReads } from './reads/decision';
import type { DecideOptions, DecisionRequest, LeaveRequest, LeaveServices } from './requests';

/** Runs one leave request in a transaction of its own and answers the application as it now stands. */
export async function decideOnLeave(deps: LeaveServices, request: LeaveRequest, metadata: EventMetadata, options: DecideOptions = {}): Promise<LeaveDto> {
  if (request.kind === 'apply' || request.kind === 'claimCompOff') checkApplicant(request.applicant);
  const next = await deps.eventStore.transaction((tx) => decideWithin(deps, tx, request, metadata, options));
  return toLeaveDto(next);
}

/** The same inside a running transaction (the deletion of a person closes their applications in theirs). */
export async function decideWithin(deps: LeaveServices, tx: EventTransaction, request: LeaveRequest, metadata: EventMetadata, options: DecideOptions = {}) {
  const moment: Moment = { today: deps.clock.today(), now: deps.clock.now().toISOString() };
  const { command, stream, ledger } = await commandOf(tx, request, moment);
  const { state, next, append } = await decideOn(tx, leaveStream, request.leaveId, (current) => decide(command, current), { ...options, stored: stream });
  // The ledger effect the domain names, on the applicant's ledger as the reads answered it (else read now),
  // appended with the leave's events in one append.
  const effect = ledgerEffectOf(state, next, moment.today, sandwichNeighboursOf(command));
  const entries = effect ? await decideOn(tx, balanceStream, effect.applicantId, (current) => effect.entries(current), { stored: ledger?.applicantId === effect.applicantId ? ledger.stream : undefined }) : null;
  // Issue 45: the classes' arrangements asked with the application, or released with it (decision 0350).
  const arranged = await arrangementsOf(tx, request, command, state, next, moment);
  await tx.append([append, ...(entries ? [entries.append] : []), ...(arranged ? [arranged] : [])], metadata);
  if (next.status === 'none') throw DomainError.notFound(LEAVE_REFUSALS.notFound);
  await storeFiles(deps, tx, request, next.attachments);
  return next;
}

/** The command of a request, with the stream it decides on and the applicant's ledger when it may touch it: one round trip. */
async function commandOf(tx: EventTransaction, request: LeaveRequest, moment: Moment) {
  const streamId = leaveStream.id(request.leaveId);
  const policyStreamId = policyStream.id(COLLEGE_POLICY);
  if (request.kind === 'apply') {
    const { applicant, body, leaveId } = request;
    const ranged = body.toDate >= body.fromDate;
    const input = { personId: applicant.id, department: applicant.department ?? '', from: ranged ? body.fromDate : null, to: ranged ? body.toDate : null, leaveId, streamId, policyStreamId };
    let facts = await applyReads.read(tx, input);
    // Under a department cap the others' leave counts: the department's lock, then the facts read again after it (decision 0260).
    // So do the classes the colleagues asked to take a class already hold (decision 0350).
    const asksColleagues = (body.arrangements ?? []).some((arrangement) => arrangement.substituteId !== null);
    if (facts && ranged && (asksColleagues || capApplies(versionInForce(facts.policy, body.fromDate).policy))) {
      await lockDepartment(tx.trx, input.department);
      facts = await applyReads.read(tx, input);
    }
    const command = applyCommand(request, facts!, moment);
    // A policy that names routes: the route is fixed now, against the holders of its offices (one more read).
    if (command.type === 'ApplyLeave' && command.data.policy?.approvalRoutes?.length) command.data.officeHolders = await officeHoldersFor(tx.trx, applicant.department ?? '');
    return { command, stream: facts!.stream };
  }
  if (request.kind === 'claimCompOff') {
    const facts = await claimReads.read(tx, { personId: request.applicant.id, workedOn: request.body.workedOn, leaveId: request.leaveId, streamId, policyStreamId });
    return { command: claimCommand(request, facts!, moment), stream: facts!.stream };
  }
  const facts = await decisionReads.read(tx, {
    leaveId: request.leaveId,
    streamId,
    // Someone named stand-in for the department decides a HOD's step under that mandate; the machine judges it.
    standInId: (request.kind === 'status' && request.body.status !== 'approved') || request.kind === 'decideStep' ? (request.actor.role !== 'admin' ? request.actor.id : null) : null,
    // Only a final approval and an accepted cancellation have a ledger effect (leave.ledger-effect.ts).
    ledgerStreamPrefix: decisionMayTouchLedger(ledgerTarget(request)) ? balanceStream.id('') : null,
  });
  if (!facts?.applicant) throw DomainError.notFound(LEAVE_REFUSALS.notFound);
  const ledger: { applicantId: string; stream: StoredEvent[] } | undefined = facts.ledger ? { applicantId: facts.application.applicantId, stream: facts.ledger } : undefined;
  return { command: decisionCommand(request, facts, moment), stream: facts.stream, ledger };
}

/** Statuses that release an application's arrangements: nobody need take its classes. */
const RELEASING: readonly LeaveStatus[] = ['withdrawn', 'rejected', 'cancelled'];

/**
 * Issue 45 (decision 0350): applying, the arrangements the body names, one per period the leave takes, each
 * substitute free then (on the apply facts read under the department's lock); a withdrawal, a rejection or a
 * cancellation releases them (a cancellation those from its first day given back).
 */
async function arrangementsOf(tx: EventTransaction, request: LeaveRequest, command: LeaveCommand, state: LeaveState, next: LeaveState, moment: Moment) {
  if (request.kind === 'apply' && command.type === 'ApplyLeave') {
    const { data } = command;
    const span: DaySpan = { fromDate: data.fromDate, toDate: data.toDate, ...(data.fromHalf === 'second' ? { fromHalf: 'second' as const } : {}), ...(data.toHalf === 'first' ? { toHalf: 'first' as const } : {}) };
    const periods = classAdjustmentOf(data, span);
    const choices = request.body.arrangements ?? [];
    // No classes to arrange and none named: nothing to record (arrangements named without classes are refused below).
    if ((periods ?? []).length === 0 && choices.length === 0) return null;
    const facts = { departmentPeriods: data.departmentPeriods ?? [], colleagues: data.colleagues ?? [], colleagueLeaves: data.colleagueLeaves ?? [], coverings: data.coverings ?? [], halfDayHours: halfDayHoursOf(data.policy ?? DEFAULT_POLICY) };
    const { events, next: arranged } = await decideOn(tx, arrangementsStream, request.leaveId, () =>
      requestArrangements({ leaveId: request.leaveId, actor: applicantOf(request.applicant), department: request.applicant.department ?? '', periods: periods ?? [], choices, facts, idOf: (period) => arrangementId(request.leaveId, period), now: moment.now }),
    );
    return events.length > 0 && arranged.version > 0 ? { streamId: arrangementsStream.id(request.leaveId), expectedVersion: 0, events } : null;
  }
  if (state.status === 'none' || next.status === 'none' || state.status === next.status || !RELEASING.includes(next.status)) return null;
  const fromDate = next.status === 'cancelled' ? (next.cancelledFrom ?? undefined) : undefined;
  const { append, events } = await decideOn(tx, arrangementsStream, request.leaveId, (current) => decideArrangements({ type: 'ReleaseArrangements', data: { now: moment.now, ...(fromDate ? { fromDate } : {}) } }, current));
  return events.length > 0 ? append : null;
}

/** An arrangement's id: its application's, its day and its period. */
const arrangementId = (leaveId: string, period: { date: CalendarDate; period: number }) => `${leaveId}-${period.date.replaceAll('-', '')}-p${period.period}`;

/** What a decision read for the sandwich rule across applications (issue 46), when it read it. */
function sandwichNeighboursOf(command: LeaveCommand): SandwichNeighbours | undefined {
  const data = command.data as { sameTypeTaken?: readonly DaySpan[]; holidaysAround?: readonly CalendarDate[] };
  return data.sameTypeTaken && data.holidaysAround ? { others: data.sameTypeTaken, holidays: data.holidaysAround } : undefined;
}

/** The status a decision moves to, as the ledger effect is named by it (null: none that touches a ledger). */
function ledgerTarget(request: DecisionRequest) {
  if (request.kind === 'status') return request.body.status;
  // A step's approval may be the last: the ledger is read with it.
  if (request.kind === 'decideStep') return request.body.decision === 'approve' ? 'approved' : 'rejected';
  return request.kind === 'decideCancellation' && request.body.decision === 'accept' ? 'cancelled' : null;
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

function checkApplicant(applicant: Account): void {
  if (!canApplyForLeave(applicant.role)) throw DomainError.forbidden(LEAVE_REFUSALS.applyRoleForbidden);
  if (!applicant.department) throw DomainError.validation('Your profile has no department: ask an administrator to set it', 'department');
}

/** The command reads' store functions (core/src/schema.ts applies them). */
export const LEAVE_READS_FUNCTIONS = [applyReads.storeFunction, claimReads.storeFunction, decisionReads.storeFunction];
