// The production layout for `npm run chaos`: two api nodes and a worker as their own processes, on a fresh
// database of this machine's Postgres and a fresh prefix of its Redis. Each process's output goes to a
// file in the run's folder; a process that exits unasked is what the checks look for.

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminQuery } from '@leave/core/testing/admin-query';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The V8 settings the production image gives every process (the Dockerfile's NODE_OPTIONS), so that the
 * layout's api nodes and worker size their heaps as production's do (the soak measures their memory).
 */
function productionNodeOptions(): string {
  const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
  return /^ENV NODE_OPTIONS="([^"]*)"/m.exec(dockerfile)?.[1] ?? '';
}

export interface ChaosProcess {
  name: string;
  child: ChildProcess;
  url?: string;
  /** Set when the process exited without being asked to. */
  exited: { code: number | null; signal: NodeJS.Signals | null } | null;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ChaosLayout {
  folder: string;
  databaseUrl: string;
  env: Record<string, string>;
  api: ChaosProcess[];
  worker: ChaosProcess;
  startApi(name: string): Promise<ChaosProcess>;
  close(): Promise<void>;
}

export async function startLayout(adminUrl: string, redisUrl: string): Promise<ChaosLayout> {
  const folder = mkdtempSync(path.join(tmpdir(), 'leave-chaos-'));
  const dbName = `leave_chaos_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const env: Record<string, string> = {
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `leave-chaos-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: 'chaos-layout-secret-that-is-long-enough-for-the-check',
    ADMIN_EMAIL: 'admin@college.edu',
    ADMIN_PASSWORD: 'admin123',
    APP_TIMEZONE: 'Asia/Kolkata',
    WEB_DIST: '',
    DEMO_MODE: 'false',
    NODE_ENV: 'production',
    NODE_OPTIONS: productionNodeOptions(),
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    PORT: '0',
  };
  const processes: ChaosProcess[] = [];

  const start = (name: string, entry: string, ready: RegExp): Promise<ChaosProcess> =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: repoRoot, env: { ...process.env, ...env, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'] });
      const log = createWriteStream(path.join(folder, `${name}.log`));
      let output = '';
      let asked = false;
      const proc: ChaosProcess = {
        name,
        child,
        exited: null,
        stop: (signal = 'SIGTERM') =>
          new Promise((done) => {
            asked = true;
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill(signal);
          }),
      };
      const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output.slice(-2000)}`)), 120_000);
      const onData = (chunk: Buffer) => {
        log.write(chunk);
        if (proc.url !== undefined) return;
        output += chunk.toString();
        const match = ready.exec(output);
        if (match) {
          clearTimeout(timer);
          if (match[1] ?? match[2]) proc.url = `http://127.0.0.1:${match[1] ?? match[2]}`;
          else proc.url = '';
          output = '';
          resolve(proc);
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (chunk: Buffer) => log.write(chunk));
      child.once('exit', (code, signal) => {
        if (!asked) proc.exited = { code, signal };
        clearTimeout(timer);
        reject(new Error(`${name} exited with ${code ?? signal}`));
      });
      processes.push(proc);
    });

  const apiReady = /listening on http:\/\/localhost:(\d+)|Server listening at http:\/\/127\.0\.0\.1:(\d+)/;
  // The first node migrates the fresh database alone; the others start once it has.
  const first = await start('api-a', 'api/src/server.ts', apiReady);
  const [second, worker] = await Promise.all([start('api-b', 'api/src/server.ts', apiReady), start('worker', 'worker/src/main.ts', /worker started/)]);
  const api = [first, second];
  return {
    folder,
    databaseUrl: url.toString(),
    env,
    api,
    worker,
    startApi: (name) => start(name, 'api/src/server.ts', apiReady),
    async close() {
      await Promise.all(processes.map((p) => p.stop()));
      await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
    },
  };
}
