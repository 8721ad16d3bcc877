// The approver's decision dialog and bulk approval (issue 49, decision 0380) in Chromium, on a product of its
// own (its policy and timetable stay out of the shared product's): a version asks class adjustment of every
// type, and one teacher has a class on the day of the leave. Three of the HOD's department apply for that
// day (one for its afternoon only, the teacher leaving the class to the HOD). The HOD's details of the first
// show its CL now and after, and who else is away that day, by name (1366 and 390 px); the HOD then ticks
// all three, confirms once, and reads each row's result: two approved, the teacher's refused for the class
// not covered, still ticked (1366 px); on a phone a fourth and the refused one are approved together
// (390 px). Screenshots at 1366 and 390 px.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { freePort, startProduct, type RunningProduct } from './product';
import { ADMIN, CSE, api as call, collegeToday, createPerson, launch, newPage, seriousViolations, shot, signIn, tokenFor } from './support';

/** The day `days` after `date`, as YYYY-MM-DD. */
function dayAfter(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

type Person = { email: string; password: string; name: string; id: string };

describe("the approver's decision dialog and bulk approval", () => {
  let product: RunningProduct;
  let browser: Browser;
  let adminToken: string;
  let day: string;
  const people: Record<'hod' | 'first' | 'second' | 'teacher' | 'fourth', Person> = {} as never;
  const api = <T = any>(method: string, route: string, token: string | null, body?: unknown) => call<T>(method, route, token, body, product.baseUrl);
  const open = (width: number) => newPage(browser, { width, height: width > 800 ? 900 : 844 }, product.baseUrl);
  const reasons = { first: 'Family function in the home town', second: 'Bank work in the afternoon', teacher: 'Visiting my parents in Guntur', fourth: 'Renewing my passport in the city' };

  async function applyAs(who: Person, reason: string, extra: Record<string, unknown> = {}): Promise<void> {
    const token = await tokenFor(who.email, who.password, product.baseUrl);
    const applied = await api('POST', '/leaves', token, { leaveType: 'cl', fromDate: day, toDate: day, reason, ...extra });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  }

  async function hodQueue(width: number): Promise<{ page: Page; close: () => Promise<void> }> {
    const { context, page } = await open(width);
    await signIn(page, people.hod.email, people.hod.password);
    await page.waitForURL('**/hod/dashboard');
    await page.goto('/hod/applications');
    return { page, close: () => context.close() };
  }

  beforeAll(async () => {
    product = await startProduct(await freePort(), {}, inject('runtime'));
    browser = await launch();
    adminToken = await tokenFor(ADMIN.email, ADMIN.password, product.baseUrl);
    people.hod = await createPerson('hod', CSE, product.baseUrl);
    for (const who of ['first', 'second', 'teacher', 'fourth'] as const) people[who] = await createPerson('employee', CSE, product.baseUrl);
    const current = await api<{ data: { policy: Record<string, unknown> } }>('GET', '/policy', adminToken);
    const published = await api('POST', '/policy/versions', adminToken, {
      policy: { ...current.body.data.policy, classAdjustment: { leaveTypes: ['*'], roles: ['employee', 'hod'] } },
      effectiveFrom: collegeToday(),
      reason: 'Every class covered before a leave is signed',
    });
    expect(published.status, JSON.stringify(published.body)).toBe(201);

    // A working day two weeks on that is no holiday of the product's calendar.
    const holidays = new Set<string>();
    for (const year of new Set([collegeToday().slice(0, 4), dayAfter(collegeToday(), 30).slice(0, 4)])) {
      for (const holiday of (await api<{ data: { holidays: { date: string }[] } }>('GET', `/holidays?year=${year}`, adminToken)).body.data.holidays) holidays.add(holiday.date);
    }
    day = dayAfter(collegeToday(), 14);
    while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) || holidays.has(day)) day = dayAfter(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const added = await api('POST', '/timetable/periods', adminToken, {
      userId: people.teacher.id, weekday, period: 1, start: '09:00', end: '09:50', className: 'II CSE-A', subject: 'Data Structures', room: 'B-204', termFrom: collegeToday(), termTo: dayAfter(collegeToday(), 120),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    await applyAs(people.first, reasons.first);
    await applyAs(people.second, reasons.second, { fromHalf: 'second', toHalf: 'second' });
    await applyAs(people.teacher, reasons.teacher, { arrangements: [{ date: day, period: 1, substituteId: null }] });
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it("shows the HOD the applicant's CL now and after, and who else is away that day, at 1366 and 390 px", async () => {
    for (const width of [1366, 390]) {
      const hod = await hodQueue(width);
      const view = hod.page.getByRole('button', { name: `View application of ${people.first.name}` });
      await view.click();
      const dialog = hod.page.getByRole('dialog', { name: 'Leave Application Details' });
      const context = dialog.getByRole('region', { name: 'Before you decide' });
      await context.getByText('Left after this approval').waitFor();
      await context.getByText(people.second.name).waitFor();
      await context.getByText(people.teacher.name).waitFor();
      expect(await context.getByText(/\(afternoon\)/).count()).toBe(1);
      expect(await seriousViolations(hod.page)).toEqual([]);
      await context.scrollIntoViewIfNeeded();
      await shot(hod.page, `decision-context-${width}px`);
      await hod.close();
    }
  });

  it('approves the ticked rows after one confirmation and shows each result, a refusal kept selected (1366 px); on a phone too (390 px)', async () => {
    const hod = await hodQueue(1366);
    for (const who of ['first', 'second', 'teacher'] as const) await hod.page.getByRole('checkbox', { name: `Select the application of ${people[who].name}` }).check();
    await hod.page.getByRole('button', { name: 'Approve selected (3)' }).click();
    const confirm = hod.page.getByRole('dialog', { name: 'Approve 3 applications?' });
    await confirm.waitFor();
    expect(await seriousViolations(hod.page)).toEqual([]);
    await shot(hod.page, 'bulk-approval-confirm-1366px');
    await confirm.getByRole('button', { name: 'Approve 3 applications' }).click();
    await hod.page.getByText('2 approved, 1 refused').waitFor();
    const teacherRow = hod.page.getByRole('row', { name: new RegExp(people.teacher.name) });
    await teacherRow.getByText(/^Classes not covered/).waitFor();
    expect(await teacherRow.getByRole('checkbox').isChecked()).toBe(true);
    expect(await hod.page.getByRole('row', { name: new RegExp(people.first.name) }).getByText('Approved as HOD').count()).toBe(1);
    expect(await seriousViolations(hod.page)).toEqual([]);
    await shot(hod.page, 'bulk-approval-result-1366px');
    await hod.close();

    await applyAs(people.fourth, reasons.fourth);
    const phone = await hodQueue(390);
    for (const who of ['teacher', 'fourth'] as const) await phone.page.getByRole('checkbox', { name: `Select the application of ${people[who].name}` }).check();
    await phone.page.getByRole('button', { name: 'Approve selected (2)' }).click();
    const phoneConfirm = phone.page.getByRole('dialog', { name: 'Approve 2 applications?' });
    await shot(phone.page, 'bulk-approval-confirm-390px');
    await phoneConfirm.getByRole('button', { name: 'Approve 2 applications' }).click();
    await phone.page.getByText('1 approved, 1 refused').waitFor();
    expect(await seriousViolations(phone.page)).toEqual([]);
    await shot(phone.page, 'bulk-approval-result-390px');
    await phone.close();
  });
});
