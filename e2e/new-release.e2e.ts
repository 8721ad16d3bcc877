// A page opened before a release, in Chromium: the details dialog's chunk is gone from the server (a 404, as
// the server answers a chunk of another release). The first click reloads the page once into the same
// screen; a second failure within the minute shows 'This screen could not be loaded' in place of the screen,
// the portal's navigation still there, and 'Reload page' brings back a screen whose dialog opens. The
// service worker is kept out of this context so that the refusal reaches the page (a new worker would have
// dropped the old chunk from its precache in the same way).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { ADMIN, api, createPerson, launch, newPage, nextWeekday, shot, signIn, tokenFor } from './support';

const DIALOG_CHUNK = /\/assets\/ReviewLeaveDialog-[^/]+\.js$/;
const gone = (route: Route) => route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Route GET not found' }) });

describe('a page of an old release', () => {
  let browser: Browser;
  let employee: Awaited<ReturnType<typeof createPerson>>;

  beforeAll(async () => {
    browser = await launch();
    employee = await createPerson('employee');
    const day = nextWeekday(11);
    const applied = await api('POST', '/leaves', await tokenFor(employee.email, employee.password), { leaveType: 'cl', fromDate: day, toDate: day, reason: 'Family function in the home town' });
    expect(applied.status).toBe(201);
  });
  afterAll(() => browser.close());

  async function openApplications(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
    const { context, page } = await newPage(browser, viewport, undefined, { serviceWorkers: 'block' });
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/applications');
    return { context, page };
  }

  const rowOf = (page: Page) => page.getByRole('region', { name: 'All leave applications' }).getByRole('row').filter({ hasText: employee.name });

  it('reloads once into the same screen, then says what to do, and its reload brings the screen back', async () => {
    const { context, page } = await openApplications({ width: 1366, height: 900 });
    await rowOf(page).waitFor();
    await page.route(DIALOG_CHUNK, gone);
    let loads = 0;
    page.on('load', () => (loads += 1));

    // The dialog's chunk is gone: the page reloads by itself, at the same address, and the screen is back.
    await rowOf(page).getByRole('button', { name: /^Reject application of/ }).click();
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/admin/applications');
    await rowOf(page).waitFor();

    // Gone again just after: no second reload; the message in place of the screen, the navigation kept.
    await rowOf(page).getByRole('button', { name: /^Reject application of/ }).click();
    const main = page.locator('main#main-content');
    const alert = main.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('This screen could not be loaded');
    expect(await alert.textContent()).toContain('The app may have been updated since this page was opened, or the connection was lost. Reload the page to go on.');
    expect(await main.getByRole('region', { name: 'All leave applications' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').count()).toBeGreaterThan(3);
    expect(loads).toBe(1);
    await shot(page, 'new-release-1366');

    // The release is in place now: 'Reload page' opens the screen again, and the dialog with it.
    await page.unroute(DIALOG_CHUNK);
    await alert.getByRole('button', { name: 'Reload page' }).click();
    await rowOf(page).waitFor();
    expect(loads).toBe(2);
    await rowOf(page).getByRole('button', { name: /^Reject application of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave Application Details' });
    await dialog.getByText(employee.name).first().waitFor();
    await context.close();
  });

  it('shows the message at 390 px with the reload in reach', async () => {
    const { context, page } = await openApplications({ width: 390, height: 844 });
    await rowOf(page).waitFor();
    // Refused twice in the same minute (one reload, then the message).
    await page.route(DIALOG_CHUNK, gone);
    const reloaded = page.waitForEvent('load');
    await rowOf(page).getByRole('button', { name: /^Reject application of/ }).click();
    await reloaded;
    await rowOf(page).getByRole('button', { name: /^Reject application of/ }).click();
    const reload = page.locator('main#main-content').getByRole('alert').getByRole('button', { name: 'Reload page' });
    await reload.waitFor();
    await reload.focus();
    expect(await reload.evaluate((button) => button === document.activeElement)).toBe(true);
    const box = await reload.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await shot(page, 'new-release-390');
    await context.close();
  });
});
