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
    {
      schema: {
        tags: ['leaves'],
        summary: 'Show the application of a decision link (never decides)',
        description:
          "No sign-in: the token of a 'waiting for your decision' e-mail's link, or of a push's (each its own: 32 random bytes, only the hash kept, one person, one application at one version, single use, DECISION_LINK_HOURS (72) or until the application moves on). A GET never decides, however often it is fetched: mail scanners open every link. 410 with a sentence for a used, expired, outdated or turned-off link.",
        params: decisionLinkParams,
        response: responses({ 200: decisionLinkView }),
      },
    },
    async (request, reply) => {
      // Neither the answer nor the page's address is to be kept or sent on.
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return { success: true as const, data: await viewDecisionLink(app, request.params.token, request.ip) };
    },
  );

  app.post(
    '/decision-links/:token',
    {
      schema: {
        tags: ['leaves'],
        summary: 'Decide once with a decision link',
        description:
          "No sign-in: decides as the link's person through the portal's command path (400, 403, 409 as there); the link is used up with the decision, and the events say via 'email-link' (a mail's link) or 'push' (a push's, posted by the service worker's 'Approve'). A second POST answers 410.",
        params: decisionLinkParams,
        body: decisionLinkBody,
        response: responses({ 200: success(z.object({ leave: leaveSchema })) }),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const leave = await decideWithLink(app, request.params.token, request.body, { address: request.ip, requestId: request.id });
      return { success: true as const, message: request.body.decision === 'approve' ? 'Step approved' : 'Leave application rejected', data: { leave } };
    },
  );
};

export default decisionLinks;
