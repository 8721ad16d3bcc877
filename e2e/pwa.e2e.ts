// The installable app in Chromium (issue 23): the web manifest is served and valid with icons that load,
// the service worker takes control, offline the shell opens with 'You are offline', and after signing in,
// using screens and signing out no answer of the api is in any cache (Cache Storage read from the page)
// and only the shell's precache is left. Push delivery is not tried here: headless Chromium has no push
// service (the push card is shown and photographed as a browser shows it before the click).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, createPerson, launch, newPage, seriousViolations, shot, signIn } from './support';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Every Cache Storage cache of the page's origin with the URLs it holds. */
function cachesOf(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return all;
  });
}

/** Waits until the service worker is active, reloads, and says which worker controls the page. */
async function controlledBy(page: Page): Promise<string | null> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload({ waitUntil: 'networkidle' });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
}

describe('the installable app in Chromium', () => {
  let browser: Browser;
  let employee: Awaited<ReturnType<typeof createPerson>>;

  beforeAll(async () => {
    browser = await launch();
    employee = await createPerson('employee');
  });
  afterAll(() => browser.close());

  it('serves a valid web manifest, linked from the page, whose icons load, and the service worker uncached', async () => {
    const answer = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'College Leave Management', start_url: '/', scope: '/', display: 'standalone', theme_color: '#1d4ed8', background_color: '#f4f6fb' });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of pngs) {
      const image = await fetch(new URL(icon.src, baseUrl()));
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type'), icon.src).toBe('image/png');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.subarray(1, 4).toString('ascii'), icon.src).toBe('PNG');
      // IHDR's width and height are the size the manifest says.
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }

    const worker = await fetch(`${baseUrl()}/sw.js`, { headers: { 'accept-encoding': 'br' } });
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    // The SPA fallback still answers an app path with the page, and an unknown api path with JSON.
    expect((await fetch(`${baseUrl()}/employee/history`)).headers.get('content-type')).toMatch(/text\/html/);
    expect((await fetch(`${baseUrl()}/api/no-such-route`)).status).toBe(404);

    const { context, page } = await newPage(browser);
    await page.goto('/login');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#1d4ed8');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon.png');
    await context.close();
  });

  it("takes control with the service worker, and offline opens the shell with 'You are offline'", async () => {
    for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/login', { waitUntil: 'networkidle' });
      expect(await controlledBy(page)).toBe(`${baseUrl()}/sw.js`);
      await signIn(page, employee.email, employee.password);
      await page.waitForURL('**/employee/dashboard');
      await page.getByRole('link', { name: 'History' }).first().click();
      await page.waitForURL('**/employee/history');

      await context.setOffline(true);
      await page.reload();
      const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(/need a connection/);
      expect(new URL(page.url()).pathname).toBe('/employee/history');
      const box = (await notice.boundingBox())!;
      expect(box.x + box.width, `the notice at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
      await shot(page, viewport.width === 390 ? 'pwa-offline-shell-390px' : 'pwa-offline-shell');
      await context.close();
    }
  });

  it('keeps no answer of the api in any cache, and after sign-out nothing but the shell; offline the sign-in page says so', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await controlledBy(page);
    await signIn(page, employee.email, employee.password);
    await page.waitForURL('**/employee/dashboard');
    for (const screen of ['history', 'apply-leave', 'profile']) {
      await page.goto(`/employee/${screen}`);
      await page.waitForLoadState('networkidle');
    }
    const whileSignedIn = await cachesOf(page);
    expect(Object.values(whileSignedIn).flat().filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);

    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.waitForURL('**/login');
    await page.getByText('Logged out successfully').waitFor();
    const afterSignOut = await cachesOf(page);
    expect(Object.keys(afterSignOut).length).toBeGreaterThan(0);
    for (const [name, urls] of Object.entries(afterSignOut)) {
      expect(name).toMatch(/^workbox-precache-/);
      expect(urls.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
      // The shell only: the page, scripts, styles, icons and the manifest.
      expect(urls.filter((url) => !/\.(html|js|css|png|svg|webmanifest)(\?|$)/.test(url))).toEqual([]);
    }

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    expect(await page.getByText(/Signing in needs a connection/).count()).toBe(1);
    expect(await page.getByRole('form', { name: 'Sign in' }).count()).toBe(0);
    await shot(page, 'pwa-offline-sign-in-390px');
    await context.setOffline(false);
    await page.getByRole('form', { name: 'Sign in' }).waitFor({ timeout: 30_000 });
    await context.close();
  });

  it("shows the profile's push card at 1366 and 390 px, asking the browser nothing before its button", async () => {
    for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/login', { waitUntil: 'networkidle' });
      await controlledBy(page);
      await signIn(page, employee.email, employee.password);
      await page.waitForURL('**/employee/dashboard');
      await page.goto('/employee/profile');
      const card = page.locator('section.card').filter({ has: page.getByRole('heading', { name: 'Push notifications on this device' }) });
      await card.getByRole('button', { name: 'Turn on push notifications' }).waitFor();
      expect(await page.evaluate(() => Notification.permission)).toBe('default');
      await card.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      const box = (await card.boundingBox())!;
      expect(box.x + box.width, `the card at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
      await shot(page, viewport.width === 390 ? 'pwa-push-card-390px' : 'pwa-push-card');
      await card.screenshot({ path: `${import.meta.dirname}/screenshots/pwa-push-card-only-${viewport.width}px.png` });
      await context.close();
    }
  });
});
