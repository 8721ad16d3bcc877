// Publishing a version of the leave policy (docs/policy.md), through the command handler on its one stream
// (`policy-college`): the domain checks the date, the reason and the types removed; this reads which
// codes are in use (balances held, applications open) in the same transaction. Two admins publishing at
// once: the stream's version lets one append, the other gets 409.

import type { Transaction } from 'kysely';
import { decidePublish, type PublishPolicyBody } from '@leave/domain';
import type { Database, UserRow } from '@leave/migrations';
import { COLLEGE_POLICY, handleCommand, policyStream, type EventMetadata } from '@leave/core/event-store';
import { codesHeld, openLeaveCodes } from '@leave/core/projections';
import type { LeaveServices } from '../leaves/decide-on-leave';

/** The codes somebody holds days of or has an application waiting for a decision in. */
async function codesInUse(trx: Transaction<Database>): Promise<Set<string>> {
  return new Set([...(await openLeaveCodes(trx)), ...(await codesHeld(trx))]);
}

export async function publishPolicy(deps: LeaveServices, admin: UserRow, body: PublishPolicyBody, metadata: EventMetadata): Promise<number> {
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
