import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { officesOf, ROLES, standInBody } from '@leave/domain';
import { readPolicyHistory, versionInForce } from '@leave/core/policy';
import { idParams, leaveSchema, responses, success } from '../../http/responses';
import { metadataOf, viewerOf } from '../../http/request-context';
import { listStandIns, nameStandIn, removeStandIn, standInQueue } from '../../stand-ins/stand-ins';

const bearer = [{ bearer: [] }];

const person = z.object({ _id: z.string(), name: z.string() });
const standInSchema = z.object({
  _id: z.string(),
  hod: person.nullable().describe("The HOD it was named for; null for an office's naming"),
  office: z.object({ code: z.string(), name: z.string() }).nullable().describe("The office it was named for (issue 43); null for a HOD's naming"),
  holder: person.describe('Whom the stand-in stands in for: the HOD, or the office holder'),
  standIn: z.object({ _id: z.string(), name: z.string(), role: z.enum(ROLES) }),
  department: z.string().nullable(),
  from: z.string().describe('YYYY-MM-DD'),
  to: z.string().describe('YYYY-MM-DD'),
  active: z.boolean(),
});

/**
 * Stand-ins (docs/rules.md 'Stand-ins'): naming one (for a HOD, or for an office's holder: issue 43), the
 * list, removing one, and the stand-in's queue.
 */
const standIns: FastifyPluginAsyncZod = async (app) => {
  const services = () => ({ db: app.db, eventStore: app.eventStore, timeZone: app.config.appTimezone });
  /** The policy's own offices in force today. */
  const policyOffices = async () => officesOf(versionInForce(await readPolicyHistory(app.eventStore, app.db), app.clock.today()).policy);

  app.post(
    '/stand-ins',
    // A HOD, an admin or (issue 43) an office's holder of any role: the domain refuses anyone else.
    { onRequest: app.authenticate, schema: { tags: ['stand-ins'], security: bearer, body: standInBody, response: responses({ 201: success(z.object({ standIn: standInSchema })) }) } },
    async (request, reply) => {
      const standIn = await nameStandIn(services(), viewerOf(request.currentUser), request.body, app.clock.today(), metadataOf(request), await policyOffices());
      return reply.status(201).send({ success: true as const, message: 'Stand-in named', data: { standIn } });
    },
  );

  app.get(
    '/stand-ins',
    { onRequest: app.authenticate, schema: { tags: ['stand-ins'], security: bearer, response: responses({ 200: success(z.object({ standIns: z.array(standInSchema) })) }) } },
    async (request) => ({ success: true as const, data: { standIns: await listStandIns(app.db, viewerOf(request.currentUser), app.clock.today(), policyOffices) } }),
  );

  app.get(
    '/stand-ins/queue',
    { onRequest: app.authenticate, schema: { tags: ['stand-ins'], security: bearer, response: responses({ 200: success(z.object({ leaves: z.array(leaveSchema) })) }) } },
    async (request) => ({ success: true as const, data: { leaves: await standInQueue(app.db, request.currentUser.id, app.clock.today()) } }),
  );

  app.delete(
    '/stand-ins/:id',
    { onRequest: app.authenticate, schema: { tags: ['stand-ins'], security: bearer, params: idParams, response: responses({ 200: success(z.object({})) }) } },
    async (request) => {
      await removeStandIn(services(), viewerOf(request.currentUser), request.params.id, app.clock.now(), metadataOf(request));
      return { success: true as const, message: 'Stand-in removed', data: {} };
    },
  );
};

export default standIns;
