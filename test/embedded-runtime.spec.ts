import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@leave/core/config';
import { createRuntime } from '../api/src/runtime';

// The embedded runtime as `npm start` runs it: PGlite on disk under DATA_DIR, jobs in-process,
// the built web app on the same port.
const root = mkdtempSync(path.join(tmpdir(), 'leave-embedded-'));
const webDist = path.join(root, 'web-dist');
mkdirSync(webDist);
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>College Leave</title><div id="root"></div>');
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'index-3f9a1c2b.js'), 'console.log("app")');
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const env = { NODE_ENV: 'test', DATA_DIR: path.join(root, 'data'), WEB_DIST: webDist, ADMIN_EMAIL: 'first.admin@college.edu', ADMIN_PASSWORD: 'first-admin-pw' };

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded runtime', () => {
  it('starts with no services: health is ok on PGlite with in-process jobs, and the first admin exists', async () => {
    const runtime = await createRuntime(loadConfig(env));
    try {
      const health = await runtime.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ success: true, data: { status: 'ok', db: { status: 'ok', kind: 'pglite' }, queue: { status: 'ok', kind: 'in-process' } } });
      const admins = await runtime.database.db.selectFrom('users').select(['email', 'role']).where('role', '=', 'admin').execute();
      expect(admins).toEqual([{ email: 'first.admin@college.edu', role: 'admin' }]);
    } finally {
      await runtime.close();
    }
  });

  it('serves the web app shell on the same port, with client-side routes falling back to index.html', async () => {
    const runtime = await createRuntime(loadConfig(env));
    try {
      for (const url of ['/', '/login', '/employee/dashboard']) {
        const page = await runtime.app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type'], url).toContain('text/html');
        expect(page.body).toContain('<div id="root">');
      }
      const missingApi = await runtime.app.inject({ method: 'GET', url: '/api/no-such-route' });
      expect(missingApi.statusCode).toBe(404);
      expect(missingApi.json()).toEqual({ success: false, message: 'Route GET /api/no-such-route not found' });
    } finally {
      await runtime.close();
    }
  });

  it('caches the hashed assets for a year as immutable, checks index.html every time, and stores no /api answer', async () => {
    const runtime = await createRuntime(loadConfig(env));
    try {
      const asset = await runtime.app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const url of ['/', '/index.html', '/admin/dashboard']) {
        const page = await runtime.app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control'], url).toBe('no-cache');
      }
      const favicon = await runtime.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
      const health = await runtime.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['cache-control']).toBe('no-store');
    } finally {
      await runtime.close();
    }
  });

  it('keeps data across a restart and creates no second admin', async () => {
    const first = await createRuntime(loadConfig(env));
    await first.eventStore.append('restart-check', 0, [{ type: 'Noted', data: { n: 1 } }], { actor: null });
    await first.close();
    const second = await createRuntime(loadConfig(env));
    try {
      expect(await second.eventStore.readStream('restart-check')).toHaveLength(1);
      const admins = await second.database.db.selectFrom('users').select('email').where('role', '=', 'admin').execute();
      expect(admins).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
