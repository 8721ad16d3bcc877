// The session's one Socket.IO connection (docs/contract.md (Socket.IO)). The connection outlives its
// sockets: a new token replaces the socket, and whoever listens (cache entries, the session wiring, a
// mounted component) keeps its listeners across reconnections. A socket the server refuses is not
// retried in a loop: the connection reports it, and the session check that follows ends the session if
// the token no longer stands.
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@leave/domain';

/** What the connection uses of a Socket.IO client socket (tests hand in a fake). */
export type LiveSocket = Pick<Socket<ServerToClientEvents, ClientToServerEvents>, 'on' | 'connect' | 'disconnect' | 'active'>;

export type LiveSocketFactory = (token: string) => LiveSocket;

/** The api's socket on the page's own origin; the session token goes in the handshake. */
export const connectToServer: LiveSocketFactory = (token) => io({ path: '/socket.io', auth: { token } });

/** 'connecting' until the first connection of a token, 'offline' when signed out or refused. */
export type LiveStatus = 'offline' | 'connecting' | 'live' | 'reconnecting';

interface ConnectionEvents {
  status: (status: LiveStatus) => void;
  /** Connected, the first time or again: what the screen shows may lack changes made meanwhile. */
  connected: () => void;
  /** The server refused or dropped the socket: the session's token may no longer stand. */
  refused: () => void;
}

export type LiveEvents = ServerToClientEvents & ConnectionEvents;
type AnyListener = (...args: never[]) => void;

export interface LiveConnection {
  readonly status: LiveStatus;
  /** Connects with this token; a socket of another token is closed first. */
  open(token: string): void;
  close(): void;
  /** Listens until the returned function is called, whichever socket is current. */
  on<E extends keyof LiveEvents>(event: E, listener: LiveEvents[E]): () => void;
}

/** Every event the server sends; a new one in the contract fails to compile until it is listed. */
const SERVER_EVENTS: Record<keyof ServerToClientEvents, true> = {
  'leave:created': true,
  'leave:updated': true,
  'balance:updated': true,
  'users:changed': true,
  'import:progress': true,
  'import:done': true,
};

/**
 * How many times a socket that the server dropped is opened again with the same token: a changed role or
 * department drops it so that it joins other rooms, a revoked token is then refused.
 */
const SERVER_DROP_RETRIES = 3;

/** Without a factory (tests and stories that do not exercise it) the connection never connects. */
export function createLiveConnection(createSocket?: LiveSocketFactory): LiveConnection {
  const listeners = new Map<keyof LiveEvents, Set<AnyListener>>();
  let socket: LiveSocket | null = null;
  let token: string | null = null;
  let status: LiveStatus = 'offline';
  let serverDrops = 0;

  function emit<E extends keyof LiveEvents>(event: E, ...args: Parameters<LiveEvents[E]>): void {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as (...a: Parameters<LiveEvents[E]>) => void)(...args);
  }

  function setStatus(next: LiveStatus): void {
    if (next === status) return;
    status = next;
    emit('status', next);
  }

  function attach(current: LiveSocket): void {
    // A replaced socket may still report its own end: only the current one speaks for the connection.
    const isCurrent = () => socket === current;
    current.on('connect', () => {
      if (!isCurrent()) return;
      setStatus('live');
      emit('connected');
    });
    current.on('disconnect', (reason) => {
      if (!isCurrent()) return;
      if (reason === 'io server disconnect') {
        emit('refused');
        if (serverDrops < SERVER_DROP_RETRIES) {
          serverDrops += 1;
          setStatus('reconnecting');
          current.connect();
        } else {
          setStatus('offline');
        }
        return;
      }
      setStatus(current.active ? 'reconnecting' : 'offline');
    });
    current.on('connect_error', () => {
      if (!isCurrent()) return;
      // An active socket retries on its own (the server is unreachable); an inactive one was refused.
      if (current.active) {
        if (status !== 'connecting') setStatus('reconnecting');
        return;
      }
      setStatus('offline');
      emit('refused');
    });
    for (const event of Object.keys(SERVER_EVENTS) as (keyof ServerToClientEvents)[]) {
      const forward = (payload: never) => {
        if (isCurrent()) (emit as (e: keyof ServerToClientEvents, p: never) => void)(event, payload);
      };
      (current.on as (e: string, listener: (payload: never) => void) => void)(event, forward);
    }
  }

  function close(): void {
    const current = socket;
    socket = null;
    token = null;
    current?.disconnect();
    setStatus('offline');
  }

  return {
    get status() {
      return status;
    },
    open(next) {
      if (!createSocket || next === token) return;
      close();
      token = next;
      serverDrops = 0;
      setStatus('connecting');
      socket = createSocket(next);
      attach(socket);
    },
    close,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<AnyListener>();
      listeners.set(event, set);
      set.add(listener as AnyListener);
      return () => set.delete(listener as AnyListener);
    },
  };
}

/** The thunk extra argument of the store: how cache entries reach the session's connection. */
export interface LiveExtra {
  live: LiveConnection;
}

export function liveConnectionOf(extra: unknown): LiveConnection {
  return (extra as LiveExtra).live;
}
