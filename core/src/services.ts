// What every process opens before it does anything else: the database (migrated, its store functions
// applied), the event store with the inline projections, the default leave policy on a new database, the
// clock, the logger and the push endpoint rule (with the name resolution it uses: the system's, or a
// test's). The api and the worker both start here.

import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db';
import { EventStore } from './event-store';
import { inlineProjections } from './projections';
import { systemClock, type Clock } from './clock';
import { createLogger, type Logger } from './log';
import { ensureDefaultPolicy } from './policy';
import { PushEndpointRule, type HostLookup } from './notifications/push-endpoints';
import { bringSchemaUpToDate } from './schema';

export interface CoreServices {
  config: Config;
  database: DatabaseHandle;
  eventStore: EventStore;
  clock: Clock;
  log: Logger;
  /** Which push endpoints may be saved and called (notifications/push-endpoints.ts). */
  pushEndpoints: PushEndpointRule;
}

/** `database`, `clock` and `lookupHost` may be given (tests, benchmarks); otherwise they follow the configuration and the system. */
export async function openServices(config: Config, given: { database?: DatabaseHandle; clock?: Clock; lookupHost?: HostLookup } = {}): Promise<CoreServices> {
  const database = given.database ?? (await openDatabase(config));
  await bringSchemaUpToDate(database.db);
  const eventStore = new EventStore(database.db, inlineProjections);
  const clock = given.clock ?? systemClock(config.appTimezone);
  await ensureDefaultPolicy({ eventStore, clock });
  const pushEndpoints = new PushEndpointRule(config.pushAllowedHosts, given.lookupHost);
  return { config, database, eventStore, clock, log: createLogger(config.logLevel, config.logFormat), pushEndpoints };
}
