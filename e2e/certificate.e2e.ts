// Half days and medical certificates (issue 21): an employee applies for the afternoon of one day as CL, and
// for 3 days of HPL with a certificate attached in the apply form; the HOD sees the half day as a half and
// opens the certificate from the application's details dialog and downloads the very bytes. At 1366 and
// 390 px.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createPerson, launch, newPage, seriousViolations, shot, signIn } from './support';

/** A Monday at least two weeks ahead and the Wednesday after it (3 working days), as YYYY-MM-DD. */
function mondayToWednesday(): { from: string; to: string } {
  const day = new Date();
  day.setDate(day.getDate() + 14);
  while (day.getDay() !== 1) day.setDate(day.getDate() + 1);
  const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const from = iso(day);
  day.setDate(day.getDate() + 2);
  return { from, to: iso(day) };
}

const certificate = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('a medical certificate from the apply form to the HOD', () => {
  let browser: Browser;
  let hod: { email: string; password: string; name: string };
  let employee: { email: string; password: string; name: string };

  beforeAll(async () => {
    browser = await launch();
    hod = await createPerson('hod');
    employee = await createPerson('employee');
  });
  afterAll(() => browser.close());

  it('the employee applies for a second-half CL at 1366 and 390 px; the HOD sees half a day, the afternoon', async () => {
    const { from } = mondayToWednesday();
    // The Thursday and the Friday after that Monday, one application at each width.
    const days = [3, 4].map((offset) => {
      const day = new Date(`${from}T12:00:00`);
      day.setDate(day.getDate() + offset);
      return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    });
    for (const [i, viewport] of [{ width: 1366, height: 900 }, { width: 390, height: 844 }].entries()) {
      const { page, context } = await newPage(browser, viewport);
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await signIn(page, employee.email, employee.password);
      await page.waitForURL('**/employee/dashboard');
      await page.goto('/employee/apply-leave');
      await page.getByLabel('Leave Type').selectOption('cl');
      await page.getByLabel('Start Date').fill(days[i]!);
      await page.getByLabel('End Date').fill(days[i]!);
      await page.getByLabel('Half day').selectOption('second');
      await page.getByLabel('Reason').fill('Parent-teacher meeting at my daughter’s school');
      await page.getByText('Working Days: 0.5 days').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, `half-day-apply-${viewport.width}px`);
      const applied = page.waitForResponse((response) => response.url().endsWith('/api/leaves') && response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Submit Application' }).click();
      const answer = await applied;
      expect(answer.status(), await answer.text()).toBe(201);
      expect(await answer.json()).toMatchObject({ data: { leave: { fromHalf: 'second', toHalf: 'second', numberOfDays: 0.5 } } });
      await expect.poll(() => alerts).toContain('Leave application submitted successfully!');
      await context.close();
    }

    const session = await newPage(browser, { width: 1366, height: 900 });
    await signIn(session.page, hod.email, hod.password);
    await session.page.waitForURL('**/hod/dashboard');
    await session.page.goto('/hod/applications');
    const row = session.page.getByRole('row').filter({ hasText: '0.5 days' }).filter({ hasText: employee.name });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(2);
    await row.first().getByText(/\(afternoon\)/).waitFor();
    await shot(session.page, 'half-day-hod-queue-1366px');
    await session.context.close();
  });

  it('the employee applies for 3 days of HPL with a certificate; the HOD opens it from the details dialog', async () => {
    const { from, to } = mondayToWednesday();
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await signIn(page, employee.email, employee.password);
    await page.waitForURL('**/employee/dashboard');
    await page.goto('/employee/apply-leave');
    await page.getByLabel('Leave Type').selectOption('hpl');
    await page.getByLabel('Start Date').fill(from);
    await page.getByLabel('End Date').fill(to);
    await page.getByLabel('Reason').fill('Fever: advised three days of rest by the doctor');
    await page.getByText(/A medical certificate is required for HPL of 3 days or more/).first().waitFor();
    // Without the file the form says why and sends nothing.
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('alert').filter({ hasText: 'A medical certificate is required for HPL of 3 days or more' }).waitFor();
    await page.getByLabel('Medical certificate or supporting documents').setInputFiles({ name: 'medical-certificate.pdf', mimeType: 'application/pdf', buffer: certificate });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'certificate-apply-390px');
    const applied = page.waitForResponse((response) => response.url().endsWith('/api/leaves') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const answer = await applied;
    expect(answer.status(), await answer.text()).toBe(201);
    expect(answer.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect.poll(() => alerts).toContain('Leave application submitted successfully!');
    await context.close();

    for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
      const session = await newPage(browser, viewport);
      await signIn(session.page, hod.email, hod.password);
      await session.page.waitForURL('**/hod/dashboard');
      await session.page.goto('/hod/applications');
      const row = session.page.getByRole('row').filter({ hasText: employee.name });
      await row.first().waitFor({ timeout: 10_000 });
      await session.page.getByRole('button', { name: `View application of ${employee.name}` }).first().click();
      const dialog = session.page.getByRole('dialog');
      const link = dialog.getByRole('region', { name: 'Attachments' }).getByRole('link', { name: 'medical-certificate.pdf' });
      await link.waitFor();
      await dialog.getByText(/Attached medical-certificate\.pdf/).waitFor();
      expect(await seriousViolations(session.page)).toEqual([]);
      expect(await session.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(session.page, `certificate-hod-dialog-${viewport.width}px`);
      const download = session.page.waitForEvent('download');
      await link.click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('medical-certificate.pdf');
      expect(sha256(readFileSync((await file.path())!))).toBe(sha256(certificate));
      await session.context.close();
    }
  });
});
