import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { SOCKET_ROOMS } from '@leave/domain';
import { socketAdapterKey } from '@leave/core/notifier';
import type { LiveServer } from '../realtime/types';
import { startPublisher, type Publisher } from '../realtime/publisher';
import { liveSignedIn } from '../auth/account-cache';

declare module 'fastify' {
  interface FastifyInstance {
    io: LiveServer;
    livePublisher: Publisher;
  }
}

/** Revoked tokens (password change, deactivation, deletion) are also caught by a periodic sweep. */
const SWEEP_MS = 15_000;

/**
 * Socket.IO on the api's own HTTP server (the community plugin is unmaintained). The handshake carries
 * `auth: { token }`; each socket joins `everyone`, `user:<id>`, and `admin` or `hod:<department>` by role. With
 * REDIS_URL the Redis adapter lets every api node and the worker's emitter reach every room.
 */
export default fp(
  async (app) => {
    const io: LiveServer = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      cors: app.config.corsOrigins.length > 0 ? { origin: app.config.corsOrigins } : undefined,
    });
    const redisClients: Redis[] = [];
    if (app.config.redisUrl) {
      const pub = new Redis(app.config.redisUrl, { maxRetriesPerRequest: null });
      const sub = pub.duplicate();
      pub.on('error', (error) => app.log.error({ err: error }, 'socket.io redis publisher error'));
      sub.on('error', (error) => app.log.error({ err: error }, 'socket.io redis subscriber error'));
      redisClients.push(pub, sub);
      io.adapter(createAdapter(pub, sub, { key: socketAdapterKey(app.config.redisPrefix) }));
    }

    io.use(async (socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown; since?: unknown } | undefined;
      const raw = auth?.token;
      const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '') : '';
      const user = token ? await app.userForToken(token) : null;
      if (!user) return next(new Error('Unauthorized'));
      // `since`: the position of the last message the client applied; anything else is ignored.
      const since = typeof auth?.since === 'number' && Number.isSafeInteger(auth.since) && auth.since >= 0 ? auth.since : undefined;
      socket.data = { userId: user.id, role: user.role, department: user.department, token, since };
      next();
    });

    io.on('connection', (socket) => {
      const { userId, role, department, since } = socket.data;
      const rooms = [SOCKET_ROOMS.everyone, SOCKET_ROOMS.user(userId)];
      if (role === 'admin') rooms.push(SOCKET_ROOMS.admin);
      if (role === 'hod' && department) rooms.push(SOCKET_ROOMS.hod(department));
      // The publisher replays what the client missed and joins it to its rooms between two batches.
      void app.livePublisher
        .admit(
          {
            rooms,
            send: (event, payload) => void (socket as unknown as { emit(event: string, payload: unknown): boolean }).emit(event, payload),
            join: () => void socket.join(rooms),
          },
          since,
        )
        .catch((error) => {
          app.log.error({ err: error }, 'could not admit a socket');
          socket.disconnect(true);
        });
    });

    /** Drops this node's sockets of a user whose token no longer stands, and re-rooms the rest. */
    async function recheckUser(userId: string): Promise<void> {
      const sockets = await io.local.in(SOCKET_ROOMS.user(userId)).fetchSockets();
      for (const socket of sockets) {
        const user = await app.userForToken(socket.data.token);
        if (!user) {
          socket.disconnect(true);
          continue;
        }
        if (user.role !== socket.data.role || user.department !== socket.data.department) {
          // A new role or department means other rooms: the client reconnects and joins the right ones.
          socket.disconnect(true);
        }
      }
    }

    const sweep = setInterval(async () => {
      const sockets = await io.local.fetchSockets();
      const users = new Set(sockets.map((s) => s.data.userId));
      for (const userId of users) await recheckUser(userId).catch((error) => app.log.error({ err: error }, 'socket sweep failed'));
    }, SWEEP_MS);
    sweep.unref();

    app.decorate('io', io);
    /** The account reads under way (beside the feed), awaited before the pool closes. */
    const fills = new Set<Promise<unknown>>();
    const fillAccounts = (userIds: readonly string[] | null) => {
      const fill = app.accounts
        .fill(() => liveSignedIn(app.db, userIds, app.accounts.capacity))
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not read accounts into the cache'))
        .finally(() => fills.delete(fill));
      fills.add(fill);
    };
    let publisher: Publisher | null = null;
    app.decorate('livePublisher', {
      flush: () => publisher?.flush() ?? Promise.resolve(),
      stop: () => publisher?.stop() ?? Promise.resolve(),
      admit: async (socket, since) => {
        if (!publisher) throw new Error('the publisher is not running');
        return publisher.admit(socket, since);
      },
    });
    app.addHook('onReady', async () => {
      publisher = await startPublisher({
        db: app.db,
        listen: app.dbListen,
        eventStore: app.eventStore,
        io,
        log: app.log,
        accountsChanged: (userIds) => {
          // Dropped at once; read again beside the feed, so that their next request finds them.
          for (const userId of userIds) app.accounts.forget(userId);
          fillAccounts(userIds);
        },
        heard: (startedAt) => app.accounts.heard(startedAt),
        recheckUser,
        pushed: app.metrics.eventsPushed,
        replayLimit: app.config.liveReplayLimit,
        today: () => app.clock.today(),
      });
      // Every live account, read once the tail has its starting point: a change committed after this
      // read's snapshot is after that point, so the tail hears of it
      // (docs/decisions/0056-accounts-cached-per-node.md).
      fillAccounts(null);
    });

    app.addHook('preClose', async () => {
      clearInterval(sweep);
      await publisher?.stop();
      await Promise.all(fills);
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => c.disconnect())));
    });
  },
  { name: 'socket', dependencies: ['services', 'auth', 'metrics'] },
);
