import type { LightMyRequestResponse } from 'fastify';
import type { Clock } from '@leave/core/clock';
import type { HostLookup } from '@leave/core/notifications';
import { openTestDatabase, testConfig, testRuntimeClock, usesServices } from '@leave/core/testing/runtime';
import { createRuntime, type Runtime } from '../src/runtime';

export { fixedClock, openTestDatabase, testConfig, testToday, usesServices } from '@leave/core/testing/runtime';

/**
 * The whole api on a fresh database, ready for app.inject. Close it in afterAll. `workers`: on the real
 * services, run the BullMQ workers in this process, as `npm run worker` would (for tests of jobs).
 * `connections`: the Postgres pool's size (one: every statement on the same connection). Without a `clock`,
 * the test runtime's (core/testing/runtime.ts testRuntimeClock: the machine's, or TEST_TODAY's day).
 */
export async function startTestRuntime(options: { clock?: Clock; env?: Record<string, string>; workers?: boolean; connections?: number; lookupHost?: HostLookup } = {}): Promise<Runtime> {
  const database = await openTestDatabase(options.connections === undefined ? {} : { connections: options.connections });
  const config = testConfig(options.env);
  return createRuntime(config, {
    database,
    workers: usesServices && (options.workers ?? false),
    clock: options.clock ?? testRuntimeClock(config.appTimezone),
    ...(options.lookupHost ? { lookupHost: options.lookupHost } : {}),
  });
}

export function json<T = any>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** Starts the runtime's server on a free local port and answers its address, for the sockets to connect to. */
export async function listenLocally(runtime: Runtime): Promise<string> {
  await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  const address = runtime.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}
