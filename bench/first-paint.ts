// The admin's applications screen in a real browser: Debian's Chromium (never a downloaded one) driven by
// playwright-core against a running server that serves the built web app. It signs in through the
// sign-in page, then opens the screen by its address, as a bookmark or a reload does, and measures from
// the navigation's start to the frame that paints the table's first row, with what the list request
// transferred. The first visit starts with an empty browser cache (the session kept); the repeats reuse
// the cached scripts, as a returning admin would. The sign-in visit before them, with an empty cache too,
// tells the first-visit bytes of JavaScript on the wire: every script the sign-in page downloads until
// the network is idle (its first load and what it fetches after the first paint), as the server sends it
// (precompressed: brotli, which Chromium accepts). Reported, never asserted.

import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { percentile, type Row } from './scenarios';

const CHROMIUM = '/usr/bin/chromium';

export interface FirstPaintOptions {
  /** The screen's address. */
  path?: string;
  /** The accessible name of the table's region (its caption). */
  table?: string;
  /** Visits with a warm cache after the cold one. */
  repeats?: number;
}

/** What one visit measured, in the page's own clock (0 is the navigation's start). */
interface Visit {
  firstRowMs: number;
  /** The GET /api/leaves that filled the table: bytes on the wire (headers and body) and its end. */
  listBytes: number;
  listEndMs: number;
  /** Every /api request of the visit up to the first row, bytes on the wire. */
  apiBytes: number;
  /** The page's first contentful paint (the app's loading spinner): the same visit's boot, without the screen. */
  contentfulMs: number;
}

// The page's scripts are plain text: the bench runs under tsx, whose transform may add helpers to a
// function's source that do not exist in the page, and this package has no DOM types.

/**
 * Installed before any script of the page: watches the DOM for the first row of the table's body and
 * records the time of the frame that paints it (requestAnimationFrame runs just before that paint).
 */
function watchFirstRow(table: string): string {
  return `(() => {
    const selector = ${JSON.stringify(`[role="region"][aria-label="${table}"] tbody tr`)};
    const observer = new MutationObserver(() => {
      const row = document.querySelector(selector);
      if (!row || row.getBoundingClientRect().height === 0) return;
      observer.disconnect();
      requestAnimationFrame(() => { window.__firstRowAt = performance.now(); });
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`;
}

/** Read once the row is painted: the Visit, from the page's resource timings. */
const READ_VISIT = `(() => {
  const firstRowMs = window.__firstRowAt;
  const api = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith('/api/') && entry.responseEnd <= firstRowMs);
  // The page of rows (not the one-row pending count): the largest answer of GET /api/leaves with a limit.
  const lists = api.filter((entry) => new URL(entry.name).pathname === '/api/leaves' && new URL(entry.name).searchParams.has('limit'));
  const list = lists.sort((a, b) => b.transferSize - a.transferSize)[0];
  return {
    firstRowMs,
    listBytes: list ? list.transferSize : NaN,
    listEndMs: list ? list.responseEnd : NaN,
    apiBytes: api.reduce((sum, entry) => sum + entry.transferSize, 0),
    contentfulMs: (performance.getEntriesByName('first-contentful-paint')[0] || { startTime: NaN }).startTime,
  };
})()`;

async function visit(context: BrowserContext, path: string): Promise<Visit> {
  const page = await context.newPage();
  try {
    await page.goto(path, { waitUntil: 'commit' });
    // A function, not a string: the app's Content-Security-Policy forbids evaluating strings.
    await page.waitForFunction(() => (globalThis as { __firstRowAt?: number }).__firstRowAt !== undefined, undefined, { timeout: 60_000, polling: 50 });
    return await page.evaluate<Visit>(READ_VISIT);
  } finally {
    await page.close();
  }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The scripts a page downloads while `visit` runs: bytes on the wire (headers and encoded body), by encoding. */
async function scriptsOnTheWire(page: Page, visit: () => Promise<void>): Promise<{ bytes: number; files: number; encodings: Record<string, number> }> {
  const responses: Response[] = [];
  const collect = (response: Response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) responses.push(response);
  };
  page.on('response', collect);
  await visit();
  page.off('response', collect);
  const encodings: Record<string, number> = {};
  let bytes = 0;
  for (const response of responses) {
    const sizes = await response.request().sizes();
    bytes += sizes.responseHeadersSize + sizes.responseBodySize;
    const encoding = (await response.headerValue('content-encoding')) ?? 'none';
    encodings[encoding] = (encodings[encoding] ?? 0) + 1;
  }
  return { bytes, files: responses.length, encodings };
}

/**
 * First paint of the admin's applications table at `url` (a server with the built web app and, for the
 * issue's figure, at least 10,000 applications), signed in as `admin`.
 */
export async function firstPaint(url: string, admin: { email: string; password: string }, options: FirstPaintOptions = {}): Promise<Row> {
  const { path = '/admin/applications', table = 'All leave applications', repeats = 5 } = options;
  const measurement = `first paint of ${path}'s table in Chromium (navigation start to first row)`;
  if (!existsSync(CHROMIUM)) return { measurement, count: 0, seconds: 0, note: `skipped: no ${CHROMIUM}` };
  // A fresh connection: a kept-alive one from an earlier phase may have been closed by the server meanwhile.
  const index = await fetch(new URL('/login', url), { headers: { connection: 'close' } }).catch(async (error: unknown) => {
    process.stderr.write(`first paint: ${String((error as { cause?: unknown }).cause ?? error)}; trying once more\n`);
    return fetch(new URL('/login', url), { headers: { connection: 'close' } });
  });
  if (!(index.headers.get('content-type') ?? '').includes('text/html')) return { measurement, count: 0, seconds: 0, note: 'skipped: the server does not serve the web app (run npm run build -w @leave/web)' };

  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const viewport = { width: 1366, height: 900 };
    const signIn = await browser.newContext({ baseURL: url, viewport });
    const page = await signIn.newPage();
    // A first visit (empty cache): the sign-in page and what it fetches after its first paint (the form's schema).
    const firstVisit = await scriptsOnTheWire(page, async () => {
      await page.goto('/login', { waitUntil: 'networkidle' });
    });
    await page.getByLabel('Email Address').fill(admin.email);
    await page.locator('input[name="password"]').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((address) => address.pathname !== '/login', { timeout: 30_000 });
    const session = await signIn.storageState();
    await signIn.close();

    // A fresh context has an empty cache: the first visit fetches every script; the next ones reuse them.
    const context = await browser.newContext({ baseURL: url, viewport, storageState: session });
    await context.addInitScript({ content: watchFirstRow(table) });
    const start = performance.now();
    const cold = await visit(context, path);
    const warm: Visit[] = [];
    for (let i = 0; i < repeats; i++) warm.push(await visit(context, path));
    const seconds = (performance.now() - start) / 1000;
    await context.close();

    const times = warm.map((v) => v.firstRowMs).sort((a, b) => a - b);
    const listBytes = warm.map((v) => v.listBytes).sort((a, b) => a - b);
    const contentful = warm.map((v) => v.contentfulMs).sort((a, b) => a - b);
    return {
      measurement,
      count: warm.length,
      seconds,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      note:
        `cached scripts; first visit (empty cache) ${cold.firstRowMs.toFixed(0)} ms (target < 1 s); ` +
        `baseline: the same visits' first contentful paint (the app's spinner) p50 ${percentile(contentful, 50).toFixed(0)} ms; ` +
        `the list's answer ${kB(listBytes[Math.floor(listBytes.length / 2)] ?? cold.listBytes)} on the wire (target < 100 kB), ended at ${cold.listEndMs.toFixed(0)} ms of the first visit; ` +
        `all /api answers before the first row ${kB(cold.apiBytes)}; ` +
        `first-visit JavaScript of the sign-in page on the wire ${kB(firstVisit.bytes)} in ${firstVisit.files} files (${Object.entries(firstVisit.encodings).map(([encoding, n]) => `${n} ${encoding}`).join(', ')}; target <= 130 kB)`,
    };
  } finally {
    await browser.close();
  }
}
