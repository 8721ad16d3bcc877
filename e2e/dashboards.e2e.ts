// The sign-in page's demo accounts and the dashboards' charts, in Chromium against `npm start` in demo
// mode. The figures a chart must show are worked out here from the list and audit-trail routes, a
// different path through the server than the charts' own aggregate queries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, api, createPerson, CSE, launch, newPage, nextWeekday, seriousViolations, shot, signIn, tokenFor } from './support';

const TIMEZONE = 'Asia/Kolkata';
// Every status the admin's chart has a column for, in its order (withdrawn and cancelled ones included).
const STATUSES = ['pending', 'hodApproved', 'approved', 'rejected', 'withdrawn', 'cancellationRequested', 'cancelled'] as const;
const TYPES = ['cl', 'scl', 'el', 'hpl', 'ccl'] as const;

/** 'YYYY-MM' of an instant in the server's APP_TIMEZONE. */
const monthOf = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit' }).format(new Date(iso)).slice(0, 7);
/** The chart table's name of a month: 'November 2026'. */
const monthName = (month: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(new Date(`${month}-01T00:00:00Z`));

/** The 12 months up to this one, oldest first. */
function lastTwelveMonths(): string[] {
  const [year, month] = monthOf(new Date().toISOString()).split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - (11 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The rows of the table behind a chart, opened as a person would: [month, ...figures]. */
async function chartTable(chart: Locator): Promise<string[][]> {
  const toggle = chart.getByText('Show the figures');
  if ((await chart.locator('details[open]').count()) === 0) await toggle.click();
  return chart.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '')));
}

async function signedIn(browser: Browser, email: string, password: string, viewport?: { width: number; height: number }): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await signIn(page, email, password);
  await page.waitForURL(/\/(admin|hod|employee)\/dashboard$/);
  return page;
}

interface Leave {
  _id: string;
  department: string;
  leaveType: (typeof TYPES)[number];
  status: (typeof STATUSES)[number];
  numberOfDays: number;
  appliedAt: string;
}

describe('the sign-in page in demo mode', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('lists the demo accounts, fills the form with the one clicked, and that account signs in', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/login');
    const accounts = page.getByRole('region', { name: 'Demo accounts' });
    await accounts.getByRole('button', { name: /Administrator/ }).waitFor();
    await accounts.getByText('Employees (16)').click();
    await accounts.getByRole('button', { name: /Priya Raman/ }).click();
    expect(await page.getByLabel('Email Address').inputValue()).toBe('emp1.bed@college.edu');
    expect(await page.locator('input[name="password"]').inputValue()).toBe('employee123');
    await shot(page, 'login-demo-accounts-390');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/employee/dashboard');
    await context.close();
  });
});

describe('the dashboards’ charts', () => {
  let browser: Browser;
  let adminToken: string;
  beforeAll(async () => {
    browser = await launch();
    adminToken = await tokenFor(ADMIN.email, ADMIN.password);
  });
  afterAll(() => browser.close());

  it("shows the admin every application of the last 12 months by month and status, and the pending ones by department, with the figures behind each chart", async () => {
    const leaves = (await api<{ data: { leaves: Leave[] } }>('GET', '/leaves', adminToken)).body.data.leaves;
    const months = lastTwelveMonths();
    const expected = months.map((month) => {
      const of = leaves.filter((leave) => monthOf(leave.appliedAt) === month);
      const counts = STATUSES.map((status) => of.filter((leave) => leave.status === status).length);
      return [monthName(month), ...counts.map(String), String(counts.reduce((a, b) => a + b, 0))];
    });
    expect(leaves.length).toBeGreaterThanOrEqual(44);

    for (const [viewport, name] of [[{ width: 1366, height: 900 }, 'admin-dashboard-charts'], [{ width: 390, height: 844 }, 'admin-dashboard-charts-390']] as const) {
      const page = await signedIn(browser, ADMIN.email, ADMIN.password, viewport);
      const chart = page.getByRole('figure', { name: /^Applications per month, last 12 months: \d+ applications in all/ });
      await chart.locator('canvas').first().waitFor();
      expect(await chartTable(chart)).toEqual(expected);

      const pendingChart = page.getByRole('figure', { name: /^Pending applications by department: / });
      await pendingChart.locator('canvas').first().waitFor();
      const pending = leaves.filter((leave) => leave.status === 'pending');
      expect(await pendingChart.getAttribute('aria-labelledby')).toBeTruthy();
      expect(await page.getByRole('figure', { name: new RegExp(`^Pending applications by department: ${pending.length} pending applications in all`) }).count()).toBe(1);
      const list = page.getByRole('list', { name: 'Pending applications by department' });
      const perDepartment = new Map<string, number>();
      for (const leave of pending) perDepartment.set(leave.department, (perDepartment.get(leave.department) ?? 0) + 1);
      const shown = await list.getByRole('listitem').allTextContents();
      expect(new Map(shown.map((text) => [text.replace(/ \d+$/, ''), Number(/ (\d+)$/.exec(text)?.[1])]))).toEqual(perDepartment);
      await shot(page, name);
      expect(await seriousViolations(page), name).toEqual([]);
      await page.context().close();
    }
  });

  it("shows a HOD their department's approved days by month and leave type, and follows a new approval live", async () => {
    const hodToken = await tokenFor('hod.cse@college.edu', 'hod12345');
    const approvedDays = async () => {
      const leaves = (await api<{ data: { leaves: Leave[] } }>('GET', '/leaves', hodToken)).body.data.leaves.filter((leave) => leave.department === CSE && leave.status === 'approved');
      const byMonth = new Map<string, number[]>();
      for (const leave of leaves) {
        const events = (await api<{ data: { events: { type: string; occurredAt: string }[] } }>('GET', `/leaves/${leave._id}/events`, hodToken)).body.data.events;
        const approval = events.find((event) => event.type === 'LeaveApproved')!;
        const days = byMonth.get(monthOf(approval.occurredAt)) ?? TYPES.map(() => 0);
        days[TYPES.indexOf(leave.leaveType)]! += leave.numberOfDays;
        byMonth.set(monthOf(approval.occurredAt), days);
      }
      return lastTwelveMonths().map((month) => {
        const days = byMonth.get(month) ?? TYPES.map(() => 0);
        return [monthName(month), ...days.map(String), String(days.reduce((a, b) => a + b, 0))];
      });
    };

    const page = await signedIn(browser, 'hod.cse@college.edu', 'hod12345');
    const chart = page.getByRole('figure', { name: /^Approved leave days per month, last 12 months: / });
    await chart.locator('canvas').first().waitFor();
    const before = await approvedDays();
    expect(await chartTable(chart)).toEqual(before);

    // A new CSE employee's day of CL, approved by the HOD and then the admin, through the api.
    const employee = await createPerson('employee');
    const employeeToken = await tokenFor(employee.email, employee.password);
    const day = nextWeekday(21);
    const applied = await api<{ data: { leave: { _id: string } } }>('POST', '/leaves', employeeToken, { leaveType: 'cl', fromDate: day, toDate: day, reason: 'Attending a cousin’s wedding' });
    expect(applied.status).toBe(201);
    const id = applied.body.data.leave._id;
    expect((await api('PUT', `/leaves/${id}/status`, hodToken, { status: 'hodApproved' })).status).toBe(200);
    expect((await api('PUT', `/leaves/${id}/status`, adminToken, { status: 'approved' })).status).toBe(200);

    const after = await approvedDays();
    expect(after).not.toEqual(before);
    // The open dashboard shows it without a reload.
    await expect.poll(() => chartTable(chart), { timeout: 10_000 }).toEqual(after);
    await shot(page, 'hod-dashboard-charts');
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await chart.locator('canvas').first().waitFor();
    await shot(page, 'hod-dashboard-charts-390');
    await page.context().close();
  });
});
