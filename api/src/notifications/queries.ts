// A person's inbox (docs/contract.md, Notifications): the notification family's functions
// (core/src/notifications/inbox.ts, which owns the inbox's tables and what people have read), for the inbox
// routes and the live publisher.

export { listNotifications, markNotificationsRead, notificationsOfEvents } from '@leave/core/notifications';
