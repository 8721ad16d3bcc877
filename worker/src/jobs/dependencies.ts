import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@leave/api/config';
import type { Db } from '@leave/api/db/index';
import type { EventStore } from '@leave/api/event-store/event-store';
import type { Clock } from '@leave/api/clock';
import type { LiveNotifier } from '@leave/api/realtime/notifier';

/** What every job handler may use: the same services the api has, opened by whichever process runs it. */
export interface JobDependencies {
  config: Config;
  db: Db;
  eventStore: EventStore;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Import progress and results to the uploader's screens (Socket.IO embedded, Redis emitter in a worker process). */
  notifier: LiveNotifier;
}
