import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLYING_ROLES, leavePolicySchema, liveVersions, policyChanges, policyPreviewSchema, policyQuery, publishPolicyBody, type PolicyVersionDto } from '@leave/domain';
import { liveCountOfRole } from '@leave/core/users';
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
/**
 * The answer to a publication. For a version effective today, `balances`: whether every balance already
 * holds it ('updated', with how many people's ledgers changed) or the job `jobId` is still crediting them
 * ('updating'). A version effective later has none: the daily run applies it on its day.
 */
const publishedSchema = z.object({
  version: z.number().int(),
  balances: z
    .union([z.object({ state: z.literal('updated'), people: z.number().int(), changed: z.number().int() }), z.object({ state: z.literal('updating'), jobId: z.string() })])
    .optional(),
});

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

  // What publishing would change, before it is done (issue 49): the admin's confirmation reads it. Nothing is
  // written; the body is the publication's own.
  app.post(
    '/policy/versions/preview',
    { onRequest: app.requireRole('admin'), schema: { tags: ['policy'], security: bearer, body: publishPolicyBody, response: responses({ 200: success(policyPreviewSchema) }) } },
    async (request) => {
      const follows = versionInForce(await readPolicyHistory(app.eventStore, app.db), request.body.effectiveFrom);
      const changes = policyChanges(follows.policy, request.body.policy);
      const people = Object.fromEntries(await Promise.all(APPLYING_ROLES.map(async (role) => [role, await liveCountOfRole(app.db, role)] as const)));
      const types = changes.types.map((change) => ({ ...change, people: change.takenBy.reduce((sum, role) => sum + people[role]!, 0) }));
      return { success: true as const, data: { follows: follows.version, effectiveFrom: request.body.effectiveFrom, types, sections: changes.sections } };
    },
  );

  app.post(
    '/policy/versions',
    { onRequest: app.requireRole('admin'), schema: { tags: ['policy'], security: bearer, body: publishPolicyBody, response: responses({ 201: success(publishedSchema) }) } },
    async (request, reply) => {
      const { version, accruals } = await publishPolicy(app, request.currentUser, request.body, metadataOf(request));
      const message = accruals?.state === 'running' ? `Leave policy version ${version} published; balances are still being updated` : `Leave policy version ${version} published`;
      if (accruals === null) return reply.status(201).send({ success: true as const, message, data: { version } });
      const balances = accruals.state === 'done' ? { state: 'updated' as const, people: accruals.result.people, changed: accruals.result.changed } : { state: 'updating' as const, jobId: accruals.jobId };
      return reply.status(201).send({ success: true as const, message, data: { version, balances } });
    },
  );
};

export default policy;
