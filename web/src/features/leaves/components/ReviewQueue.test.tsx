import type { LeaveDto } from '@leave/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, apiFor, fakeToken, hodApprovedLeave, hodUser, isLeavePageCall, pendingLeave } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function rowOf(reason: string) {
  const row = (await screen.findByText(reason)).closest('tr');
  if (!row) throw new Error(`No row for '${reason}'`);
  return within(row);
}

describe('a decision in the review queue', () => {
  it('sends the version the reviewer saw, and shows the answered application without reloading the list', async () => {
    const decided: LeaveDto = { ...pendingLeave, status: 'hodApproved', hodApprovedBy: { _id: hodUser._id, name: hodUser.name }, version: 2 };
    const { user, api } = renderApp({ path: '/hod/applications', token: fakeToken(), api: { ...apiFor(hodUser), 'PUT /leaves/:id/status': ok({ leave: decided }) } });
    await user.click((await rowOf(pendingLeave.reason)).getByRole('button', { name: /Approve as HOD/ }));

    expect(await (await rowOf(pendingLeave.reason)).findByText('HOD Approved')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.headers.get('If-Match')).toBe('"1"');
    expect(put?.body).toEqual({ status: 'hodApproved' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.filter(isLeavePageCall)).toHaveLength(1);
  });

  it('reloads the list after a 409, so the reviewer sees what the other reviewer did', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let leaves = [pendingLeave, hodApprovedLeave];
    const { user, api } = renderApp({
      path: '/admin/applications',
      token: fakeToken(),
      api: {
        ...apiFor(adminUser),
        'GET /leaves': () => ok({ leaves }),
        'PUT /leaves/:id/status': () => {
          leaves = [pendingLeave, { ...hodApprovedLeave, status: 'rejected', rejectionReason: 'Exams that week', version: 3 }];
          return fail(409, 'This application was changed by someone else. Please reload and try again.');
        },
      },
    });
    await user.click((await rowOf(hodApprovedLeave.reason)).getByRole('button', { name: /^Approve application/ }));

    expect(await (await rowOf(hodApprovedLeave.reason)).findByText('Rejected')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.headers.get('If-Match')).toBe('"2"');
    await waitFor(() => expect(api.calls.filter(isLeavePageCall)).toHaveLength(2));
  });

  it("asks the HOD why classes may stay uncovered when the approval is refused for them, and approves with the reason (issue 45)", async () => {
    const decided: LeaveDto = { ...pendingLeave, status: 'hodApproved', hodApprovedBy: { _id: hodUser._id, name: hodUser.name }, version: 2, uncoveredReason: 'Lab closed for the audit that day' };
    const { user, api } = renderApp({
      path: '/hod/applications',
      token: fakeToken(),
      api: {
        ...apiFor(hodUser),
        'PUT /leaves/:id/status': (call) =>
          (call.body as { uncoveredReason?: string }).uncoveredReason
            ? ok({ leave: decided })
            : fail(409, 'Classes not covered: 1 of 2 periods', [{ field: 'uncoveredReason', msg: 'Classes not covered: 1 of 2 periods' }]),
      },
    });
    await user.click((await rowOf(pendingLeave.reason)).getByRole('button', { name: /Approve as HOD/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Classes not covered' }));
    expect(dialog.getByText('Classes not covered: 1 of 2 periods')).toBeInTheDocument();
    // A reason is required; the field says so, and nothing is sent.
    await user.click(dialog.getByRole('button', { name: 'Approve Anyway' }));
    expect(dialog.getByText('Please say why the classes need not be covered')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    await user.type(dialog.getByLabelText(/Why may the classes stay uncovered/), 'Lab closed for the audit that day');
    await user.click(dialog.getByRole('button', { name: 'Approve Anyway' }));
    expect(await (await rowOf(pendingLeave.reason)).findByText('HOD Approved')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ status: 'hodApproved', uncoveredReason: 'Lab closed for the audit that day' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Classes not covered' })).not.toBeInTheDocument());
  });
});
