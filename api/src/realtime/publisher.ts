import type { FastifyBaseLogger } from 'fastify';
import { SOCKET_ROOMS, toLeaveDto, type UserEvent } from '@leave/domain';
import type { Db } from '@leave/core/db';
import { balanceStream, eventOf, leaveStream, userStream, type EventStore, type StoredEvent } from '@leave/core/event-store';
import { rowToApplication } from '@leave/core/projections';
import { balanceOf } from '../users/queries';
import { actorDto } from '../leaves/queries';
import type { LiveServer } from './types';

/** How long a hole in the global positions may stay open before it is taken as a rolled-back append. */
const GAP_PATIENCE_MS = 3_000;
const POLL_MS = 300;
const BATCH = 200;

export interface Publisher {
  /** Publishes everything committed so far; resolves when caught up (tests and shutdown use it). */
  flush(): Promise<void>;
  /** Stops tailing; resolves once a batch under way has finished (no query outlives the pool). */
  stop(): Promise<void>;
}

/**
 * Turns the event log into Socket.IO messages. Every api node tails the log by global position from
 * where it started and emits each event once to its own sockets (`io.local`), so a change committed by
 * any node or by a worker reaches every connected client exactly once, and nothing committed is skipped:
 * a position that is not visible yet (a transaction still committing) holds the tail back until it
 * appears or is clearly a rolled-back sequence value.
 */
export async function startPublisher(deps: {
  db: Db;
  eventStore: EventStore;
  io: LiveServer;
  log: FastifyBaseLogger;
  /** Sockets of a user whose account changed are checked again (a revoked token is dropped). */
  recheckUser(userId: string): Promise<void>;
  /** Told after each batch has gone out (the push-lag metric). */
  pushed?(events: readonly StoredEvent[]): void;
}): Promise<Publisher> {
  const { db, eventStore, io, log } = deps;
  const start = await db.selectFrom('events').select((eb) => eb.fn.max('global_position').as('p')).executeTakeFirst();
  let position = Number(start?.p ?? 0);
  const gapSeen = new Map<number, number>();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function publishBatch(): Promise<boolean> {
    const events = await eventStore.readAll(position, BATCH);
    const ready: StoredEvent[] = [];
    let expected = position + 1;
    for (const event of events) {
      if (event.globalPosition !== expected) {
        const since = gapSeen.get(expected) ?? Date.now();
        gapSeen.set(expected, since);
        if (Date.now() - since < GAP_PATIENCE_MS) break;
        gapSeen.delete(expected);
      }
      ready.push(event);
      expected = event.globalPosition + 1;
    }
    if (ready.length === 0) return false;
    await publish(ready);
    deps.pushed?.(ready);
    position = ready[ready.length - 1]!.globalPosition;
    return ready.length === BATCH;
  }

  async function publish(events: StoredEvent[]): Promise<void> {
    const balances = new Set<string>();
    for (const event of events) {
      try {
        const leaveId = leaveStream.ownerOf(event.streamId);
        const ledgerOwner = balanceStream.ownerOf(event.streamId);
        const userChange = eventOf(userStream, event);
        if (leaveId !== null) await publishLeave(leaveId, event);
        else if (ledgerOwner !== null) balances.add(ledgerOwner);
        else if (userChange) await publishUserChange(userChange.ownerId, userChange.event);
      } catch (error) {
        log.error({ err: error, position: event.globalPosition }, 'could not publish event');
      }
    }
    // A batch often holds several ledger entries of one person: one message with the final balance.
    for (const userId of balances) io.local.to(SOCKET_ROOMS.user(userId)).emit('balance:updated', { leaveBalance: await balanceOf(db, userId) });
  }

  async function publishLeave(leaveId: string, event: StoredEvent): Promise<void> {
    const row = await db.selectFrom('leave_applications').selectAll().where('id', '=', leaveId).executeTakeFirst();
    if (!row) return;
    const leave = toLeaveDto(rowToApplication(row));
    const payload = { leave, event: { type: event.type, actor: actorDto(event.metadata), occurredAt: event.occurredAt.toISOString() } };
    const rooms = [SOCKET_ROOMS.user(row.applicant_id), SOCKET_ROOMS.hod(row.department), SOCKET_ROOMS.admin];
    io.local.to(rooms).emit(event.type === 'LeaveApplied' ? 'leave:created' : 'leave:updated', payload);
  }

  async function publishUserChange(userId: string, event: UserEvent): Promise<void> {
    if (event.type !== 'UserPasswordChanged') {
      // The HOD rooms of the person's department now, and of the one they left.
      const row = await db.selectFrom('users').select('department').where('id', '=', userId).executeTakeFirst();
      const named = event.type === 'UserRegistered' ? [event.data.department] : event.type === 'UserDepartmentChanged' ? [event.data.from, event.data.to] : [];
      const departments = new Set([row?.department, ...named].filter((d): d is string => typeof d === 'string' && d.length > 0));
      io.local.to([SOCKET_ROOMS.admin, ...[...departments].map((d) => SOCKET_ROOMS.hod(d))]).emit('users:changed', {});
    }
    await deps.recheckUser(userId);
  }

  function tick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (await publishBatch()) {
            /* keep going while full batches arrive */
          }
        } while (again && !stopped);
      } catch (error) {
        log.error({ err: error }, 'publisher failed; retrying on the next tick');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const unsubscribe = eventStore.onAppended(() => void tick());
  const timer = setInterval(() => void tick(), POLL_MS);
  timer.unref();

  return {
    async flush() {
      await tick();
      if (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      if (running) await running;
    },
  };
}
