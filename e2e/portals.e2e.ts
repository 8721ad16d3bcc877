import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ADMIN, createPerson, launch, newPage, seriousViolations, shot, signIn } from './support';

const SCREENS = {
  admin: ['dashboard', 'applications', 'employees', 'excel-upload', 'profile'],
  hod: ['dashboard', 'applications', 'apply-leave', 'history', 'employees', 'profile'],
  employee: ['dashboard', 'apply-leave', 'history', 'profile'],
} as const;

describe('the three portals in Chromium', () => {
  let browser: Browser;
  let hod: { email: string; password: string; name: string };
  let employee: { email: string; password: string; name: string };

  beforeAll(async () => {
    browser = await launch();
    hod = await createPerson('hod');
    employee = await createPerson('employee');
  });
  afterAll(() => browser.close());

  it.each([
    ['admin', () => ADMIN, '/admin/dashboard'],
    ['hod', () => hod, '/hod/dashboard'],
    ['employee', () => employee, '/employee/dashboard'],
  ] as const)('signs in as %s and lands on that dashboard', async (_role, who, dashboard) => {
    const { context, page } = await newPage(browser);
    await signIn(page, who().email, who().password);
    await page.waitForURL(`**${dashboard}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe(dashboard);
    await context.close();
  });

  it('shows the login error banner for a wrong password, and dismisses it when an input gets focus', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, employee.email, 'wrong-password');
    const banner = page.getByRole('alert').filter({ hasText: 'Invalid credentials' });
    await banner.waitFor();
    await page.getByLabel('Email Address').focus();
    await expect.poll(() => banner.count()).toBe(0);
    await context.close();
  });

  it('sends a signed-in user on another role’s route to their own dashboard, and an anonymous one to /login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/admin/employees');
    await page.waitForURL('**/login');
    await signIn(page, employee.email, employee.password);
    await page.waitForURL('**/employee/dashboard');
    await page.goto('/admin/employees');
    await page.waitForURL('**/employee/dashboard');
    await page.goto('/hod/applications');
    await page.waitForURL('**/employee/dashboard');
    await page.goto('/no/such/page');
    await page.waitForURL('**/employee/dashboard');
    await context.close();
  });

  for (const role of ['admin', 'hod', 'employee'] as const) {
    it(`renders every ${role} screen at 1366 and 390 px with no serious accessibility violation and no sideways scroll`, async () => {
      const who = role === 'admin' ? ADMIN : role === 'hod' ? hod : employee;
      for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
        const { context, page } = await newPage(browser, viewport);
        await signIn(page, who.email, who.password);
        await page.waitForURL(`**/${role}/dashboard`);
        for (const screen of SCREENS[role]) {
          const where = `${role}/${screen} at ${viewport.width} px`;
          await page.goto(`/${role}/${screen}`);
          await page.waitForLoadState('networkidle');
          await expect.poll(() => page.getByText('Loading application...').count()).toBe(0);
          expect(new URL(page.url()).pathname).toBe(`/${role}/${screen}`);
          // A lazy screen's chunk may still be arriving after 'networkidle' on a busy machine: wait for it as a person would.
          await expect.poll(() => page.locator('main').count(), { message: `${where} has a main landmark`, timeout: 15_000 }).toBeGreaterThan(0);
          await shot(page, viewport.width === 390 ? `${role}-${screen}-390px` : `${role}-${screen}`);
          expect(await seriousViolations(page), where).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(viewport.width);
        }
        await context.close();
      }
    });
  }

  it('shows the bottom navigation bar on a 390 px wide screen, the HOD bar holding the first five items', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, hod.email, hod.password);
    await page.waitForURL('**/hod/dashboard');
    const bar = page.getByRole('navigation', { name: /bottom/i });
    await bar.waitFor();
    const items = await bar.getByRole('link').allInnerTexts();
    expect(items.map((t) => t.split('\n').pop()!.trim())).toEqual(['Dashboard', 'Applications', 'Apply Leave', 'History', 'Employees']);
    await shot(page, 'hod-dashboard-390px');
    await context.close();
  });

  it("shows the employee's balances first on a phone, the tiles two by two, and the bar of their four screens", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, employee.email, employee.password);
    await page.waitForURL('**/employee/dashboard');
    const balances = page.getByRole('heading', { name: 'Leave Balance' });
    const tiles = page.getByRole('article', { name: 'Total Applications' });
    await balances.waitFor();
    await tiles.waitFor();
    const [balanceBox, tileBox, pendingBox] = [await balances.boundingBox(), await tiles.boundingBox(), await page.getByRole('article', { name: 'Pending Applications' }).boundingBox()];
    expect(balanceBox!.y).toBeLessThan(tileBox!.y);
    expect(balanceBox!.y).toBeLessThan(844);
    // Two tiles side by side.
    expect(Math.abs(pendingBox!.y - tileBox!.y)).toBeLessThan(2);
    const bar = page.getByRole('navigation', { name: /bottom/i });
    expect((await bar.getByRole('link').allInnerTexts()).map((t) => t.split('\n').pop()!.trim())).toEqual(['Dashboard', 'Apply Leave', 'History', 'Profile']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'employee-dashboard-phone-390px');
    await context.close();
  });

  it("keeps a table's actions in reach at 1366 and 390 px, no page scrolling sideways, and every admin screen behind the bar or 'More'", async () => {
    for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin/dashboard');
      await page.goto('/admin/employees');
      const edit = page.getByRole('button', { name: /^Edit/ }).first();
      await edit.waitFor();
      const box = (await edit.boundingBox())!;
      expect(box.x + box.width, `Edit at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `employees at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
      await shot(page, `admin-employees-actions-${viewport.width}px`);
      await context.close();
    }
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin/dashboard');
    const bar = page.getByRole('navigation', { name: /bottom/i });
    await bar.getByRole('link', { name: 'Dashboard' }).waitFor();
    // The admin's four most used screens (decision 0420).
    expect((await bar.getByRole('link').allInnerTexts()).map((t) => t.split('\n').pop()!.trim())).toEqual(['Dashboard', 'Applications', 'Leave Policy', 'Audit']);
    await bar.getByRole('button', { name: 'More' }).click();
    const menu = page.getByRole('dialog', { name: 'Administrator' });
    await menu.getByRole('link', { name: 'Stand-ins' }).click();
    await page.waitForURL('**/admin/stand-ins');
    await bar.getByRole('button', { name: 'More (current: Stand-ins)' }).waitFor();
    for (const screen of ['applications', 'audit', 'stand-ins', 'outgoing-mail', 'holidays', 'policy', 'payroll', 'calendar']) {
      await page.goto(`/admin/${screen}`);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `/admin/${screen} at 390 px`).toBeLessThanOrEqual(390);
    }
    await shot(page, 'admin-more-390px');
    await context.close();
  });
});
