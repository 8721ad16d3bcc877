// An office holder's approvals (issue 43) in Chromium, on a product of its own (its policy stays out of the
// shared product's): a version names the office 'principal' and routes earned leave of more than ten days
// HOD -> Principal -> Admin; an admin names a Principal (an employee, who keeps their portal). The
// employee applies; the Principal, opening the notification's link too early, is told which step waits;
// the HOD approves; the Principal finds it under Approvals and approves it; the applicant's details show
// the route moving, live. A rejection without its reason is asked for one. The admin's Offices screen
// names the holder. The Principal names a stand-in for their office on their profile (390 px), who approves
// from their own Approvals on behalf of the Principal (1366 px). Screenshots at 1366 and 390 px.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { freePort, startProduct, type RunningProduct } from './product';
import { ADMIN, CSE, api as call, collegeToday, createPerson, launch, newPage, nextWeekday, seriousViolations, shot, signIn, tokenFor } from './support';

/** `date` (YYYY-MM-DD) `days` on. */
function plusDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The steps of the route as the details dialog lists them: each step's text. */
async function routeSteps(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Approval route' }).locator('li').allInnerTexts();
}

describe('approvals of an office holder', () => {
  let product: RunningProduct;
  let browser: Browser;
  let adminToken: string;
  let hodToken: string;
  let employeeToken: string;
  const people: Record<'hod' | 'employee' | 'principal' | 'vice', { email: string; name: string; id: string }> = {} as never;
  const api = <T = any>(method: string, route: string, token: string | null, body?: unknown) => call<T>(method, route, token, body, product.baseUrl);
  const phoneOrDesktop = (width: number) => newPage(browser, { width, height: width > 800 ? 900 : 844 }, product.baseUrl);

  /** An earned leave of three weeks from `weeksAhead` weeks on, by the employee: its id. */
  async function applyForLongLeave(weeksAhead: number, reason: string): Promise<string> {
    const fromDate = nextWeekday(weeksAhead * 7);
    const applied = await api<{ data: { leave: { _id: string; route?: { office: string }[] } } }>('POST', '/leaves', employeeToken, { leaveType: 'el', fromDate, toDate: plusDays(fromDate, 20), reason });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect(applied.body.data.leave.route?.map((step) => step.office)).toEqual(['hod', 'principal', 'admin']);
    return applied.body.data.leave._id;
  }

  beforeAll(async () => {
    product = await startProduct(await freePort(), {}, inject('runtime'));
    browser = await launch();
    adminToken = await tokenFor(ADMIN.email, ADMIN.password, product.baseUrl);
    for (const role of ['hod', 'employee'] as const) people[role] = await createPerson(role, CSE, product.baseUrl);
    people.principal = await createPerson('employee', CSE, product.baseUrl);
    people.vice = await createPerson('employee', CSE, product.baseUrl);
    hodToken = await tokenFor(people.hod.email, 'secret123', product.baseUrl);
    employeeToken = await tokenFor(people.employee.email, 'secret123', product.baseUrl);
    const current = await api<{ data: { policy: Record<string, unknown> } }>('GET', '/policy', adminToken);
    const published = await api('POST', '/policy/versions', adminToken, {
      policy: {
        leaveTypes: current.body.data.policy['leaveTypes'],
        offices: [{ code: 'principal', name: 'Principal' }],
        approvalRoutes: [{ name: 'Long earned leave', leaveTypes: ['el'], when: { minDays: 11 }, steps: [{ office: 'hod' }, { office: 'principal' }, { office: 'admin' }] }],
      },
      effectiveFrom: collegeToday(),
      reason: 'The Principal signs earned leave over ten days',
    });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const balance = await api('PUT', `/users/${people.employee.id}`, adminToken, { leaveBalance: { el: 60 }, balanceReason: 'Earned leave carried from the register' });
    expect(balance.status, JSON.stringify(balance.body)).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('the admin names the Principal on the Offices screen, at 1366 and 390 px', async () => {
    for (const width of [1366, 390]) {
      const { context, page } = await phoneOrDesktop(width);
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin/dashboard');
      await page.goto('/admin/offices');
      const holders = page.getByRole('list', { name: 'Holders of Principal' });
      if (width === 1366) {
        await page.getByText('Nobody holds this office yet.').waitFor();
        await page.getByLabel('Find a person for Principal').fill(people.principal.name);
        const picker = page.getByLabel('Add a holder');
        await expect.poll(() => picker.locator('option').allInnerTexts()).toContainEqual(expect.stringContaining(people.principal.name));
        await picker.selectOption(people.principal.id);
        await page.getByRole('button', { name: 'Add holder' }).click();
      }
      await holders.getByText(people.principal.name).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `offices-${width}px`);
      // The policy screen edits the offices and routes of the version in force.
      await page.goto('/admin/policy');
      const steps = page.getByRole('list', { name: 'Steps of Long earned leave' });
      await steps.waitFor();
      expect(await steps.getByRole('combobox', { name: 'Step 2', exact: true }).inputValue()).toBe('principal');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByRole('group', { name: '1. Long earned leave' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `e2e/screenshots/policy-routes-${width}px.png` });
      await context.close();
    }
    const offices = await api<{ data: { offices: { code: string; holders: { _id: string }[] }[] } }>('GET', '/offices', adminToken);
    expect(offices.body.data.offices.find((office) => office.code === 'principal')?.holders.map((holder) => holder._id)).toEqual([people.principal.id]);
  });

  it('at 1366 px: the Principal approves from Approvals after the HOD, and the applicant watches the route move', async () => {
    const leaveId = await applyForLongLeave(3, 'Family wedding in Madurai');

    const applicant = await phoneOrDesktop(1366);
    await signIn(applicant.page, people.employee.email, 'secret123');
    await applicant.page.waitForURL('**/employee/dashboard');
    await applicant.page.goto(`/employee/history?leave=${leaveId}`);
    await applicant.page.getByRole('region', { name: 'Approval route' }).waitFor();
    expect(await routeSteps(applicant.page)).toEqual([expect.stringMatching(/^HOD\s+Waiting/), expect.stringMatching(/^Principal\s+Upcoming/), expect.stringMatching(/^Admin\s+Upcoming/)]);

    // The notification's link, opened before the HOD has decided: the Principal's own portal, the server's 403.
    const principal = await phoneOrDesktop(1366);
    await signIn(principal.page, people.principal.email, 'secret123');
    await principal.page.waitForURL('**/employee/dashboard');
    await principal.page.getByRole('link', { name: 'Approvals' }).first().waitFor();
    await principal.page.goto(`/approvals?leave=${leaveId}`);
    await principal.page.waitForURL(`**/employee/approvals?leave=${leaveId}`);
    const dialog = principal.page.getByRole('dialog', { name: 'Leave Application Details' });
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.getByRole('alert').getByText('This application waits for the HOD (step 1 of 3)').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await principal.page.getByText('Nothing waits for your decision.').waitFor();

    // The HOD approves: the applicant's route moves, and the application enters the Principal's list, live.
    const hodApproved = await api('POST', `/leaves/${leaveId}/decisions`, hodToken, { decision: 'approve' });
    expect(hodApproved.status, JSON.stringify(hodApproved.body)).toBe(200);
    await expect.poll(() => routeSteps(applicant.page)).toEqual([expect.stringMatching(/^HOD\s+Approved[\s\S]*Approved by /), expect.stringMatching(/^Principal\s+Waiting/), expect.stringMatching(/^Admin\s+Upcoming/)]);
    const row = principal.page.getByRole('row', { name: new RegExp(people.employee.name) });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('Principal');
    expect(await seriousViolations(principal.page)).toEqual([]);
    await shot(principal.page, 'approvals-queue-1366px');

    await row.getByRole('button', { name: `View application of ${people.employee.name}` }).click();
    await dialog.getByRole('region', { name: 'Approval route' }).waitFor();
    await shot(principal.page, 'approvals-dialog-1366px');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await principal.page.getByText('Nothing waits for your decision.').waitFor();

    await expect.poll(() => routeSteps(applicant.page)).toEqual([
      expect.stringMatching(/^HOD\s+Approved/),
      expect.stringContaining(`Approved by ${people.principal.name}`),
      expect.stringMatching(/^Admin\s+Waiting/),
    ]);
    expect(await seriousViolations(applicant.page)).toEqual([]);
    await shot(applicant.page, 'approvals-applicant-route-1366px');
    await applicant.context.close();
    await principal.context.close();
  });

  it('at 390 px: a rejection asks for its reason, then rejects at the Principal step; the applicant sees it', async () => {
    const leaveId = await applyForLongLeave(7, 'Visiting my parents in Guntur');
    const hodApproved = await api('POST', `/leaves/${leaveId}/decisions`, hodToken, { decision: 'approve' });
    expect(hodApproved.status, JSON.stringify(hodApproved.body)).toBe(200);

    const applicant = await phoneOrDesktop(390);
    await signIn(applicant.page, people.employee.email, 'secret123');
    await applicant.page.waitForURL('**/employee/dashboard');
    await applicant.page.goto(`/employee/history?leave=${leaveId}`);
    await applicant.page.getByRole('region', { name: 'Approval route' }).waitFor();

    const principal = await phoneOrDesktop(390);
    await signIn(principal.page, people.principal.email, 'secret123');
    await principal.page.waitForURL('**/employee/dashboard');
    await principal.page.goto('/employee/approvals');
    const row = principal.page.getByRole('row', { name: new RegExp(people.employee.name) });
    await row.waitFor();
    expect(await principal.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(principal.page, 'approvals-queue-390px');
    await row.getByRole('button', { name: `Reject application of ${people.employee.name}` }).click();
    const dialog = principal.page.getByRole('dialog', { name: 'Leave Application Details' });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText('Please provide a reason for rejection').waitFor();
    await dialog.getByLabel('Rejection Reason').fill('Examinations are on those weeks');
    await shot(principal.page, 'approvals-dialog-390px');
    expect(await seriousViolations(principal.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(() => routeSteps(applicant.page)).toEqual([
      expect.stringMatching(/^HOD\s+Approved/),
      expect.stringContaining(`Rejected by ${people.principal.name}`),
      expect.stringMatching(/^Admin\s+Upcoming/),
    ]);
    expect(await applicant.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await applicant.page.getByRole('region', { name: 'Approval route' }).scrollIntoViewIfNeeded();
    await shot(applicant.page, 'approvals-applicant-route-390px');
    await applicant.context.close();
    await principal.context.close();
  });

  it("the Principal names a stand-in on their profile at 390 px; the stand-in approves from Approvals at 1366 px, on the Principal's behalf", async () => {
    const principal = await phoneOrDesktop(390);
    await signIn(principal.page, people.principal.email, 'secret123');
    await principal.page.waitForURL('**/employee/dashboard');
    await principal.page.goto('/employee/profile');
    const card = principal.page.locator('section', { has: principal.page.getByRole('heading', { name: 'Stand-in for your office' }) });
    await card.getByText('No stand-in named for your office.').waitFor();
    await card.getByLabel('Find a stand-in').fill(people.vice.name);
    const picker = card.getByLabel(/^Stand-in/);
    await expect.poll(() => picker.locator('option').allInnerTexts()).toContainEqual(expect.stringContaining(people.vice.name));
    await picker.selectOption(people.vice.id);
    await card.getByLabel(/^First day/).fill(collegeToday());
    await card.getByLabel(/^Last day/).fill(plusDays(collegeToday(), 6));
    await card.getByRole('button', { name: 'Name stand-in' }).click();
    await card.getByRole('list', { name: 'Named stand-ins for your office' }).getByText(people.vice.name).waitFor();
    expect(await principal.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(principal.page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await shot(principal.page, 'office-stand-in-named-390px');
    await principal.context.close();

    const leaveId = await applyForLongLeave(11, 'Sister’s wedding in Warangal');
    const hodApproved = await api('POST', `/leaves/${leaveId}/decisions`, hodToken, { decision: 'approve' });
    expect(hodApproved.status, JSON.stringify(hodApproved.body)).toBe(200);

    const vice = await phoneOrDesktop(1366);
    await signIn(vice.page, people.vice.email, 'secret123');
    await vice.page.waitForURL('**/employee/dashboard');
    await vice.page.getByRole('link', { name: 'Approvals' }).first().click();
    await vice.page.waitForURL('**/employee/approvals');
    const row = vice.page.getByRole('row', { name: new RegExp(people.employee.name) });
    await row.waitFor();
    await shot(vice.page, 'office-stand-in-approvals-1366px');
    await row.getByRole('button', { name: `View application of ${people.employee.name}` }).click();
    const dialog = vice.page.getByRole('dialog', { name: 'Leave Application Details' });
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await vice.page.getByText('Nothing waits for your decision.').waitFor();
    expect(await seriousViolations(vice.page)).toEqual([]);
    await vice.context.close();

    const events = await api<{ data: { events: { type: string; data: { onBehalfOf?: { name: string } } }[] } }>('GET', `/leaves/${leaveId}/events`, adminToken);
    expect(events.body.data.events.at(-1)).toMatchObject({ type: 'LeaveHodApproved', data: { onBehalfOf: { name: people.principal.name } } });
  });
});
