import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INBOX_KINDS, markNotificationsReadBody, NOTIFICATION_KINDS, notificationListQuery, notificationPreferencesBody } from '@leave/domain';
import { responses, success } from '../../http/responses';
import { listNotifications, markNotificationsRead } from '@leave/core/notifications';
import { listOutgoingMail, notificationPreferences, updateNotificationPreferences } from '@leave/core/notifications';

const bearer = [{ bearer: [] }];

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(INBOX_KINDS),
  title: z.string(),
  message: z.looseObject({ key: z.string() }).optional().describe("The entry's facts, for a client that words them in the reader's language (domain's notificationText)"),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string().describe('ISO datetime'),
});

const kindSwitches = () => z.object(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])));
const preferencesAnswer = success(z.object({ email: kindSwitches(), push: kindSwitches() }));

const outgoingMailSchema = z.object({
  _id: z.string(),
  recipientName: z.string(),
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['held', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string().describe('ISO datetime'),
  updatedAt: z.string().describe('ISO datetime'),
});

/** Each person's inbox (docs/rules.md, Notifications), their e-mail and push preferences, and the admin's outgoing mail. */
const notifications: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        security: bearer,
        querystring: notificationListQuery,
        response: responses({ 200: success(z.object({ notifications: z.array(notificationSchema), total: z.number().int(), unread: z.number().int() })) }),
      },
    },
    async (request) => ({ success: true as const, data: await listNotifications(app.db, request.currentUser.id, request.query) }),
  );

  app.post(
    '/notifications/read',
    {
      onRequest: app.authenticate,
      schema: { tags: ['notifications'], security: bearer, body: markNotificationsReadBody, response: responses({ 200: success(z.object({ unread: z.number().int() })) }) },
    },
    async (request) => ({ success: true as const, data: { unread: await markNotificationsRead(app.db, request.currentUser.id, request.body) } }),
  );

  app.get(
    '/users/me/notification-preferences',
    { onRequest: app.authenticate, schema: { tags: ['notifications'], security: bearer, response: responses({ 200: preferencesAnswer }) } },
    async (request) => ({ success: true as const, data: await notificationPreferences(app.db, request.currentUser.id) }),
  );

  app.put(
    '/users/me/notification-preferences',
    { onRequest: app.authenticate, schema: { tags: ['notifications'], security: bearer, body: notificationPreferencesBody, response: responses({ 200: preferencesAnswer }) } },
    async (request) => ({ success: true as const, message: 'Notification preferences saved', data: await updateNotificationPreferences(app.db, request.currentUser.id, request.body) }),
  );

  app.get(
    '/outgoing-mail',
    {
      onRequest: app.requireRole('admin'),
      schema: { tags: ['notifications'], security: bearer, querystring: notificationListQuery, response: responses({ 200: success(z.object({ mails: z.array(outgoingMailSchema), total: z.number().int() })) }) },
    },
    async (request) => ({ success: true as const, data: await listOutgoingMail(app.db, request.query) }),
  );
};

export default notifications;
