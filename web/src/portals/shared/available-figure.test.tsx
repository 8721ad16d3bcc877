// Issue 49: one available figure. With 2.5 CL days pending on a balance of 6, the type list, the balance
// panel, the dashboard's tiles and the form's refusal all say 3.5, the figure the server refuses with.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFor, approvedLeave, employeeUser, fakeToken, pendingLeave } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { fixAppToday } from '@/test/today';

const api = {
  ...apiFor(employeeUser),
  'GET /leaves/my-leaves': ok({ leaves: [{ ...pendingLeave, numberOfDays: 2.5 }, approvedLeave] }),
};

describe('the available figure (balance less what is pending)', () => {
  // The form refuses a start date before today: the app's today is fixed (Tuesday 1 December 2026), so the
  // days typed below stay ahead of it on any day the test runs.
  fixAppToday('2026-12-01');

  it('is what the apply form offers, the panel shows and the balance check refuses with', async () => {
    const { user } = renderApp({ path: '/employee/apply-leave', token: fakeToken(), api });
    const select = await screen.findByLabelText(/Leave Type/);
    expect(await within(select).findByRole('option', { name: 'CL - Casual Leave (3.5 days available)' })).toBeInTheDocument();

    const panel = screen.getByRole('list', { name: 'Leave balances' });
    const clTile = within(panel).getByText('CL').closest('li')!;
    expect(clTile).toHaveTextContent('3.5');
    expect(clTile).toHaveTextContent('available of 6 days; 2.5 days pending');

    await user.selectOptions(select, 'cl');
    // Monday 7 to Thursday 10 December 2026: 4 working days.
    await user.type(screen.getByLabelText(/Start Date/), '2026-12-07');
    await user.type(screen.getByLabelText(/End Date/), '2026-12-10');
    expect(screen.getByText('Available Balance:').parentElement).toHaveTextContent('Available Balance: 3.5 days');
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient CL balance. You have 3.5 days remaining, but requested 4 days.');
  });

  it("is what the employee dashboard's balance tiles show", async () => {
    renderApp({ path: '/employee/dashboard', token: fakeToken(), api });
    const panel = await screen.findByRole('list', { name: 'Leave balances' });
    const clTile = within(panel).getByText('CL').closest('li')!;
    expect(await within(clTile).findByText('available of 6 days; 2.5 days pending')).toBeInTheDocument();
    expect(clTile).toHaveTextContent('3.5');
  });
});
