// Deciding from an e-mail's link (issue 44, docs/contract.md 'Decision links'). The link's secret comes
// back in the path; only its sha-256 is looked up (core's decision_links). A GET shows the application as
// its approver would see it and changes nothing, however often a mail scanner opens it; a POST decides
// through the same command path and machine as the portal (decideWithin, the 'decideStep' request, as
// POST /leaves/:id/decisions), acting as the link's person, with the link taken in the same transaction: a
// refusal (400, 403, 409) leaves it usable, a decision uses it up. A link that is used, expired, outdated
// (its application moved on since the mail) or turned off by the policy answers 410 with a sentence.
// Every request counts toward its address's limit, and an unknown secret toward a lower one.

import {
  DECISION_LINK_MESSAGES,
  decisionLinksOn,
  DomainError,
  LINK_DECISIONS,
  movedOnSentence,
  toLeaveDto,
  type Account,
  type CalendarEntryDto,
  type DecisionLinkBody,
  type LeaveApplication,
  type LeaveDto,
  type LinkDecision,
} from '@leave/domain';
import type { Db } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';
import type { Config } from '@leave/core/config';
import { leaveStream, metadataBy, type EventStore } from '@leave/core/event-store';
import { decideWithin, type LeaveServices } from '@leave/core/leave';
import { decisionLinkOf, takeDecisionLink, type DecisionLink } from '@leave/core/notifications';
import { balanceOf } from '@leave/core/projections';
import { readPolicyHistory, versionInForce } from '@leave/core/policy';
import { FAILURE_COUNTERS, type LoginAttempts } from '../auth/login-attempts';
import { SIGN_IN_REFUSALS } from '../auth/sign-in';
import { calendarLeaves, findLeave } from './queries';
import { findUser } from '../users/queries';

type Deps = LeaveServices & { db: Db; eventStore: EventStore; clock: Clock; config: Config; loginAttempts: LoginAttempts };

export interface DecisionLinkView {
  leave: LeaveDto;
  approver: { _id: string; name: string; language: string | null };
  balance: { leaveType: string; now: number | null; after: number | null };
  othersAway: Pick<CalendarEntryDto, 'leaveId' | 'employee' | 'leaveType' | 'fromDate' | 'toDate' | 'fromHalf' | 'toHalf' | 'status'>[];
  allowed: LinkDecision[];
  expiresAt: string;
}

/** The link of a secret while it may still decide, with its application and person; a 404, 410 or 429 otherwise. */
async function liveLink(deps: Deps, token: string, address: string): Promise<{ link: DecisionLink; application: LeaveApplication; person: Account }> {
  const counters = [FAILURE_COUNTERS.decisionLinkFromAddress(address), FAILURE_COUNTERS.decisionLinkUnknown(address)];
  if (await deps.loginAttempts.isBlocked(counters)) throw DomainError.rateLimited(SIGN_IN_REFUSALS.tooManyAttempts);
  await deps.loginAttempts.recordFailure([counters[0]!]);
  const link = await decisionLinkOf(deps.db, token);
  if (!link) {
    await deps.loginAttempts.recordFailure([counters[1]!]);
    throw DomainError.notFound(DECISION_LINK_MESSAGES.unknown);
  }
  const policy = versionInForce(await readPolicyHistory(deps.eventStore), deps.clock.today()).policy;
  if (!decisionLinksOn(policy)) throw DomainError.gone(DECISION_LINK_MESSAGES.off);
  const application = await findLeave(deps.db, link.leaveId);
  if (!application) throw DomainError.gone(DECISION_LINK_MESSAGES.movedOn);
  if (application.version !== link.streamVersion) throw DomainError.gone(await movedOn(deps, link));
  if (link.usedAt !== null) throw DomainError.gone(DECISION_LINK_MESSAGES.used);
  if (link.expiresAt.getTime() <= deps.clock.now().getTime()) throw DomainError.gone(DECISION_LINK_MESSAGES.expired);
  const person = await findUser(deps.db, link.personId);
  if (!person || !person.isActive) throw DomainError.gone(DECISION_LINK_MESSAGES.inactive);
  return { link, application, person };
}

/** 'Already approved by Dr. Rao on 7 Dec at 10:42': the first event of the application after the link's version. */
async function movedOn(deps: Deps, link: DecisionLink): Promise<string> {
  const events = await deps.eventStore.readStream(leaveStream.id(link.leaveId));
  const next = events.find((event) => event.version === link.streamVersion + 1);
  if (!next) return DECISION_LINK_MESSAGES.movedOn;
  const data = next.data as { by?: { name?: unknown }; at?: unknown };
  const actorName = typeof data.by?.name === 'string' ? data.by.name : (next.metadata.actor?.name ?? '');
  // The decision's own time (the command's clock), else when it was recorded.
  const at = typeof data.at === 'string' ? data.at : new Date(next.occurredAt).toISOString();
  return movedOnSentence({ type: next.type, actorName, at }, deps.config.appTimezone);
}

/** GET /decision-links/:token: the application as its approver would see it, and what they may decide. */
export async function viewDecisionLink(deps: Deps, token: string, address: string): Promise<DecisionLinkView> {
  const { link, application, person } = await liveLink(deps, token, address);
  const leave = toLeaveDto(application);
  const figures = (await balanceOf(deps.db, application.applicant.id)) as unknown as Record<string, number | undefined>;
  const now = typeof figures[application.leaveType] === 'number' ? figures[application.leaveType]! : null;
  const away = await calendarLeaves(deps.db, { kind: 'department', department: application.department }, { first: application.fromDate, last: application.toDate });
  return {
    leave,
    approver: { _id: person.id, name: person.name, language: person.language ?? null },
    balance: { leaveType: application.leaveType, now, after: now === null ? null : now - application.numberOfDays },
    othersAway: away
      .filter((entry) => entry.leaveId !== application.leaveId)
      .map(({ leaveId, employee, leaveType, fromDate, toDate, fromHalf, toHalf, status }) => ({ leaveId, employee, leaveType, fromDate, toDate, fromHalf, toHalf, status })),
    allowed: [...LINK_DECISIONS],
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** POST /decision-links/:token: the decision, taken as the link's person; the link used up with it. */
export async function decideWithLink(deps: Deps, token: string, body: DecisionLinkBody, context: { address: string; requestId: string }): Promise<LeaveDto> {
  const { link, person } = await liveLink(deps, token, context.address);
  // The link's own channel: a mail's link says 'email-link', a push's 'push'.
  const metadata = metadataBy(person, { requestId: context.requestId, via: link.channel });
  const next = await deps.eventStore.transaction(async (tx) => {
    // Taken once: of two requests with the same link, only the one that marks it used goes on.
    if (!(await takeDecisionLink(tx.trx, token, deps.clock.now()))) throw DomainError.gone(DECISION_LINK_MESSAGES.used);
    return decideWithin(deps, tx, { kind: 'decideStep', actor: person, leaveId: link.leaveId, body: { decision: body.decision, reason: body.reason } }, metadata, { expectedVersion: link.streamVersion });
  });
  return toLeaveDto(next);
}
