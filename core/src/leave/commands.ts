// The domain command each leave request stands for, built from the facts its reads answered (reads/).

import {
  availableBalance,
  figureOf,
  OPEN_STATUSES,
  type Account,
  type Applicant,
  type CalendarDate,
  type LeaveCommand,
  type LeaveStatusBody,
  type StandInMandate,
} from '@leave/domain';
import { versionInForce } from '../policy';
import { mandateAmong, officeMandatesAmong } from '../stand-ins';
import { actorOf } from '../users';
import type { applyReads, claimReads } from './reads/apply';
import type { decisionReads } from './reads/decision';
import type { FactValues } from './reads/reads-function';
import type { DecisionRequest, LeaveRequest } from './requests';

type FactsOf<R> = R extends { read(...args: never[]): Promise<infer F | null> } ? NonNullable<F> : never;
export type ApplyFacts = FactsOf<typeof applyReads>;
export type ClaimFacts = FactsOf<typeof claimReads>;
export type DecisionFacts = FactsOf<typeof decisionReads>;
export type { FactValues };

/** When a command is taken: the clock's day and instant. */
export interface Moment {
  today: CalendarDate;
  now: string;
}

/** The applicant as an application records them (the path saw to it that they have a department). */
export function applicantOf(user: Account): Applicant {
  return { id: user.id, name: user.name, employeeId: user.employeeId, role: user.role, department: user.department ?? '' };
}

export function applyCommand(request: Extract<LeaveRequest, { kind: 'apply' }>, facts: ApplyFacts, moment: Moment): LeaveCommand {
  const { applicant, body, leaveId } = request;
  // The rules of the type are those of the policy in force on the first day of leave.
  const { policy } = versionInForce(facts.policy, body.fromDate);
  const open = facts.own.filter((leave) => OPEN_STATUSES.includes(leave.status));
  return {
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
      ...moment,
      available: availableBalance(facts.balance, open),
      ownOpenLeaves: facts.own,
      holidays: facts.holidays,
      policy,
      ...facts.context,
      ...(request.files && request.files.length > 0 ? { attachments: request.files.map((file) => file.facts) } : {}),
      // Issue 46: an admin recording it for the applicant, and why inside a blackout; the domain judges both.
      ...(request.recordedBy ? { recordedBy: actorOf(request.recordedBy) } : {}),
      ...(body.overrideReason === undefined ? {} : { overrideReason: body.overrideReason }),
    },
  };
}

export function claimCommand(request: Extract<LeaveRequest, { kind: 'claimCompOff' }>, facts: ClaimFacts, moment: Moment): LeaveCommand {
  const { applicant, body, leaveId } = request;
  // The claim is made today: the version in force today says which types are claimed and when they lapse.
  const { policy } = versionInForce(facts.policy, moment.today);
  return {
    type: 'ClaimCompOff',
    data: { actor: applicantOf(applicant), leaveId, leaveType: body.leaveType, workedOn: body.workedOn, days: body.days, reason: body.reason, ...moment, holidays: facts.holidays, policy, claimedDays: facts.claimed },
  };
}

const COMMAND_FOR_STATUS: Record<LeaveStatusBody['status'], 'ApproveAsHod' | 'ApproveFinal' | 'RejectLeave'> = {
  hodApproved: 'ApproveAsHod',
  approved: 'ApproveFinal',
  rejected: 'RejectLeave',
};

/** The domain command a request on an existing application stands for. */
export function decisionCommand(request: DecisionRequest, facts: DecisionFacts, moment: Moment): LeaveCommand {
  const { today, now } = moment;
  // The owners' context facts (context-fact.ts) go to the domain under their names, beside these two.
  const decision = { ...facts.context, applicant: { role: facts.applicant!.role, deleted: facts.applicant!.deleted }, balanceBefore: figureOf(facts.balance, facts.application.leaveType) };
  const mandate: StandInMandate | undefined = facts.mandates ? mandateAmong(facts.mandates, today) : undefined;
  const officeMandates = facts.officeMandates ? officeMandatesAmong(facts.officeMandates) : [];
  const standIn = { ...(mandate ? { standIn: { mandate, today } } : {}), ...(officeMandates.length > 0 ? { officeStandIn: { mandates: officeMandates, today } } : {}) };
  switch (request.kind) {
    case 'status': {
      const actor = actorOf(request.actor);
      const type = COMMAND_FOR_STATUS[request.body.status];
      if (type === 'RejectLeave') return { type, data: { actor, reason: request.body.rejectionReason ?? '', now, ...decision, ...standIn } };
      const uncovered = request.body.uncoveredReason ? { uncoveredReason: request.body.uncoveredReason } : {};
      if (type === 'ApproveAsHod') return { type, data: { actor, now, ...decision, ...uncovered, ...standIn } };
      return { type, data: { actor, now, ...decision, ...uncovered } };
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
    case 'decideStep': {
      const actor = actorOf(request.actor);
      const uncovered = request.body.uncoveredReason ? { uncoveredReason: request.body.uncoveredReason } : {};
      return { type: 'DecideStep', data: { actor, decision: request.body.decision, reason: request.body.reason ?? undefined, now, ...decision, ...uncovered, ...standIn } };
    }
    case 'close':
      return { type: 'CloseLeave', data: { reason: request.reason, now, balanceBefore: decision.balanceBefore } };
    default: {
      const unhandled: never = request;
      throw new Error(`Unhandled leave request ${JSON.stringify(unhandled)}`);
    }
  }
}
