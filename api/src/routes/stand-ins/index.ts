import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES, standInBody } from '@leave/domain';
import { idParams, leaveSchema, responses, success } from '../../http/responses';
import { metadataOf, viewerOf } from '../../http/request-context';
import { listStandIns, nameStandIn, removeStandIn, standInQueue } from '../../stand-ins/stand-ins';

const bearer = [{ bearer: [] }];

const standInSchema = z.object({
  _id: z.string(),
  hod: z.object({ _id: z.string(), name: z.string() }),
  standIn: z.object({ _id: z.string(), name: z.string(), role: z.enum(ROLES) }),
  department: z.string(),
  from: z.string().describe('YYYY-MM-DD'),
  to: z.string().describe('YYYY-MM-DD'),
  active: z.boolean(),
});

/** Stand-ins (docs/rules.md 'Stand-ins'): naming one, the list, removing one, and the stand-in's queue. */
const standIns: FastifyPluginAsyncZod = async (app) => {
  const services = () => ({ db: app.db, eventStore: app.eventStore, timeZone: app.config.appTimezone });

  app.post(
    '/stand-ins',
    { onRequest: app.requireRole('hod', 'admin'), schema: { tags: ['stand-ins'], security: bearer, body: standInBody, response: responses({ 201: success(z.object({ standIn: standInSchema })) }) } },
    async (request, reply) => {
      const standIn = await nameStandIn(services(), viewerOf(request.currentUser), request.body, app.clock.today(), metadataOf(request));
      return reply.status(201).send({ success: true as const, message: 'Stand-in named', data: { standIn } });
    },
  );

  app.get(
    '/stand-ins',
    { onRequest: app.authenticate, schema: { tags: ['stand-ins'], security: bearer, response: responses({ 200: success(z.object({ standIns: z.array(standInSchema) })) }) } },
    async (request) => ({ success: true as const, data: { standIns: await listStandIns(app.db, viewerOf(request.currentUser), app.clock.today()) } }),
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
