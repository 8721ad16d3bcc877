// How a cache entry follows the server's pushed messages (the Redux Essentials pattern): from its first
// answer it listens to the session's one connection, and it stops when the entry leaves the cache. The
// endpoints that show live data declare this in their own `onCacheEntryAdded`.
import type { ServerToClientEvents } from '@leave/domain';
import { api, type ApiTag } from '../api';
import { liveConnectionOf } from './socket';

export type ServerEventListeners = { [E in keyof ServerToClientEvents]?: ServerToClientEvents[E] };

/** The part of RTK Query's cache-entry lifecycle this needs. */
export interface LiveCacheEntry {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  dispatch(action: ReturnType<typeof api.util.invalidateTags>): unknown;
  extra: unknown;
}

export async function followLive(entry: LiveCacheEntry, listeners: ServerEventListeners): Promise<void> {
  const live = liveConnectionOf(entry.extra);
  let stops: (() => void)[] = [];
  try {
    await entry.cacheDataLoaded;
    stops = (Object.keys(listeners) as (keyof ServerToClientEvents)[]).map((event) => live.on(event, listeners[event] as ServerToClientEvents[typeof event]));
  } catch {
    // The entry went away before its first answer: nothing to follow.
  }
  await entry.cacheEntryRemoved;
  for (const stop of stops) stop();
}

/**
 * For figures the message does not carry (counts, balances, the user list): the entry is fetched again
 * when one of these events arrives. `tags` are the entry's own, so nothing else reloads for it.
 */
export function refetchOn(entry: LiveCacheEntry, events: readonly (keyof ServerToClientEvents)[], tags: readonly ApiTag[]): Promise<void> {
  const refetch = () => entry.dispatch(api.util.invalidateTags([...tags]));
  return followLive(entry, Object.fromEntries(events.map((event) => [event, refetch])));
}
