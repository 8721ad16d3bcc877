// Compensatory leave in Chromium (issue 20): on a product of its own (its policy versions stay out of the
// shared product's), a version adds 'coff'; the employee's apply screen shows the 'Claim Compensatory
// Leave' card, refuses a working day on its field and sends a Saturday worked; the HOD's queue shows the
// claim as one, and once the HOD and the admin approve it the employee's balance holds the day.
// Screenshots at 1366 and 390 px.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { freePort, startProduct, type RunningProduct } from './product';
import { ADMIN, CSE, api as call, collegeToday, createPerson, launch, newPage, seriousViolations, shot, signIn, tokenFor } from './support';

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
  const api = <T = any>(method: string, route: string, token: string | null, body?: unknown) => call<T>(method, route, token, body, product.baseUrl);

  const phoneOrDesktop = (width: number) => newPage(browser, { width, height: width > 800 ? 900 : 844 }, product.baseUrl);

  beforeAll(async () => {
    product = await startProduct(await freePort(), {}, inject('runtime'));
    browser = await launch();
    adminToken = await tokenFor(ADMIN.email, ADMIN.password, product.baseUrl);
    for (const role of ['hod', 'employee'] as const) people[role] = await createPerson(role, CSE, product.baseUrl);
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
    const { context, page } = await phoneOrDesktop(1366);
    await signIn(page, people.employee.email, 'secret123');
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
    const { context, page } = await phoneOrDesktop(390);
    await signIn(page, people.hod.email, 'secret123');
    await page.waitForURL('**/hod/dashboard');
    await page.goto('/hod/applications');
    const row = page.getByText('Claim for a day worked').first();
    await row.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'comp-off-hod-queue-390px');
    await context.close();

    const hodToken = await tokenFor(people.hod.email, 'secret123', product.baseUrl);
    const employeeToken = await tokenFor(people.employee.email, 'secret123', product.baseUrl);
    const mine = (await api<{ data: { leaves: { _id: string; kind?: string }[] } }>('GET', '/leaves/my-leaves', employeeToken)).body.data.leaves;
    const claim = mine.find((leave) => leave.kind === 'compOff')!;
    expect((await api('PUT', `/leaves/${claim._id}/status`, hodToken, { status: 'hodApproved' })).status).toBe(200);
    expect((await api('PUT', `/leaves/${claim._id}/status`, adminToken, { status: 'approved' })).status).toBe(200);

    const phone = await phoneOrDesktop(390);
    await signIn(phone.page, people.employee.email, 'secret123');
    await phone.page.waitForURL('**/employee/dashboard');
    await phone.page.goto('/employee/apply-leave');
    await phone.page.getByRole('option', { name: /COFF - Compensatory Off \(1 day available\)/ }).waitFor({ state: 'attached' });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone.page, 'comp-off-apply-390px');
    await phone.context.close();
  });
});
