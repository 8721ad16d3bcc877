import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordBody, PASSWORD_LINK_MESSAGES, setPasswordBody } from '@leave/domain';
import { responses, success } from '../../http/responses';
import { metadataOf } from '../../http/request-context';
import { requestPasswordLink, setPasswordWithLink } from '../../auth/password-links';

/**
 * Set-password links (docs/contract.md, issue 26): 'Forgot password?' asks for one (the same answer for
 * any address), and the page of an e-mailed link sets the password with it.
 */
const passwordLinks: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/forgot-password',
    { schema: { tags: ['auth'], body: forgotPasswordBody, response: responses({ 200: success(z.object({})) }) } },
    async (request) => {
      await requestPasswordLink(app, request.body.email, request.ip);
      return { success: true as const, message: PASSWORD_LINK_MESSAGES.requested, data: {} };
    },
  );

  app.post(
    '/auth/set-password',
    { schema: { tags: ['auth'], body: setPasswordBody, response: responses({ 200: success(z.object({})) }) } },
    async (request) => {
      // The person of the link is the actor of their own event.
      await setPasswordWithLink(app, request.body, (person) => metadataOf(request, person));
      return { success: true as const, message: PASSWORD_LINK_MESSAGES.set, data: {} };
    },
  );
};

export default passwordLinks;
