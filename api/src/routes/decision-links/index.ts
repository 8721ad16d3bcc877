import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decisionLinkBody, decisionLinkParams } from '@leave/domain';
import { leaveSchema, responses, success } from '../../http/responses';
import { decideWithLink, viewDecisionLink } from '../../leaves/decision-links';

const decisionLinkView = success(
  z.object({
    leave: leaveSchema,
    approver: z.object({ _id: z.string(), name: z.string(), language: z.string().nullable() }),
    balance: z.object({ leaveType: z.string(), now: z.number().nullable(), after: z.number().nullable() }),
    othersAway: z.array(
      z.object({
        leaveId: z.string(),
        employee: z.object({ _id: z.string(), name: z.string() }),
        leaveType: z.string(),
        fromDate: z.string(),
        toDate: z.string(),
        fromHalf: z.enum(['first', 'second']),
        toHalf: z.enum(['first', 'second']),
        status: z.string(),
      }),
    ),
    allowed: z.array(z.enum(['approve', 'reject'])),
    expiresAt: z.string(),
  }),
);

/**
 * Decision links (docs/contract.md 'Decision links', issue 44): no sign-in, the link's secret in the path.
 * GET shows and never decides (mail scanners open every link); POST decides once.
 */
const decisionLinks: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/decision-links/:token',
    { schema: { tags: ['leaves'], params: decisionLinkParams, response: responses({ 200: decisionLinkView }) } },
    async (request, reply) => {
      // Neither the answer nor the page's address is to be kept or sent on.
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return { success: true as const, data: await viewDecisionLink(app, request.params.token, request.ip) };
    },
  );

  app.post(
    '/decision-links/:token',
    { schema: { tags: ['leaves'], params: decisionLinkParams, body: decisionLinkBody, response: responses({ 200: success(z.object({ leave: leaveSchema })) }) } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const leave = await decideWithLink(app, request.params.token, request.body, { address: request.ip, requestId: request.id });
      return { success: true as const, message: request.body.decision === 'approve' ? 'Step approved' : 'Leave application rejected', data: { leave } };
    },
  );
};

export default decisionLinks;
