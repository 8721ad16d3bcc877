import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';

export const baseUrl = (): string => inject('baseUrl');
export const ADMIN = { email: 'admin@college.edu', password: 'admin123' };
export const CSE = 'Computer Science & Engineering (CSE)';
const screenshots = path.resolve(import.meta.dirname, 'screenshots');

/** Debian's Chromium, never a downloaded browser. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * A browser window of someone at the college: its clock reads the college's time zone (the server's
 * APP_TIMEZONE, the default Asia/Kolkata), as the staff's phones and desktops do. Between 18:30 and 24:00
 * UTC a UTC browser's today is the college's yesterday, and a date it offers as today the server refuses.
 * `options` adds to the context's (a test that keeps the service worker out: `serviceWorkers: 'block'`).
 */
export async function newPage(browser: Browser, viewport = { width: 1366, height: 900 }, base: string = baseUrl(), options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, viewport, timezoneId: 'Asia/Kolkata', ...options });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Signs in through the form and waits for its answer: the page leaves /login, or an alert (the error
 * banner, a field's message) shows. If neither comes, the error says what the page shows instead, so that
 * a failure names its cause rather than a later wait's timeout.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  // As a person would, after the page has settled: the sign-in form fetches its rules and the demo
  // accounts just after the first paint, and a click while they arrive is what two CI runs saw go
  // unanswered (stops 19 and 21). If they never arrive, this wait fails and says so.
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Email Address').fill(email);
  await page.locator('input[name="password"]').fill(password);
  // Exactly the form's button: the passkey button's name starts with 'Sign in' too.
  const submit = page.getByRole('button', { name: 'Sign In', exact: true });
  await submit.click();
  const answered = await page
    .waitForFunction(() => !location.pathname.startsWith('/login') || document.querySelector('[role="alert"]') !== null, undefined, { timeout: 30_000 })
    .then(() => true, () => false);
  if (!answered) {
    const state = await page.evaluate(() => ({
      url: location.href,
      email: (document.querySelector('input[name="email"]') as HTMLInputElement | null)?.value,
      passwordLength: (document.querySelector('input[name="password"]') as HTMLInputElement | null)?.value.length,
      buttons: Array.from(document.querySelectorAll('form button')).map((b) => `${b.textContent}${(b as HTMLButtonElement).disabled ? ' (disabled)' : ''}`),
    }));
    await shot(page, `sign-in-unanswered-${Date.now()}`);
    throw new Error(`signing in as ${email} got no answer within 30 s: ${JSON.stringify(state)}`);
  }
}

/** A full-page screenshot under e2e/screenshots (the services runtime's under e2e/screenshots/services). */
export async function shot(page: Page, name: string): Promise<void> {
  const folder = inject('runtime') === 'services' ? path.join(screenshots, 'services') : screenshots;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

/** axe-core on the current page: the serious and critical violations, by rule id. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** The api, for arranging data a test needs (the browser is for what the test checks). */
/** A call of the shared product's api (or of the product at `base`, for a test that started its own). */
export async function api<T = any>(method: string, route: string, token: string | null, body?: unknown, base: string = baseUrl()): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function tokenFor(email: string, password: string, base: string = baseUrl()): Promise<string> {
  const res = await api<{ data: { token: string } }>('POST', '/auth/login', null, { email, password }, base);
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

let counter = 0;
/** A new person of a role, created by the admin through the api; returns their credentials. */
export async function createPerson(role: 'hod' | 'employee', department = CSE, base: string = baseUrl()): Promise<{ email: string; password: string; name: string; id: string }> {
  const admin = await tokenFor(ADMIN.email, ADMIN.password, base);
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const name = `${role === 'hod' ? 'Hod' : 'Staff'} ${tag}`;
  const email = `${role}.${tag}@e2e.college.edu`;
  const res = await api<{ data: { user: { _id: string } } }>('POST', '/auth/register', admin, {
    name,
    email,
    password: 'secret123',
    role,
    department,
    designation: 'Assistant Professor',
    qualification: 'M.Tech',
    mobileNo: '9876543210',
    dateOfBirth: '1990-05-15',
    dateOfJoining: '2019-06-01',
  }, base);
  if (res.status !== 201) throw new Error(`could not create ${role}: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password: 'secret123', name, id: res.body.data.user._id };
}

/** The next weekday at least `daysAhead` days from today, as YYYY-MM-DD (dates in the browser's time). */
/** Today in the server's APP_TIMEZONE (the default, Asia/Kolkata), `offsetDays` on, as YYYY-MM-DD. */
export function collegeToday(offsetDays = 0): string {
  const at = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The first Monday-to-Friday date at least `daysAhead` days after the college's today, as YYYY-MM-DD. */
export function nextWeekday(daysAhead: number): string {
  const d = new Date(`${collegeToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + daysAhead);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The day `days` after `date`, as YYYY-MM-DD. */
export function dayAfter(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
