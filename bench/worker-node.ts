// The worker of the benchmark's production layout, in a process of its own as production runs it (`npm run
// worker`): the BullMQ workers, the notification mails' dispatch and the schedules (worker/src/start.ts),
// with the benchmark's fixed clock. Started by bench/runtimes.ts with fork() and the benchmark's
// environment (its database and Redis prefix); it answers 'ready' over IPC once it takes jobs, and stops
// when told 'close' or when its parent goes away.
import '@leave/core/threadpool';
import { loadConfig } from '@leave/core/config';
import { startWorker } from '@leave/worker';
import { benchClock } from './runtimes';

export type WorkerNodeMessage = { ready: true } | { failed: string };

const send = (message: WorkerNodeMessage) => process.send?.(message);

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.redisUrl) throw new Error('the worker needs REDIS_URL');
  const worker = await startWorker({ ...config, redisUrl: config.redisUrl }, { clock: benchClock });
  const stop = () => void worker.stop().finally(() => process.exit(0));
  process.once('message', stop);
  process.once('disconnect', stop);
  send({ ready: true });
}

main().catch((error: unknown) => {
  send({ failed: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
