import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leavePolicySchema, liveVersions, policyQuery, publishPolicyBody, type PolicyVersionDto } from '@leave/domain';
import { readPolicyHistory, versionInForce } from '@leave/core/policy';
import { responses, success } from '../../http/responses';
import { metadataOf } from '../../http/request-context';
import { publishPolicy } from '../../policy/commands';

const bearer = [{ bearer: [] }];
const publisherSchema = z.object({ _id: z.string(), name: z.string() });
const versionSchema = z.object({
  version: z.number().int(),
  effectiveFrom: z.string(),
  publishedAt: z.string(),
  publishedBy: publisherSchema,
  reason: z.string(),
  policy: leavePolicySchema,
  replaced: z.boolean(),
});

/** The college's leave policy (docs/contract.md 'Leave policy'): anyone signed in reads the one in force; the admin publishes versions. */
const policy: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/policy',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['policy'],
        security: bearer,
        querystring: policyQuery,
        response: responses({ 200: success(z.object({ policy: leavePolicySchema, version: z.number().int(), effectiveFrom: z.string(), timeZone: z.string() })) }),
      },
    },
    async (request) => {
      const inForce = versionInForce(await readPolicyHistory(app.eventStore, app.db), request.query.on ?? app.clock.today());
      // timeZone: the college's (APP_TIMEZONE), in which 'today' and every date of the rules are read.
      return { success: true as const, data: { policy: inForce.policy, version: inForce.version, effectiveFrom: inForce.effectiveFrom, timeZone: app.config.appTimezone } };
    },
  );

  app.get(
    '/policy/versions',
    { onRequest: app.requireRole('admin', 'auditor'), schema: { tags: ['policy'], security: bearer, response: responses({ 200: success(z.object({ versions: z.array(versionSchema) })) }) } },
    async () => {
      const history = await readPolicyHistory(app.eventStore, app.db);
      const live = new Set(liveVersions(history).map((version) => version.version));
      // Newest first: the admin and the auditor look for the latest change.
      const versions = history.versions
        .map(({ version, effectiveFrom, publishedAt, publishedBy, reason, policy: document }): PolicyVersionDto => ({
          version,
          effectiveFrom,
          publishedAt,
          publishedBy: publishedBy ?? { _id: '', name: 'System' },
          reason,
          policy: document,
          replaced: !live.has(version),
        }))
        .toReversed();
      return { success: true as const, data: { versions } };
    },
  );

  app.post(
    '/policy/versions',
    { onRequest: app.requireRole('admin'), schema: { tags: ['policy'], security: bearer, body: publishPolicyBody, response: responses({ 201: success(z.object({ version: z.number().int() })) }) } },
    async (request, reply) => {
      const version = await publishPolicy(app, request.currentUser, request.body, metadataOf(request));
      return reply.status(201).send({ success: true as const, message: `Leave policy version ${version} published`, data: { version } });
    },
  );
};

export default policy;
