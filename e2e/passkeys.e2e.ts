// Passkeys in Chromium through the DevTools protocol's virtual authenticator (issue 22): a person adds a
// passkey on their profile, signs in with it from the sign-in page, removes it, and the removed passkey
// (still on the device) is refused. The relying party is APP_URL's host: the product's default APP_URL is
// http://localhost:<port>, so the browser opens the product at localhost (an IP address can be no
// relying party).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, createPerson, launch, seriousViolations, shot, signIn } from './support';

describe('passkeys', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let person: Awaited<ReturnType<typeof createPerson>>;

  beforeAll(async () => {
    browser = await launch();
    person = await createPerson('employee');
    const local = new URL(baseUrl());
    local.hostname = 'localhost';
    context = await browser.newContext({ baseURL: local.origin, viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('WebAuthn.enable');
    await devtools.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  async function signOut() {
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL('**/login');
  }

  async function signInWithPasskey() {
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  }

  it('adds a passkey on the profile', async () => {
    await signIn(page, person.email, person.password);
    await page.waitForURL('**/employee/dashboard');
    await page.goto('/employee/profile');
    const card = page.getByRole('region', { name: 'Passkeys' });
    await card.getByLabel(/Name of the new passkey/).fill('E2E laptop');
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Passkey added').first().waitFor();
    await card.getByText('E2E laptop').waitFor();
    await shot(page, 'passkeys-profile');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('signs in with it from the sign-in page', async () => {
    await signOut();
    await signInWithPasskey();
    await page.waitForURL('**/employee/dashboard', { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  it('removes it, and the removed passkey is refused', async () => {
    await page.goto('/employee/profile');
    const card = page.getByRole('region', { name: 'Passkeys' });
    await card.getByRole('button', { name: 'Remove passkey E2E laptop' }).click();
    await card.getByText(/No passkeys yet/).waitFor();
    await signOut();
    await signInWithPasskey();
    await page.getByText(/This passkey is not registered here/).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    await shot(page, 'passkeys-removed-refused');
  });
});
