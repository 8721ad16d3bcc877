// users:changed: a change to a person's account, to the admins and the HODs of the department they are in
// now and of the one an event names (the one they came from); a password change concerns no list.

import { SOCKET_ROOMS, type UserEvent } from '@leave/domain';
import type { Db } from '@leave/core/db';
import { eventOf, userStream } from '@leave/core/event-store';
import { departmentOf } from '@leave/core/users';
import type { MessageBuilder } from './types';

export function userMessages(db: Db): MessageBuilder {
  /** The admin room and the HOD rooms of the person's department now, and of the one they left. */
  async function roomsOf(userId: string, event: UserEvent): Promise<string[]> {
    if (event.type === 'UserPasswordChanged') return [];
    const now = await departmentOf(db, userId);
    const named = event.type === 'UserRegistered' ? [event.data.department] : event.type === 'UserDepartmentChanged' ? [event.data.from, event.data.to] : [];
    const departments = new Set([now, ...named].filter((d): d is string => typeof d === 'string' && d.length > 0));
    return [SOCKET_ROOMS.admin, ...[...departments].map((d) => SOCKET_ROOMS.hod(d))];
  }
  return async () => async (event) => {
    const change = eventOf(userStream, event);
    if (!change) return [];
    const rooms = await roomsOf(change.ownerId, change.event);
    return rooms.length > 0 ? [{ rooms, event: 'users:changed', payload: { position: event.globalPosition } }] : [];
  };
}
