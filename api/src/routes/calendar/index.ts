import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarMarkOf, calendarQuery, calendarScope, DomainError, LEAVE_STATUSES, LEAVE_TYPES, monthRange, type CalendarDate, type CalendarEntryDto, type LeaveType } from '@leave/domain';
import { holidaysBetween } from '@leave/core/holidays';
import { responses, success } from '../../http/responses';
import { viewerOf } from '../../http/request-context';
import { calendarLeaves } from '../../leaves/queries';

const bearer = [{ bearer: [] }];
const entrySchema = z.object({
  leaveId: z.string(),
  employee: z.object({ _id: z.string(), name: z.string() }),
  department: z.string(),
  leaveType: z.enum(LEAVE_TYPES),
  fromDate: z.string(),
  toDate: z.string(),
  status: z.enum(LEAVE_STATUSES),
  mark: z.enum(['taken', 'tentative']),
});
const monthSchema = z.object({ month: z.string(), entries: z.array(entrySchema), holidays: z.array(z.object({ _id: z.string(), date: z.string(), name: z.string() })) });

const dateText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)) as CalendarDate;

/** Who is away: a month's leave and holidays for the calendar of each portal (docs/contract.md 'Calendar'). */
const calendar: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar',
    { onRequest: app.authenticate, schema: { tags: ['calendar'], security: bearer, querystring: calendarQuery, response: responses({ 200: success(monthSchema) }) } },
    async (request) => {
      const scope = calendarScope(viewerOf(request.currentUser), request.query.department);
      if (scope === 'forbidden') throw DomainError.forbidden('You can only see the calendar of your own department');
      const { first, last } = monthRange(request.query.month);
      const rows = await calendarLeaves(app.db, scope, { first, last });
      const entries: CalendarEntryDto[] = rows.map((row) => ({
        leaveId: row.id,
        employee: { _id: row.applicant_id, name: row.applicant_name },
        department: row.department,
        leaveType: row.leave_type as LeaveType,
        fromDate: dateText(row.from_date),
        toDate: dateText(row.to_date),
        status: row.status,
        mark: calendarMarkOf(row.status),
      }));
      return { success: true as const, data: { month: request.query.month, entries, holidays: await holidaysBetween(app.db, first, last) } };
    },
  );
};

export default calendar;
