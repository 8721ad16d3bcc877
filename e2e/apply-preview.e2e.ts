// Before applying (issues 43 and 46): once the type and the dates are chosen, the apply form shows who will
// decide, in order, from the server's preview; at 1366 and 390 px, with nothing wider than the screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createPerson, launch, newPage, nextWeekday, seriousViolations, shot, signIn } from './support';

describe('the apply form before applying', () => {
  let browser: Browser;
  let employee: { email: string; password: string; name: string };

  beforeAll(async () => {
    browser = await launch();
    await createPerson('hod');
    employee = await createPerson('employee');
  });
  afterAll(() => browser.close());

  for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
    it(`shows the route the application would take at ${viewport.width} px`, async () => {
      const { page, context } = await newPage(browser, viewport);
      await signIn(page, employee.email, employee.password);
      await page.waitForURL('**/employee/dashboard');
      await page.goto('/employee/apply-leave');
      await page.getByLabel('Leave Type').selectOption('cl');
      await page.getByLabel('Start Date').fill(nextWeekday(21));
      await page.getByLabel('End Date').fill(nextWeekday(21));
      const panel = page.getByRole('region', { name: 'Before you apply' });
      await panel.waitFor();
      const steps = await panel.locator('.leave-preview__steps li').allInnerTexts();
      // The department's HOD step (named when it has one or two holders), then the admin's.
      expect(steps).toHaveLength(2);
      expect(steps[0]).toMatch(/^HOD\b/);
      expect(steps.at(-1)).toMatch(/^Admin\b/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await panel.scrollIntoViewIfNeeded();
      await shot(page, `apply-preview-${viewport.width}px`);
      await context.close();
    });
  }
});
