import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@leave/core/config';
import { createRuntime, type Runtime } from '../api/src/runtime';
import { precompressDirectory } from '../web/build-tools/precompress';

// The web app as a browser gets it: the build writes .br and .gz beside each file, the api sends the
// copy the browser accepts, with the same caching as the plain file.
const root = mkdtempSync(path.join(tmpdir(), 'leave-precompressed-'));
const webDist = path.join(root, 'web-dist');
const script = `export const screens = [${Array.from({ length: 400 }, (_, i) => `"screen-${i}"`).join(', ')}];\n`;
const shell = `<!doctype html><title>College Leave</title><div id="root"></div><script type="module" src="/assets/index-3f9a1c2b.js"></script>${'<!-- padding -->'.repeat(80)}`;
let runtime: Runtime;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), shell);
  writeFileSync(path.join(webDist, 'assets', 'index-3f9a1c2b.js'), script);
  writeFileSync(path.join(webDist, 'assets', 'tiny-0a1b2c3d.js'), 'export {};');
  writeFileSync(path.join(webDist, 'sw.js'), `self.__precache = ${JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ url: `assets/chunk-${i}.js` })))};\n`);
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'College Leave Management', start_url: '/' }));
  await precompressDirectory(webDist);
  runtime = await createRuntime(loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(root, 'data'), WEB_DIST: webDist, ADMIN_EMAIL: 'first.admin@college.edu', ADMIN_PASSWORD: 'first-admin-pw' }));
  // A new embedded data folder is initialised first: on a busy machine that takes a while.
}, 60_000);

afterAll(async () => {
  await runtime?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the built web app, precompressed', () => {
  it('writes a brotli and a gzip copy of each compressible file worth compressing, and none of a tiny one', () => {
    expect(existsSync(path.join(webDist, 'assets', 'index-3f9a1c2b.js.br'))).toBe(true);
    expect(existsSync(path.join(webDist, 'assets', 'index-3f9a1c2b.js.gz'))).toBe(true);
    expect(existsSync(path.join(webDist, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(webDist, 'assets', 'tiny-0a1b2c3d.js.br'))).toBe(false);
    expect(readFileSync(path.join(webDist, 'assets', 'index-3f9a1c2b.js.br')).length).toBeLessThan(script.length / 3);
  });

  it('sends a hashed asset as brotli to a browser that accepts it, immutable, and the same bytes once decoded', async () => {
    const asset = await runtime.app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(asset.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzipped = await runtime.app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await runtime.app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the app shell compressed on a client-side route, checked every time rather than kept', async () => {
    const page = await runtime.app.inject({ method: 'GET', url: '/employee/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const body = page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.rawPayload).toString() : page.body;
    expect(body).toBe(shell);
  });

  it("answers 404 for a hashed asset it does not have (another release's chunk), not the app shell", async () => {
    const gone = await runtime.app.inject({ method: 'GET', url: '/assets/AdminPortal-0ld4e1e4.js', headers: { 'accept-encoding': 'br' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toContain('application/json');
    expect(gone.json()).toEqual({ success: false, message: 'Route GET /assets/AdminPortal-0ld4e1e4.js not found' });
  });

  it('sends the service worker compressed and checked every time, and the web manifest with its own type (issue 23)', async () => {
    const worker = await runtime.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await runtime.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
  });
});
