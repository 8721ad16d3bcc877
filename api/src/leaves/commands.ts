// The leave commands (docs/rules.md), through the command handler: the leave stream is folded, the
// domain decides (the XState machine rules every status change, with the applicant as they are now),
// the events are appended at the version that was read. A final approval debits the applicant's ledger
// in the same transaction, period by period, and is refused when the days are not there.

import { randomUUID } from 'node:crypto';
import {
  availableBalance,
  canApplyForLeave,
  debitsForApproval,
  decide,
  DomainError,
  LEAVE_REFUSALS,
  OPEN_STATUSES,
  toLeaveDto,
  type ApplyLeaveBody,
  type CalendarDate,
  type DecisionContext,
  type LeaveCommand,
  type LeaveDto,
  type LeaveStatusBody,
  type LeaveType,
} from '@leave/domain';
import type { Transaction } from 'kysely';
import type { Database, UserRow } from '@leave/migrations';
import type { Db } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';
import { balanceStream, handleCommand, leaveStream, lockPerson, type EventMetadata, type EventStore } from '@leave/core/event-store';
import { actorOf } from '@leave/core/users';
import { holidayDates } from '@leave/core/holidays';
import { mandateFor } from '../stand-ins/stand-ins';

export interface LeaveServices {
  db: Db;
  eventStore: EventStore;
  clock: Clock;
}

/** POST /leaves: every check of docs/rules.md again on the server, in the applicant's time zone. */
export async function applyForLeave(deps: LeaveServices, applicant: UserRow, body: ApplyLeaveBody, metadata: EventMetadata): Promise<LeaveDto> {
  if (!canApplyForLeave(applicant.role)) throw DomainError.forbidden(LEAVE_REFUSALS.applyRoleForbidden);
  if (!applicant.department) throw DomainError.validation('Your profile has no department: ask an administrator to set it', 'department');
  const department = applicant.department;
  const leaveId = randomUUID();
  const { next } = await deps.eventStore.transaction(async (tx) => {
    await lockPerson(tx.trx, applicant.id);
    const balanceRow = await tx.trx.selectFrom('leave_balances').select(['cl', 'scl', 'el', 'hpl', 'ccl']).where('user_id', '=', applicant.id).executeTakeFirst();
    const own = await tx.trx
      .selectFrom('leave_applications')
      .select(['leave_type', 'number_of_days', 'status', 'from_date', 'to_date'])
      .where('applicant_id', '=', applicant.id)
      .where('status', '!=', 'rejected')
      .execute();
    const balance = balanceRow ?? { cl: 0, scl: 0, el: 0, hpl: 0, ccl: 0 };
    const holidays = body.toDate >= body.fromDate ? await holidayDates(tx.trx, body.fromDate, body.toDate) : [];
    const command: LeaveCommand = {
      type: 'ApplyLeave',
      data: {
        actor: { id: applicant.id, name: applicant.name, employeeId: applicant.employee_id, role: applicant.role, department },
        leaveId,
        leaveType: body.leaveType,
        fromDate: body.fromDate,
        toDate: body.toDate,
        reason: body.reason,
        today: deps.clock.today(),
        now: deps.clock.now().toISOString(),
        available: availableBalance(
          balance,
          own.filter((leave) => OPEN_STATUSES.includes(leave.status)).map((leave) => ({ leaveType: leave.leave_type as LeaveType, numberOfDays: leave.number_of_days, status: leave.status })),
        ),
        ownOpenLeaves: own.map((leave) => ({ fromDate: leave.from_date as CalendarDate, toDate: leave.to_date as CalendarDate, status: leave.status })),
        holidays,
      },
    };
    return handleCommand(tx, leaveStream, leaveId, (state) => decide(command, state), metadata);
  });
  if (next.status === 'none') throw new Error('An application was decided without being applied');
  return toLeaveDto(next);
}

/** What a decision needs to know of the applicant now: their role, whether their record was deleted, their balance of the type. */
export async function decisionContext(trx: Transaction<Database>, applicantId: string, leaveType: LeaveType): Promise<Required<DecisionContext>> {
  const person = await trx.selectFrom('users').select(['role', 'deleted_at']).where('id', '=', applicantId).executeTakeFirst();
  const balance = await trx.selectFrom('leave_balances').select(leaveType).where('user_id', '=', applicantId).executeTakeFirst();
  if (!person) throw DomainError.notFound(LEAVE_REFUSALS.notFound);
  return { applicant: { role: person.role, deleted: person.deleted_at !== null }, balanceBefore: Number(balance?.[leaveType] ?? 0) };
}

const COMMAND_FOR_STATUS: Record<LeaveStatusBody['status'], 'ApproveAsHod' | 'ApproveFinal' | 'RejectLeave'> = {
  hodApproved: 'ApproveAsHod',
  approved: 'ApproveFinal',
  rejected: 'RejectLeave',
};

const STALE_VERSION = 'This application was changed by someone else. Please reload and try again.';

/**
 * PUT /leaves/:id/status. Two actors at once: the stream's unique (id, version) key lets exactly one
 * append; the other gets 409 and the log holds only the winner's event. A caller that sends the version
 * it saw (`expectedVersion`, from If-Match) also gets 409 when anything happened since, even an action
 * that would still be allowed.
 */
export async function changeLeaveStatus(
  deps: LeaveServices,
  actor: UserRow,
  leaveId: string,
  body: LeaveStatusBody,
  metadata: EventMetadata,
  expectedVersion?: number,
): Promise<LeaveDto> {
  const application = await deps.db.selectFrom('leave_applications').select(['applicant_id', 'leave_type', 'department']).where('id', '=', leaveId).executeTakeFirst();
  if (!application) throw DomainError.notFound(LEAVE_REFUSALS.notFound);
  const by = actorOf(actor);
  const type = COMMAND_FOR_STATUS[body.status];
  const now = deps.clock.now().toISOString();
  // Someone named stand-in for the department decides under that mandate; the leave machine judges it.
  const today = deps.clock.today();
  const mandate = type !== 'ApproveFinal' && actor.role !== 'admin' ? await mandateFor(deps.db, actor.id, application.department, today) : undefined;
  const standIn = mandate ? { standIn: { mandate, today } } : {};
  const { next } = await deps.eventStore.transaction(async (tx) => {
    await lockPerson(tx.trx, application.applicant_id);
    // The applicant as they are now, under their lock: their role rules the approval path.
    const decision = await decisionContext(tx.trx, application.applicant_id, application.leave_type as LeaveType);
    const command: LeaveCommand =
      type === 'RejectLeave'
        ? { type, data: { actor: by, reason: body.rejectionReason ?? '', now, ...decision, ...standIn } }
        : type === 'ApproveAsHod'
          ? { type, data: { actor: by, now, ...decision, ...standIn } }
          : { type, data: { actor: by, now, ...decision } };
    const handled = await handleCommand(
      tx,
      leaveStream,
      leaveId,
      (state) => {
        if (expectedVersion !== undefined && state.status !== 'none' && state.version !== expectedVersion) throw DomainError.conflict(STALE_VERSION);
        return decide(command, state);
      },
      metadata,
    );
    const { state, next } = handled;
    if (next.status === 'approved' && state.status !== 'approved') await handleCommand(tx, balanceStream, next.applicant.id, (ledger) => debitsForApproval(ledger, next), metadata);
    return handled;
  });
  if (next.status === 'none') throw DomainError.notFound(LEAVE_REFUSALS.notFound);
  return toLeaveDto(next);
}
