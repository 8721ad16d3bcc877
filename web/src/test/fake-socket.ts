// A stand-in for the Socket.IO client at the network edge: the connection, the store and the screens run
// as in the browser, and the test plays the server (accept, refuse, drop, emit).
import type { LiveHandshakeAuth, LiveReady, ServerToClientEvents } from '@leave/domain';
import type { LiveSocket, LiveSocketFactory } from '@/lib/live/socket';

type Listener = (...args: unknown[]) => void;

export class FakeSocket {
  active = true;
  connects = 0;
  closedByClient = false;
  private readonly listeners = new Map<string, Listener[]>();

  /** The handshake of each connection the client made, in order (what `auth` held then). */
  readonly handshakes: LiveHandshakeAuth[] = [];

  constructor(
    readonly token: string,
    private readonly auth: () => LiveHandshakeAuth = () => ({ token }),
  ) {}

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  connect(): this {
    this.active = true;
    this.connects += 1;
    return this;
  }

  disconnect(): this {
    this.active = false;
    this.closedByClient = true;
    return this;
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  /**
   * The handshake succeeds (first connection or a reconnection) and the server says where the stream
   * stands: by default with nothing resumed (the client refetches), as for a first connection.
   */
  accept(ready: LiveReady = { position: 0, resumed: false }): void {
    this.handshakes.push(this.auth());
    this.fire('connect');
    this.fire('live:ready', ready);
  }

  /** The server's middleware refuses the token: Socket.IO does not retry. */
  refuse(message = 'Unauthorized'): void {
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  /** The network drops (Socket.IO retries on its own), or the server disconnects the socket. */
  drop(reason: 'transport close' | 'io server disconnect' = 'transport close'): void {
    if (reason === 'io server disconnect') this.active = false;
    this.fire('disconnect', reason);
  }

  emit<E extends keyof ServerToClientEvents>(event: E, ...payload: Parameters<ServerToClientEvents[E]>): void {
    this.fire(event, ...payload);
  }
}

/** A socket factory that keeps every socket it made; `current` is the latest. */
export function fakeSockets() {
  const made: FakeSocket[] = [];
  const factory: LiveSocketFactory = (token, auth) => {
    const socket = new FakeSocket(token, auth);
    made.push(socket);
    return socket as unknown as LiveSocket;
  };
  return {
    factory,
    made,
    get current(): FakeSocket {
      const socket = made.at(-1);
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}
