// Issue 13: the applicant withdraws or asks to cancel after confirming in a dialog; the HOD accepts, or
// declines with a labelled reason that is required. Buttons show only where the status machine allows.
import type { CalendarDate, LeaveDto } from '@leave/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, employeeUser, hodApprovedLeave, hodUser, pendingLeave } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { ApplicantCancellationActions, CancellationDecisionPanel } from './CancellationDialogs';

const TODAY = '2026-12-01' as CalendarDate;
const approved: LeaveDto = { ...hodApprovedLeave, _id: 'l-approved-future', status: 'approved', version: 3 };
const asked: LeaveDto = { ...approved, status: 'cancellationRequested', cancellationReason: 'The conference was called off', version: 4 };

describe('the applicant', () => {
  it('withdraws a pending application after confirming', async () => {
    const { user, api } = renderWithProviders(<ApplicantCancellationActions leave={pendingLeave} user={employeeUser} today={TODAY} />, {
      api: { 'POST /leaves/:id/withdraw': ok({ leave: { ...pendingLeave, status: 'withdrawn', version: 2 } }, 'Leave application withdrawn') },
      signedInAs: employeeUser,
    });
    expect(screen.queryByRole('button', { name: 'Request Cancellation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Application' });
    expect(api.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const call = api.calls.find((c) => c.path === `/leaves/${pendingLeave._id}/withdraw`);
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('If-Match')).toBe('"1"');
    expect(await screen.findByText('Leave application withdrawn')).toBeInTheDocument();
  });

  it('asks to cancel an approved leave with a reason it must give', async () => {
    const { user, api } = renderWithProviders(<ApplicantCancellationActions leave={approved} user={employeeUser} today={TODAY} />, {
      api: { 'POST /leaves/:id/cancellation': ok({ leave: asked }, 'Cancellation requested') },
      signedInAs: employeeUser,
    });
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request Cancellation' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Cancellation' });
    await user.click(within(dialog).getByRole('button', { name: 'Request Cancellation' }));
    expect(within(dialog).getByText('Please give a reason for the cancellation')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason for cancellation/), 'The conference was called off');
    await user.click(within(dialog).getByRole('button', { name: 'Request Cancellation' }));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'The conference was called off' });
  });

  it('sees nothing on somebody else’s application or an ended leave', () => {
    renderWithProviders(<ApplicantCancellationActions leave={approved} user={hodUser} today={TODAY} />, { signedInAs: hodUser });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the deciders', () => {
  it('the HOD declines only with a reason, and accepts after confirming', async () => {
    const { user, api } = renderWithProviders(<CancellationDecisionPanel leave={asked} reviewer={hodUser} today={TODAY} />, {
      api: { 'PUT /leaves/:id/cancellation': ok({ leave: { ...asked, status: 'approved' } }, 'Cancellation declined') },
      signedInAs: hodUser,
    });
    expect(screen.getByText(/The conference was called off/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline Cancellation' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline Cancellation' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline Cancellation' }));
    expect(within(dialog).getByText('Please give a reason for declining the cancellation')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason for declining/), 'Exam duty that week');
    await user.click(within(dialog).getByRole('button', { name: 'Decline Cancellation' }));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ decision: 'decline', reason: 'Exam duty that week' });
  });

  it('the admin has nothing to decide on an employee’s leave', () => {
    renderWithProviders(<CancellationDecisionPanel leave={asked} reviewer={adminUser} today={TODAY} />, { signedInAs: adminUser });
    expect(screen.queryByRole('button', { name: 'Accept Cancellation' })).not.toBeInTheDocument();
  });
});
