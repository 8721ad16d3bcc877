import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INBOX_KINDS, markNotificationsReadBody, NOTIFICATION_KINDS, notificationListQuery, notificationPreferencesBody, receivableKinds, type Account, type NotificationKind } from '@leave/domain';
import { officesHeldNow } from '@leave/core/offices';
import { namedStandInNotOver } from '@leave/core/stand-ins';
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
const preferencesAnswer = success(
  z.object({
    email: kindSwitches(),
    push: kindSwitches(),
    kinds: z.array(z.enum(NOTIFICATION_KINDS)).describe('The kinds the person can receive (by role, offices held and stand-in namings): the only ones a PUT may name'),
  }),
);

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

/**
 * The kinds `person` can receive (domain's receivableKinds): an employee decides, and is told of what waits,
 * only while holding an office or named a stand-in by a naming not over.
 */
async function kindsOf(app: Parameters<FastifyPluginAsyncZod>[0], person: Account): Promise<NotificationKind[]> {
  const approves = person.role === 'employee' && ((await officesHeldNow(app.db, person.id)).length > 0 || (await namedStandInNotOver(app.db, person.id, app.clock.today())));
  return receivableKinds({ role: person.role, approves });
}

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
    async (request) => ({ success: true as const, data: { ...(await notificationPreferences(app.db, request.currentUser.id)), kinds: await kindsOf(app, request.currentUser) } }),
  );

  app.put(
    '/users/me/notification-preferences',
    { onRequest: app.authenticate, schema: { tags: ['notifications'], security: bearer, body: notificationPreferencesBody, response: responses({ 200: preferencesAnswer }) } },
    async (request) => {
      // A kind the person cannot receive now is taken and kept, and changes nothing they get: it holds should
      // they come to receive it (named a stand-in, made HOD). The profile offers only `kinds`
      // (docs/decisions/0390-a-sign-out-per-device.md).
      const saved = await updateNotificationPreferences(app.db, request.currentUser.id, request.body);
      return { success: true as const, message: 'Notification preferences saved', data: { ...saved, kinds: await kindsOf(app, request.currentUser) } };
    },
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
