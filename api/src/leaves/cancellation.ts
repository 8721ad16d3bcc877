// Withdrawing an open application and cancelling an approved leave (docs/rules.md 'Withdraw and
// cancel'), through the command handler like every status change: the leave stream is folded, the
// machine decides, the events are appended at the version read. An accepted cancellation credits the
// untaken days to the applicant's ledger in the same transaction, period by period, naming the application.

import {
  creditsForCancellation,
  decide,
  DomainError,
  LEAVE_REFUSALS,
  toLeaveDto,
  untakenRange,
  addDays,
  type CancellationDecisionBody,
  type CancellationRequestBody,
  type LeaveCommand,
  type LeaveDto,
  type LeaveState,
  type LeaveType,
} from '@leave/domain';
import type { UserRow } from '@leave/migrations';
import { balanceStream, handleCommand, leaveStream, lockPerson, type EventMetadata } from '@leave/core/event-store';
import { actorOf } from '@leave/core/users';
import { decisionContext, type LeaveServices } from './commands';

const STALE_VERSION = 'This application was changed by someone else. Please reload and try again.';

type CommandFor = (context: { today: ReturnType<LeaveServices['clock']['today']>; now: string; decision: Awaited<ReturnType<typeof decisionContext>> }) => LeaveCommand;

/** One status change of the application, under its applicant's lock; `credit` runs in the same transaction. */
async function act(deps: LeaveServices, leaveId: string, commandFor: CommandFor, metadata: EventMetadata, expectedVersion?: number): Promise<LeaveDto> {
  const application = await deps.db.selectFrom('leave_applications').select(['applicant_id', 'leave_type']).where('id', '=', leaveId).executeTakeFirst();
  if (!application) throw DomainError.notFound(LEAVE_REFUSALS.notFound);
  const today = deps.clock.today();
  const now = deps.clock.now().toISOString();
  const { next } = await deps.eventStore.transaction(async (tx) => {
    await lockPerson(tx.trx, application.applicant_id);
    const decision = await decisionContext(tx.trx, application.applicant_id, application.leave_type as LeaveType);
    const command = commandFor({ today, now, decision });
    const handled = await handleCommand(
      tx,
      leaveStream,
      leaveId,
      (state: LeaveState) => {
        if (expectedVersion !== undefined && state.status !== 'none' && state.version !== expectedVersion) throw DomainError.conflict(STALE_VERSION);
        return decide(command, state);
      },
      metadata,
    );
    const { state, next } = handled;
    if (next.status === 'cancelled' && state.status !== 'none' && state.status !== 'cancelled') {
      const from = untakenRange(state, today)?.fromDate ?? addDays(state.toDate, 1);
      await handleCommand(tx, balanceStream, state.applicant.id, (ledger) => creditsForCancellation(ledger, state, from), metadata);
    }
    return handled;
  });
  if (next.status === 'none') throw DomainError.notFound(LEAVE_REFUSALS.notFound);
  return toLeaveDto(next);
}

/** POST /leaves/:id/withdraw */
export function withdrawLeave(deps: LeaveServices, actor: UserRow, leaveId: string, metadata: EventMetadata, expectedVersion?: number): Promise<LeaveDto> {
  return act(deps, leaveId, ({ now }) => ({ type: 'WithdrawLeave', data: { actor: actorOf(actor), now } }), metadata, expectedVersion);
}

/** POST /leaves/:id/cancellation */
export function requestCancellation(deps: LeaveServices, actor: UserRow, leaveId: string, body: CancellationRequestBody, metadata: EventMetadata, expectedVersion?: number): Promise<LeaveDto> {
  return act(deps, leaveId, ({ today, now }) => ({ type: 'RequestCancellation', data: { actor: actorOf(actor), reason: body.reason, today, now } }), metadata, expectedVersion);
}

/** PUT /leaves/:id/cancellation */
export function decideCancellation(deps: LeaveServices, actor: UserRow, leaveId: string, body: CancellationDecisionBody, metadata: EventMetadata, expectedVersion?: number): Promise<LeaveDto> {
  return act(
    deps,
    leaveId,
    ({ today, now, decision }) =>
      body.decision === 'accept'
        ? { type: 'AcceptCancellation', data: { actor: actorOf(actor), today, now, ...decision } }
        : { type: 'DeclineCancellation', data: { actor: actorOf(actor), reason: body.reason ?? '', today, now, ...decision } },
    metadata,
    expectedVersion,
  );
}
