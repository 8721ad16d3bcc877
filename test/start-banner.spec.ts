// The product's entry point started as a person starts it, on a pseudo-terminal (util-linux's `script`
// gives the process a terminal as stdout), and as a service manager starts it, with stdout a pipe.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const server = `${path.join(root, 'node_modules/.bin/tsx')} ${path.join(root, 'api/src/server.ts')}`;
// eslint-disable-next-line no-control-regex -- the escape character is what a colour code starts with
const ANSI = /\u001b\[[0-9;]*m/g;

interface Started {
  child: ChildProcess;
  output: () => string;
  dataDir: string;
}

const started: Started[] = [];

function start(onTerminal: boolean): Started {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leave-banner-'));
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', DEMO_MODE: 'true', WEB_DIST: '', NODE_ENV: 'development', LOG_LEVEL: 'info', LOG_FORMAT: '' };
  // `script -qfec CMD /dev/null`: run CMD on a new pseudo-terminal, copy what it prints, keep no typescript file.
  const child = onTerminal
    ? spawn('script', ['-qfec', server, '/dev/null'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    : spawn('sh', ['-c', `exec ${server}`], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const handle = { child, output: () => output, dataDir };
  started.push(handle);
  return handle;
}

async function until(handle: Started, ready: (output: string) => boolean): Promise<string> {
  const deadline = Date.now() + 100_000;
  while (!ready(handle.output())) {
    if (handle.child.exitCode !== null) throw new Error(`the server exited with ${handle.child.exitCode}:\n${handle.output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${handle.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return handle.output();
}

afterEach(async () => {
  for (const { child, dataDir } of started.splice(0)) {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});

// Each start migrates a fresh embedded database and seeds the demo data: some 20 s on a busy machine.
describe('starting the product', () => {
  it('on a terminal: one banner with the address, the runtime, the data folder and the demo accounts, then readable logs', async () => {
    const handle = start(true);
    const output = (await until(handle, (text) => text.includes('Press Ctrl-C to stop'))).replace(ANSI, '');
    const url = /Open\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    expect(url, output).toBeDefined();
    expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
    expect(output.match(/College Leave System/g)).toHaveLength(1);
    expect(output).toContain('embedded: PGlite');
    expect(output).toContain(handle.dataDir);
    expect(output).toMatch(/admin@college\.edu\s+admin123/);
    expect(output).toMatch(/hod\.<dept>@college\.edu\s+hod12345/);
    expect(output).toMatch(/emp1\.<dept>@college\.edu\s+employee123/);
    // pino-pretty's lines, not JSON: "[21:04:05] INFO: demo data created".
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: demo data created/m);
    expect(output).not.toMatch(/^\{"level"/m);
  }, 150_000);

  it('with stdout a pipe: no banner, no colours, JSON lines only', async () => {
    const handle = start(false);
    const output = await until(handle, (text) => /listening on http:\/\/127\.0\.0\.1:\d+/.test(text));
    expect(output).not.toContain('College Leave System is running');
    expect(output).not.toContain('Demo accounts');
    expect(output).not.toMatch(ANSI);
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.map((line) => JSON.parse(line).msg)).toContain('demo data created');
  }, 150_000);
});
