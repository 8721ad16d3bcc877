import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsSchema, employeeStatsSchema, hodStatsSchema, responses, success } from '../../http/responses';
import { statsFor } from '../../dashboard/stats';

/** GET /dashboard/stats: the signed-in user's role decides the shape. */
const dashboard: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/stats',
    {
      onRequest: app.authenticate,
      schema: { tags: ['dashboard'], security: [{ bearer: [] }], response: responses({ 200: success(z.object({ stats: z.union([adminStatsSchema, hodStatsSchema, employeeStatsSchema]) })) }) },
    },
    async (request) => ({ success: true as const, data: { stats: await statsFor(app, request.currentUser) } }),
  );
};

export default dashboard;
