import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthResponse = z.object({
  success: z.boolean(),
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    db: z.object({ status: z.enum(['ok', 'down']), kind: z.enum(['pglite', 'postgres']) }),
    queue: z.object({ status: z.enum(['ok', 'down']), kind: z.enum(['in-process', 'bullmq']) }),
  }),
});

const liveResponse = z.object({ success: z.literal(true), data: z.object({ status: z.literal('ok') }) });

/**
 * GET /api/health (readiness): whether the database and the job queue answer, 503 when either is down.
 * GET /api/health/live (liveness): the process answers at all; it checks nothing else, so that an
 * orchestrator restarts a stuck process, not one whose database is away for a moment.
 */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/health/live', { schema: { tags: ['health'], response: { 200: liveResponse } } }, async () => ({ success: true as const, data: { status: 'ok' as const } }));

  app.get('/health', { schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } } }, async (_request, reply) => {
    const db = await sql`select 1`
      .execute(app.db)
      .then(() => 'ok' as const)
      .catch(() => 'down' as const);
    const queue = await app.jobs.health().catch(() => 'down' as const);
    const ok = db === 'ok' && queue === 'ok';
    return reply.status(ok ? 200 : 503).send({
      success: ok,
      data: { status: ok ? 'ok' : 'degraded', db: { status: db, kind: app.dbKind }, queue: { status: queue, kind: app.jobs.kind } },
    });
  });
};

export default health;
