// The college's calendar rules in Chromium (issue 46), on a product of its own (its policy versions stay out
// of the shared product's): a version published through the API from today gives CL the sandwich rule, an
// exam-week blackout, a department cap in 'warn' mode and 2 restricted holidays a year. The employee's apply
// form shows, before applying, the weekend between Friday and Monday counted as leave and the blackout the
// Monday falls in; the HOD's queue shows how many of the department would be away beside an application;
// the admin's policy screen shows the rules, and the holiday screen adds an optional holiday and marks it.
// Screenshots at 1366 and 390 px.

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { freePort, startProduct, type RunningProduct } from './product';
import { ADMIN, CSE, api as call, collegeToday, createPerson, launch, newPage, seriousViolations, shot, signIn, tokenFor } from './support';

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The day `days` after `date`, as YYYY-MM-DD. */
function dayAfter(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The first Friday at least `daysAhead` days after the college's today. */
function fridayAhead(daysAhead: number): string {
  let day = dayAfter(collegeToday(), daysAhead);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 5) day = dayAfter(day, 1);
  return day;
}

describe("the college's calendar rules", () => {
  let product: RunningProduct;
  let browser: Browser;
  let adminToken: string;
  const people: Record<'hod' | 'employee', { email: string; password: string; name: string; id: string }> = {} as never;
  const api = <T = any>(method: string, route: string, token: string | null, body?: unknown) => call<T>(method, route, token, body, product.baseUrl);
  const open = (width: number) => newPage(browser, { width, height: width > 800 ? 900 : 844 }, product.baseUrl);
  // A Friday three weeks on, its Monday, and the exam week that Monday opens.
  const friday = fridayAhead(21);
  const monday = dayAfter(friday, 3);
  const examsEnd = dayAfter(monday, 4);

  beforeAll(async () => {
    product = await startProduct(await freePort(), {}, inject('runtime'));
    browser = await launch();
    adminToken = await tokenFor(ADMIN.email, ADMIN.password, product.baseUrl);
    for (const role of ['hod', 'employee'] as const) people[role] = await createPerson(role, CSE, product.baseUrl);
    const current = await api<{ data: { policy: { leaveTypes: Record<string, unknown>[] } } }>('GET', '/policy', adminToken);
    const policy = {
      ...current.body.data.policy,
      leaveTypes: current.body.data.policy.leaveTypes.map((type) => (type['code'] === 'cl' ? { ...type, sandwich: true } : type)),
      blackouts: [{ name: 'End-semester examinations', from: monday, to: examsEnd, exemptTypes: ['hpl'] }],
      departmentCap: { maxAway: 5, mode: 'warn' },
      restrictedHolidays: { perYear: 2 },
    };
    const published = await api('POST', '/policy/versions', adminToken, { policy, effectiveFrom: collegeToday(), reason: 'Calendar rules of the leave circular' });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
  });
  /** Weekdays before `before`, nearest first, that are not holidays of the product's calendar. */
  async function workingDaysBefore(before: string, count: number): Promise<string[]> {
    const years = [...new Set([before.slice(0, 4), dayAfter(before, -30).slice(0, 4)])];
    const holidays = new Set<string>();
    for (const year of years) for (const holiday of (await api<{ data: { holidays: { date: string }[] } }>('GET', `/holidays?year=${year}`, adminToken)).body.data.holidays) holidays.add(holiday.date);
    const days: string[] = [];
    for (let day = dayAfter(before, -1); days.length < count; day = dayAfter(day, -1)) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (weekday !== 0 && weekday !== 6 && !holidays.has(day) && day > collegeToday()) days.push(day);
    }
    return days;
  }

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  for (const viewport of VIEWPORTS) {
    it(`the apply form counts the weekend between Friday and Monday and names the blackout at ${viewport.width} px`, async () => {
      const { page, context } = await open(viewport.width);
      await signIn(page, people.employee.email, people.employee.password);
      await page.waitForURL('**/employee/dashboard');
      await page.goto('/employee/apply-leave');
      await page.getByLabel('Leave Type').selectOption('cl');
      await page.getByLabel('Start Date').fill(friday);
      await page.getByLabel('End Date').fill(monday);
      const panel = page.getByRole('region', { name: 'Before you apply' });
      await panel.getByText('Also counted as leave').waitFor();
      // The Saturday and the Sunday between the two leave days, each with why, in date order.
      const counted = await panel.locator('li').filter({ hasText: 'between two leave days' }).allInnerTexts();
      expect(counted).toEqual([expect.stringMatching(/^Sat \d{1,2} \w{3}: between two leave days$/), expect.stringMatching(/^Sun \d{1,2} \w{3}: between two leave days$/)]);
      // The form counts as the server does: Friday, the weekend and Monday, and says why.
      await page.getByText(/^Working Days:\s*4 days$/).waitFor();
      await page.getByText(/unless they fall between two leave days \(the sandwich rule of Casual Leave\)/).waitFor();
      // The Monday opens the exam week: named, with its days, before anything is sent.
      await expect.poll(() => panel.getByRole('alert').allInnerTexts()).toContainEqual(expect.stringMatching(/^No leave during End-semester examinations, /));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await panel.scrollIntoViewIfNeeded();
      await shot(page, `calendar-rules-apply-${viewport.width}px`);
      await context.close();
    });
  }

  it("the HOD's queue shows how many of the department would be away beside an application", async () => {
    const [day] = await workingDaysBefore(friday, 1);
    const applied = await api('POST', '/leaves', await tokenFor(people.employee.email, people.employee.password, product.baseUrl), { leaveType: 'cl', fromDate: day, toDate: day, reason: 'Family function in the home town' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    for (const viewport of VIEWPORTS) {
      const { page, context } = await open(viewport.width);
      await signIn(page, people.hod.email, people.hod.password);
      await page.waitForURL('**/hod/dashboard');
      await page.goto('/hod/applications');
      const row = page.getByRole('row', { name: new RegExp(people.employee.name) });
      await row.waitFor();
      await shot(page, `calendar-rules-queue-${viewport.width}px`);
      await row.getByText(/^1 of \d+ away on \d{1,2} \w{3}$/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  for (const viewport of VIEWPORTS) {
    it(`the admin sees the rules on the policy screen and adds an optional holiday at ${viewport.width} px`, async () => {
      const { page, context } = await open(viewport.width);
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin/dashboard');
      await page.goto('/admin/policy');
      await page.waitForLoadState('networkidle');
      await shot(page, `calendar-rules-policy-${viewport.width}px`);
      await page.getByRole('button', { name: 'Add Blackout Window' }).waitFor();
      await shot(page, `calendar-rules-policy-${viewport.width}px`);
      const exams = page.getByRole('group', { name: 'End-semester examinations' });
      expect(await exams.getByLabel('From').inputValue()).toBe(monday);
      expect(await page.getByLabel('At most (people)').inputValue()).toBe('5');
      expect(await page.getByLabel('Restricted holidays per person per year').inputValue()).toBe('2');
      expect(await page.locator('fieldset.policy-type').first().getByRole('checkbox', { name: /^Sandwich rule/ }).isChecked()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      // The new sections at the size they are read, beside the full page.
      await page.getByRole('heading', { name: 'Blackout Windows' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(import.meta.dirname, 'screenshots', `calendar-rules-policy-sections-${viewport.width}px.png`) });

      await page.goto('/admin/holidays');
      const year = Number(collegeToday().slice(0, 4));
      const name = `Restricted day ${viewport.width}`;
      const date = (await workingDaysBefore(friday, 3))[viewport.width > 800 ? 1 : 2]!;
      // The list shows the college's year: the day is in it, or the year is chosen.
      if (Number(date.slice(0, 4)) !== year) await page.getByLabel('Year').selectOption(date.slice(0, 4));
      const form = page.getByRole('form', { name: 'Add a holiday' });
      await form.getByLabel('Date').fill(date);
      await form.getByLabel('Name').fill(name);
      await form.getByRole('checkbox', { name: /^Optional \(restricted holiday\)/ }).check();
      await form.getByRole('button', { name: 'Add Holiday' }).click();
      const row = page.getByRole('row', { name: new RegExp(name) });
      await row.getByText('Optional (restricted holiday)', { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `calendar-rules-holidays-${viewport.width}px`);
      await context.close();
    });
  }
});
