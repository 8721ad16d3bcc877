// The decision dialog (issue 49): beside the application, its certificate and its history, the approver
// reads the applicant's balance of the type now and after this approval, and who else of the department is
// away on its days, by name and day (GET /leaves/:id/decision-context).
import type { LeaveDecisionContextDto } from '@leave/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFor, approvedLeave, fakeToken, hodUser, pendingLeave } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const context: LeaveDecisionContextDto = {
  open: true,
  balance: { leaveType: 'cl', balance: 6, heldByOthers: 1, available: 5, after: 3 },
  away: [
    { _id: 'u-emp2', name: 'Ravi Kumar', leaveType: 'cl', status: 'approved', days: [{ date: '2026-12-07' }, { date: '2026-12-08', half: 'first' }] },
    { _id: 'u-emp3', name: 'Kiran Rao', leaveType: 'el', status: 'pending', days: [{ date: '2026-12-08' }] },
  ],
};

async function openDetails(answer: LeaveDecisionContextDto, reason = pendingLeave.reason) {
  const rendered = renderApp({ path: '/hod/applications', token: fakeToken(), api: { ...apiFor(hodUser), 'GET /leaves/:id/decision-context': ok(answer) } });
  const row = (await screen.findByText(reason)).closest('tr')!;
  await rendered.user.click(within(row).getByRole('button', { name: /^View application of/ }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Leave Application Details' }) };
}

const figure = (dialog: HTMLElement, term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;

describe('the decision dialog', () => {
  it('shows the balance now and after this approval, and who else is away on which days', async () => {
    const { dialog, api } = await openDetails(context);
    const section = within(dialog).getByRole('region', { name: 'Before you decide' });
    expect(await within(section).findByText('CL balance now')).toBeInTheDocument();
    expect(figure(section, 'CL balance now')).toBe('6 days');
    expect(figure(section, 'Held by other open applications')).toBe('1 day');
    expect(figure(section, 'Available now')).toBe('5 days');
    expect(figure(section, 'Left after this approval')).toBe('3 days');

    const away = within(section).getAllByRole('listitem');
    expect(away).toHaveLength(2);
    expect(within(away[0]!).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(away[0]!).getByText('Approved')).toBeInTheDocument();
    expect(within(away[0]!).getByText('7 Dec, 8 Dec (morning)')).toBeInTheDocument();
    expect(within(away[1]!).getByText('Kiran Rao')).toBeInTheDocument();
    expect(within(away[1]!).getByText('Pending')).toBeInTheDocument();
    expect(within(away[1]!).getByText('8 Dec')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === `/leaves/${pendingLeave._id}/decision-context`)).toBe(true);
    // The history is still there beside it.
    expect(within(dialog).getByRole('heading', { name: 'Application History' })).toBeInTheDocument();
  });

  it('warns when the application takes more than is available, and says when nobody else is away', async () => {
    const { dialog } = await openDetails({ open: true, balance: { leaveType: 'cl', balance: 1, heldByOthers: 0, available: 1, after: -1 }, away: [] });
    expect(await within(dialog).findByText('This application takes more days than the applicant has available.')).toBeInTheDocument();
    expect(figure(dialog, 'Left after this approval')).toBe('1 day short');
    expect(within(dialog).getByText('Nobody else in the department is away on these days.')).toBeInTheDocument();
  });

  it('is not asked for an application already decided', async () => {
    const { dialog, api } = await openDetails(context, approvedLeave.reason);
    expect(within(dialog).queryByText('Before you decide')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/decision-context'))).toBe(false);
  });
});
