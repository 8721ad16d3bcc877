// The one command handler (core/src/event-store/command-handler.ts): the expected version a client sends
// (If-Match) is its option, so that no route compares versions by hand.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_REFUSALS } from '@leave/domain';
import { EventStore, handleCommand, holidayStream, leaveStream } from '../src/event-store';
import type { DatabaseHandle } from '../src/db';
import { openTestDatabase, usesServices } from '../testing/runtime';

const admin = { id: 'u-admin', name: 'Admin', role: 'admin' as const, department: null };
const metadata = { actor: admin };
const added = (n: number) => ({ type: 'HolidayAdded' as const, data: { holidayId: `h-${n}`, date: `2026-12-${10 + n}` as const, name: `Day ${n}`, by: admin } });

describe(`handleCommand on ${usesServices ? 'Postgres' : 'PGlite'}`, () => {
  let database: DatabaseHandle;
  let store: EventStore;

  beforeAll(async () => {
    database = await openTestDatabase();
    store = new EventStore(database.db, []);
  });
  afterAll(() => database.close());

  it('decides on the version the caller saw, and refuses with the stream’s stale message once it has moved on, appending nothing', async () => {
    await store.transaction((tx) => handleCommand(tx, holidayStream, 'expected-1', () => [added(1)], metadata));
    const second = await store.transaction((tx) => handleCommand(tx, holidayStream, 'expected-1', () => [added(2)], metadata, { expectedVersion: 1 }));
    expect(second.events).toHaveLength(1);
    await expect(store.transaction((tx) => handleCommand(tx, holidayStream, 'expected-1', () => [added(3)], metadata, { expectedVersion: 1 }))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: holidayStream.staleMessage,
    });
    expect(await store.readStream(holidayStream.id('expected-1'))).toHaveLength(2);
  });

  it('gives a leave application’s stale version the message the client shows', async () => {
    expect(leaveStream.staleMessage).toBe(LEAVE_REFUSALS.staleVersion);
    expect(LEAVE_REFUSALS.staleVersion).toBe('This application was changed by someone else. Please reload and try again.');
  });

  it('leaves a stream without events to the decision, whatever version was expected', async () => {
    const decided = await store.transaction((tx) => handleCommand(tx, holidayStream, 'expected-2', () => [added(4)], metadata, { expectedVersion: 7 }));
    expect(decided.events).toHaveLength(1);
  });
});
