import type { AdminCharts, LeaveChangePayload } from '@leave/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminCharts, adminUser, hodCharts, hodUser, pendingLeave, employeeUser } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderLiveApp } from '@/test/render-live-app';

const figure = (name: RegExp) => screen.findByRole('figure', { name });

/** The table behind a chart, row by row: the first cell's text and the numbers after it. */
function tableRows(chart: HTMLElement): string[][] {
  return within(chart)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('the dashboards’ charts', () => {
  it('shows the admin the applications per month with a summary and the figures behind it', async () => {
    renderLiveApp({ path: '/admin/dashboard', signedInAs: adminUser });
    const chart = await figure(/^Applications per month, last 12 months: /);
    const total = adminCharts.applicationsByMonth.reduce((sum, m) => sum + m.pending + m.hodApproved + m.approved + m.rejected, 0);
    expect(chart).toHaveAccessibleName(`Applications per month, last 12 months: ${total} applications in all; the most, 28 applications, in November 2026.`);
    const rows = tableRows(chart);
    expect(rows).toHaveLength(12);
    // Issue 13 added the withdrawn, cancellation-requested and cancelled columns.
    expect(rows[0]).toEqual(['December 2025', '0', '0', '0', '1', '0', '0', '0', '1']);
    expect(rows[11]).toEqual(['November 2026', '5', '2', '21', '0', '0', '0', '0', '28']);
    expect(within(chart).getAllByRole('columnheader', { hidden: true }).map((cell) => cell.textContent)).toEqual([
      'Month',
      'Pending',
      'HOD Approved',
      'Approved',
      'Rejected',
      'Withdrawn',
      'Cancellation Requested',
      'Cancelled',
      'Total',
    ]);
  });

  it("shows the pending applications by department as a chart and as a list whose counts stand apart from the names", async () => {
    renderLiveApp({ path: '/admin/dashboard', signedInAs: adminUser });
    expect(await figure(/^Pending applications by department: 5 pending applications in all; the most, 3 pending applications, in Computer Science & Engineering \(CSE\)\.$/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Pending applications by department' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Computer Science & Engineering (CSE) 3', 'Civil Engineering (CIVIL) 2']);
  });

  it("shows a HOD their department's approved days per month by leave type", async () => {
    renderLiveApp({ path: '/hod/dashboard', signedInAs: hodUser });
    const chart = await figure(/^Approved leave days per month, last 12 months: /);
    const rows = tableRows(chart);
    expect(rows).toHaveLength(12);
    const november = hodCharts.approvedDaysByMonth[11]!;
    expect(rows[11]).toEqual(['November 2026', ...[november.cl, november.scl, november.el, november.hpl, november.ccl].map(String), String(november.cl + november.ccl)]);
    expect(within(chart).getAllByRole('columnheader', { hidden: true }).map((cell) => cell.textContent)).toEqual(['Month', 'CL', 'SCL', 'EL', 'HPL', 'CCL', 'Total']);
  });

  it('fetches the charts again when an application changes, like the cards', async () => {
    let charts: AdminCharts = adminCharts;
    const app = renderLiveApp({ path: '/admin/dashboard', signedInAs: adminUser, api: { 'GET /dashboard/charts': () => ok({ charts }) } });
    app.server(() => app.sockets.current.accept());
    await figure(/in all; the most, 28 applications, in November 2026/);
    charts = { applicationsByMonth: adminCharts.applicationsByMonth.map((m) => (m.month === '2026-11' ? { ...m, pending: m.pending + 1 } : m)) };
    const before = app.callsTo('GET', '/dashboard/charts');
    const payload: LeaveChangePayload = { leave: pendingLeave, event: { type: 'LeaveApplied', actor: { _id: employeeUser._id, name: employeeUser.name, role: 'employee' }, occurredAt: '2026-11-25T08:00:00.000Z' }, position: 1 };
    app.server(() => app.sockets.current.emit('leave:created', payload));
    await waitFor(() => expect(app.callsTo('GET', '/dashboard/charts')).toBe(before + 1));
    expect(await figure(/the most, 29 applications, in November 2026/)).toBeInTheDocument();
  });

  it('draws no chart for an employee and never asks for one', async () => {
    const app = renderLiveApp({ path: '/employee/dashboard', signedInAs: employeeUser });
    await screen.findByText('Total Applications');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(app.callsTo('GET', '/dashboard/charts')).toBe(0);
  });
});
