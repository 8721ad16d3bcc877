import type { Config } from '@leave/core/config';
import type { Db } from '@leave/core/db';
import type { EventStore } from '@leave/core/event-store';
import type { Clock } from '@leave/core/clock';
import type { Logger } from '@leave/core/log';
import type { LiveNotifier } from '@leave/core/notifier';
import type { JobQueue } from '@leave/core/jobs';
import type { PushEndpointRule } from '@leave/core/notifications';

/** What every job handler may use: the same services the api has, opened by whichever process runs it. */
export interface JobDependencies {
  config: Config;
  db: Db;
  eventStore: EventStore;
  clock: Clock;
  log: Logger;
  /** Import progress and results to the uploader's screens (Socket.IO embedded, Redis emitter in a worker process). */
  notifier: LiveNotifier;
  /** Which push endpoints may be called, and at which address (core/notifications/push-endpoints.ts). */
  pushEndpoints: PushEndpointRule;
  /**
   * The queue, for jobs that queue others (the mail sweep). Set once the queue exists: the in-process
   * queue is made from the handlers, so it comes after them.
   */
  jobs?: JobQueue;
}
