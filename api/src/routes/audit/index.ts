import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEventsQuery, canReadAudit, DAY_HALVES, DomainError, type Role } from '@leave/domain';
import type { FastifyRequest } from 'fastify';
import { idParams, leaveBalanceSchema, leaveSchema, responses, success } from '../../http/responses';
import { auditEvents, auditTimeline } from '../../audit/queries';

const bearer = [{ bearer: [] }];

export const auditEventSchema = z.object({
  position: z.number().int(),
  streamId: z.string(),
  version: z.number().int(),
  type: z.string(),
  data: z.unknown(),
  actor: z.object({ _id: z.string(), name: z.string(), role: z.string().nullable() }),
  occurredAt: z.string(),
  via: z.enum(['email-link', 'push']).optional(),
});

const auditSubjectSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('application'),
    leaveId: z.string(),
    applicant: z.object({ _id: z.string(), name: z.string(), employeeId: z.string().nullable() }),
    leaveType: z.string(),
    fromDate: z.string(),
    toDate: z.string(),
    fromHalf: z.enum(DAY_HALVES).optional(),
    toHalf: z.enum(DAY_HALVES).optional(),
    numberOfDays: z.number(),
  }),
  z.object({ kind: z.literal('person'), _id: z.string(), name: z.string(), employeeId: z.string().nullable() }),
]);

/** Only who may read the audit (domain's canReadAudit): the admin and the auditor. */
export async function requireAuditReader(request: FastifyRequest): Promise<void> {
  if (!canReadAudit(request.currentUser.role as Role)) throw DomainError.forbidden('You do not have permission to do this');
}

/** The audit portal's reads (docs/contract.md, /api/audit/*). */
const audit: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit/events',
    {
      onRequest: app.authenticate,
      preValidation: requireAuditReader,
      schema: {
        tags: ['audit'],
        security: bearer,
        querystring: auditEventsQuery,
        response: responses({ 200: success(z.object({ events: z.array(auditEventSchema), total: z.number().int(), about: z.record(z.string(), auditSubjectSchema).optional() })) }),
      },
    },
    async (request) => ({ success: true as const, data: await auditEvents(app.db, request.query, app.config.appTimezone) }),
  );

  app.get(
    '/leaves/:id/timeline',
    {
      onRequest: app.authenticate,
      preValidation: requireAuditReader,
      schema: {
        tags: ['audit'],
        security: bearer,
        params: idParams,
        response: responses({
          200: success(z.object({ leaveId: z.string(), entries: z.array(z.object({ event: auditEventSchema, application: leaveSchema, balance: leaveBalanceSchema })) })),
        }),
      },
    },
    async (request) => {
      const timeline = await auditTimeline(app.eventStore, request.params.id);
      if (!timeline) throw DomainError.notFound('Leave application not found');
      return { success: true as const, data: timeline };
    },
  );
};

export default audit;
