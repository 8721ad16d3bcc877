// The session's one Socket.IO connection (docs/contract.md (Socket.IO)). The connection outlives its
// sockets: a new token replaces the socket, and whoever listens (cache entries, the session wiring, a
// mounted component) keeps its listeners across reconnections. A socket the server refuses is not
// retried in a loop: the connection reports it, and the session check that follows ends the session if
// the token no longer stands. The connection keeps the position of the last pushed message it passed on
// and hands it back when it connects again (`auth.since`): the server then sends what was missed first,
// and only when it cannot (`live:ready` with `resumed: false`) do the screens fetch everything again.
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, LiveHandshakeAuth, ServerToClientEvents } from '@leave/domain';

/** What the connection uses of a Socket.IO client socket (tests hand in a fake). */
export type LiveSocket = Pick<Socket<ServerToClientEvents, ClientToServerEvents>, 'on' | 'connect' | 'disconnect' | 'active'>;

/** `auth` is asked again before every (re)connection: it carries the last position applied by then. */
export type LiveSocketFactory = (token: string, auth: () => LiveHandshakeAuth) => LiveSocket;

/**
 * The api's socket on the page's own origin, WebSocket first (long polling only where WebSocket cannot
 * pass); the session token and the last position go in the handshake. The client library is a chunk of
 * its own, loaded once someone signs in (the sign-in page does not need it): until it is there, the
 * socket is a stand-in that connects as soon as it can.
 */
export const connectToServer: LiveSocketFactory = (_token, auth) => {
  const listeners: [string, (...args: never[]) => void][] = [];
  let real: LiveSocket | null = null;
  let wanted = true;
  const stand: LiveSocket = {
    get active() {
      return real ? real.active : wanted;
    },
    on(event: string, listener: (...args: never[]) => void) {
      if (real) (real.on as (e: string, l: (...args: never[]) => void) => void)(event, listener);
      else listeners.push([event, listener]);
      return stand;
    },
    connect() {
      wanted = true;
      real?.connect();
      return stand;
    },
    disconnect() {
      wanted = false;
      real?.disconnect();
      return stand;
    },
  } as LiveSocket;
  void import('socket.io-client').then(({ io }) => {
    const socket = io({ path: '/socket.io', transports: ['websocket', 'polling'], autoConnect: false, auth: (cb) => cb(auth() as unknown as Record<string, unknown>) });
    for (const [event, listener] of listeners) (socket.on as (e: string, l: (...args: never[]) => void) => void)(event, listener);
    real = socket;
    if (wanted) socket.connect();
  });
  return stand;
};

/** 'connecting' until the first connection of a token, 'offline' when signed out or refused. */
export type LiveStatus = 'offline' | 'connecting' | 'live' | 'reconnecting';

interface ConnectionEvents {
  status: (status: LiveStatus) => void;
  /**
   * Connected, the first time or again, without the missed messages (none to resume from, or too many):
   * what the screen shows may lack changes made meanwhile.
   */
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
  'timetable:import-done': true,
  'holidays:changed': true,
  'policy:changed': true,
  'live:ready': true,
  'notification:new': true,
  'arrangement:changed': true,
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
  /** The position of the last pushed message passed on with this token (the resume point). */
  let lastPosition: number | undefined;

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
    });
    // After the missed messages (if any) and before any live one: where the stream stands now.
    current.on('live:ready', (ready) => {
      if (!isCurrent()) return;
      lastPosition = ready.position;
      if (!ready.resumed) emit('connected');
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
        if (!isCurrent()) return;
        (emit as (e: keyof ServerToClientEvents, p: never) => void)(event, payload);
        const position = (payload as { position?: unknown } | undefined)?.position;
        if (typeof position === 'number') lastPosition = position;
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
      lastPosition = undefined;
      setStatus('connecting');
      socket = createSocket(next, () => (lastPosition === undefined ? { token: next } : { token: next, since: lastPosition }));
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
