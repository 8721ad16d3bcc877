// holidays:changed: the college's calendar changed; the calendars and apply forms of all three portals show
// the holidays, so everyone hears of it.

import { SOCKET_ROOMS } from '@leave/domain';
import { holidayStream } from '@leave/core/event-store';
import type { MessageBuilder } from './types';

export const holidayMessages: MessageBuilder = async () => (event) =>
  holidayStream.ownerOf(event.streamId) === null ? [] : [{ rooms: [SOCKET_ROOMS.everyone], event: 'holidays:changed', payload: { position: event.globalPosition } }];
