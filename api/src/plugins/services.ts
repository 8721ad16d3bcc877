import fp from 'fastify-plugin';
import type { Config } from '@leave/core/config';
import type { DatabaseHandle, Db } from '@leave/core/db';
import type { EventStore } from '@leave/core/event-store';
import type { JobQueue } from '@leave/core/jobs';
import type { Clock } from '@leave/core/clock';
import type { PushEndpointRule } from '@leave/core/notifications';
import type { AttachmentStore } from '@leave/core/leave';
import { postgresAttachmentStore } from '../attachments/postgres-store';

declare module 'fastify' {
  // The instance carries every service.
  interface FastifyInstance extends Services {
    /** Where the files of leave applications are kept (its one implementation: the database). */
    attachments: AttachmentStore;
  }
}

export interface Services {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  /** LISTEN on the database (the live publisher's wake-ups); without it the publisher only polls. */
  dbListen?: DatabaseHandle['listen'];
  eventStore: EventStore;
  jobs: JobQueue;
  clock: Clock;
  /** Which push endpoints a subscription may name (core/notifications/push-endpoints.ts). */
  pushEndpoints: PushEndpointRule;
}

/** Puts the process-wide services on the instance, so that route plugins reach them as `app.db` etc. */
export default fp<Services>(
  async (app, services) => {
    app.decorate('config', services.config);
    app.decorate('db', services.db);
    app.decorate('dbKind', services.dbKind);
    app.decorate('dbListen', services.dbListen);
    app.decorate('eventStore', services.eventStore);
    app.decorate('jobs', services.jobs);
    app.decorate('clock', services.clock);
    app.decorate('pushEndpoints', services.pushEndpoints);
    app.decorate('attachments', postgresAttachmentStore);
  },
  { name: 'services' },
);
