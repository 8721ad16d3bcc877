// The college's leave policy as the processes read it (docs/policy.md): the versions from the stream
// `policy-college`, the version in force on a date, and the seeding of the default policy as version 1
// on a new database. The stream is a few events long, so it is read whole rather than projected.

import {
  DomainError,
  DEFAULT_POLICY,
  decidePublish,
  earnedLeaveDivisor,
  evolvePolicy,
  initialPolicyHistory,
  policyEventTypes,
  policyInForce,
  type CalendarDate,
  type PolicyHistory,
  type PolicyInForce,
  type PolicyVersion,
} from '@leave/domain';
import type { Transaction } from 'kysely';
import type { Database } from '@leave/migrations';
import type { Db } from '../db';
import { COLLEGE_POLICY, handleCommand, metadataBy, policyStream, type EventStore } from '../event-store';
import type { Clock } from '../clock';

/** The day the seeded default policy starts: before any date the ledger can hold, so it covers all history. */
export const DEFAULT_POLICY_SINCE: CalendarDate = '2000-01-01';
export const DEFAULT_POLICY_REASON = 'The product description\'s rules (default policy)';

/** Every published version, folded. `from` may be a transaction. */
export async function readPolicyHistory(eventStore: EventStore, from?: Transaction<Database> | Db): Promise<PolicyHistory> {
  return policyHistoryOf(await eventStore.readStream(policyStream.id(COLLEGE_POLICY), from));
}

/** The history the events of the policy stream fold into (read by the caller, e.g. with a command's other reads). */
export function policyHistoryOf(stored: readonly { type: string; data: unknown }[]): PolicyHistory {
  return stored.reduce((history, event) => {
    const fact = { type: event.type, data: event.data };
    return policyEventTypes.is(fact) ? evolvePolicy(history, fact) : history;
  }, initialPolicyHistory);
}

/**
 * The version in force on `date`; the default policy (as version 1) before anything was seeded, so that a
 * database opened without seeding behaves as the product description says.
 */
export function versionInForce(history: PolicyHistory, date: CalendarDate): PolicyVersion {
  return (
    policyInForce(history, date) ?? {
      version: 1,
      policy: DEFAULT_POLICY,
      effectiveFrom: DEFAULT_POLICY_SINCE,
      publishedAt: `${DEFAULT_POLICY_SINCE}T00:00:00.000Z`,
      publishedBy: null,
      reason: DEFAULT_POLICY_REASON,
      replaces: [],
    }
  );
}

/**
 * What the accruals read for `date`: the version in force, except the seeded default (version 1), whose
 * entries stay as they were before policies existed (no policyVersion), so that the ledger of a college
 * that never changed its policy reads exactly as it always did.
 */
export function policyForAccruals(history: PolicyHistory, date: CalendarDate): PolicyInForce | undefined {
  const version = versionInForce(history, date);
  return version.version === 1 && version.publishedBy === null ? undefined : { version: version.version, policy: version.policy };
}

/**
 * The EL divisor on `date`: the policy's once a version after the seeded default is in force; until then
 * EL_DIVISOR's (the operator's setting, which the default policy's 2 stands for).
 */
export function elDivisorOn(history: PolicyHistory, date: CalendarDate, configured: number): number {
  const policy = policyForAccruals(history, date);
  return policy === undefined ? configured : earnedLeaveDivisor(policy.policy, configured);
}

/** Seeds the default policy as version 1 when the stream is empty; a second call, or a second process, does nothing. */
export async function ensureDefaultPolicy(deps: { eventStore: EventStore; clock: Clock }): Promise<boolean> {
  let seeded = false;
  try {
    await deps.eventStore.transaction((tx) =>
      handleCommand(
        tx,
        policyStream,
        COLLEGE_POLICY,
        (history) => {
          if (history.versions.length > 0) return [];
          seeded = true;
          return decidePublish(
            {
              policy: DEFAULT_POLICY,
              effectiveFrom: DEFAULT_POLICY_SINCE,
              reason: DEFAULT_POLICY_REASON,
              publishedBy: null,
              publishedAt: deps.clock.now().toISOString(),
              today: deps.clock.today(),
              codesInUse: new Set(),
            },
            history,
          );
        },
        metadataBy(null, { reason: 'default leave policy' }),
      ),
    );
  } catch (error) {
    // Two processes starting together on an empty database: the other one seeded it first.
    if (error instanceof DomainError && error.code === 'CONFLICT') return false;
    throw error;
  }
  return seeded;
}
