// The auditor's portal (issue 12): the auditor signs in, lands on /audit, filters the log, opens an
// application's timeline, picks the HOD's approval and sees the balance as it was then, and finds no
// button that changes anything; the same at 390 px, with the keyboard, and in the admin's portal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, api, createPerson, launch, newPage, nextWeekday, seriousViolations, shot, signIn, tokenFor } from './support';

const PHONE = { width: 390, height: 844 };
/** A button whose name starts with one of these words would change something; the audit screen has none. */
const CHANGING = /^(approve|reject|delete|remove|edit|apply|save|submit|add|upload|import|deactivate|reactivate|reset|create|cancel leave|withdraw)\b/i;

async function expectNothingChanges(page: Page): Promise<void> {
  const names = await page.getByRole('button').evaluateAll((buttons) => buttons.map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()));
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((name) => CHANGING.test(name))).toEqual([]);
}

describe("the auditor's portal", () => {
  let browser: Browser;
  let auditor: { email: string; password: string };
  let employee: { email: string; password: string; name: string; id: string };
  let leaveId: string;
  let clBefore: number;

  beforeAll(async () => {
    browser = await launch();
    const adminToken = await tokenFor(ADMIN.email, ADMIN.password);
    const hod = await createPerson('hod');
    employee = await createPerson('employee');
    const employeeToken = await tokenFor(employee.email, employee.password);
    clBefore = (await api<{ data: { cl: number } }>('GET', '/users/current-leave-balances', employeeToken)).body.data.cl;
    const day = nextWeekday(14);
    const applied = await api<{ data: { leave: { _id: string } } }>('POST', '/leaves', employeeToken, { leaveType: 'cl', fromDate: day, toDate: day, reason: 'Visiting the registrar office in town' });
    expect(applied.status).toBe(201);
    leaveId = applied.body.data.leave._id;
    expect((await api('PUT', `/leaves/${leaveId}/status`, await tokenFor(hod.email, hod.password), { status: 'hodApproved' })).status).toBe(200);
    expect((await api('PUT', `/leaves/${leaveId}/status`, adminToken, { status: 'approved' })).status).toBe(200);
    auditor = { email: `auditor.${Date.now().toString(36)}@e2e.college.edu`, password: 'secret123' };
    const created = await api('POST', '/auth/register', adminToken, { name: 'Anita Auditor', email: auditor.email, password: auditor.password, role: 'auditor', mobileNo: '9876543210', dateOfBirth: '1980-02-02' });
    expect(created.status).toBe(201);
  });
  afterAll(() => browser.close());

  it('lands on /audit, filters, opens a timeline and sees the balance as it was after the HOD approval', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, auditor.email, auditor.password);
    await page.waitForURL('**/audit/**');
    expect(new URL(page.url()).pathname.startsWith('/audit')).toBe(true);
    await page.getByRole('region', { name: 'Event log' }).waitFor();

    // The register names people with their employee ID: the option that holds the name.
    const person = await page.getByLabel('Person').locator('option', { hasText: employee.name }).getAttribute('value');
    await page.getByLabel('Person').selectOption(person ?? '');
    await page.getByLabel('Application ID').fill(leaveId);
    const rows = page.getByRole('region', { name: 'Event log' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByLabel('Event type').selectOption('LeaveHodApproved');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByLabel('Event type').selectOption('');
    await expect.poll(() => rows.count()).toBe(3);
    await shot(page, 'audit-log-filtered');
    expect(await seriousViolations(page)).toEqual([]);
    await expectNothingChanges(page);

    await rows.first().getByRole('button', { name: /Open the timeline/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Application timeline' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /^Show the state after: Approved by HOD/ }).click();
    await expect.poll(() => dialog.getByTestId('balance-cl').innerText()).toBe(String(clBefore));
    expect(await dialog.getByText('HOD Approved').count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: /^Show the state after: Approved by (?!HOD)/ }).click();
    await expect.poll(() => dialog.getByTestId('balance-cl').innerText()).toBe(String(clBefore - 1));
    await shot(page, 'audit-timeline');
    expect(await seriousViolations(page)).toEqual([]);
    await expectNothingChanges(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('works at 390 px with the keyboard alone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, auditor.email, auditor.password);
    await page.waitForURL('**/audit/**');
    await page.getByLabel('Application ID').fill(leaveId);
    const rows = page.getByRole('region', { name: 'Event log' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    // From the last filter, Tab reaches the first timeline button, with a visible focus ring.
    await page.getByRole('textbox', { name: 'To', exact: true }).focus();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).startsWith('Open the timeline')) break;
    }
    const focused = page.locator(':focus');
    expect(await focused.getAttribute('aria-label')).toMatch(/^Open the timeline/);
    expect(await focused.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Application timeline' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'audit-timeline-390px');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'audit-log-390px');
    await context.close();
  });

  it("is the same screen in the admin's portal", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/audit');
    await page.getByLabel('Application ID').fill(leaveId);
    await expect.poll(() => page.getByRole('region', { name: 'Event log' }).locator('tbody tr').count()).toBe(3);
    await context.close();
  });
});
