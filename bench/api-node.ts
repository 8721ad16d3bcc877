// One api node of the push-latency benchmark, in a process of its own as production runs them (issue 24):
// two of these over the benchmark's database and Redis, one taking the commands and one holding the
// sockets, so that neither node's work lands on the other's event loop nor on the benchmark's. Started by
// bench/performance.ts with fork(); it gets the benchmark's environment (the same JWT secret, database and
// Redis prefix), runs with the benchmark's fixed clock (its leave dates stay valid whatever the machine's
// date), and answers its address over IPC; it stops when told 'close' or when its parent goes away.
import '@leave/core/threadpool';
import { loadConfig } from '@leave/core/config';
import { createRuntime } from '@leave/api/runtime';
import { benchClock } from './runtimes';

export type ApiNodeMessage = { url: string } | { failed: string };

const send = (message: ApiNodeMessage) => process.send?.(message);

async function main(): Promise<void> {
  const runtime = await createRuntime(loadConfig(process.env), { clock: benchClock });
  await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  const address = runtime.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the node has no TCP address');
  const stop = () => void runtime.close().finally(() => process.exit(0));
  process.once('message', stop);
  process.once('disconnect', stop);
  send({ url: `http://127.0.0.1:${address.port}` });
}

main().catch((error: unknown) => {
  send({ failed: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
