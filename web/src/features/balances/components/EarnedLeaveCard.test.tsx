// Issue 25: the employee's profile showed EL 0 days under 'Leave Balance' and 'Current EL Balance 117 days'
// in the Earned Leave card beside it. One figure, the ledger's; the card says what a calculation would do.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFor, employeeUser, fakeToken } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('the Earned Leave card on the employee profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  const balances = (el: number) => ({
    status: 200,
    body: { success: true, data: { cl: 6, scl: 4, el, hpl: 10, ccl: 7, clInfo: { quota: 6, period: 'July - December 2026' }, sclInfo: { quota: 4, period: 'July - December 2026' } } },
  });

  it("shows the ledger's EL as the current balance, and what the next calculation would change", async () => {
    renderApp({
      path: '/employee/profile',
      token: fakeToken(),
      api: {
        ...apiFor(employeeUser),
        'GET /users/current-leave-balances': balances(0),
        'GET /users/earned-leave-details': ok({ totalWorkingDays: 234, actualWorkingDays: 234, earnedLeave: 117, currentELBalance: 117 }),
      },
    });
    const card = within((await screen.findByRole('heading', { name: 'Earned Leave Calculation' })).closest('section, article, div')!.parentElement!);
    expect(await card.findByText('Calculate & Update EL now would set EL to 117 days (+117 days): the 117 days earned this year less the EL approved this year.')).toBeInTheDocument();
    const current = card.getByText('Current EL Balance');
    expect(current.parentElement).toHaveTextContent('0 days');
    expect(current.parentElement).not.toHaveTextContent('117');
  });

  it('says a calculation would keep the balance when the figures agree', async () => {
    renderApp({
      path: '/employee/profile',
      token: fakeToken(),
      api: { ...apiFor(employeeUser), 'GET /users/current-leave-balances': balances(12) },
    });
    expect(await screen.findByText('Calculate & Update EL now would keep EL at 12 days.')).toBeInTheDocument();
  });
});
