import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiFor, employeeUser, fakeToken, hodUser, leaveListRoute, pendingLeave } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

async function expectCard(name: string, value: string) {
  const card = await screen.findByRole('article', { name });
  await waitFor(() => expect(card).toHaveTextContent(`${name}${value}`));
}

function bottomNav() {
  return within(screen.getByRole('navigation', { name: 'Bottom navigation' }));
}

describe('portal layouts', () => {
  it('puts the first five HOD items in the bottom bar and all of them in the sidebar', async () => {
    renderApp({ path: '/hod/dashboard', token: fakeToken(), api: apiFor(hodUser) });
    await screen.findAllByText('Welcome, Harish Head');
    expect(bottomNav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Applications', 'Apply Leave', 'History', 'Employees']);
    // Issue 13 added the Calendar screen; issue 45 the classes to cover, the timetable and the classes of the day.
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).getAllByRole('link')).toHaveLength(10);
  });

  it("holds the admin's and the employee's four most used screens in the bottom bar and 'More', which marks the current screen and opens them all", async () => {
    const admin = renderApp({ path: '/admin/stand-ins', token: fakeToken(), api: apiFor(adminUser) });
    await screen.findAllByText('Welcome, Asha Admin');
    expect(bottomNav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Applications', 'Leave Policy', 'Audit']);
    const more = bottomNav().getByRole('button', { name: 'More (current: Stand-ins)' });
    await admin.user.click(more);
    const menu = within(await screen.findByRole('dialog', { name: 'Administrator' }));
    expect(menu.getByRole('link', { name: 'Stand-ins' })).toHaveClass('active');
    // Issue 45 added the timetable and the classes of the day.
    expect(menu.getAllByRole('link')).toHaveLength(15);
    admin.unmount();
    window.localStorage.clear();
    // The employee's calendar and classes to cover come under 'More'.
    renderApp({ path: '/employee/dashboard', token: fakeToken(), api: apiFor(employeeUser) });
    await screen.findAllByText(`Welcome, ${employeeUser.name}`);
    expect(bottomNav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Apply Leave', 'History', 'Profile']);
    expect(bottomNav().getByRole('button', { name: /More/ })).toBeInTheDocument();
  });

  it("counts in the HOD's pending badge only what waits for the HOD, not their own application", async () => {
    const own = { ...pendingLeave, _id: 'l-own', id: 'l-own', reason: 'Presenting a paper at a conference', employee: { ...pendingLeave.employee, _id: hodUser._id, name: hodUser.name, role: 'hod' as const } };
    renderApp({ path: '/hod/applications', token: fakeToken(), api: { ...apiFor(hodUser), 'GET /leaves': leaveListRoute(() => [own, pendingLeave]) } });
    expect(await screen.findByText(own.reason)).toBeInTheDocument();
    expect(await screen.findByText('1 pending')).toBeInTheDocument();
  });

  it("names the portals: 'Administrator', 'HOD Portal', 'Employee Portal'", async () => {
    const admin = renderApp({ path: '/admin/dashboard', token: fakeToken(), api: apiFor(adminUser) });
    expect((await screen.findAllByText('Administrator')).length).toBeGreaterThan(0);
    admin.unmount();
    window.localStorage.clear();
    renderApp({ path: '/employee/dashboard', token: fakeToken(), api: apiFor(employeeUser) });
    expect((await screen.findAllByText('Employee Portal')).length).toBeGreaterThan(0);
    expect(bottomNav().getAllByRole('link')).toHaveLength(4);
  });

  it('opens the slide-in menu and closes it with Escape', async () => {
    const { user } = renderApp({ path: '/employee/dashboard', token: fakeToken(), api: apiFor(employeeUser) });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Employee Portal' });
    expect(within(menu).getByRole('link', { name: 'History' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('screens with data', () => {
  it('admin dashboard shows the four cards and the pending count per department', async () => {
    renderApp({ path: '/admin/dashboard', token: fakeToken(), api: apiFor(adminUser) });
    await expectCard('Total Employees', '42');
    await expectCard('Total HODs', '8');
    await expectCard('Approved Applications', '31');
    expect(screen.getByText('Civil Engineering (CIVIL)')).toBeInTheDocument();
  });

  it('HOD dashboard lists at most five colleagues and recent applications with their links', async () => {
    renderApp({ path: '/hod/dashboard', token: fakeToken(), api: apiFor(hodUser) });
    await expectCard('Approved This Month', '4');
    expect(screen.getByRole('link', { name: 'View all employees' })).toHaveAttribute('href', '/hod/employees');
    expect(screen.getByRole('link', { name: 'View all applications' })).toHaveAttribute('href', '/hod/applications');
    expect((await screen.findAllByText('Ravi Kumar')).length).toBeGreaterThan(0);
  });

  it('HOD employees lists the HOD first with a HEAD tag', async () => {
    renderApp({ path: '/hod/employees', token: fakeToken(), api: apiFor(hodUser) });
    await screen.findByText('HEAD');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Harish Head');
    expect(rows[0]).toHaveTextContent('HEAD');
    await expectCard('Total (Including HOD)', '3');
  });

  it('HOD employees asks the server for a page, its search and its counts, and keeps the search in the address', async () => {
    const { user, api, router } = renderApp({ path: '/hod/employees', token: fakeToken(), api: apiFor(hodUser) });
    await screen.findByText('HEAD');
    await expectCard('Active', '3');
    await expectCard('Department Employees', '2');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ravi');
    await waitFor(() => expect(router.state.location.search).toBe('?search=ravi'));
    await waitFor(() => expect(screen.getAllByRole('row').slice(1)).toHaveLength(1));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Ravi Kumar');
    const searched = api.calls.filter((call) => call.path === '/users' && call.query.get('search') === 'ravi');
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((call) => call.query.get('limit') !== null)).toBe(true);
  });

  it('HOD employee details show the balances and "Never" for someone who never signed in', async () => {
    const { user } = renderApp({ path: '/hod/employees', token: fakeToken(), api: apiFor(hodUser) });
    await user.click(await screen.findByRole('button', { name: 'View details of Ravi Kumar' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Employee Details' }));
    expect(dialog.getByText('Never')).toBeInTheDocument();
    expect(dialog.getByText('CL (Casual Leave)')).toBeInTheDocument();
  });

  it('HOD history switches to Department History with an Employee column', async () => {
    const { user } = renderApp({ path: '/hod/history', token: fakeToken(), api: apiFor(hodUser) });
    await screen.findByRole('tab', { name: 'My History', selected: true });
    expect(screen.queryByRole('columnheader', { name: 'Employee' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Department History' }));
    expect(await screen.findByRole('columnheader', { name: 'Employee' })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Status' })).getByRole('option', { name: 'HOD Approved' })).toBeInTheDocument();
  });

  it('employee history shows six tiles and the current year with the four before it', async () => {
    renderApp({ path: '/employee/history', token: fakeToken(), api: apiFor(employeeUser) });
    await expectCard('Days Taken', '1');
    expect(screen.getByRole('article', { name: 'HOD Approved' })).toBeInTheDocument();
    const years = within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option').slice(1);
    const thisYear = new Date().getFullYear();
    expect(years.map((option) => Number(option.textContent))).toEqual([thisYear, thisYear - 1, thisYear - 2, thisYear - 3, thisYear - 4]);
  });

  it('employee dashboard shows the tiles, balances, recent applications and quick actions', async () => {
    renderApp({ path: '/employee/dashboard', token: fakeToken(), api: apiFor(employeeUser) });
    await expectCard('Days Taken', '3');
    expect(screen.getByRole('link', { name: /Apply for Leave/ })).toHaveAttribute('href', '/employee/apply-leave');
    expect(screen.getByRole('link', { name: /Update Profile/ })).toHaveAttribute('href', '/employee/profile');
    expect(await screen.findByRole('list', { name: 'Leave balances' })).toHaveTextContent('12');
  });

  it('the Excel import screen renders for the admin', async () => {
    renderApp({ path: '/admin/excel-upload', token: fakeToken(), api: apiFor(adminUser) });
    expect(await screen.findByRole('button', { name: 'Download Template' })).toBeInTheDocument();
  });
});
