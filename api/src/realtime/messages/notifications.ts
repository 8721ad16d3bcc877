// notification:new: each inbox entry a run of events made, to its recipient, with their unread count as it
// stands now (docs/rules.md, Notifications). The entries and counts are the notification family's reads.

import { SOCKET_ROOMS } from '@leave/domain';
import type { Db } from '@leave/core/db';
import { notificationsOfEvents } from '@leave/core/notifications';
import type { Delivery, MessageBuilder } from './types';

export function notificationMessages(db: Db): MessageBuilder {
  return async ({ events, audience }) => {
    const inbox = await notificationsOfEvents(db, events.map((e) => e.globalPosition), (recipientId) => audience(SOCKET_ROOMS.user(recipientId)));
    return (event) =>
      (inbox.byPosition.get(event.globalPosition) ?? []).map(
        ({ recipientId, notification }): Delivery<'notification:new'> => ({
          rooms: [SOCKET_ROOMS.user(recipientId)],
          event: 'notification:new',
          payload: { notification, unread: inbox.unread.get(recipientId) ?? 0, position: event.globalPosition },
        }),
      );
  };
}
