import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, PUSH_MESSAGES, pushSubscriptionBody, pushUnsubscribeBody } from '@leave/domain';
import { removePushSubscription, savePushSubscription } from '@leave/core/notifications';
import { responses, success } from '../../http/responses';

const bearer = [{ bearer: [] }];
const subscribedAnswer = success(z.object({ subscribed: z.boolean() }));

/**
 * Web Push (issue 23, docs/contract.md): the server's VAPID public key (the browser's applicationServerKey),
 * and a signed-in person's subscription of this browser, saved and removed. An endpoint is saved only when
 * the push endpoint rule allows it (issue 47: a browser's push service or a host of PUSH_ALLOWED_HOSTS,
 * whose name leads to no private or local address). Which kinds are pushed is GET/PUT
 * /users/me/notification-preferences's `push`. Nothing here logs an endpoint.
 */
const push: FastifyPluginAsyncZod = async (app) => {
  const configured = () => {
    if (!app.config.vapid) throw DomainError.notFound('Push notifications are not configured on this server');
    return app.config.vapid;
  };

  app.get(
    '/push/vapid-public-key',
    { onRequest: app.authenticate, schema: { tags: ['push'], security: bearer, response: responses({ 200: success(z.object({ publicKey: z.string().describe('base64url, the P-256 key a browser subscribes with') })) }) } },
    async () => ({ success: true as const, data: { publicKey: configured().publicKey } }),
  );

  app.post(
    '/push/subscriptions',
    { onRequest: app.authenticate, schema: { tags: ['push'], security: bearer, body: pushSubscriptionBody, response: responses({ 201: subscribedAnswer }) } },
    async (request, reply) => {
      configured();
      const checked = await app.pushEndpoints.check(request.body.endpoint);
      if (!checked.allowed) throw DomainError.validation(PUSH_MESSAGES.endpointNotAllowed, 'endpoint');
      await savePushSubscription(app.db, request.currentUser.id, request.body);
      return reply.status(201).send({ success: true as const, message: PUSH_MESSAGES.subscribed, data: { subscribed: true } });
    },
  );

  app.delete(
    '/push/subscriptions',
    { onRequest: app.authenticate, schema: { tags: ['push'], security: bearer, body: pushUnsubscribeBody, response: responses({ 200: subscribedAnswer }) } },
    async (request) => {
      // What could never be subscribed is refused alike (without resolving its name).
      if (!app.pushEndpoints.allowsHostOf(request.body.endpoint)) throw DomainError.validation(PUSH_MESSAGES.endpointNotAllowed, 'endpoint');
      await removePushSubscription(app.db, request.currentUser.id, request.body.endpoint);
      return { success: true as const, message: PUSH_MESSAGES.unsubscribed, data: { subscribed: false } };
    },
  );
};

export default push;
