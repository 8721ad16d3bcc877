// What a list screen runs before its first row (issue 24): the admin's applications screen, opened by its
// address, loads no module of domain's form rules (their zod schemas are built as their module loads) and not
// zod itself; the details dialog loads them when it first opens, and works. Which source files a script holds is read from
// the build's source maps in web/dist, the files the product started by `npm start` serves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, api, createPerson, launch, newPage, nextWeekday, signIn, tokenFor } from './support';

const webDist = path.resolve(import.meta.dirname, '../web/dist');
const FORM_RULES = ['domain/src/contracts/forms.ts', 'domain/src/contracts/fields.ts'];
const ZOD = '/node_modules/zod/';

/** Every script the page fetches from now on, by path (/assets/...). */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

/** The source files the given scripts hold, from their source maps. */
function sourcesOf(scripts: readonly string[]): string[] {
  return scripts.flatMap((script) => (JSON.parse(readFileSync(path.join(webDist, `${script}.map`), 'utf8')) as { sources: string[] }).sources);
}

/** The domain's form-rule modules the given scripts hold. */
const formRulesIn = (scripts: readonly string[]) => sourcesOf(scripts).filter((source) => FORM_RULES.some((rule) => source.endsWith(rule)));

/** zod's own modules the given scripts hold. */
const zodIn = (scripts: readonly string[]) => sourcesOf(scripts).filter((source) => source.includes(ZOD));

describe("a list screen's code", () => {
  let browser: Browser;
  let employee: Awaited<ReturnType<typeof createPerson>>;

  beforeAll(async () => {
    browser = await launch();
    employee = await createPerson('employee');
    const day = nextWeekday(9);
    const applied = await api('POST', '/leaves', await tokenFor(employee.email, employee.password), { leaveType: 'cl', fromDate: day, toDate: day, reason: 'Attending a workshop in the city' });
    expect(applied.status).toBe(201);
  });
  afterAll(() => browser.close());

  it("opens the admin's applications without domain's form rules or zod, and loads them with the details dialog, which works", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin/dashboard');
    // The sign-in page fetches its own checks (zod) after it paints; a quick sign-in can leave that
    // script arriving after the dashboard's address: the count starts once the dashboard is quiet.
    await page.waitForLoadState('networkidle');
    const scripts = scriptsOf(page);
    await page.goto('/admin/applications');
    const row = page.getByRole('region', { name: 'All leave applications' }).getByRole('row').filter({ hasText: employee.name });
    await row.waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(3);
    expect(formRulesIn(scripts)).toEqual([]);
    expect(zodIn(scripts)).toEqual([]);

    // The row's Reject opens the details dialog with the reason to type: its chunk, with the rules, loads now.
    await row.getByRole('button', { name: /^Reject application of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave Application Details' });
    await dialog.waitFor();
    expect(formRulesIn(scripts).length).toBeGreaterThan(0);
    expect(zodIn(scripts).length).toBeGreaterThan(0);
    await dialog.getByText(employee.name).first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
