// Signed-in devices, one by one (issue 49): a person signed in on two computers alike ('Chrome on Linux')
// and a phone sees 'This device' on the one in hand and when and how each signed in, signs out the other
// computer after confirming (whose next request is refused: it lands on the sign-in page), and on the
// phone signs out that device from the list as the sign-out button does. Screenshots of the card at 1366
// and 390 px.

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createPerson, launch, newPage, seriousViolations, shot, signIn } from './support';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
/** The card alone, beside the full-page shots (e2e/screenshots). */
const cardShot = (name: string) => ({ path: path.resolve(import.meta.dirname, 'screenshots', `${name}.png`) });
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('signed-in devices', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let desk: Page;
  let lab: Page;
  let phone: Page;
  let person: Awaited<ReturnType<typeof createPerson>>;

  beforeAll(async () => {
    browser = await launch();
    person = await createPerson('employee');
    const open = async (viewport: { width: number; height: number }, userAgent: string) => {
      const { context, page } = await newPage(browser, viewport, undefined, { userAgent });
      contexts.push(context);
      await signIn(page, person.email, person.password);
      await page.waitForURL('**/employee/dashboard');
      return page;
    };
    phone = await open({ width: 390, height: 844 }, ANDROID);
    lab = await open({ width: 1366, height: 900 }, LINUX);
    desk = await open({ width: 1366, height: 900 }, LINUX);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it("marks this device, and signs out the other 'Chrome on Linux' after asking", async () => {
    await desk.goto('/employee/profile');
    const card = desk.getByRole('region', { name: 'Signed-in devices' });
    const items = card.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(3);
    await expect.poll(() => items.nth(0).textContent()).toContain('This device');
    expect(await items.nth(1).textContent()).toContain('Chrome on Linux');
    expect(await items.nth(2).textContent()).toContain('Chrome on Android');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot(cardShot('devices-card-1366'));
    expect(await seriousViolations(desk)).toEqual([]);

    await items.nth(1).getByRole('button', { name: /^Sign out on Chrome on Linux, Signed in/ }).click();
    const dialog = desk.getByRole('dialog', { name: 'Sign out on Chrome on Linux?' });
    await dialog.waitFor();
    await shot(desk, 'devices-sign-out-one-1366');
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
    await desk.getByText('Signed out on Chrome on Linux.').first().waitFor();
    await expect.poll(() => items.count()).toBe(2);

    // The lab computer's next request is refused: it lands on the sign-in page.
    await lab.goto('/employee/profile');
    await lab.waitForURL('**/login', { timeout: 30_000 });
  });

  it('on the phone, signs out this device from the list as the sign-out button does', async () => {
    await phone.goto('/employee/profile');
    const card = phone.getByRole('region', { name: 'Signed-in devices' });
    const items = card.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot(cardShot('devices-card-390'));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.getByRole('button', { name: 'Sign out on this device' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Sign out on this device?' });
    await dialog.waitFor();
    await shot(phone, 'devices-sign-out-here-390');
    // What the phone's screen shows: the dialog in view.
    await phone.screenshot(cardShot('devices-sign-out-here-390-screen'));
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
    await phone.waitForURL('**/login');
    // The desk stays signed in, and lists itself alone.
    await desk.reload();
    const deskItems = desk.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect.poll(() => deskItems.count()).toBe(1);
  });
});
