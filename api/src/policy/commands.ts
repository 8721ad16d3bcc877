// Publishing a version of the leave policy (docs/policy.md), through the command handler on its one stream
// (`policy-college`): the domain checks the date, the reason and the types removed; this reads which
// codes are in use (balances held, applications open) in the same transaction. Two admins publishing at
// once: the stream's version lets one append, the other gets 409.
// A version effective today is in force the minute it is published (issue 46): the answer waits for that
// day's accruals under it (the daily job, run at once), so that balances hold its quotas and its new types
// before anyone reads them. A version effective later is applied on its day by the daily run.

import { compareDates, decidePublish, type Actor, type PublishPolicyBody } from '@leave/domain';
import { BALANCE_ACCRUALS, type BalanceAccrualsResult, type JobQueue } from '@leave/core/jobs';
import type { Db } from '@leave/core/db';
import { COLLEGE_POLICY, handleCommand, policyStream, type EventMetadata } from '@leave/core/event-store';
import { codesHeld, openLeaveCodes } from '@leave/core/projections';
import type { LeaveServices } from '@leave/core/leave';

/** The codes somebody holds days of or has an application waiting for a decision in. */
async function codesInUse(trx: Db): Promise<Set<string>> {
  return new Set([...(await openLeaveCodes(trx)), ...(await codesHeld(trx))]);
}

/** How long the answer waits for today's accruals under a new version before saying they are still running. */
const ACCRUALS_WAIT_MS = 55_000;

/**
 * What publishing did: the version, and for a version effective today its accruals (`done`: every person's
 * balance holds it; `running`: a large college, still being credited by the job `jobId`). Null: effective later.
 */
export interface Published {
  version: number;
  accruals: { state: 'done'; result: BalanceAccrualsResult } | { state: 'running'; jobId: string } | null;
}

export async function publishPolicy(deps: LeaveServices & { jobs: JobQueue }, admin: Actor, body: PublishPolicyBody, metadata: EventMetadata): Promise<Published> {
  const version = await appendVersion(deps, admin, body, metadata);
  if (compareDates(body.effectiveFrom, deps.clock.today()) > 0) return { version, accruals: null };
  // One job per version: a retry of the same publication never credits twice (the job is idempotent anyway).
  const outcome = await deps.jobs.enqueueAndWait(BALANCE_ACCRUALS, {}, { jobId: `policy-v${version}-accruals`, timeoutMs: ACCRUALS_WAIT_MS });
  return { version, accruals: outcome.state === 'completed' ? { state: 'done', result: outcome.result } : { state: 'running', jobId: outcome.jobId } };
}

async function appendVersion(deps: LeaveServices, admin: Actor, body: PublishPolicyBody, metadata: EventMetadata): Promise<number> {
  const { events } = await deps.eventStore.transaction(async (tx) => {
    const inUse = await codesInUse(tx.trx);
    return handleCommand(
      tx,
      policyStream,
      COLLEGE_POLICY,
      (history) =>
        decidePublish(
          {
            policy: body.policy,
            effectiveFrom: body.effectiveFrom,
            reason: body.reason,
            publishedBy: { _id: admin.id, name: admin.name },
            publishedAt: deps.clock.now().toISOString(),
            today: deps.clock.today(),
            codesInUse: inUse,
          },
          history,
        ),
      metadata,
    );
  });
  return events[0]!.data.version;
}
