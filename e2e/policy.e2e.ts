// The 'Leave Policy' screen (issue 20): the admin adds a type and publishes a version from today with a
// reason; the versions list shows it in force, with who published it; the screen works at 390 px; the
// same day an employee's apply form offers the new type and takes an application for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ADMIN, api, createPerson, launch, newPage, nextWeekday, seriousViolations, shot, signIn, tokenFor } from './support';

describe('the admin publishes a version of the leave policy', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('adds Examination Leave from today; the versions show it in force; everyone reads it', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('link', { name: 'Leave Policy' }).first().click();
    await page.waitForURL('**/admin/policy');
    await page.getByRole('heading', { name: /In Force: Version 1/ }).waitFor();
    await shot(page, 'policy-1366px');

    await page.getByRole('button', { name: 'Add Leave Type' }).click();
    // The new type's legend follows what is typed into it: found as the last type.
    const added = page.locator('fieldset.policy-type').last();
    await added.getByLabel('Code').fill('Exam');
    await added.getByLabel('Name').fill('Examination Leave');
    await page.getByLabel('Reason').fill('Staff invigilating university examinations');
    await page.getByRole('button', { name: 'Publish Version' }).click();
    // A code in capitals is refused on its field, as the server would.
    await added.getByText('The code must be 2 to 8 lower-case letters').waitFor();
    await added.getByLabel('Code').fill('exam');
    await page.getByRole('button', { name: 'Publish Version' }).click();
    // Publishing asks first: what the version changes, for how many people, from when.
    const confirm = page.getByRole('dialog', { name: 'Publish this version?' });
    await confirm.getByText(/^Examination Leave \(EXAM\) added with 3 days, for \d+ (person|people) from today$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'policy-confirm-1366px');
    const published = page.waitForResponse((response) => response.url().endsWith('/api/policy/versions') && response.request().method() === 'POST');
    await confirm.getByRole('button', { name: 'Publish Version' }).click();
    const answer = await published;
    expect(answer.status(), await answer.text()).toBe(201);
    await page.getByRole('heading', { name: /In Force: Version 2/ }).waitFor();
    const versions = page.getByRole('table', { name: 'Versions of the leave policy' });
    await versions.getByRole('row', { name: /2 .*In force.*Administrator.*Staff invigilating university examinations/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'policy-published-1366px');
    await context.close();

    const phone = await newPage(browser, { width: 390, height: 844 });
    await signIn(phone.page, ADMIN.email, ADMIN.password);
    await phone.page.goto('/admin/policy');
    await phone.page.getByRole('heading', { name: /In Force: Version 2/ }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone.page, 'policy-390px');
    // On a phone too the question comes first; a version that changes nothing says so, and Cancel publishes nothing.
    await phone.page.getByLabel('Reason').fill('The same rules again');
    await phone.page.getByRole('button', { name: 'Publish Version' }).click();
    const asked = phone.page.getByRole('dialog', { name: 'Publish this version?' });
    await asked.getByText('This version changes nothing in the policy in force on that day.').waitFor();
    await shot(phone.page, 'policy-confirm-390px');
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'hidden' });
    await phone.context.close();

    const employee = await createPerson('employee');
    const inForce = await api<{ data: { version: number; policy: { leaveTypes: { code: string }[] } } }>('GET', '/policy', await tokenFor(employee.email, employee.password));
    expect(inForce.body.data.version).toBe(2);
    expect(inForce.body.data.policy.leaveTypes.map((type) => type.code)).toContain('exam');

    // The day it takes effect, the employee's apply form offers the new type, with its allowance (a
    // person created under version 2 opens with its 3 days), its rules, and takes an application for it.
    for (const [i, viewport] of [{ width: 1366, height: 900 }, { width: 390, height: 844 }].entries()) {
      const form = await newPage(browser, viewport);
      const alerts: string[] = [];
      form.page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await signIn(form.page, employee.email, employee.password);
      await form.page.waitForURL('**/employee/dashboard');
      await form.page.goto('/employee/apply-leave');
      const select = form.page.getByLabel('Leave Type');
      // One figure (issue 49): the day applied for at 1366 px is pending when the phone opens the form, so
      // it offers 2 of the 3 days, as the server would refuse a third.
      await select.locator('option', { hasText: `EXAM - Examination Leave (${3 - i} days available)` }).waitFor({ state: 'attached' });
      await form.page.getByRole('list', { name: 'Leave balances' }).getByText('Examination Leave').waitFor();
      await select.selectOption('exam');
      await form.page.getByText('Examination Leave (EXAM):').waitFor();
      // A week apart: two days one apart can both fall on the same Monday after a weekend.
      const day = nextWeekday(14 + 7 * i);
      await form.page.getByLabel('Start Date').fill(day);
      await form.page.getByLabel('End Date').fill(day);
      await form.page.getByLabel('Reason').fill('Invigilating the university examinations');
      expect(await seriousViolations(form.page)).toEqual([]);
      expect(await form.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(form.page, `policy-new-type-apply-${viewport.width}px`);
      const applied = form.page.waitForResponse((response) => response.url().endsWith('/api/leaves') && response.request().method() === 'POST');
      await form.page.getByRole('button', { name: 'Submit Application' }).click();
      const answer = await applied;
      expect(answer.status(), await answer.text()).toBe(201);
      expect(await answer.json()).toMatchObject({ data: { leave: { leaveType: 'exam', numberOfDays: 1 } } });
      await expect.poll(() => alerts).toContain('Leave application submitted successfully!');
      await form.context.close();
    }
  });

  it('the admin downloads the month\'s payroll as CSV, on a phone too', async () => {
    for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
      const { page, context } = await newPage(browser, viewport);
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/payroll');
      await page.getByRole('heading', { name: 'Monthly Payroll' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      expect((await download).suggestedFilename()).toMatch(/^payroll-\d{4}-\d{2}\.csv$/);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `payroll-${viewport.width}px`);
      await context.close();
    }
  });

  it('the auditor reads the versions on /audit/policy, without the editor', async () => {
    const admin = await tokenFor(ADMIN.email, ADMIN.password);
    const auditor = { email: `auditor.policy.${Date.now().toString(36)}@e2e.college.edu`, password: 'secret123' };
    const created = await api('POST', '/auth/register', admin, { name: 'Anil Auditor', email: auditor.email, password: auditor.password, role: 'auditor', mobileNo: '9876543210', dateOfBirth: '1980-02-02' });
    expect(created.status).toBe(201);
    for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
      const { page, context } = await newPage(browser, viewport);
      await signIn(page, auditor.email, auditor.password);
      await page.goto('/audit/policy');
      await page.getByRole('table', { name: 'Versions of the leave policy' }).getByText('Staff invigilating university examinations').waitFor();
      expect(await page.getByRole('button', { name: 'Publish Version' }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `audit-policy-${viewport.width}px`);
      await context.close();
    }
  });
});
