import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminQuery, dropRedisPrefix } from '@leave/core/testing/admin-query';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Which runtime a browser test runs against: 'embedded' is `npm start` alone (PGlite under a fresh
 * DATA_DIR, jobs in-process); 'services' is `npm start` on a fresh database of the Postgres that
 * DATABASE_URL names and a fresh prefix of REDIS_URL's Redis, with `npm run worker` beside it, as the
 * README's second layout runs.
 */
export type Runtime = 'embedded' | 'services';

export interface RunningProduct {
  baseUrl: string;
  stop(): Promise<void>;
}

/** An npm script as its own process group, its output kept for the error that names why it stopped. */
function run(script: string, env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn('npm', ['run', '--silent', script], { cwd: path.resolve(import.meta.dirname, '..'), env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, output: () => output };
}

function stopGroup(child: ChildProcess): void {
  if (child.pid && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

/**
 * Starts `npm start` (web build + server) on `runtime`, on `port`, with `env` on top, and waits for
 * /api/health. The embedded runtime gets a fresh DATA_DIR; the services runtime a fresh database and
 * Redis prefix, and a worker process.
 */
export async function startProduct(port: number, env: Record<string, string> = {}, runtime: Runtime = 'embedded'): Promise<RunningProduct> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leave-e2e-'));
  const base: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', DEMO_MODE: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env };
  let dropDatabase = async () => {};
  const processes: Array<{ child: ChildProcess; output: () => string; name: string }> = [];
  if (runtime === 'services') {
    const adminUrl = process.env.DATABASE_URL;
    const redisUrl = process.env.REDIS_URL;
    if (!adminUrl || !redisUrl) throw new Error('the services runtime needs DATABASE_URL and REDIS_URL');
    const dbName = `leave_e2e_${randomBytes(5).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${dbName}`);
    const prefix = `leave-e2e-${randomBytes(4).toString('hex')}`;
    dropDatabase = async () => {
      await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
      await dropRedisPrefix(redisUrl, prefix);
    };
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    Object.assign(base, { DATABASE_URL: url.toString(), REDIS_URL: redisUrl, REDIS_PREFIX: prefix, ...env });
  }
  const stop = async () => {
    for (const { child } of processes) stopGroup(child);
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  };
  processes.push({ name: 'npm start', ...run('start', base) });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 200_000;
  try {
    for (;;) {
      const exited = processes.find(({ child }) => child.exitCode !== null);
      if (exited) throw new Error(`${exited.name} exited with ${exited.child.exitCode}:\n${exited.output()}`);
      try {
        const health = await fetch(`${baseUrl}/api/health`);
        if (health.ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`npm start did not become healthy:\n${processes[0]!.output()}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    // The api has migrated the database; the worker starts on it (as `npm run worker` beside `npm start`).
    if (runtime === 'services') processes.push({ name: 'npm run worker', ...run('worker', base) });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
