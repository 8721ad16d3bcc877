import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DAY_HALVES, calendarQuery, calendarScope, DomainError, LEAVE_STATUSES, monthRange } from '@leave/domain';
import { holidaysBetween } from '@leave/core/holidays';
import { leaveCodeSchema, responses, success } from '../../http/responses';
import { viewerOf } from '../../http/request-context';
import { calendarLeaves } from '../../leaves/queries';

const bearer = [{ bearer: [] }];
const entrySchema = z.object({
  leaveId: z.string(),
  employee: z.object({ _id: z.string(), name: z.string() }),
  department: z.string(),
  leaveType: leaveCodeSchema,
  fromDate: z.string(),
  toDate: z.string(),
  fromHalf: z.enum(DAY_HALVES),
  toHalf: z.enum(DAY_HALVES),
  status: z.enum(LEAVE_STATUSES),
  mark: z.enum(['taken', 'tentative']),
});
const monthSchema = z.object({ month: z.string(), entries: z.array(entrySchema), holidays: z.array(z.object({ _id: z.string(), date: z.string(), name: z.string(), optional: z.literal(true).optional() })) });


/** Who is away: a month's leave and holidays for the calendar of each portal (docs/contract.md 'Calendar'). */
const calendar: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar',
    { onRequest: app.authenticate, schema: { tags: ['calendar'], security: bearer, querystring: calendarQuery, response: responses({ 200: success(monthSchema) }) } },
    async (request) => {
      const scope = calendarScope(viewerOf(request.currentUser), request.query.department);
      if (scope === 'forbidden') throw DomainError.forbidden('You can only see the calendar of your own department');
      const { first, last } = monthRange(request.query.month);
      const entries = await calendarLeaves(app.db, scope, { first, last });
      return { success: true as const, data: { month: request.query.month, entries, holidays: await holidaysBetween(app.db, first, last) } };
    },
  );
};

export default calendar;
