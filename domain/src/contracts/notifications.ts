// The notification routes' request rules (docs/contract.md, Notifications): the preferences' body, the
// inbox's page and what to mark read. Apart from notifications/notification.kinds.ts, which every portal's
// shell loads, so that a screen builds these schemas only where it sends one (issue 24); not re-exported
// there, since a re-export would bring them back onto the shell's path.

import { z } from 'zod';
import { plainText } from './plain-text';
import { NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_MAX, type NotificationKind } from '../notifications/notification.kinds';

const kindSwitches = () => z.strictObject(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean().optional()])) as Record<NotificationKind, z.ZodOptional<z.ZodBoolean>>);

/**
 * PUT /api/users/me/notification-preferences: some or all kinds of `email`, of `push`, or of both (at
 * least one of the two); a kind left out keeps its setting.
 */
export const notificationPreferencesBody = z
  .strictObject({ email: kindSwitches().optional(), push: kindSwitches().optional() })
  .refine((body) => body.email !== undefined || body.push !== undefined, { error: 'Give email, push or both' });
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBody>;

/** GET /api/notifications: a page, newest first. */
export const notificationListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/** POST /api/notifications/read: the given notifications of the caller (`ids`), or all of them (`all: true`), not both. */
export const markNotificationsReadBody = z
  .strictObject({
    ids: z.array(z.string().min(1).max(200).check(plainText('Ids'))).min(1).max(NOTIFICATIONS_PAGE_MAX).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), { error: 'Give either ids or all: true' });
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBody>;
