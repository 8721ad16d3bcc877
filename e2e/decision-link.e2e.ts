// Deciding from the e-mail (issue 44) in Chromium: the product started with a mail server sends the HOD the
// 'waiting for your decision' mail; its link opens /decide/<token> without signing in, in the HOD's language
// (Telugu at 390 px, then English at 1366 px: opening it decides nothing), the secret leaves the address bar,
// and 'Approve' decides once: the applicant's open screen hears of it at once, and the used link says so.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startSmtpServer, type TestSmtpServer } from '../api/test/notifications/smtp';
import { freePort, startProduct, type RunningProduct } from './product';
import { api, createPerson, CSE, launch, nextWeekday, seriousViolations, shot, tokenFor } from './support';

describe('deciding from the e-mail link', () => {
  let inbox: TestSmtpServer;
  let product: RunningProduct;
  let browser: Browser;

  /** The 'Open' link (no preset decision) of the newest mail to an address that carries one. */
  async function decideLinkTo(email: string): Promise<string> {
    const until = Date.now() + 30_000;
    for (;;) {
      const mail = inbox.received.toReversed().find((message) => message.to.includes(email) && message.body.includes('/decide/'));
      const link = mail ? /(http:\/\/127\.0\.0\.1:\d+\/decide\/[A-Za-z0-9_-]+)(?![?A-Za-z0-9_-])/.exec(mail.body)?.[1] : undefined;
      if (link) return link;
      if (Date.now() > until) throw new Error(`no decision mail to ${email}: ${inbox.received.length} messages`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    inbox = await startSmtpServer();
    const port = await freePort();
    product = await startProduct(port, { APP_URL: `http://127.0.0.1:${port}`, SMTP_URL: inbox.url, MAIL_FROM: 'Leave Office <leave@e2e.college.edu>' }, inject('runtime'));
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await inbox?.close();
  });

  it("opens in the approver's language on a phone, decides nothing when opened, and approves once at 1366 px while the applicant watches", async () => {
    const base = product.baseUrl;
    const hod = await createPerson('hod', CSE, base);
    const employee = await createPerson('employee', CSE, base);
    const hodToken = await tokenFor(hod.email, hod.password, base);
    expect((await api('PUT', `/users/${hod.id}`, hodToken, { language: 'te' }, base)).status).toBe(200);

    // The applicant's own screen, open while the HOD decides elsewhere.
    const applicant = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Kolkata' });
    const applicantPage = await applicant.newPage();
    await applicantPage.goto('/login', { waitUntil: 'networkidle' });
    await applicantPage.getByLabel('Email Address').fill(employee.email);
    await applicantPage.locator('input[name="password"]').fill(employee.password);
    await applicantPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await applicantPage.waitForURL('**/employee/dashboard');

    const day = nextWeekday(35);
    const applied = await api<{ data: { leave: { _id: string } } }>('POST', '/leaves', await tokenFor(employee.email, employee.password, base), { leaveType: 'cl', fromDate: day, toDate: day, reason: 'Family function in the home town' }, base);
    expect(applied.status).toBe(201);
    const link = await decideLinkTo(hod.email);

    const phone = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Kolkata' });
    const phonePage = await phone.newPage();
    await phonePage.goto(link, { waitUntil: 'networkidle' });
    await expect.poll(() => phonePage.evaluate(() => document.documentElement.lang)).toBe('te');
    await shot(phonePage, 'decide-link-te-390px');
    await phonePage.getByText(employee.name).first().waitFor();
    // The secret left the address bar as soon as the page read it.
    expect(phonePage.url()).not.toContain(link.split('/decide/')[1]!);
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phonePage, 'decide-link-te-390px');
    await phone.close();

    // Opening it changed nothing: the application still waits for the HOD.
    const still = await api<{ data: { leave: { status: string } } }>('GET', `/leaves/${applied.body.data.leave._id}`, hodToken, undefined, base);
    expect(still.body.data.leave.status).toBe('pending');

    expect((await api('PUT', `/users/${hod.id}`, hodToken, { language: 'en' }, base)).status).toBe(200);
    const desk = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Kolkata' });
    const deskPage = await desk.newPage();
    await deskPage.goto(link, { waitUntil: 'networkidle' });
    await deskPage.getByRole('heading', { name: 'Decide on a leave application' }).waitFor();
    await deskPage.getByRole('button', { name: 'Approve' }).waitFor();
    expect(await seriousViolations(deskPage)).toEqual([]);
    await shot(deskPage, 'decide-link-1366px');
    await deskPage.getByRole('button', { name: 'Approve' }).click();
    await deskPage.getByText('Approved. The applicant is told.').waitFor();
    await shot(deskPage, 'decide-link-approved-1366px');

    // The applicant's screen hears of it without a reload.
    await applicantPage.getByText(/was HOD Approved by/).first().waitFor();
    await shot(applicantPage, 'decide-link-applicant-1366px');

    // The link is spent: opened again, it says so.
    await deskPage.goto(link, { waitUntil: 'networkidle' });
    await deskPage.getByText('This link cannot be used').waitFor();
    await deskPage.getByText(new RegExp(`This link was already used|Already approved by ${hod.name}`)).waitFor();
    await desk.close();
    await applicant.close();
  });
});
