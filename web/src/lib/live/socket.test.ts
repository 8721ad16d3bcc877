import { describe, expect, it, vi } from 'vitest';
import { createLiveConnection, type LiveStatus } from './socket';
import { fakeSockets } from '@/test/fake-socket';

function connection() {
  const sockets = fakeSockets();
  const live = createLiveConnection(sockets.factory);
  const statuses: LiveStatus[] = [];
  const refused = vi.fn();
  const connected = vi.fn();
  live.on('status', (status) => statuses.push(status));
  live.on('refused', refused);
  live.on('connected', connected);
  return { live, sockets, statuses, refused, connected };
}

describe('the live connection', () => {
  it('opens one socket with the token, and opening again with the same token changes nothing', () => {
    const { live, sockets, statuses, connected } = connection();
    live.open('token-1');
    live.open('token-1');
    expect(sockets.made).toHaveLength(1);
    expect(sockets.current.token).toBe('token-1');
    sockets.current.accept();
    expect(statuses).toEqual(['connecting', 'live']);
    expect(connected).toHaveBeenCalledTimes(1);
  });

  it('never connects without a socket factory', () => {
    const live = createLiveConnection();
    live.open('token-1');
    expect(live.status).toBe('offline');
  });

  it('reports a dropped network as reconnecting, and each reconnection as connected again', () => {
    const { live, sockets, statuses, connected } = connection();
    live.open('token-1');
    sockets.current.accept();
    sockets.current.drop();
    sockets.current.accept();
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    expect(connected).toHaveBeenCalledTimes(2);
  });

  it("does not retry a token the server refuses ('Unauthorized'): it goes offline and asks for a session check", () => {
    const { live, sockets, statuses, refused } = connection();
    live.open('revoked');
    sockets.current.refuse();
    expect(live.status).toBe('offline');
    expect(statuses.at(-1)).toBe('offline');
    expect(refused).toHaveBeenCalledTimes(1);
    expect(sockets.current.connects).toBe(0);
    expect(sockets.made).toHaveLength(1);
  });

  it('opens a socket the server dropped again (new rooms after a role change), but not forever', () => {
    const { live, sockets, refused } = connection();
    live.open('token-1');
    const socket = sockets.current;
    socket.accept();
    for (let i = 0; i < 5; i++) {
      socket.drop('io server disconnect');
      socket.accept();
    }
    expect(socket.connects).toBe(3);
    expect(refused).toHaveBeenCalledTimes(5);
    socket.drop('io server disconnect');
    expect(live.status).toBe('offline');
    expect(socket.connects).toBe(3);
  });

  it('replaces the socket for a new token and ignores what the old one still reports', () => {
    const { live, sockets } = connection();
    const created = vi.fn();
    live.on('leave:created', created);
    live.open('token-1');
    const first = sockets.current;
    first.accept();
    live.open('token-2');
    expect(first.closedByClient).toBe(true);
    expect(sockets.current.token).toBe('token-2');
    first.drop('io server disconnect');
    first.emit('users:changed', { position: 1 });
    expect(live.status).toBe('connecting');
    sockets.current.accept();
    sockets.current.emit('leave:created', { leave: {} as never, event: { type: 'LeaveApplied', actor: null as never, occurredAt: '' }, position: 2 });
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('closes the socket and stops listening for a listener that unsubscribed', () => {
    const { live, sockets } = connection();
    const changed = vi.fn();
    const stop = live.on('users:changed', changed);
    live.open('token-1');
    sockets.current.accept();
    sockets.current.emit('users:changed', { position: 3 });
    stop();
    sockets.current.emit('users:changed', { position: 3 });
    expect(changed).toHaveBeenCalledTimes(1);
    live.close();
    expect(sockets.current.closedByClient).toBe(true);
    expect(live.status).toBe('offline');
  });

  it('connects again with the position of the last message it passed on, and refetches only when the server could not resume', () => {
    const { live, sockets, connected } = connection();
    const updated = vi.fn();
    live.on('leave:updated', updated);
    live.open('token-1');
    const socket = sockets.current;
    socket.accept({ position: 40, resumed: false });
    expect(socket.handshakes[0]).toEqual({ token: 'token-1' });
    expect(connected).toHaveBeenCalledTimes(1);
    socket.emit('leave:updated', { leave: {} as never, event: { type: 'LeaveHodApproved', actor: null as never, occurredAt: '' }, position: 42 });
    socket.emit('users:changed', { position: 45 });
    socket.drop();
    // The server replays what was missed, then says it resumed: nothing is fetched again.
    socket.accept({ position: 50, resumed: true });
    expect(socket.handshakes[1]).toEqual({ token: 'token-1', since: 45 });
    expect(connected).toHaveBeenCalledTimes(1);
    socket.drop();
    socket.accept({ position: 900, resumed: false, reason: 'too-old' });
    expect(socket.handshakes[2]).toEqual({ token: 'token-1', since: 50 });
    expect(connected).toHaveBeenCalledTimes(2);
    expect(updated).toHaveBeenCalledTimes(1);
  });

  it('starts without a position for a new token', () => {
    const { live, sockets } = connection();
    live.open('token-1');
    sockets.current.accept({ position: 7, resumed: false });
    live.open('token-2');
    sockets.current.accept();
    expect(sockets.current.handshakes[0]).toEqual({ token: 'token-2' });
  });
});
