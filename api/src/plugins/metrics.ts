// The operator's view of one api process, for Prometheus: request durations by route and status,
// commands by type, how long an appended event takes to reach the sockets, connected sockets, the job
// queue, and the last import's speed. GET /api/metrics shows them (routes/metrics); the figures live in
// this process's own registry, so several apps in one process (tests) never mix them.

import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { StoredEvent } from '@leave/core/event-store';
import { latestImportRate } from '@leave/core/excel';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface Metrics {
  registry: Registry;
  /** The publisher reports each batch it pushed to the sockets. */
  eventsPushed(events: readonly StoredEvent[]): void;
}

/** Seconds: from a fast query to the 55 s an upload may wait for its import. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** Seconds: the publisher wakes on its own appends and polls every 300 ms for others'. */
const PUSH_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The command of each stream an append touched: one command is one stream's events, named by the first. */
function commandTypes(events: readonly StoredEvent[]): string[] {
  const firstByStream = new Map<string, string>();
  for (const event of events) if (!firstByStream.has(event.streamId)) firstByStream.set(event.streamId, event.type);
  return [...firstByStream.values()];
}

export default fp(
  async (app) => {
    const registry = new Registry();
    // The process figures watch the event loop and the garbage collector for good: only when read.
    if (app.config.metricsToken) collectDefaultMetrics({ register: registry });

    const requests = new Histogram({
      name: 'leave_http_request_duration_seconds',
      help: 'HTTP requests answered by this api process, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern, never the raw URL: ids in paths would make a series per application.
      const route = request.routeOptions.url ?? 'not-found';
      requests.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      done();
    });

    const commands = new Counter({
      name: 'leave_commands_total',
      help: 'Commands committed by this process, by the type of the first event each recorded (LeaveApplied, LeaveApproved, UserRegistered, BalanceAdjusted, ...).',
      labelNames: ['type'] as const,
      registers: [registry],
    });
    const stopCounting = app.eventStore.onAppended((events) => {
      for (const type of commandTypes(events)) commands.inc({ type });
    });
    app.addHook('onClose', async () => {
      stopCounting();
    });

    const pushLag = new Histogram({
      name: 'leave_event_push_lag_seconds',
      help: "Time from an event's append to its push to this node's sockets.",
      buckets: PUSH_BUCKETS,
      registers: [registry],
    });

    new Gauge({
      name: 'leave_connected_sockets',
      help: 'Socket.IO clients connected to this api process.',
      registers: [registry],
      collect() {
        this.set(app.hasDecorator('io') ? app.io.of('/').sockets.size : 0);
      },
    });

    new Gauge({
      name: 'leave_jobs',
      help: 'Jobs by state: the BullMQ queue as every process sees it (failed ones are kept 7 days), or the in-process queue since this process started.',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        const counts = await app.jobs.counts().catch(() => null);
        if (!counts) return;
        for (const [state, n] of Object.entries(counts)) this.set({ state }, n);
      },
    });

    new Gauge({
      name: 'leave_import_rows_per_second',
      help: 'Rows per second of the latest Excel import (while it runs: so far), whichever process ran it.',
      registers: [registry],
      async collect() {
        this.set(await latestImportRate(app.db, new Date()));
      },
    });

    app.decorate('metrics', {
      registry,
      eventsPushed(events) {
        const now = Date.now();
        for (const event of events) pushLag.observe(Math.max(0, now - event.occurredAt.getTime()) / 1000);
      },
    } satisfies Metrics);
  },
  { name: 'metrics', dependencies: ['services'] },
);
