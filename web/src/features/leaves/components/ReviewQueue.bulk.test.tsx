// Bulk approval in the review queues (issue 49): the reviewer ticks the rows they may approve, confirms once
// in a dialog listing them, and each is sent as its own decision; each row then shows its result, approved
// or the server's refusal, and a refused row stays ticked.
import type { LeaveDto } from '@leave/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiFor, fakeToken, hodApprovedLeave, hodOwnLeave, hodUser, leaveListRoute, pendingLeave } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { renderLiveApp } from '@/test/render-live-app';

const colleague = (id: string, name: string, reason: string): LeaveDto => ({
  ...pendingLeave,
  _id: id,
  id,
  reason,
  employee: { ...pendingLeave.employee, _id: `u-${id}`, name },
});
const uncovered = colleague('l-uncovered', 'Kiran Rao', 'Wedding of a cousin in Warangal');
const third = colleague('l-third', 'Meena Iyer', 'Visiting my parents in Salem');

async function rowOf(reason: string) {
  const row = (await screen.findByText(reason)).closest('tr');
  if (!row) throw new Error(`No row for '${reason}'`);
  return within(row);
}

describe('approving selected applications together', () => {
  it("approves each ticked row by its own command after one confirmation, and shows each row's result", async () => {
    let leaves: LeaveDto[] = [pendingLeave, uncovered, third, hodOwnLeave];
    const { user, api } = renderApp({
      path: '/hod/applications',
      token: fakeToken(),
      api: {
        ...apiFor(hodUser),
        'GET /leaves': leaveListRoute(() => leaves),
        'PUT /leaves/:id/status': (call) => {
          const id = call.params.id!;
          if (id === uncovered._id) return fail(409, 'Classes not covered: 1 of 2 periods', [{ field: 'uncoveredReason', msg: 'Classes not covered: 1 of 2 periods' }]);
          const decided = { ...leaves.find((leave) => leave._id === id)!, status: 'hodApproved' as const, hodApprovedBy: { _id: hodUser._id, name: hodUser.name }, version: 2 };
          leaves = leaves.map((leave) => (leave._id === id ? decided : leave));
          return ok({ leave: decided });
        },
      },
    });

    // The HOD's own application is the admin's to decide: it has no checkbox.
    expect((await rowOf(hodOwnLeave.reason)).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve selected/ })).not.toBeInTheDocument();
    await user.click((await rowOf(pendingLeave.reason)).getByRole('checkbox', { name: `Select the application of ${pendingLeave.employee.name}` }));
    // Reached from the keyboard too.
    (await rowOf(uncovered.reason)).getByRole('checkbox', { name: 'Select the application of Kiran Rao' }).focus();
    await user.keyboard(' ');
    await user.click((await rowOf(third.reason)).getByRole('checkbox', { name: 'Select the application of Meena Iyer' }));

    await user.click(screen.getByRole('button', { name: 'Approve selected (3)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve 3 applications?' });
    expect(within(confirm).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining(pendingLeave.employee.name),
      expect.stringContaining('Kiran Rao'),
      expect.stringContaining('Meena Iyer'),
    ]);
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Approve 3 applications' }));

    const summary = await screen.findByText('2 approved, 1 refused');
    expect(summary).toBeInTheDocument();
    const puts = api.calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.path.split('/')[2])).toEqual([pendingLeave._id, uncovered._id, third._id]);
    expect(puts.every((call) => (call.body as { status: string }).status === 'hodApproved')).toBe(true);

    const refused = await rowOf(uncovered.reason);
    expect(refused.getByText('Classes not covered: 1 of 2 periods')).toBeInTheDocument();
    expect(refused.getByRole('checkbox', { name: 'Select the application of Kiran Rao' })).toBeChecked();
    for (const approved of [pendingLeave, third]) {
      const row = await rowOf(approved.reason);
      expect(row.getByText('Approved as HOD')).toBeInTheDocument();
      expect(row.queryByRole('checkbox')).not.toBeInTheDocument();
    }
    // The refusal is the row's result, not the single approval's question about the classes.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve selected (1)' })).toBeEnabled();
  });

  it('lets the admin tick only what the HOD has approved, and cancel without sending anything', async () => {
    const { user, api } = renderApp({ path: '/admin/applications', token: fakeToken(), api: { ...apiFor(adminUser), 'GET /leaves': leaveListRoute(() => [pendingLeave, hodApprovedLeave]) } });
    expect((await rowOf(pendingLeave.reason)).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click((await rowOf(hodApprovedLeave.reason)).getByRole('checkbox', { name: `Select the application of ${hodApprovedLeave.employee.name}` }));
    await user.click(screen.getByRole('button', { name: 'Approve selected (1)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve 1 application?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    expect((await rowOf(hodApprovedLeave.reason)).getByRole('checkbox')).toBeChecked();
  });

  it('follows live updates: a ticked row someone else rejects drops out of the selection', async () => {
    let leaves: LeaveDto[] = [pendingLeave, third];
    const app = renderLiveApp({ path: '/hod/applications', signedInAs: hodUser, api: { 'GET /leaves': leaveListRoute(() => leaves) } });
    for (const leave of [pendingLeave, third]) await app.user.click((await rowOf(leave.reason)).getByRole('checkbox', { name: `Select the application of ${leave.employee.name}` }));
    expect(screen.getByRole('button', { name: 'Approve selected (2)' })).toBeInTheDocument();

    app.server(() => app.sockets.current.accept());
    const rejected: LeaveDto = { ...third, status: 'rejected', rejectionReason: 'Examinations that week', rejectedBy: { _id: hodUser._id, name: hodUser.name }, version: 2 };
    leaves = [pendingLeave, rejected];
    const event = { type: 'LeaveRejected', actor: { _id: hodUser._id, name: hodUser.name, role: hodUser.role }, occurredAt: '2026-12-07T10:00:00.000Z' };
    app.server(() => app.sockets.current.emit('leave:updated', { leave: rejected, event, position: 9 }));
    expect(await screen.findByRole('button', { name: 'Approve selected (1)' })).toBeInTheDocument();
    expect((await rowOf(third.reason)).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
