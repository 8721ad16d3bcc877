import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, Role, ServerToClientEvents } from '@leave/domain';
import type { UserRow } from '@leave/migrations';
import type { Runtime } from '../../src/runtime';
import { createUser } from '@leave/core/users';
import { testPasswordHash } from '@leave/core/testing/people';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A person created the way the api creates them, with a token to act and listen as them. */
export async function person(runtime: Runtime, role: Role, department: string | null, name: string): Promise<{ user: UserRow; token: string }> {
  const user = await createUser(
    { db: runtime.database.db, eventStore: runtime.eventStore },
    { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@college.edu`, passwordHash: await testPasswordHash(), role, department, dateOfJoining: '2020-01-01' },
    runtime.clock.today(),
    { actor: null },
  );
  return { user, token: runtime.app.signAccessToken(user) };
}

/** Connects a socket.io client and resolves once connected (or rejects with the connect_error). */
export function listen(url: string, token: string | undefined, options: { reconnection?: boolean } = {}): Promise<LiveSocket> {
  return new Promise((resolve, reject) => {
    const socket: LiveSocket = connect(url, { auth: token === undefined ? {} : { token }, transports: ['websocket'], reconnection: options.reconnection ?? false, forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Records every message a socket receives, by event name. */
export function record(socket: LiveSocket): Record<string, unknown[]> {
  const seen: Record<string, unknown[]> = {};
  socket.onAny((event: string, payload: unknown) => {
    (seen[event] ??= []).push(payload);
  });
  return seen;
}

export function waitFor(socket: LiveSocket, event: keyof ServerToClientEvents, timeoutMs = 5000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event as 'users:changed', (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
