// The messages of a run of events (docs/architecture.md, Live updates): each resource's builder beside the
// others, every event's messages in the run's order, each with its event's position; an inbox entry goes
// before the change it tells of. An event whose messages cannot be made is logged and left out.

import type { FastifyBaseLogger } from 'fastify';
import type { CalendarDate } from '@leave/domain';
import type { Db } from '@leave/core/db';
import type { OwnCommits } from '../own-commits';
import { arrangementMessages } from './arrangements';
import { balanceMessages } from './balances';
import { holidayMessages } from './holidays';
import { leaveMessages } from './leaves';
import { notificationMessages } from './notifications';
import { policyMessages } from './policy';
import type { Delivery, MessageBuilder, Run } from './types';
import { userMessages } from './users';

export type { Delivery, EventName, PayloadOf } from './types';

/** Makes the messages of runs of events, with this node's own commits' rows. */
/** `today`: the college's day, for the stand-ins in force (leaves.ts). */
export function messagesOfRuns(deps: { db: Db; own: OwnCommits; log: FastifyBaseLogger; today: () => CalendarDate }): (run: Run) => Promise<Delivery[]> {
  const builders: MessageBuilder[] = [notificationMessages(deps.db), leaveMessages(deps.db, deps.own, deps.today), balanceMessages(deps.db, deps.own), userMessages(deps.db), holidayMessages, policyMessages, arrangementMessages(deps.db)];
  return async (run) => {
    const ofEvent = [];
    for (const builder of builders) ofEvent.push(await builder(run));
    const deliveries: Delivery[] = [];
    for (const [i, event] of run.events.entries()) {
      try {
        for (const messages of ofEvent) deliveries.push(...(await messages(event, i)));
      } catch (error) {
        deps.log.error({ err: error, position: event.globalPosition }, 'could not publish event');
      }
    }
    return deliveries;
  };
}
