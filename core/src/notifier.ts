// How job handlers reach a person's screens (import progress and results), wherever they run.

import { SOCKET_ROOMS, type ServerToClientEvents } from '@leave/domain';

/** The Redis key of the Socket.IO adapter, which the worker's emitter must share with the api nodes. */
export function socketAdapterKey(redisPrefix: string): string {
  return `${redisPrefix}-socket.io`;
}

type EventName = keyof ServerToClientEvents;
type Room = { emit(event: string, ...args: unknown[]): unknown };
/** Anything that can emit to a room: the api's Socket.IO server, or the worker's Redis emitter. */
export interface RoomEmitter {
  to(room: string): Room;
}

/**
 * How job handlers speak to a person's screens (import progress and results) without knowing where
 * they run: embedded, through the api's own Socket.IO server; in a worker process, through
 * @socket.io/redis-emitter into the api nodes' Redis adapter.
 */
export interface LiveNotifier {
  toUser<E extends EventName>(userId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
}

/** A notifier whose target is attached once it exists (the api's io is built after the job handlers). */
export function deferredNotifier(): LiveNotifier & { attach(target: RoomEmitter): void } {
  let target: RoomEmitter | null = null;
  return {
    attach(next) {
      target = next;
    },
    toUser(userId, event, ...args) {
      target?.to(SOCKET_ROOMS.user(userId)).emit(event, ...args);
    },
  };
}
