import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, createPerson, launch, newPage, nextWeekday, shot, signIn } from './support';

/** Fills the apply-leave form of either portal and submits it. */
async function applyForLeave(page: Page, portal: 'employee' | 'hod', from: string, to: string, reason: string): Promise<void> {
  await page.goto(`/${portal}/apply-leave`);
  await page.getByLabel('Leave Type').selectOption('cl');
  await page.getByLabel('Start Date').fill(from);
  await page.getByLabel('End Date').fill(to);
  await page.getByLabel('Reason').fill(reason);
  await page.getByRole('button', { name: 'Submit Application' }).click();
}

describe('an application from request to decision, live on every screen', () => {
  let browser: Browser;
  let hod: { email: string; password: string; name: string };
  let employee: { email: string; password: string; name: string };

  beforeAll(async () => {
    browser = await launch();
    hod = await createPerson('hod');
    employee = await createPerson('employee');
  });
  afterAll(() => browser.close());

  it('apply -> Approve as HOD -> admin approval, with the queues updating without a reload, then history and balance', async () => {
    const hodSession = await newPage(browser);
    await signIn(hodSession.page, hod.email, hod.password);
    await hodSession.page.waitForURL('**/hod/dashboard');
    await hodSession.page.goto('/hod/applications');
    await hodSession.page.getByRole('heading', { name: 'Department Applications' }).waitFor();

    const adminSession = await newPage(browser);
    await signIn(adminSession.page, ADMIN.email, ADMIN.password);
    await adminSession.page.waitForURL('**/admin/dashboard');
    await adminSession.page.goto('/admin/applications');

    const employeeSession = await newPage(browser);
    await signIn(employeeSession.page, employee.email, employee.password);
    await employeeSession.page.waitForURL('**/employee/dashboard');
    const alerts: string[] = [];
    employeeSession.page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const day = nextWeekday(7);
    await applyForLeave(employeeSession.page, 'employee', day, day, 'Attending a family wedding out of town');
    await expect.poll(() => alerts).toContain('Leave application submitted successfully!');

    // The HOD's open queue shows it without any reload.
    const hodRow = hodSession.page.getByRole('row').filter({ hasText: employee.name });
    await hodRow.waitFor({ timeout: 10_000 });
    await shot(hodSession.page, 'flow-hod-queue-live');

    const adminRow = adminSession.page.getByRole('row').filter({ hasText: employee.name });
    await adminRow.waitFor({ timeout: 10_000 });
    await hodRow.getByRole('button', { name: /Approve as HOD/ }).click();
    // ... and the admin's open queue turns 'HOD Approved' without a reload.
    await adminRow.getByText('HOD Approved').waitFor({ timeout: 10_000 });
    await shot(adminSession.page, 'flow-admin-queue-live');

    await adminRow.getByRole('button', { name: /^Approve application/ }).click();
    await adminRow.getByText('Approved', { exact: true }).waitFor({ timeout: 10_000 });

    await employeeSession.page.goto('/employee/history');
    const historyRow = employeeSession.page.getByRole('row').filter({ hasText: 'Attending a family wedding' });
    await historyRow.getByText('Approved', { exact: true }).waitFor();
    await employeeSession.page.goto('/employee/dashboard');
    await shot(employeeSession.page, 'flow-employee-after-approval');
    await expect.poll(() => employeeSession.page.getByText(/Casual Leave/).first().isVisible()).toBe(true);

    for (const s of [hodSession, adminSession, employeeSession]) await s.context.close();
  });

  it('asks for a reason before a HOD rejection, then shows the rejection and its reason to the employee', async () => {
    const employeeSession = await newPage(browser);
    await signIn(employeeSession.page, employee.email, employee.password);
    await employeeSession.page.waitForURL('**/employee/dashboard');
    const alerts: string[] = [];
    employeeSession.page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const day = nextWeekday(14);
    await applyForLeave(employeeSession.page, 'employee', day, day, 'Personal work at the passport office');
    await expect.poll(() => alerts).toContain('Leave application submitted successfully!');

    const hodSession = await newPage(browser);
    const hodAlerts: string[] = [];
    hodSession.page.on('dialog', (dialog) => {
      hodAlerts.push(dialog.message());
      void dialog.accept();
    });
    await signIn(hodSession.page, hod.email, hod.password);
    await hodSession.page.waitForURL('**/hod/dashboard');
    await hodSession.page.goto('/hod/applications');
    const row = hodSession.page.getByRole('row').filter({ hasText: 'passport office' });
    await row.getByRole('button', { name: /^Reject/ }).click();
    const dialog = hodSession.page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => hodAlerts).toContain('Please provide a reason for rejection');
    await dialog.getByLabel('Rejection Reason').fill('Department inspection on that day');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await row.getByText('Rejected', { exact: true }).waitFor({ timeout: 10_000 });

    await employeeSession.page.goto('/employee/history');
    const historyRow = employeeSession.page.getByRole('row').filter({ hasText: 'passport office' });
    await historyRow.getByText('Rejected', { exact: true }).waitFor({ timeout: 10_000 });
    await historyRow.getByRole('button', { name: /View/ }).click();
    const details = employeeSession.page.getByRole('dialog');
    await details.getByText('Department inspection on that day', { exact: true }).waitFor();
    await details.getByText(hod.name).first().waitFor();
    await shot(employeeSession.page, 'flow-employee-rejection-details');
    await employeeSession.page.keyboard.press('Escape');
    await expect.poll(() => employeeSession.page.getByRole('dialog').count()).toBe(0);

    for (const s of [hodSession, employeeSession]) await s.context.close();
  });
});
