// A notification links to its application (`?leave=<id>`): the screen opens with that application's
// details, fetched by id, and closing the dialog takes the id out of the address.
import { screen, within } from '@testing-library/react';
import type { LeaveDto } from '@leave/domain';
import { describe, expect, it } from 'vitest';
import { apiFor, approvedLeave, employeeUser, fakeToken, hodUser, pendingLeave } from '@/test/fixtures';
import { ok, type MockRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const byId = (leaves: readonly LeaveDto[]) => ({ 'GET /leaves/:id': (request: MockRequest) => ok({ leave: leaves.find((leave) => leave._id === request.params.id) }) });

describe('An application opened from a notification', () => {
  it("opens the employee's History on the application's details; closing leaves History as it was", async () => {
    const view = renderApp({ path: `/employee/history?leave=${approvedLeave._id}`, token: fakeToken(), api: { ...apiFor(employeeUser), ...byId([approvedLeave]) } });
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Special Casual Leave', { exact: false })).toBeInTheDocument();
    await view.user.click(dialog.getAllByRole('button', { name: /close/i })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.router.state.location.search).toBe('');
  });

  it("opens the HOD's queue on the application waiting for them", async () => {
    renderApp({ path: `/hod/applications?leave=${pendingLeave._id}`, token: fakeToken(), api: { ...apiFor(hodUser), ...byId([pendingLeave]) } });
    const dialog = within(await screen.findByRole('dialog'));
    // The name is in the details and, once the history has loaded, in its first entry too.
    expect(dialog.getAllByText(pendingLeave.employee.name)[0]).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: /Approve/ })).toBeInTheDocument();
  });
});
