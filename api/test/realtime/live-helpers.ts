import { io as connect, type Socket } from 'socket.io-client';
import type { Account, ClientToServerEvents, LiveReady, Role, ServerToClientEvents } from '@leave/domain';
import type { Runtime } from '../../src/runtime';
import { createUser } from '@leave/core/users';
import { testPasswordHash } from '@leave/core/testing/people';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A person created the way the api creates them, with a token to act and listen as them. */
export async function person(runtime: Runtime, role: Role, department: string | null, name: string): Promise<{ user: Account; token: string }> {
  const user = await createUser(
    { db: runtime.database.db, eventStore: runtime.eventStore },
    { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@college.edu`, passwordHash: await testPasswordHash(), role, department, dateOfJoining: '2020-01-01' },
    runtime.clock.today(),
    { actor: null },
  );
  return { user, token: runtime.app.signAccessToken(user) };
}

/**
 * Connects a socket.io client and resolves once the server has admitted it (`live:ready`: the replay,
 * if any, is over and live messages follow), or rejects with the connect_error.
 */
export function listen(url: string, token: string | undefined, options: { reconnection?: boolean; since?: number } = {}): Promise<LiveSocket> {
  return new Promise((resolve, reject) => {
    const auth = token === undefined ? {} : { token, ...(options.since === undefined ? {} : { since: options.since }) };
    const socket: LiveSocket = connect(url, { auth, transports: ['websocket'], reconnection: options.reconnection ?? false, forceNew: true });
    socket.once('live:ready', () => resolve(socket));
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

/** Every message of one connection in the order it arrived, from before the handshake on. */
export interface Admitted {
  socket: LiveSocket;
  ready: LiveReady;
  /** Messages that came before `live:ready` (the replay). */
  replayed: { event: string; payload: any }[];
  /** Every message, the replay included, in arrival order. */
  messages: { event: string; payload: any }[];
}

/** Connects (optionally resuming after `since`) and resolves at `live:ready` with what came before it. */
export function admitted(url: string, token: string, since?: number): Promise<Admitted> {
  return new Promise((resolve, reject) => {
    const socket: LiveSocket = connect(url, { auth: since === undefined ? { token } : { token, since }, transports: ['websocket'], reconnection: false, forceNew: true });
    const messages: { event: string; payload: any }[] = [];
    socket.onAny((event: string, payload: unknown) => {
      if (event !== 'live:ready') messages.push({ event, payload });
    });
    socket.once('live:ready', (ready) => resolve({ socket, ready, replayed: [...messages], messages }));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Resolves once `predicate` holds for the messages, checking as each one arrives. */
export function until(socket: LiveSocket, messages: { event: string; payload: any }[], predicate: () => boolean, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (predicate()) return resolve();
    const timer = setTimeout(() => {
      socket.offAny(check);
      reject(new Error(`messages never matched; got ${JSON.stringify(messages.map((m) => [m.event, m.payload?.position]))}`));
    }, timeoutMs);
    const check = () => {
      // onAny listeners run in order of registration: the recorder has already stored the message.
      if (!predicate()) return;
      clearTimeout(timer);
      socket.offAny(check);
      resolve();
    };
    socket.onAny(check);
  });
}
