// The production layout as real processes for `*.services.spec.ts`: api nodes and worker processes over
// one Postgres database (cloned from the migrated template) and one Redis prefix.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { inject } from 'vitest';
import { createPostgresDatabase, type DatabaseHandle } from '@leave/core/db';
import { adminQuery } from '@leave/core/testing/global-setup';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface Layout {
  env: Record<string, string>;
  /** A pool on the layout's database, for the test's own reads. */
  database: DatabaseHandle;
  startApi(): Promise<{ child: ChildProcess; url: string }>;
  startWorker(): Promise<ChildProcess>;
  close(): Promise<void>;
}

export async function productionLayout(): Promise<Layout> {
  const dbName = `leave_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${dbName}`;
  await adminQuery(process.env.DATABASE_URL!, `create database ${dbName} template ${inject('postgresTemplate')}`);
  const env: Record<string, string> = {
    DATABASE_URL: url.toString(),
    REDIS_URL: process.env.REDIS_URL!,
    REDIS_PREFIX: `leave-layout-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: 'production-layout-secret-that-is-long-enough',
    ADMIN_EMAIL: 'admin@college.edu',
    ADMIN_PASSWORD: 'admin123',
    APP_TIMEZONE: 'Asia/Kolkata',
    WEB_DIST: '',
    DEMO_MODE: 'false',
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
  };
  const children: ChildProcess[] = [];
  const database = createPostgresDatabase(url.toString(), 2);

  const start = (entry: string, ready: RegExp): Promise<{ child: ChildProcess; match: RegExpExecArray }> =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: repoRoot, env: { ...process.env, ...env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
      children.push(child);
      let output = '';
      const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${output}`)), 150_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = ready.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve({ child, match });
        }
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}:\n${output}`)));
    });

  return {
    env,
    database,
    async startApi() {
      const { child, match } = await start('api/src/server.ts', /listening on http:\/\/localhost:(\d+)|Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
      return { child, url: `http://127.0.0.1:${match[1] ?? match[2]}` };
    },
    async startWorker() {
      return (await start('worker/src/main.ts', /worker started/)).child;
    },
    async close() {
      await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))))));
      await database.close();
      await adminQuery(process.env.DATABASE_URL!, `drop database if exists ${dbName} with (force)`);
    },
  };
}

/** A JSON call to a node's api. */
export async function call(url: string, method: string, route: string, token: string | null, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${url}/api${route}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}
