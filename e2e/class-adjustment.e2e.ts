// Who takes my classes (issue 45) in Chromium, on a product of its own (its policy and timetable stay out of
// the shared product's): a version published through the API from today asks class adjustment for every
// type; the teacher's week has two periods on the day of the leave. At 1366 px the teacher applies and
// chooses a colleague for each period; the HOD's queue shows '0 of 2 periods covered'; the colleague, on a
// phone, accepts both classes from 'Classes to cover', and the HOD's queue turns '2 of 2 periods covered'
// without a reload; the HOD's classes of the day list who takes each class, each teacher's classes this term
// and the export of the month; the colleague's apply form for that day names the classes it would hand
// back; the HOD's timetable shows the department's week. Screenshots at 1366 and 390 px.

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { freePort, startProduct, type RunningProduct } from './product';
import { ADMIN, CSE, api as call, collegeToday, createPerson, dayAfter, launch, newPage, seriousViolations, shot, signIn, tokenFor } from './support';

describe('class adjustment: who takes my classes', () => {
  let product: RunningProduct;
  let browser: Browser;
  let adminToken: string;
  let day: string;
  const people: Record<'hod' | 'teacher' | 'colleague', { email: string; password: string; name: string; id: string }> = {} as never;
  const api = <T = any>(method: string, route: string, token: string | null, body?: unknown) => call<T>(method, route, token, body, product.baseUrl);
  const open = (width: number) => newPage(browser, { width, height: width > 800 ? 900 : 844 }, product.baseUrl);
  const reason = 'Attending my sister’s wedding in the home town';

  beforeAll(async () => {
    product = await startProduct(await freePort(), {}, inject('runtime'));
    browser = await launch();
    adminToken = await tokenFor(ADMIN.email, ADMIN.password, product.baseUrl);
    people.hod = await createPerson('hod', CSE, product.baseUrl);
    people.teacher = await createPerson('employee', CSE, product.baseUrl);
    people.colleague = await createPerson('employee', CSE, product.baseUrl);
    const current = await api<{ data: { policy: Record<string, unknown> } }>('GET', '/policy', adminToken);
    const published = await api('POST', '/policy/versions', adminToken, {
      policy: { ...current.body.data.policy, classAdjustment: { leaveTypes: ['*'], roles: ['employee', 'hod'] } },
      effectiveFrom: collegeToday(),
      reason: 'Every class covered before a leave is signed',
    });
    expect(published.status, JSON.stringify(published.body)).toBe(201);

    // A working day three weeks on that is no holiday of the product's calendar.
    const holidays = new Set<string>();
    for (const year of new Set([collegeToday().slice(0, 4), dayAfter(collegeToday(), 40).slice(0, 4)])) {
      for (const holiday of (await api<{ data: { holidays: { date: string }[] } }>('GET', `/holidays?year=${year}`, adminToken)).body.data.holidays) holidays.add(holiday.date);
    }
    day = dayAfter(collegeToday(), 21);
    while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) || holidays.has(day)) day = dayAfter(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const term = { termFrom: collegeToday(), termTo: dayAfter(collegeToday(), 120) };
    for (const [period, start, end, className] of [
      [1, '09:00', '09:50', 'II CSE-A'],
      [2, '10:00', '10:50', 'III CSE-B'],
    ] as const) {
      const added = await api('POST', '/timetable/periods', adminToken, { userId: people.teacher.id, weekday, period, start, end, className, subject: 'Data Structures', room: 'B-204', ...term });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('the teacher chooses a colleague for each period; the colleague accepts on a phone; the HOD sees the classes covered live', async () => {
    // The teacher applies at 1366 px, choosing the colleague for both periods.
    const teacher = await open(1366);
    const alerts: string[] = [];
    teacher.page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await signIn(teacher.page, people.teacher.email, people.teacher.password);
    await teacher.page.waitForURL('**/employee/dashboard');
    await teacher.page.goto('/employee/apply-leave');
    await teacher.page.getByLabel('Leave Type').selectOption('cl');
    await teacher.page.getByLabel('Start Date').fill(day);
    await teacher.page.getByLabel('End Date').fill(day);
    await teacher.page.getByLabel('Reason').fill(reason);
    const cover = teacher.page.getByRole('region', { name: 'Who takes my classes' });
    await cover.waitFor();
    for (const className of ['II CSE-A', 'III CSE-B']) {
      const choice = cover.getByLabel(new RegExp(`^Who takes ${className}, period \\d`));
      await choice.locator('option', { hasText: `${people.colleague.name} (0 this term)` }).waitFor({ state: 'attached' });
      await choice.selectOption(people.colleague.id);
    }
    expect(await seriousViolations(teacher.page)).toEqual([]);
    await cover.scrollIntoViewIfNeeded();
    await shot(teacher.page, 'class-adjustment-apply-1366px');
    const applied = teacher.page.waitForResponse((response) => response.url().endsWith('/api/leaves') && response.request().method() === 'POST');
    await teacher.page.getByRole('button', { name: 'Submit Application' }).click();
    const answer = await applied;
    expect(answer.status(), await answer.text()).toBe(201);
    const leaveId = ((await answer.json()) as { data: { leave: { _id: string } } }).data.leave._id;
    await expect.poll(() => alerts).toContain('Leave application submitted successfully!');
    await teacher.context.close();

    // The HOD's queue: nothing covered yet.
    const hod = await open(1366);
    await signIn(hod.page, people.hod.email, people.hod.password);
    await hod.page.waitForURL('**/hod/dashboard');
    await hod.page.goto('/hod/applications');
    const row = hod.page.getByRole('row', { name: new RegExp(people.teacher.name) });
    await row.getByText('0 of 2 periods covered').waitFor();
    // Approving now is refused for the classes not covered: the HOD is asked why they may stay so.
    await row.getByRole('button', { name: /^Approve as HOD/ }).click();
    const uncovered = hod.page.getByRole('dialog', { name: 'Classes not covered' });
    await uncovered.getByText('Classes not covered: 2 of 2 periods').waitFor();
    await uncovered.getByLabel(/Why may the classes stay uncovered/).waitFor();
    expect(await seriousViolations(hod.page)).toEqual([]);
    await shot(hod.page, 'class-adjustment-uncovered-1366px');
    await uncovered.getByRole('button', { name: 'Cancel' }).click();
    await uncovered.waitFor({ state: 'hidden' });

    // The colleague, on a phone, accepts both classes.
    const colleague = await open(390);
    await signIn(colleague.page, people.colleague.email, people.colleague.password);
    await colleague.page.waitForURL('**/employee/dashboard');
    await colleague.page.goto('/employee/classes-to-cover');
    await colleague.page.getByRole('heading', { name: 'Classes to cover' }).waitFor();
    await colleague.page.getByText('2 waiting').waitFor();
    expect(await colleague.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(colleague.page)).toEqual([]);
    await shot(colleague.page, 'class-adjustment-classes-to-cover-390px');
    for (const className of ['II CSE-A', 'III CSE-B']) {
      await colleague.page.getByRole('button', { name: new RegExp(`^Accept ${className}, period \\d`) }).click();
      await colleague.page.getByRole('button', { name: new RegExp(`^Accept ${className}, period \\d`) }).waitFor({ state: 'detached' });
    }
    await colleague.page.getByText('0 waiting').waitFor();
    await shot(colleague.page, 'class-adjustment-accepted-390px');
    await colleague.context.close();

    // The HOD's open queue turns without a reload.
    await row.getByText('2 of 2 periods covered').waitFor();
    // The teacher, on a phone, reads who takes each class in their application.
    const mine = await open(390);
    await signIn(mine.page, people.teacher.email, people.teacher.password);
    await mine.page.waitForURL('**/employee/dashboard');
    await mine.page.goto(`/employee/history?leave=${leaveId}`);
    const classes = mine.page.getByRole('region', { name: 'Who takes my classes' });
    await expect.poll(() => classes.getByText(`Taken by ${people.colleague.name}`, { exact: false }).count()).toBe(2);
    expect(await seriousViolations(mine.page)).toEqual([]);
    await classes.scrollIntoViewIfNeeded();
    await shot(mine.page, 'class-adjustment-my-classes-390px');
    await mine.context.close();
    expect(await seriousViolations(hod.page)).toEqual([]);
    await shot(hod.page, 'class-adjustment-queue-1366px');
    await hod.context.close();
  });

  it("the HOD's classes of the day show who takes each class, ready to print, at 1366 and 390 px", async () => {
    for (const width of [1366, 390]) {
      const { page, context } = await open(width);
      await signIn(page, people.hod.email, people.hod.password);
      await page.waitForURL('**/hod/dashboard');
      await page.goto('/hod/classes-of-the-day');
      await page.getByLabel('Date').fill(day);
      const sheet = page.getByRole('table', { name: new RegExp(`^Classes of .* on `) });
      for (const className of ['II CSE-A', 'III CSE-B']) {
        const row = sheet.getByRole('row', { name: new RegExp(className) });
        await row.getByText(people.colleague.name).waitFor();
        await row.getByText('Accepted').waitFor();
      }
      await page.getByRole('button', { name: 'Print' }).waitFor();
      // Below the sheet: the classes each teacher took this term (the half year of today, so the colleague's
      // two count when the day falls in it), and the export of the day's month.
      const term = (date: string) => `${date.slice(0, 4)}-${Number(date.slice(5, 7)) <= 6 ? 1 : 2}`;
      await page.getByRole('heading', { name: 'Classes taken this term' }).waitFor();
      if (term(day) === term(collegeToday())) {
        const counts = page.getByRole('table', { name: /each teacher has taken for colleagues this term$/ });
        const row = counts.getByRole('row').filter({ hasText: people.colleague.name });
        await row.waitFor();
        expect((await row.getByRole('cell').allInnerTexts()).map((text) => text.trim())).toEqual([people.colleague.name, '2']);
      }
      expect(await page.getByLabel('From').inputValue()).toBe(`${day.slice(0, 7)}-01`);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: /as CSV$/ }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^arrangements-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = readFileSync(await file.path(), 'utf8');
      expect(text.split(/\r?\n/).filter((line) => line.includes(people.colleague.name) && line.includes('accepted'))).toHaveLength(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `class-adjustment-day-sheet-${width}px`);
      await page.getByRole('heading', { name: 'Export' }).scrollIntoViewIfNeeded();
      await shot(page, `class-adjustment-term-export-${width}px`);
      await context.close();
    }
  });

  it("the colleague's apply form names the classes their own leave would hand back, on a phone", async () => {
    const { page, context } = await open(390);
    await signIn(page, people.colleague.email, people.colleague.password);
    await page.waitForURL('**/employee/dashboard');
    await page.goto('/employee/apply-leave');
    await page.getByLabel('Leave Type').selectOption('cl');
    await page.getByLabel('Start Date').fill(day);
    await page.getByLabel('End Date').fill(day);
    const warning = page.getByRole('status').filter({ hasText: 'Classes you take for colleagues then' });
    await warning.waitFor();
    for (const className of ['II CSE-A', 'III CSE-B']) await warning.getByText(new RegExp(`^${className}, period \\d, on .* \\(for ${people.teacher.name}\\)$`)).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await warning.scrollIntoViewIfNeeded();
    await shot(page, 'class-adjustment-hand-back-390px');
    await context.close();
  });

  it("the HOD's timetable shows the department's week at 1366 and 390 px", async () => {
    for (const width of [1366, 390]) {
      const { page, context } = await open(width);
      await signIn(page, people.hod.email, people.hod.password);
      await page.waitForURL('**/hod/dashboard');
      await page.goto('/hod/timetable');
      await page.getByText('II CSE-A').first().waitFor();
      await page.getByText('III CSE-B').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `class-adjustment-timetable-${width}px`);
      await context.close();
    }
  });
});
