// A new person's first sign-in in Chromium (issue 26): the product started with a mail server (the
// smtp-server package on a free port, as the api's mail tests start it) sends the person the admin adds a
// link to set their password; the person opens it, sets the password and signs in with it; the link,
// used, gets the clear page. A person who signs in with the default password is asked to choose their own
// before the dashboard. Screenshots at 1366 and 390 px. On the services runtime the worker process sends
// the mail.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startSmtpServer, type TestSmtpServer } from '../api/test/notifications/smtp';
import { freePort, startProduct, type RunningProduct } from './product';
import { ADMIN, CSE, launch, seriousViolations, shot } from './support';

describe("a new person's first sign-in", () => {
  let inbox: TestSmtpServer;
  let product: RunningProduct;
  let browser: Browser;
  let adminToken: string;
  let counter = 0;

  async function api<T = any>(method: string, route: string, token: string | null, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${product.baseUrl}/api${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  /** A person the admin adds as the web form does: no password (the server gives the default one). */
  async function addPerson(): Promise<{ name: string; email: string }> {
    counter += 1;
    const tag = `${Date.now().toString(36)}${counter}`;
    const person = { name: `Newcomer ${tag}`, email: `new.${tag}@e2e.college.edu` };
    const res = await api('POST', '/auth/register', adminToken, {
      ...person,
      role: 'employee',
      department: CSE,
      designation: 'Assistant Professor',
      qualification: 'M.Tech',
      mobileNo: '9876543210',
      dateOfBirth: '1990-05-15',
      dateOfJoining: '2019-06-01',
    });
    expect(res.status).toBe(201);
    return person;
  }

  /** The link of the set-password mail to an address, once it has arrived. */
  async function linkTo(email: string): Promise<string> {
    const until = Date.now() + 30_000;
    for (;;) {
      const mail = inbox.received.find((message) => message.to.includes(email));
      const link = mail ? /(http:\/\/127\.0\.0\.1:\d+\/set-password#[A-Za-z0-9_-]+)/.exec(mail.body)?.[1] : undefined;
      if (link) return link;
      if (Date.now() > until) throw new Error(`no set-password mail to ${email}: ${inbox.received.length} messages`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function newPage(width: number): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: product.baseUrl, viewport: { width, height: width > 800 ? 900 : 844 } });
    return { context, page: await context.newPage() };
  }

  async function signIn(page: Page, email: string, password: string) {
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByLabel('Email Address').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  beforeAll(async () => {
    inbox = await startSmtpServer();
    const port = await freePort();
    product = await startProduct(port, { APP_URL: `http://127.0.0.1:${port}`, SMTP_URL: inbox.url, MAIL_FROM: 'Leave Office <leave@e2e.college.edu>' }, inject('runtime'));
    browser = await launch();
    const login = await api<{ data: { token: string } }>('POST', '/auth/login', null, ADMIN);
    expect(login.status).toBe(200);
    adminToken = login.body.data.token;
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await inbox?.close();
  });

  it('sets the password from the e-mailed link and signs in with it; the used link gets the clear page', async () => {
    const person = await addPerson();
    const link = await linkTo(person.email);
    const { context, page } = await newPage(1366);
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    // The secret left the address bar as soon as the page read it.
    expect(new URL(page.url()).hash).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'set-password-1366');
    await page.getByLabel(/^New Password/).fill('my-own-secret');
    await page.getByLabel(/^Confirm New Password/).fill('my-own-secret');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL('**/login', { timeout: 30_000 });
    await page.getByText('Your password is set. Sign in with it now.').waitFor();

    await signIn(page, person.email, 'my-own-secret');
    await page.waitForURL('**/employee/dashboard', { timeout: 30_000 });
    await page.getByText(`Welcome, ${person.name}`).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Set your password' }).count()).toBe(0);
    await context.close();

    const phone = await newPage(390);
    await phone.page.goto(link, { waitUntil: 'networkidle' });
    await phone.page.getByLabel(/^New Password/).fill('another-secret');
    await phone.page.getByLabel(/^Confirm New Password/).fill('another-secret');
    await phone.page.getByRole('button', { name: 'Set password' }).click();
    await phone.page.getByRole('heading', { name: 'This link cannot be used' }).waitFor({ timeout: 30_000 });
    await phone.page.getByText('This link has expired or was already used. Ask for a new one from the sign-in page.').waitFor();
    expect(await seriousViolations(phone.page)).toEqual([]);
    await shot(phone.page, 'set-password-used-link-390');
    await phone.context.close();
  });

  it("asks a person who signs in with the default password to set theirs first; 'Forgot password?' answers the same for anyone", async () => {
    const person = await addPerson();
    const { context, page } = await newPage(390);
    await signIn(page, person.email, 'password123');
    await page.getByRole('heading', { name: 'Set your password' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText(`Welcome, ${person.name}`).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'first-sign-in-prompt-390');
    await page.getByLabel(/^Current Password/).fill('password123');
    await page.getByLabel(/^New Password/).fill('chosen-by-me');
    await page.getByLabel(/^Confirm New Password/).fill('chosen-by-me');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(`Welcome, ${person.name}`).first().waitFor({ timeout: 30_000 });
    await context.close();

    const desktop = await newPage(1366);
    await desktop.page.goto('/login', { waitUntil: 'networkidle' });
    await desktop.page.getByRole('link', { name: 'Forgot password?' }).click();
    await desktop.page.waitForURL('**/forgot-password');
    await desktop.page.getByLabel('Email Address').fill('nobody@e2e.college.edu');
    // The request and its answer are awaited apart from the text, so that a failure says which of them went
    // wrong and what the page showed instead (a CI run once waited 30 s for the text with nothing to tell).
    const answered = desktop.page.waitForResponse((response) => response.url().endsWith('/api/auth/forgot-password'), { timeout: 30_000 });
    await desktop.page.getByRole('button', { name: 'Send the link' }).click();
    const pageSays = async () => (await desktop.page.locator('body').innerText()).replace(/\s+/g, ' ');
    const response = await answered.catch(async (error: unknown) => {
      throw new Error(`no answer to POST /api/auth/forgot-password; the page says: ${await pageSays()}`, { cause: error });
    });
    expect(response.status(), `the page says: ${await pageSays()}`).toBe(200);
    await desktop.page.getByText(/If an account uses this address, a link to set its password is on its way/).waitFor({ timeout: 30_000 });
    expect(await seriousViolations(desktop.page)).toEqual([]);
    await shot(desktop.page, 'forgot-password-1366');
    await desktop.context.close();
  });
});
