// The leave commands (docs/rules.md): load the `leave-<id>` stream, fold it, let the domain decide (the
// XState machine rules every status change), append with the version that was read. A final approval
// debits the applicant's `balance-<userId>` ledger in the same transaction.

import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import {
  availableBalance,
  canApplyForLeave,
  debitForApproval,
  decide,
  DomainError,
  evolve,
  foldLeave,
  initialLeaveState,
  LEAVE_REFUSALS,
  OPEN_STATUSES,
  toLeaveDto,
  type Actor,
  type ApplyLeaveBody,
  type BalanceEvent,
  type CalendarDate,
  type LeaveCommand,
  type LeaveDto,
  type LeaveEvent,
  type LeaveStatusBody,
  type LeaveType,
} from '@leave/domain';
import type { Database, UserRow } from '@leave/migrations';
import type { Db } from '../db';
import type { Clock } from '../clock';
import type { EventMetadata, EventStore, StreamAppend } from '../event-store/event-store';

export interface LeaveServices {
  db: Db;
  eventStore: EventStore;
  clock: Clock;
}

/**
 * Everything that reads or changes one person's balance or open applications runs under this lock, so
 * that two applications cannot both spend the same days and an approval cannot slip between the reads
 * of an application's checks. (PGlite has one connection: there, transactions are already one at a time.)
 */
async function lockApplicant(trx: Transaction<Database>, applicantId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`applicant-${applicantId}`}))`.execute(trx);
}

function actorOf(user: UserRow): Actor {
  return { id: user.id, name: user.name, role: user.role, department: user.department };
}

/** POST /leaves: every check of docs/rules.md again on the server, in the applicant's time zone. */
export async function applyForLeave(deps: LeaveServices, applicant: UserRow, body: ApplyLeaveBody, metadata: EventMetadata): Promise<LeaveDto> {
  if (!canApplyForLeave(applicant.role)) throw DomainError.forbidden(LEAVE_REFUSALS.applyRoleForbidden);
  if (!applicant.department) throw DomainError.validation('Your profile has no department: ask an administrator to set it', 'department');
  const department = applicant.department;
  const leaveId = randomUUID();
  const { result } = await deps.eventStore.transact(async (trx, append) => {
    await lockApplicant(trx, applicant.id);
    const balanceRow = await trx.selectFrom('leave_balances').select(['cl', 'scl', 'el', 'hpl', 'ccl']).where('user_id', '=', applicant.id).executeTakeFirst();
    const own = await trx
      .selectFrom('leave_applications')
      .select(['leave_type', 'number_of_days', 'status', 'from_date', 'to_date'])
      .where('applicant_id', '=', applicant.id)
      .where('status', '!=', 'rejected')
      .execute();
    const balance = balanceRow ?? { cl: 0, scl: 0, el: 0, hpl: 0, ccl: 0 };
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
      },
    };
    const events = decide(command, initialLeaveState);
    await append([{ streamId: `leave-${leaveId}`, expectedVersion: 0, events }], metadata);
    return events.reduce(evolve, initialLeaveState);
  });
  if (result.status === 'none') throw new Error('An application was decided without being applied');
  return toLeaveDto(result);
}

const COMMAND_FOR_STATUS: Record<LeaveStatusBody['status'], 'ApproveAsHod' | 'ApproveFinal' | 'RejectLeave'> = {
  hodApproved: 'ApproveAsHod',
  approved: 'ApproveFinal',
  rejected: 'RejectLeave',
};

export const STALE_VERSION = 'This application was changed by someone else. Please reload and try again.';

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
  const applicant = await deps.db.selectFrom('leave_applications').select('applicant_id').where('id', '=', leaveId).executeTakeFirst();
  if (!applicant) throw DomainError.notFound(LEAVE_REFUSALS.notFound);
  const streamId = `leave-${leaveId}`;
  const { result } = await deps.eventStore.transact(async (trx, append) => {
    await lockApplicant(trx, applicant.applicant_id);
    const stored = await deps.eventStore.readStream(streamId, trx);
    const state = foldLeave(stored.map((event) => ({ type: event.type, data: event.data }) as LeaveEvent));
    if (expectedVersion !== undefined && state.status !== 'none' && state.version !== expectedVersion) throw DomainError.conflict(STALE_VERSION);
    const now = deps.clock.now().toISOString();
    const by = actorOf(actor);
    const type = COMMAND_FOR_STATUS[body.status];
    const command: LeaveCommand =
      type === 'RejectLeave' ? { type, data: { actor: by, reason: body.rejectionReason ?? '', now } } : { type, data: { actor: by, now } };
    const events = decide(command, state);
    const next = events.reduce(evolve, state);
    const appends: StreamAppend[] = [{ streamId, expectedVersion: state.version, events }];
    if (next.status === 'approved' && state.status !== 'approved') {
      const debit: BalanceEvent = debitForApproval(next);
      appends.push({ streamId: `balance-${next.applicant.id}`, expectedVersion: 'any', events: [debit] });
    }
    await append(appends, metadata);
    return next;
  });
  if (result.status === 'none') throw DomainError.notFound(LEAVE_REFUSALS.notFound);
  return toLeaveDto(result);
}
