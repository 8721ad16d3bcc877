import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Production processes run the compiled JavaScript with plain `node` (no npm or tsx in between):
// `npm run build:server` makes build/node/server.js, worker.js and the compiled migrations.
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'build/node');
const dataDir = mkdtempSync(path.join(tmpdir(), 'leave-compiled-'));

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['deploy/build-server.mjs'], { cwd: root });
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the compiled server', () => {
  it('holds every migration, compiled', () => {
    const sources = readdirSync(path.join(root, 'migrations/src/migrations')).filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, ''));
    const compiled = readdirSync(path.join(out, 'migrations')).filter((f) => f.endsWith('.js')).map((f) => f.replace(/\.js$/, ''));
    expect(compiled.sort()).toEqual(sources.sort());
  });

  it('starts with plain node on the embedded runtime, migrates and answers its health check', async () => {
    const child = spawn(process.execPath, [path.join(out, 'server.js')], {
      cwd: dataDir,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', WEB_DIST: '', DEMO_MODE: 'false', LOG_FORMAT: 'json', LOG_LEVEL: 'info', ADMIN_PASSWORD: 'compiled-admin' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 60_000);
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening on (http:\/\/[^"\s]+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!.replace('localhost', '127.0.0.1'));
          }
        };
        child.stdout!.on('data', read);
        child.stderr!.on('data', read);
        child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
      });
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ success: true, data: { status: 'ok', db: { status: 'ok', kind: 'pglite' }, queue: { status: 'ok', kind: 'in-process' } } });
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    }
  }, 90_000);

  it('runs the worker with plain node, which reads its configuration and says what it needs', async () => {
    const result = await promisify(execFile)(process.execPath, [path.join(out, 'worker.js')], { cwd: dataDir, env: { PATH: process.env.PATH, DATA_DIR: dataDir } }).catch((error: { code: number; stderr: string }) => error);
    expect(result).toMatchObject({ code: 1, stderr: expect.stringContaining('the worker process needs REDIS_URL') });
  });
});
