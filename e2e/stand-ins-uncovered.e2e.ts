// Stand-ins meet 'Classes not covered' and follow an office's steps live (issues 43 and 45, decision 0400),
// in Chromium on a product of its own: a version published from today asks class adjustment for every type
// and routes every application HOD, then Principal, then admin; the teacher's week has two periods on the
// days of the leave, left to the HOD to arrange. The HOD's stand-in approves from the Stand-in Queue on a
// phone and from Approvals at 1366 px: both ask why the classes may stay uncovered. The admin names the
// Principal's stand-in on the Stand-ins screen (1366 and 390 px), whose Approvals, open on a phone, shows the
// Principal's step as soon as the HOD's stand-in approves. Screenshots at 1366 and 390 px.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { freePort, startProduct, type RunningProduct } from './product';
import { ADMIN, CSE, api as call, collegeToday, createPerson, dayAfter, launch, newPage, seriousViolations, shot, signIn, tokenFor } from './support';

type E2EPerson = { email: string; password: string; name: string; id: string };

describe("stand-ins: 'Classes not covered' and an office's steps live", () => {
  let product: RunningProduct;
  let browser: Browser;
  let adminToken: string;
  const days: string[] = [];
  const people: Record<'hod' | 'teacher' | 'standIn' | 'principal' | 'vice', E2EPerson> = {} as never;
  const leaveIds: string[] = [];
  const api = <T = any>(method: string, route: string, token: string | null, body?: unknown) => call<T>(method, route, token, body, product.baseUrl);
  const open = (width: number) => newPage(browser, { width, height: width > 800 ? 900 : 844 }, product.baseUrl);
  const fits = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  beforeAll(async () => {
    product = await startProduct(await freePort(), {}, inject('runtime'));
    browser = await launch();
    adminToken = await tokenFor(ADMIN.email, ADMIN.password, product.baseUrl);
    people.hod = await createPerson('hod', CSE, product.baseUrl);
    people.teacher = await createPerson('employee', CSE, product.baseUrl);
    people.standIn = await createPerson('employee', CSE, product.baseUrl);
    people.principal = await createPerson('employee', CSE, product.baseUrl);
    people.vice = await createPerson('employee', CSE, product.baseUrl);
    const current = await api<{ data: { policy: Record<string, unknown> } }>('GET', '/policy', adminToken);
    const published = await api('POST', '/policy/versions', adminToken, {
      policy: {
        ...current.body.data.policy,
        classAdjustment: { leaveTypes: ['*'], roles: ['employee', 'hod'] },
        offices: [{ code: 'principal', name: 'Principal' }],
        approvalRoutes: [{ name: 'Every application', leaveTypes: ['*'], steps: [{ office: 'hod' }, { office: 'principal' }, { office: 'admin' }] }],
      },
      effectiveFrom: collegeToday(),
      reason: 'Classes covered, and the Principal signs every leave',
    });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const held = await api('PUT', '/offices/principal', adminToken, { holderIds: [people.principal.id] });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const named = await api('POST', '/stand-ins', await tokenFor(people.hod.email, people.hod.password, product.baseUrl), { hodId: people.hod.id, standInId: people.standIn.id, from: collegeToday(), to: collegeToday(3) });
    expect(named.status, JSON.stringify(named.body)).toBe(201);

    // Two working days a week apart, three weeks on, no holiday of the product's calendar.
    const holidays = new Set<string>();
    for (const year of new Set([collegeToday().slice(0, 4), dayAfter(collegeToday(), 60).slice(0, 4)])) {
      for (const holiday of (await api<{ data: { holidays: { date: string }[] } }>('GET', `/holidays?year=${year}`, adminToken)).body.data.holidays) holidays.add(holiday.date);
    }
    let day = dayAfter(collegeToday(), 21);
    while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) || holidays.has(day) || holidays.has(dayAfter(day, 7))) day = dayAfter(day, 1);
    days.push(day, dayAfter(day, 7));
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const term = { termFrom: collegeToday(), termTo: dayAfter(collegeToday(), 120) };
    for (const [period, start, end, className] of [
      [1, '09:00', '09:50', 'II CSE-A'],
      [2, '10:00', '10:50', 'III CSE-B'],
    ] as const) {
      const added = await api('POST', '/timetable/periods', adminToken, { userId: people.teacher.id, weekday, period, start, end, className, subject: 'Data Structures', room: 'B-204', ...term });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    // The teacher applies for both days, leaving every class to the HOD to arrange.
    const teacherToken = await tokenFor(people.teacher.email, people.teacher.password, product.baseUrl);
    for (const date of days) {
      const applied = await api<{ data: { leave: { _id: string } } }>('POST', '/leaves', teacherToken, {
        leaveType: 'cl',
        fromDate: date,
        toDate: date,
        reason: 'Attending my sister’s wedding in the home town',
        arrangements: [1, 2].map((period) => ({ date, period, substituteId: null })),
      });
      expect(applied.status, JSON.stringify(applied.body)).toBe(201);
      leaveIds.push(applied.body.data.leave._id);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it("the admin names the Principal's stand-in on the Stand-ins screen, at 1366 and 390 px", async () => {
    for (const width of [390, 1366]) {
      const { page, context } = await open(width);
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin/dashboard');
      await page.goto('/admin/stand-ins');
      const card = page.locator('section', { has: page.getByRole('heading', { name: 'Name a stand-in for an office' }) }).last();
      await card.getByLabel(/^Office/).selectOption('principal');
      if (width === 1366) {
        await card.getByLabel('Find a stand-in').fill(people.vice.name);
        await card.getByLabel(/^Stand-in/).locator('option', { hasText: people.vice.name }).waitFor({ state: 'attached' });
        await card.getByLabel(/^Stand-in/).selectOption(people.vice.id);
        await card.getByLabel(/^First day/).fill(collegeToday());
        await card.getByLabel(/^Last day/).fill(collegeToday(3));
        const named = page.waitForResponse((response) => response.url().endsWith('/api/stand-ins') && response.request().method() === 'POST');
        await card.getByRole('button', { name: 'Name stand-in' }).click();
        const answer = await named;
        expect(answer.status(), await answer.text()).toBe(201);
        await page.getByRole('button', { name: `Remove ${people.vice.name} as stand-in for ${people.principal.name}` }).waitFor();
      }
      await fits(page, width);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `admin-office-stand-in-${width}px`);
      await context.close();
    }
  });

  it("the HOD's stand-in is asked why the classes may stay uncovered, in the Stand-in Queue on a phone and in Approvals; the Principal's stand-in sees the step arrive live", async () => {
    // The Principal's stand-in keeps Approvals open on a phone: nothing waits for the Principal yet.
    const vice = await open(390);
    await signIn(vice.page, people.vice.email, people.vice.password);
    await vice.page.waitForURL('**/employee/dashboard');
    await vice.page.goto('/employee/approvals');
    await vice.page.getByText('Nothing waits for your decision.').waitFor();
    await vice.page.getByText('Live', { exact: true }).waitFor();

    // The HOD's stand-in, on a phone: the Stand-in Queue's approval is refused for the classes, and asks why.
    const phone = await open(390);
    await signIn(phone.page, people.standIn.email, people.standIn.password);
    await phone.page.waitForURL('**/employee/dashboard');
    await phone.page.goto('/employee/stand-in-queue');
    const queue = phone.page.getByRole('list', { name: 'Applications waiting for the stand-in' });
    await queue.getByText(people.teacher.name).first().waitFor();
    await phone.page.getByRole('button', { name: `Approve as HOD: ${people.teacher.name}` }).first().click();
    const asking = phone.page.getByRole('dialog', { name: 'Classes not covered' });
    await asking.getByText('Classes not covered: 2 of 2 periods').waitFor();
    await fits(phone.page, 390);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await shot(phone.page, 'stand-in-queue-uncovered-390px');
    await asking.getByLabel(/Why may the classes stay uncovered/).fill('The class teachers take revision hours on that day');
    const decided = phone.page.waitForResponse((response) => response.url().includes('/status') && response.request().method() === 'PUT');
    await asking.getByRole('button', { name: 'Approve Anyway' }).click();
    const answer = await decided;
    expect(answer.status(), await answer.text()).toBe(200);
    await asking.waitFor({ state: 'hidden' });
    await phone.context.close();

    // The Principal's step now waits: the stand-in's Approvals shows it without a reload.
    await vice.page.getByRole('row', { name: new RegExp(people.teacher.name) }).getByText('Principal').waitFor();
    await vice.page.getByText('1 waiting').waitFor();
    await fits(vice.page, 390);
    expect(await seriousViolations(vice.page)).toEqual([]);
    await shot(vice.page, 'office-stand-in-approvals-live-390px');
    await vice.context.close();

    // The HOD's stand-in at 1366 px, in Approvals: the same question before the other application's approval.
    const desk = await open(1366);
    await signIn(desk.page, people.standIn.email, people.standIn.password);
    await desk.page.waitForURL('**/employee/dashboard');
    await desk.page.goto('/employee/approvals');
    const row = desk.page.getByRole('row', { name: new RegExp(people.teacher.name) });
    await row.getByText('HOD', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Approve application of ${people.teacher.name}` }).click();
    const again = desk.page.getByRole('dialog', { name: 'Classes not covered' });
    await again.getByText('Classes not covered: 2 of 2 periods').waitFor();
    expect(await seriousViolations(desk.page)).toEqual([]);
    await shot(desk.page, 'approvals-uncovered-1366px');
    await again.getByLabel(/Why may the classes stay uncovered/).fill('The class teachers take revision hours on that day');
    const posted = desk.page.waitForResponse((response) => response.url().endsWith('/decisions') && response.request().method() === 'POST');
    await again.getByRole('button', { name: 'Approve Anyway' }).click();
    const decision = await posted;
    expect(decision.status(), await decision.text()).toBe(200);
    await row.waitFor({ state: 'detached' });
    await desk.context.close();
  });
});
