import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiFor, employeeUser, fakeToken, hodUser, secondEmployee } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/** The 'Balance history' section on screen, and the entries of the leave type shown. */
async function balanceHistory() {
  const section = within(await screen.findByRole('region', { name: 'Balance history' }));
  // The entries come once the ledger (and the policy that names its types) has loaded.
  await section.findByRole('list');
  return { section, entries: () => within(section.getByRole('list')).getAllByRole('listitem') };
}

describe('Balance history', () => {
  it("shows on the employee's own profile, CL first, newest entry first, with what each did and why", async () => {
    const { api } = renderApp({ path: '/employee/profile', token: fakeToken(), api: apiFor(employeeUser) });
    const { section, entries } = await balanceHistory();
    expect(await section.findByText(/Casual Leave:/)).toHaveTextContent('Casual Leave: 6 days');
    const cl = entries();
    expect(cl).toHaveLength(3);
    expect(cl[0]).toHaveTextContent(/Reset\s*\+2 days\s*Balance: 6 days/);
    expect(cl[0]).toHaveTextContent('July - December 2026');
    expect(cl[1]).toHaveTextContent(/Leave taken\s*\u22122 days\s*Balance: 4 days/);
    expect(cl[1]).toHaveTextContent('CL leave approved, 2026-03-09 to 2026-03-10');
    expect(cl[1]).toHaveTextContent('Asha Admin (Administrator)');
    expect(api.calls.some((call) => call.path === `/users/${employeeUser._id}/balance-ledger`)).toBe(true);
  });

  it('moves between leave types with the tabs and the arrow keys', async () => {
    const { user } = renderApp({ path: '/employee/profile', token: fakeToken(), api: apiFor(employeeUser) });
    const { section, entries } = await balanceHistory();
    await user.click(await section.findByRole('tab', { name: 'HPL' }));
    expect(section.getByRole('tab', { name: 'HPL' })).toHaveAttribute('aria-selected', 'true');
    expect(entries().map((entry) => entry.textContent)).toEqual([expect.stringContaining('6 years of service'), expect.stringContaining('3 years of service')]);
    await user.keyboard('{ArrowRight}');
    expect(section.getByRole('tab', { name: 'CCL' })).toHaveFocus();
    expect(entries()).toHaveLength(1);
  });

  it("shows on the HOD's own profile", async () => {
    renderApp({ path: '/hod/profile', token: fakeToken(), api: apiFor(hodUser) });
    const { entries } = await balanceHistory();
    expect(await screen.findByRole('heading', { name: 'Balance history', level: 2 })).toBeInTheDocument();
    expect(entries()).toHaveLength(3);
  });

  it("shows in the HOD's details dialog of a person of the department", async () => {
    const { user, api } = renderApp({ path: '/hod/employees', token: fakeToken(), api: apiFor(hodUser) });
    await user.click(await screen.findByRole('button', { name: 'View details of Ravi Kumar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Employee Details' }));
    expect(await dialog.findByRole('heading', { name: 'Balance history', level: 3 })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === `/users/${secondEmployee._id}/balance-ledger`)).toBe(true);
  });

  it("shows in the admin's details dialog of anyone in the register", async () => {
    const { user, api } = renderApp({ path: '/admin/employees', token: fakeToken(), api: apiFor(adminUser) });
    await user.click(await screen.findByRole('button', { name: 'View details of Esha Employee' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Employee Details' }));
    expect(await dialog.findByRole('region', { name: 'Balance history' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === `/users/${employeeUser._id}/balance-ledger`)).toBe(true);
  });
});
