// Publishing a version of the leave policy (docs/policy.md), through the command handler on its one stream
// (`policy-college`): the domain checks the date, the reason and the types removed; this reads which
// codes are in use (balances held, applications open) in the same transaction. Two admins publishing at
// once: the stream's version lets one append, the other gets 409.

import { sql, type Transaction } from 'kysely';
import { decidePublish, LEAVE_TYPES, OPEN_STATUSES, type PublishPolicyBody } from '@leave/domain';
import type { Database, UserRow } from '@leave/migrations';
import { COLLEGE_POLICY, handleCommand, policyStream, type EventMetadata } from '@leave/core/event-store';
import type { LeaveServices } from '../leaves/decide-on-leave';

/** The codes somebody holds days of or has an application waiting for a decision in. */
async function codesInUse(trx: Transaction<Database>): Promise<Set<string>> {
  const open = await trx.selectFrom('leave_applications').select('leave_type').distinct().where('status', 'in', [...OPEN_STATUSES, 'cancellationRequested']).execute();
  const held = await trx
    .selectFrom('leave_balances')
    .select(LEAVE_TYPES.map((code) => sql<number>`coalesce(sum(case when ${sql.ref(code)} > 0 then 1 else 0 end), 0)`.as(code)))
    .executeTakeFirst();
  const holders = (held ?? {}) as Record<string, number | string>;
  // The types beyond the five (issue 20): the codes of other_types with days above 0 in anybody's row.
  const others = await trx
    .selectFrom('leave_balances')
    .select(sql<string>`entry.key`.as('code'))
    .distinct()
    .innerJoin(sql<{ key: string; value: string }>`jsonb_each_text(leave_balances.other_types)`.as('entry'), (join) => join.onTrue())
    .where(sql<boolean>`(entry.value)::numeric > 0`)
    .execute();
  return new Set([...open.map((row) => row.leave_type), ...LEAVE_TYPES.filter((code) => Number(holders[code] ?? 0) > 0), ...others.map((row) => row.code)]);
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
