import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// A person running the product at a terminal reads one line per request (method, path, status, time), so
// the start-up banner is not scrolled away by the first page load.
const repoRoot = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'leave-terminal-log-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the log at a terminal', () => {
  it('is one line per request, with the secrets of its URL masked', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_FORMAT: 'pretty', LOG_LEVEL: 'info', DEMO_MODE: 'false', WEB_DIST: '', NODE_ENV: 'test', DATABASE_URL: '', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const port = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 50_000);
        const check = setInterval(() => {
          // Fastify writes one 'Server listening at' line per interface; the product's own banner comes last.
          const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
          if (match) {
            clearInterval(check);
            clearTimeout(timer);
            resolve(match[1]!);
          }
        }, 50);
      });
      const before = output.length;
      expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/api/leaves?token=very-secret-value`)).status).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // eslint-disable-next-line no-control-regex
      const lines = output.slice(before).replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((line) => line.trim() !== '');
      expect(lines, lines.join('\n')).toHaveLength(2);
      expect(lines[0]).toMatch(/INFO.*GET \/api\/health\/live 200 \d+ ms$/);
      expect(lines[1]).toMatch(/GET \/api\/leaves\?token=\[redacted\] 401 \d+ ms: Not authorized, please sign in$/);
      expect(output).not.toContain('very-secret-value');
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    }
  }, 70_000);
});
