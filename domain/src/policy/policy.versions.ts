// The policy's versions (docs/policy.md 'Versions'): one stream, `policy-college`, of LeavePolicyPublished
// events. A version never changes; it is in force from its effective date until the next one starts. A
// version that has not started yet can be replaced: publishing a version sets aside every version not yet
// in force whose effective date is on or after the new one's, since they were drafted on the old rules.

import { compareDates, type CalendarDate } from '../dates';
import { DomainError } from '../errors';
import { eventTypes } from '../event-types';
import { leaveCodeLabel, type LeaveCode, type LeavePolicy } from './policy.schema';

export interface PolicyPublisher {
  _id: string;
  name: string;
}

export interface LeavePolicyPublished {
  type: 'LeavePolicyPublished';
  data: {
    version: number;
    policy: LeavePolicy;
    effectiveFrom: CalendarDate;
    /** ISO date-time. */
    publishedAt: string;
    /** null for the default policy seeded on a new database. */
    publishedBy: PolicyPublisher | null;
    reason: string;
    /** The versions not yet in force that this one set aside. */
    replaces: number[];
  };
}

export type PolicyEvent = LeavePolicyPublished;
export const policyEventTypes = eventTypes<PolicyEvent>({ LeavePolicyPublished: true });

export type PolicyVersion = LeavePolicyPublished['data'];

/** The versions as the stream folds: every version published, and which were set aside. */
export interface PolicyHistory {
  versions: readonly PolicyVersion[];
  replaced: ReadonlySet<number>;
}

export const initialPolicyHistory: PolicyHistory = { versions: [], replaced: new Set() };

export function evolvePolicy(history: PolicyHistory, event: PolicyEvent): PolicyHistory {
  return { versions: [...history.versions, event.data], replaced: new Set([...history.replaced, ...event.data.replaces]) };
}

/** The versions that count, oldest effective date first (a replaced version never comes into force). */
export function liveVersions(history: PolicyHistory): PolicyVersion[] {
  return history.versions
    .filter((version) => !history.replaced.has(version.version))
    .toSorted((a, b) => compareDates(a.effectiveFrom, b.effectiveFrom) || a.version - b.version);
}

/**
 * The version in force on `date`: of the live versions that started on or before it, the latest to
 * start (two starting the same day: the later published). Null before the first version.
 */
export function policyInForce(history: PolicyHistory, date: CalendarDate): PolicyVersion | null {
  let inForce: PolicyVersion | null = null;
  for (const version of liveVersions(history)) if (compareDates(version.effectiveFrom, date) <= 0) inForce = version;
  return inForce;
}

export const POLICY_VERSION_MESSAGES = {
  effectiveInPast: 'The effective date cannot be in the past',
  reasonRequired: 'Please give the reason for the change',
  typeInUse: (codes: readonly LeaveCode[]) =>
    `${codes.map(leaveCodeLabel).join(', ')} cannot be removed: ${codes.length === 1 ? 'it has' : 'they have'} balances or open applications`,
} as const;

export interface PublishPolicy {
  policy: LeavePolicy;
  effectiveFrom: CalendarDate;
  reason: string;
  publishedBy: PolicyPublisher | null;
  publishedAt: string;
  today: CalendarDate;
  /** The codes someone holds a balance of or has an open application for (read by the caller). */
  codesInUse: ReadonlySet<LeaveCode>;
}

/**
 * Publishing a version: its effective date is today or later (400), and it may not drop a type somebody
 * holds days of or has applied for (409). What it drops is what the version it follows has and it has
 * not: the version in force on its effective date once those it replaces are set aside. A type an earlier
 * version removed is no longer this one's to remove, whoever holds days of it since (a cancelled leave
 * of it gives days back). The first version of a stream is the seeding of the default policy, which may
 * start on any date.
 */
export function decidePublish(command: PublishPolicy, history: PolicyHistory): LeavePolicyPublished[] {
  const { policy, effectiveFrom, today } = command;
  if (history.versions.length > 0 && compareDates(effectiveFrom, today) < 0) throw DomainError.validation(POLICY_VERSION_MESSAGES.effectiveInPast, 'effectiveFrom');
  if (command.reason.trim() === '') throw DomainError.validation(POLICY_VERSION_MESSAGES.reasonRequired, 'reason');
  const replaces = liveVersions(history)
    .filter((version) => compareDates(version.effectiveFrom, today) > 0 && compareDates(version.effectiveFrom, effectiveFrom) >= 0)
    .map((version) => version.version);
  const follows = policyInForce({ versions: history.versions, replaced: new Set([...history.replaced, ...replaces]) }, effectiveFrom);
  const codes = new Set(policy.leaveTypes.map((type) => type.code));
  const removedInUse = (follows?.policy.leaveTypes ?? [])
    .map((type) => type.code)
    .filter((code) => !codes.has(code) && command.codesInUse.has(code))
    .sort();
  if (removedInUse.length > 0) throw DomainError.conflict(POLICY_VERSION_MESSAGES.typeInUse(removedInUse));
  const version = (history.versions.at(-1)?.version ?? 0) + 1;
  return [
    {
      type: 'LeavePolicyPublished',
      data: { version, policy, effectiveFrom, publishedAt: command.publishedAt, publishedBy: command.publishedBy, reason: command.reason.trim(), replaces },
    },
  ];
}
