import '@leave/core/threadpool';
import { loadConfigOrExit } from '@leave/core/config';
import { startWorker } from './start';

/** `npm run worker`: the BullMQ workers in their own process (the production layout). */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const { redisUrl } = config;
  if (!redisUrl) {
    process.stderr.write('Configuration error: the worker process needs REDIS_URL (without it the api runs jobs in-process)\n');
    process.exit(1);
  }
  const worker = await startWorker({ ...config, redisUrl });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    worker.log.info({ signal }, 'worker shutting down');
    await worker.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Worker start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
