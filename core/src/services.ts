// What every process opens before it does anything else: the database (migrated, its store functions applied), the event store with
// the inline projections, the default leave policy on a new database, the clock and the logger. The api
// and the worker both start here.

import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db';
import { EventStore } from './event-store';
import { inlineProjections } from './projections';
import { systemClock, type Clock } from './clock';
import { createLogger, type Logger } from './log';
import { ensureDefaultPolicy } from './policy';
import { bringSchemaUpToDate } from './schema';

export interface CoreServices {
  config: Config;
  database: DatabaseHandle;
  eventStore: EventStore;
  clock: Clock;
  log: Logger;
}

/** `database` and `clock` may be given (tests, benchmarks); otherwise they follow the configuration. */
export async function openServices(config: Config, given: { database?: DatabaseHandle; clock?: Clock } = {}): Promise<CoreServices> {
  const database = given.database ?? (await openDatabase(config));
  await bringSchemaUpToDate(database.db);
  const eventStore = new EventStore(database.db, inlineProjections);
  const clock = given.clock ?? systemClock(config.appTimezone);
  await ensureDefaultPolicy({ eventStore, clock });
  return { config, database, eventStore, clock, log: createLogger(config.logLevel, config.logFormat) };
}
