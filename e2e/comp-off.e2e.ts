// Compensatory leave in Chromium (issue 20): on a product of its own (its policy versions stay out of the
// shared product's), a version adds 'coff'; the employee's apply screen shows the 'Claim Compensatory
// Leave' card, refuses a working day on its field and sends a Saturday worked; the HOD's queue shows the
// claim as one, and once the HOD and the admin approve it the employee's balance holds the day.
// Screenshots at 1366 and 390 px.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort, startProduct, type RunningProduct } from './product';
import { ADMIN, CSE, collegeToday, launch, seriousViolations, shot } from './support';

/** The last Saturday on or before the college's today, as YYYY-MM-DD. */
function lastSaturday(): string {
  const day = new Date(`${collegeToday()}T00:00:00Z`);
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The last Monday-to-Friday day before the college's today, as YYYY-MM-DD. */
function lastWorkingDay(): string {
  const day = new Date(`${collegeToday()}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() - 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

describe('a claim of compensatory leave', () => {
  let product: RunningProduct;
  let browser: Browser;
  let adminToken: string;
  const people: Record<'hod' | 'employee', { email: string; name: string; id: string }> = {} as never;

  async function api<T = any>(method: string, route: string, token: string | null, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${product.baseUrl}/api${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  async function newPage(width: number): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: product.baseUrl, viewport: { width, height: width > 800 ? 900 : 844 }, timezoneId: 'Asia/Kolkata' });
    return { context, page: await context.newPage() };
  }

  async function signIn(page: Page, email: string) {
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByLabel('Email Address').fill(email);
    await page.locator('input[name="password"]').fill('secret123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  beforeAll(async () => {
    product = await startProduct(await freePort(), {}, inject('runtime'));
    browser = await launch();
    adminToken = (await api<{ data: { token: string } }>('POST', '/auth/login', null, ADMIN)).body.data.token;
    for (const role of ['hod', 'employee'] as const) {
      const tag = `${Date.now().toString(36)}${role}`;
      const person = { name: `${role === 'hod' ? 'Hod' : 'Staff'} ${tag}`, email: `${role}.${tag}@e2e.college.edu` };
      const created = await api<{ data: { user: { _id: string } } }>('POST', '/auth/register', adminToken, {
        ...person,
        password: 'secret123',
        role,
        department: CSE,
        designation: 'Assistant Professor',
        qualification: 'M.Tech',
        mobileNo: '9876543210',
        dateOfBirth: '1990-05-15',
        dateOfJoining: '2019-06-01',
      });
      expect(created.status).toBe(201);
      people[role] = { ...person, id: created.body.data.user._id };
    }
    const current = await api<{ data: { policy: { leaveTypes: Record<string, unknown>[] } } }>('GET', '/policy', adminToken);
    const cl = current.body.data.policy.leaveTypes.find((type) => type['code'] === 'cl')!;
    const coff = { ...cl, code: 'coff', name: 'Compensatory Off', colour: '#0e7490', counting: 'working', allowance: { per: 'claimed', expiresAfterDays: 30 } };
    // In force from today: a claim made today is checked against today's policy, whatever the day worked.
    const published = await api('POST', '/policy/versions', adminToken, { policy: { leaveTypes: [...current.body.data.policy.leaveTypes, coff] }, effectiveFrom: collegeToday(), reason: 'Compensatory off for work on holidays' });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('the employee claims a Saturday worked at 1366 px, after a working day is refused on its field', async () => {
    const { context, page } = await newPage(1366);
    await signIn(page, people.employee.email);
    await page.waitForURL('**/employee/dashboard');
    await page.goto('/employee/apply-leave');
    const card = page.getByRole('form', { name: 'Compensatory leave claim' });
    await card.waitFor();
    await card.getByLabel('Day Worked').fill(lastWorkingDay());
    await card.getByLabel('Reason').fill('Worked the admissions counter all day');
    await card.getByRole('button', { name: 'Submit Claim' }).click();
    await card.getByText('this was a working day').waitFor();
    await card.getByLabel('Day Worked').fill(lastSaturday());
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/comp-off') && response.request().method() === 'POST');
    await card.getByRole('button', { name: 'Submit Claim' }).click();
    const answer = await sent;
    expect(answer.status(), await answer.text()).toBe(201);
    await page.getByText('Compensatory leave claim submitted successfully').waitFor();
    await shot(page, 'comp-off-claim-1366px');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the HOD finds it in the queue as a claim at 390 px; approved by the HOD and the admin, the day is in the balance', async () => {
    const { context, page } = await newPage(390);
    await signIn(page, people.hod.email);
    await page.waitForURL('**/hod/dashboard');
    await page.goto('/hod/applications');
    const row = page.getByText('Claim for a day worked').first();
    await row.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'comp-off-hod-queue-390px');
    await context.close();

    const hodToken = (await api<{ data: { token: string } }>('POST', '/auth/login', null, { email: people.hod.email, password: 'secret123' })).body.data.token;
    const employeeToken = (await api<{ data: { token: string } }>('POST', '/auth/login', null, { email: people.employee.email, password: 'secret123' })).body.data.token;
    const mine = (await api<{ data: { leaves: { _id: string; kind?: string }[] } }>('GET', '/leaves/my-leaves', employeeToken)).body.data.leaves;
    const claim = mine.find((leave) => leave.kind === 'compOff')!;
    expect((await api('PUT', `/leaves/${claim._id}/status`, hodToken, { status: 'hodApproved' })).status).toBe(200);
    expect((await api('PUT', `/leaves/${claim._id}/status`, adminToken, { status: 'approved' })).status).toBe(200);

    const phone = await newPage(390);
    await signIn(phone.page, people.employee.email);
    await phone.page.waitForURL('**/employee/dashboard');
    await phone.page.goto('/employee/apply-leave');
    await phone.page.getByRole('option', { name: /COFF - Compensatory Off \(1 day available\)/ }).waitFor({ state: 'attached' });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone.page, 'comp-off-apply-390px');
    await phone.context.close();
  });
});
