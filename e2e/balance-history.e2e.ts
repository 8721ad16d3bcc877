import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, api, createPerson, launch, newPage, nextWeekday, seriousViolations, shot, signIn, tokenFor } from './support';

const PHONE = { width: 390, height: 844 };

/** The 'Balance history' section, with the CL entries shown (newest first). */
async function expectClHistory(scope: Page | Locator): Promise<Locator> {
  const section = scope.getByRole('region', { name: 'Balance history' });
  await section.waitFor();
  await section.getByRole('tab', { name: 'CL', exact: true }).click();
  const entries = section.getByRole('list').getByRole('listitem');
  await entries.first().waitFor();
  await expect.poll(() => entries.allInnerTexts()).toEqual([
    expect.stringMatching(/Adjusted[\s\S]*\u22121 day[\s\S]*Balance: 4 days[\s\S]*Corrected from the attendance register/),
    expect.stringMatching(/Leave taken[\s\S]*\u22121 day[\s\S]*Balance: 5 days/),
    expect.stringMatching(/Reset[\s\S]*Balance: 6 days[\s\S]*Opening balance/),
  ]);
  return section;
}

/** Nothing wider than the screen: the history reads on a phone without scrolling sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe('the balance history on the three screens that show it', () => {
  let browser: Browser;
  let hod: { email: string; password: string; name: string; id: string };
  let employee: { email: string; password: string; name: string; id: string };

  beforeAll(async () => {
    browser = await launch();
    hod = await createPerson('hod');
    employee = await createPerson('employee');
    // One approved day of CL, then an admin's correction with its reason: three CL entries.
    const adminToken = await tokenFor(ADMIN.email, ADMIN.password);
    const day = nextWeekday(21);
    const applied = await api<{ data: { leave: { _id: string } } }>('POST', '/leaves', await tokenFor(employee.email, employee.password), {
      leaveType: 'cl',
      fromDate: day,
      toDate: day,
      reason: 'Attending a family wedding out of town',
    });
    expect(applied.status).toBe(201);
    const leaveId = applied.body.data.leave._id;
    expect((await api('PUT', `/leaves/${leaveId}/status`, await tokenFor(hod.email, hod.password), { status: 'hodApproved' })).status).toBe(200);
    expect((await api('PUT', `/leaves/${leaveId}/status`, adminToken, { status: 'approved' })).status).toBe(200);
    const corrected = await api('PUT', `/users/${employee.id}`, adminToken, { leaveBalance: { cl: 4 }, balanceReason: 'Corrected from the attendance register' });
    expect(corrected.status).toBe(200);
  });
  afterAll(() => browser.close());

  it("on the employee's own profile, on a desktop and on a 390 px phone", async () => {
    for (const [viewport, name] of [[undefined, 'balance-history-employee-profile'], [PHONE, 'balance-history-employee-profile-390px']] as const) {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, employee.email, employee.password);
      await page.waitForURL('**/employee/dashboard');
      await page.goto('/employee/profile');
      const section = await expectClHistory(page);
      await section.scrollIntoViewIfNeeded();
      if (viewport) await expectNoSidewaysScroll(page);
      await shot(page, name);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it("on the HOD's own profile, and in the HOD's details dialog of a person of the department", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, hod.email, hod.password);
    await page.waitForURL('**/hod/dashboard');
    await page.goto('/hod/profile');
    const own = page.getByRole('region', { name: 'Balance history' });
    await own.getByRole('tab', { name: 'HPL', exact: true }).click();
    await own.getByText('6 years of service completed', { exact: false }).first().waitFor();
    await shot(page, 'balance-history-hod-profile');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/hod/employees');
    await page.getByRole('button', { name: `View details of ${employee.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Employee Details' });
    const section = await expectClHistory(dialog);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'balance-history-hod-employee-dialog');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("in the admin's details dialog, reachable with the keyboard, on a 390 px phone", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/employees');
    await page.getByRole('searchbox').first().fill(employee.email);
    const view = page.getByRole('button', { name: `View details of ${employee.name}` });
    await view.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Employee Details' });
    const section = await expectClHistory(dialog);
    await section.getByRole('tab', { name: 'CL', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => section.getByRole('tab', { name: 'SCL', exact: true }).evaluate((tab) => tab === document.activeElement)).toBe(true);
    await section.getByRole('tab', { name: 'CL', exact: true }).click();
    await section.getByRole('list').scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await shot(page, 'balance-history-admin-employee-dialog-390px');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
