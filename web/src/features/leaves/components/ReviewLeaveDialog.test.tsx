import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, apiFor, employeeUser, fakeToken, hodUser, isLeavePageCall } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function rowOf(name: string, reason: string) {
  const cell = (await screen.findAllByText(reason)).find((element) => element.closest('tr'));
  const row = cell?.closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
}

describe('HOD review of department applications', () => {
  const api = { ...apiFor(hodUser), 'PUT /leaves/:id/status': ok({}) };

  it("approves a pending application as HOD and reloads the list", async () => {
    const { user, api: server } = renderApp({ path: '/hod/applications', token: fakeToken(), api });
    await screen.findByRole('heading', { name: 'Department Applications' });
    const row = await rowOf('Esha Employee', 'Family function in my home town');
    await user.click(row.getByRole('button', { name: /Approve as HOD/ }));
    await waitFor(() => expect(server.calls.filter(isLeavePageCall)).toHaveLength(2));
    expect(server.calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/leaves/l-pending/status', body: { status: 'hodApproved' } });
  });

  it('asks for a reason before rejecting, then sends it', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, api: server } = renderApp({ path: '/hod/applications', token: fakeToken(), api });
    await screen.findByRole('heading', { name: 'Department Applications' });
    await user.click((await rowOf('Esha Employee', 'Family function in my home town')).getByRole('button', { name: /Reject/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Application Details' });
    expect(within(dialog).getByLabelText(/Rejection Reason/)).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(alert).toHaveBeenCalledWith('Please provide a reason for rejection');
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Rejection Reason/), 'Exams that week');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'rejected', rejectionReason: 'Exams that week' });
  });

  it("offers no decision on the HOD's own application", async () => {
    renderApp({ path: '/hod/applications', token: fakeToken(), api });
    await screen.findByRole('heading', { name: 'Department Applications' });
    const row = await rowOf('Harish Head', 'Personal work at the university');
    expect(row.queryByRole('button', { name: /Approve as HOD/ })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Reject/ })).not.toBeInTheDocument();
  });

  it("shows the application's history in the details dialog and closes on Escape", async () => {
    const { user } = renderApp({ path: '/hod/applications', token: fakeToken(), api });
    await screen.findByRole('heading', { name: 'Department Applications' });
    await user.click((await rowOf('Esha Employee', 'Attending a conference in Chennai')).getByRole('button', { name: /View/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Application Details' });
    expect(await within(dialog).findByText(/Approved as HOD/)).toBeInTheDocument();
    expect(within(dialog).getByText('Harish Head')).toBeInTheDocument();
    expect(within(dialog).getByText(/Applied for leave/)).toBeInTheDocument();
    expect(within(dialog).getByText('EL balance at the decision: 6 days')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('filters by status and shows the empty-state text', async () => {
    const { user } = renderApp({ path: '/hod/applications', token: fakeToken(), api });
    await screen.findByRole('heading', { name: 'Department Applications' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody by this name');
    expect(await screen.findByText('No applications found matching your criteria.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect((await screen.findAllByRole('row')).length).toBeGreaterThan(1);
  });
});

describe('admin final decision', () => {
  const api = { ...apiFor(adminUser), 'PUT /leaves/:id/status': ok({}) };

  it("keeps Approve disabled on a pending application with 'Requires HOD approval first'", async () => {
    renderApp({ path: '/admin/applications', token: fakeToken(), api });
    await screen.findByRole('heading', { name: 'Leave Applications' });
    const row = await rowOf('Esha Employee', 'Family function in my home town');
    expect(row.getByRole('button', { name: /Approve/ })).toBeDisabled();
    expect(row.getByText('Requires HOD approval first')).toBeInTheDocument();
  });

  it('approves a HOD-approved application', async () => {
    const { user, api: server } = renderApp({ path: '/admin/applications', token: fakeToken(), api });
    await screen.findByRole('heading', { name: 'Leave Applications' });
    await user.click((await rowOf('Esha Employee', 'Attending a conference in Chennai')).getByRole('button', { name: /Approve/ }));
    await waitFor(() => expect(server.calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/leaves/l-hod-approved/status', body: { status: 'approved' } }));
  });

  it("may approve a HOD's own pending application, which has no HOD level above it", async () => {
    renderApp({ path: '/admin/applications', token: fakeToken(), api });
    await screen.findByRole('heading', { name: 'Leave Applications' });
    expect((await rowOf('Harish Head', 'Personal work at the university')).getByRole('button', { name: /Approve/ })).toBeEnabled();
  });

  it('may approve directly the pending application of someone the register now lists as HOD', async () => {
    const promoted = { ...employeeUser, role: 'hod' as const };
    renderApp({ path: '/admin/applications', token: fakeToken(), api: { ...api, 'GET /users': ok({ users: [adminUser, hodUser, promoted] }) } });
    await screen.findByRole('heading', { name: 'Leave Applications' });
    const row = await rowOf('Esha Employee', 'Family function in my home town');
    await waitFor(() => expect(row.getByRole('button', { name: /Approve/ })).toBeEnabled());
  });

  it("offers only Reject on the application of someone deleted from the register", async () => {
    renderApp({ path: '/admin/applications', token: fakeToken(), api: { ...api, 'GET /users': ok({ users: [adminUser, hodUser] }) } });
    await screen.findByRole('heading', { name: 'Leave Applications' });
    const row = await rowOf('Esha Employee', 'Attending a conference in Chennai');
    await waitFor(() => expect(row.getByRole('button', { name: /Approve/ })).toBeDisabled());
    expect(row.getByRole('button', { name: /Reject/ })).toBeEnabled();
  });

  it('offers no decision on final applications', async () => {
    renderApp({ path: '/admin/applications', token: fakeToken(), api });
    await screen.findByRole('heading', { name: 'Leave Applications' });
    const row = await rowOf('Ravi Kumar', 'Child care during school holidays');
    expect(row.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Reject/ })).not.toBeInTheDocument();
  });
});
