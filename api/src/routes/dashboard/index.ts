import { z } from 'zod';
import { LEAVE_STATUSES, LEAVE_TYPES } from '@leave/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsSchema, employeeStatsSchema, hodStatsSchema, responses, success } from '../../http/responses';
import { statsFor } from '../../dashboard/stats';
import { adminCharts, hodCharts } from '../../dashboard/charts';

const monthEntry = (keys: readonly string[]) => z.object({ month: z.string(), ...Object.fromEntries(keys.map((key) => [key, z.number()])) });
const chartsSchema = z.union([
  z.object({ applicationsByMonth: z.array(monthEntry(LEAVE_STATUSES)) }),
  z.object({ approvedDaysByMonth: z.array(monthEntry(LEAVE_TYPES).catchall(z.union([z.number(), z.string()]))) }),
]);

/** GET /dashboard/stats and GET /dashboard/charts: the signed-in user's role decides the shape. */
const dashboard: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/stats',
    {
      onRequest: app.authenticate,
      schema: { tags: ['dashboard'], security: [{ bearer: [] }], response: responses({ 200: success(z.object({ stats: z.union([adminStatsSchema, hodStatsSchema, employeeStatsSchema]) })) }) },
    },
    async (request) => ({ success: true as const, data: { stats: await statsFor(app, request.currentUser) } }),
  );

  // The admin's and a HOD's charts: their own route, so that the cards' figures stay one cheap query.
  app.get(
    '/dashboard/charts',
    {
      onRequest: app.requireRole('admin', 'hod'),
      schema: { tags: ['dashboard'], security: [{ bearer: [] }], response: responses({ 200: success(z.object({ charts: chartsSchema })) }) },
    },
    async (request) => {
      const user = request.currentUser;
      const charts = user.role === 'admin' ? await adminCharts(app) : await hodCharts(app, user.department ?? '');
      return { success: true as const, data: { charts } };
    },
  );
};

export default dashboard;
