import '@leave/core/threadpool';
import { loadConfigOrExit } from '@leave/core/config';
import { createRuntime } from './runtime';
import { openableUrl, startBanner } from './banner';

/** `npm start`: the whole product on one port. Bad configuration stops here with one clear line. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const runtime = await createRuntime(config);
  const { app } = runtime;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await runtime.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  // A person at a terminal gets the banner; a service manager or a pipe gets the same facts as a log line.
  if (process.stdout.isTTY) {
    process.stdout.write(
      `${startBanner({ config, address, databaseKind: runtime.database.kind, jobsKind: runtime.jobs.kind, nodeVersion: process.version })}\n`,
    );
  } else {
    app.log.info(
      { database: runtime.database.kind, jobs: runtime.jobs.kind, demoMode: config.demoMode },
      `college leave system listening on ${openableUrl(address, config.port)}`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
