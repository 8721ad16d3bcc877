// Signing in with a college account in Chromium (issue 22): the product started with the OIDC variables
// against a real OpenID provider (oidc-provider, started here with its client, users and key). The person
// clicks the provider's button, comes back signed in, and no address the browser visited carries the
// session's token; they see the link on their profile; the admin sees and removes it; an account of nobody
// on the staff gets the sign-in page's clear refusal. Issue 47: an account asserting the admin's e-mail
// does not sign in as the admin; the admin connects their own account on their profile (screenshots at
// 1366 and 390 px, in English, Hindi and Telugu) and then signs in with it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestProvider, type TestProvider } from '@leave/core/testing/oidc-provider';
import { freePort, startProduct, type RunningProduct } from './product';
import { ADMIN, launch, seriousViolations, shot, signIn } from './support';

const LABEL = 'Sign in with College ID';
/** A person of the demo data, who exists when the product starts in demo mode. */
const STAFF = { email: 'emp1.cse@college.edu', subject: 'emp1-cse-college-id' };
/** An account at the provider with the admin's e-mail, and the admin's own account there. */
const ADMIN_AT_PROVIDER = 'asserts-the-admins-email';
const ADMIN_OWN = 'the-admins-own-account';

describe('signing in with a college account (OpenID Connect)', () => {
  let provider: TestProvider;
  let product: RunningProduct;
  let browser: Browser;

  async function newPage(): Promise<{ context: BrowserContext; page: Page; visited: string[] }> {
    const context = await browser.newContext({ baseURL: product.baseUrl, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const visited: string[] = [];
    page.on('request', (request) => visited.push(request.url()));
    page.on('framenavigated', (frame) => visited.push(frame.url()));
    return { context, page, visited };
  }

  async function api<T = any>(method: string, route: string, token: string | null): Promise<{ status: number; body: T }> {
    const response = await fetch(`${product.baseUrl}/api${route}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, body: (await response.json()) as T };
  }

  beforeAll(async () => {
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    provider = await startTestProvider(`${appUrl}/api/auth/oidc/callback`);
    provider.accounts.set(STAFF.subject, { email: STAFF.email, email_verified: true, name: 'Staff Member' });
    provider.accounts.set('stranger', { email: 'stranger@college.edu', email_verified: true });
    provider.accounts.set(ADMIN_AT_PROVIDER, { email: ADMIN.email, email_verified: true, name: 'Whoever runs the provider' });
    provider.accounts.set(ADMIN_OWN, { email: 'principal.office@college.edu', email_verified: true, name: 'The Principal' });
    product = await startProduct(port, {
      APP_URL: appUrl,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ALLOWED_DOMAINS: 'college.edu',
      OIDC_BUTTON_LABEL: LABEL,
    });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await provider?.close();
  });

  it('signs the person in through the provider, with the token in no address, and shows the link on their profile', async () => {
    const { context, page, visited } = await newPage();
    await page.goto('/login', { waitUntil: 'networkidle' });
    const button = page.getByRole('link', { name: LABEL });
    await button.waitFor();
    await shot(page, 'oidc-sign-in-page');
    expect(await seriousViolations(page)).toEqual([]);

    provider.signInAs(STAFF.subject);
    await button.click();
    await page.waitForURL('**/employee/dashboard', { timeout: 30_000 });
    expect(visited.some((url) => url.startsWith(provider.issuer))).toBe(true);
    expect(visited.some((url) => url.includes('/api/auth/oidc/callback?code='))).toBe(true);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect(visited.filter((url) => url.includes(token!))).toEqual([]);
    const me = await api<{ data: { user: { email: string } } }>('GET', '/auth/me', token);
    expect(me.body.data.user.email).toBe(STAFF.email);

    await page.goto('/employee/profile');
    const link = page.getByRole('region', { name: 'College account' });
    await link.waitFor();
    expect(await link.innerText()).toContain(`Signs in as ${STAFF.email}`);
    await shot(page, 'oidc-profile-link');
    await context.close();
  });

  it('lets the admin see the link in the person\'s details and remove it', async () => {
    const { context, page } = await newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/employees');
    await page.getByRole('searchbox').first().fill(STAFF.email);
    const view = page.getByRole('button', { name: /^View details of / });
    await expect.poll(() => view.count()).toBe(1);
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'Employee Details' });
    const link = dialog.getByRole('region', { name: 'College account' });
    await link.waitFor();
    expect(await link.innerText()).toContain(STAFF.email);
    await shot(page, 'oidc-admin-details-link');
    await link.getByRole('button', { name: 'Remove link' }).click();
    await page.getByText('College account link removed').waitFor();
    await expect.poll(() => dialog.getByRole('region', { name: 'College account' }).count()).toBe(0);
    await context.close();
  });

  it('refuses an account of nobody on the staff with a clear message on the sign-in page, signing nobody in', async () => {
    const { context, page } = await newPage();
    await page.goto('/login', { waitUntil: 'networkidle' });
    provider.signInAs('stranger');
    await page.getByRole('link', { name: LABEL }).click();
    await page.getByText('No member of staff has the e-mail address of this account').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await shot(page, 'oidc-refused');
    await context.close();
  });

  it("never signs in as the admin by the admin's e-mail; the admin connects their own account on the profile, then signs in with it", async () => {
    const refusedPage = await newPage();
    await refusedPage.page.goto('/login', { waitUntil: 'networkidle' });
    provider.signInAs(ADMIN_AT_PROVIDER);
    await refusedPage.page.getByRole('link', { name: LABEL }).click();
    await refusedPage.page.getByText('This account signs in with a college account only once it is connected').waitFor({ timeout: 30_000 });
    expect(await refusedPage.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await shot(refusedPage.page, 'oidc-admin-email-refused');
    await refusedPage.context.close();

    const signedIn = await fetch(`${product.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { token, user } = ((await signedIn.json()) as { data: { token: string; user: { _id: string } } }).data;
    const setLanguage = (language: string) =>
      fetch(`${product.baseUrl}/api/users/${user._id}`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ language }) });

    // The card at both widths, in the three languages.
    for (const [language, connect] of [['en', 'Connect your college account'], ['hi', 'अपना कॉलेज खाता जोड़ें'], ['te', 'మీ కళాశాల ఖాతాను అనుసంధానించండి']] as const) {
      expect((await setLanguage(language)).status).toBe(200);
      for (const width of [1366, 390]) {
        const context = await browser.newContext({ baseURL: product.baseUrl, viewport: { width, height: width === 390 ? 844 : 900 }, timezoneId: 'Asia/Kolkata' });
        const page = await context.newPage();
        await signIn(page, ADMIN.email, ADMIN.password);
        await page.waitForURL('**/admin/dashboard');
        await page.goto('/admin/profile');
        const button = page.getByRole('button', { name: connect });
        await button.waitFor();
        await button.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await shot(page, `oidc-admin-connect-${language}-${width}px`);
        if (language === 'en') expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      }
    }
    expect((await setLanguage('en')).status).toBe(200);

    const { context, page } = await newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/profile');
    provider.signInAs(ADMIN_OWN);
    await page.getByRole('button', { name: 'Connect your college account' }).click();
    await page.getByText('College account connected').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin/profile');
    const card = page.getByRole('region', { name: 'College account' });
    expect(await card.innerText()).toContain('Signs in as principal.office@college.edu');
    expect(await card.getByRole('button', { name: 'Connect your college account' }).count()).toBe(0);
    await shot(page, 'oidc-admin-connected');
    await context.close();

    const next = await newPage();
    await next.page.goto('/login', { waitUntil: 'networkidle' });
    await next.page.getByRole('link', { name: LABEL }).click();
    await next.page.waitForURL('**/admin/dashboard', { timeout: 30_000 });
    await next.context.close();
  });
});
