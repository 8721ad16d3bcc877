// Issue 13 in the browser: the HOD sees a department member's approved leave on the Leave Calendar, and
// an employee's withdrawal leaves the HOD's queue without a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ADMIN, api, collegeToday, createPerson, launch, newPage, nextWeekday, seriousViolations, shot, signIn, tokenFor } from './support';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

describe('who is away, and a withdrawal seen live', () => {
  let browser: Browser;
  let hod: { email: string; password: string; name: string; id: string };
  let employee: { email: string; password: string; name: string; id: string };
  let approvedDay: string;
  let pendingDay: string;

  beforeAll(async () => {
    browser = await launch();
    hod = await createPerson('hod');
    employee = await createPerson('employee');
    const employeeToken = await tokenFor(employee.email, employee.password);
    approvedDay = nextWeekday(3);
    pendingDay = nextWeekday(10);
    const applied = await api<{ data: { leave: { _id: string } } }>('POST', '/leaves', employeeToken, { leaveType: 'cl', fromDate: approvedDay, toDate: approvedDay, reason: 'Attending a family wedding out of town' });
    expect(applied.status).toBe(201);
    const id = applied.body.data.leave._id;
    expect((await api('PUT', `/leaves/${id}/status`, await tokenFor(hod.email, hod.password), { status: 'hodApproved' })).status).toBe(200);
    expect((await api('PUT', `/leaves/${id}/status`, await tokenFor(ADMIN.email, ADMIN.password), { status: 'approved' })).status).toBe(200);
    const pending = await api('POST', '/leaves', employeeToken, { leaveType: 'cl', fromDate: pendingDay, toDate: pendingDay, reason: 'A second trip to take back later' });
    expect(pending.status).toBe(201);
  });
  afterAll(() => browser.close());

  it("shows the HOD the department member's approved leave on the calendar", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, hod.email, hod.password);
    await page.waitForURL('**/hod/dashboard');
    await page.goto('/hod/calendar');
    const [year, month] = approvedDay.split('-').map(Number) as [number, number];
    const label = `${MONTHS[month - 1]} ${year}`;
    // The calendar opens on today's month; the leave may fall in the next one.
    const [thisYear, thisMonth] = collegeToday().split('-').map(Number) as [number, number];
    if (year !== thisYear || month !== thisMonth) await page.getByRole('button', { name: `Next month, ${label}` }).click();
    const list = page.getByRole('list', { name: `Away in ${label}` });
    await expect.poll(() => list.innerText()).toContain(`${employee.name}: CL`);
    expect(await list.innerText()).toContain('(Approved)');
    await shot(page, 'calendar-hod-approved-leave');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("the employee withdraws an application and the HOD's queue loses it without a reload", async () => {
    const hodSide = await newPage(browser);
    await signIn(hodSide.page, hod.email, hod.password);
    await hodSide.page.waitForURL('**/hod/dashboard');
    await hodSide.page.goto('/hod/applications');
    const rows = hodSide.page.getByRole('row').filter({ hasText: employee.name });
    await expect.poll(() => rows.count()).toBe(2);
    await shot(hodSide.page, 'withdraw-hod-queue-before');

    const employeeSide = await newPage(browser);
    await signIn(employeeSide.page, employee.email, employee.password);
    await employeeSide.page.waitForURL('**/employee/dashboard');
    await employeeSide.page.goto('/employee/history');
    await employeeSide.page.getByRole('button', { name: `View details of the application from ${pendingDay}` }).click();
    const details = employeeSide.page.getByRole('dialog', { name: 'Leave Application Details' });
    await details.getByRole('button', { name: 'Withdraw' }).click();
    const confirm = employeeSide.page.getByRole('dialog', { name: 'Withdraw Application' });
    await shot(employeeSide.page, 'withdraw-confirmation');
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await employeeSide.page.getByText('Leave application withdrawn').first().waitFor();

    // The HOD's page was not reloaded: the pushed change takes the row out of the queue.
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    await shot(hodSide.page, 'withdraw-hod-queue-after');
    await hodSide.context.close();
    await employeeSide.context.close();
  });
});
