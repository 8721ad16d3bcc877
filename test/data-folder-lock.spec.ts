// The embedded runtime's data folder belongs to one process (issue 12, on top of the lock of the backup
// work): a second server, or a command line tool, started on the same DATA_DIR while the first runs stops
// at once with one clear line and a non-zero exit; the first keeps serving.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const dataDir = mkdtempSync(path.join(tmpdir(), 'leave-lock-'));
const env = { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', DEMO_MODE: 'false', WEB_DIST: '', NODE_ENV: 'development', LOG_LEVEL: 'warn', LOG_FORMAT: '' };

function run(file: string, extraEnv: Record<string, string> = {}): { child: ChildProcess; stdout: () => string; stderr: () => string; exited: Promise<number | null> } {
  const child = spawn(tsx, [path.join(root, file)], { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

let first: ReturnType<typeof run> | null = null;

afterAll(async () => {
  if (first && first.child.exitCode === null && first.child.pid) {
    process.kill(-first.child.pid, 'SIGTERM');
    await first.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('one process per embedded data folder', () => {
  it('stops a second server and a command line tool on the same folder with one clear line', async () => {
    first = run('api/src/server.ts', { PORT: '0', LOG_LEVEL: 'info' });
    const deadline = Date.now() + 100_000;
    while (!/listening on/.test(first.stdout())) {
      if (first.child.exitCode !== null) throw new Error(`the first server exited: ${first.stderr()}`);
      if (Date.now() > deadline) throw new Error('the first server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const second = run('api/src/server.ts', { PORT: '0' });
    expect(await second.exited).toBe(1);
    const lines = second.stderr().split('\n').filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Start-up failed: .+ is in use by process \d+ \(a running server\?\)/);

    const replay = run('api/src/cli/replay.ts');
    expect(await replay.exited).toBe(1);
    const replayLines = replay.stderr().split('\n').filter((line) => line.trim() !== '');
    expect(replayLines).toHaveLength(1);
    expect(replayLines[0]).toMatch(/is in use by process \d+/);

    expect(first.child.exitCode).toBeNull();
  }, 150_000);
});
