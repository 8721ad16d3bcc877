import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '@leave/domain';
import { adminUser, apiFor, fakeToken } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function openAddForm() {
  const view = renderApp({
    path: '/admin/employees',
    token: fakeToken(),
    api: { ...apiFor(adminUser), 'POST /auth/register': ok({ user: adminUser }), 'DELETE /users/:id': ok({}) },
  });
  await view.user.click(await screen.findByRole('button', { name: 'Add Employee' }));
  return { ...view, dialog: within(await screen.findByRole('dialog', { name: 'Add Employee' })) };
}

describe('admin employee form', () => {
  it("shows domain's messages and blocks submission while errors exist", async () => {
    const { user, dialog, api } = await openAddForm();
    await user.type(dialog.getByLabelText(/Full Name/), ' A ');
    await user.type(dialog.getByLabelText(/Mobile Number/), '12ab');
    await user.click(dialog.getByRole('button', { name: 'Add Employee' }));
    expect(dialog.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(dialog.getByText('Valid email is required')).toBeInTheDocument();
    expect(dialog.getByText('Valid 10-digit mobile number is required')).toBeInTheDocument();
    expect(dialog.getByText('Designation must be at least 2 characters')).toBeInTheDocument();
    expect(dialog.getByText('Date of birth is required')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Add Employee' })).toBeDisabled();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  async function fillValid(user: Awaited<ReturnType<typeof openAddForm>>['user'], dialog: Awaited<ReturnType<typeof openAddForm>>['dialog']) {
    await user.type(dialog.getByLabelText(/Full Name/), 'Neha Nair');
    await user.type(dialog.getByLabelText(/^Email/), 'neha@college.edu');
    await user.selectOptions(dialog.getByLabelText(/Department/), 'Civil Engineering (CIVIL)');
    await user.selectOptions(dialog.getByLabelText(/Role/), 'hod');
    await user.type(dialog.getByLabelText(/Designation/), 'Professor');
    await user.type(dialog.getByLabelText(/Qualification/), 'Ph.D');
    await user.type(dialog.getByLabelText(/Mobile Number/), '9123456780');
    await user.type(dialog.getByLabelText(/Date of Birth/), '1980-02-10');
    await user.click(dialog.getByRole('button', { name: 'Add Employee' }));
  }

  it('creates the employee through /auth/register without an employee ID or password of its own', async () => {
    const { user, dialog, api } = await openAddForm();
    // The name is what an admin types first (issue 49), not the optional employee ID.
    await waitFor(() => expect(dialog.getByLabelText(/Full Name/)).toHaveFocus());
    await fillValid(user, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A toast confirms it and says how the person signs in.
    expect(await screen.findByText('Neha Nair added. They sign in with the default password and can change it from their profile.')).toBeInTheDocument();
    const body = api.calls.find((call) => call.path === '/auth/register')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Neha Nair', email: 'neha@college.edu', role: 'hod', department: 'Civil Engineering (CIVIL)', dateOfBirth: '1980-02-10' });
    expect(body).not.toHaveProperty('employeeId');
    expect(body).not.toHaveProperty('password');
  });

  it("shows the server's message in the form when saving fails", async () => {
    const view = renderApp({ path: '/admin/employees', token: fakeToken(), api: { ...apiFor(adminUser), 'POST /auth/register': fail(409, 'Email already registered') } });
    await view.user.click(await screen.findByRole('button', { name: 'Add Employee' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Employee' }));
    await fillValid(view.user, dialog);
    expect(await dialog.findByText('Email already registered')).toBeInTheDocument();
  });

  it("shows 'Error saving employee.' when the failure says nothing", async () => {
    const view = renderApp({ path: '/admin/employees', token: fakeToken(), api: { ...apiFor(adminUser), 'POST /auth/register': { status: 500, body: {} } } });
    await view.user.click(await screen.findByRole('button', { name: 'Add Employee' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Employee' }));
    await fillValid(view.user, dialog);
    expect(await dialog.findByText('Error saving employee.')).toBeInTheDocument();
  });

  it('edits an employee with PUT /users/:id', async () => {
    const view = renderApp({ path: '/admin/employees', token: fakeToken(), api: { ...apiFor(adminUser), 'PUT /users/:id': ok({ user: adminUser }) } });
    await view.user.click(await screen.findByRole('button', { name: 'Edit Ravi Kumar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Employee' }));
    expect(dialog.getByLabelText(/Full Name/)).toHaveValue('Ravi Kumar');
    await view.user.clear(dialog.getByLabelText(/Designation/));
    await view.user.type(dialog.getByLabelText(/Designation/), 'Associate Professor');
    await view.user.click(dialog.getByRole('button', { name: 'Update Employee' }));
    await waitFor(() => expect(view.api.calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/users/u-emp2', body: { designation: 'Associate Professor', employeeId: 'EMP043' } }));
  });

  it('deletes only after confirmation', async () => {
    const { user, api } = await openAddForm();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Delete Ravi Kumar' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete Employee' }));
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete Ravi Kumar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Employee' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/users/u-emp2'));
  });

  it("changes a balance only with a reason, sending just the balance that changed", async () => {
    const view = renderApp({ path: '/admin/employees', token: fakeToken(), api: { ...apiFor(adminUser), 'PUT /users/:id': ok({ user: adminUser }) } });
    await view.user.click(await screen.findByRole('button', { name: 'Edit Ravi Kumar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Employee' }));
    const el = dialog.getByLabelText(/EL \(Earned Leave\)/);
    expect(el).toHaveValue(0);
    await view.user.clear(el);
    await view.user.type(el, '12');
    await view.user.click(dialog.getByRole('button', { name: 'Update Employee' }));
    expect(dialog.getByText('Please give a reason for the balance change')).toBeInTheDocument();
    expect(view.api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await view.user.type(dialog.getByLabelText(/Reason for the balance change/), 'Carried over from the paper register');
    await view.user.click(dialog.getByRole('button', { name: 'Update Employee' }));
    await waitFor(() => expect(view.api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ leaveBalance: { el: 12 }, balanceReason: 'Carried over from the paper register' }));
    expect((view.api.calls.find((call) => call.method === 'PUT')?.body as { leaveBalance: object }).leaveBalance).toEqual({ el: 12 });
  });

  it("corrects the figure of a type of the college's policy, sent by its code (issue 20)", async () => {
    const exam = { ...DEFAULT_POLICY.leaveTypes[4]!, code: 'exam', name: 'Examination Leave', allowance: { per: 'year' as const, days: 3 } };
    const policy = { policy: { leaveTypes: [...DEFAULT_POLICY.leaveTypes, exam] }, version: 2, effectiveFrom: '2026-01-01' };
    const view = renderApp({ path: '/admin/employees', token: fakeToken(), api: { ...apiFor(adminUser), 'GET /policy': ok(policy), 'PUT /users/:id': ok({ user: adminUser }) } });
    await view.user.click(await screen.findByRole('button', { name: 'Edit Ravi Kumar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Employee' }));
    const field = await dialog.findByLabelText(/EXAM \(Examination Leave\)/);
    expect(field).toHaveValue(0);
    await view.user.clear(field);
    await view.user.type(field, '2.5');
    await view.user.type(dialog.getByLabelText(/Reason for the balance change/), 'Invigilation in November');
    await view.user.click(dialog.getByRole('button', { name: 'Update Employee' }));
    await waitFor(() => expect(view.api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ leaveBalance: { exam: 2.5 }, balanceReason: 'Invigilation in November' }));
    expect(Object.keys(view.api.calls.find((call) => call.method === 'PUT')?.body as object)).not.toContain('leave_exam');
  });

  it('refuses a quarter of a day (halves are whole enough)', async () => {
    const view = renderApp({ path: '/admin/employees', token: fakeToken(), api: apiFor(adminUser) });
    await view.user.click(await screen.findByRole('button', { name: 'Edit Ravi Kumar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Employee' }));
    const cl = dialog.getByLabelText(/CL \(Casual Leave\)/);
    await view.user.clear(cl);
    await view.user.type(cl, '2.25');
    await view.user.click(dialog.getByRole('button', { name: 'Update Employee' }));
    expect(dialog.getByText('Leave balance must be in whole or half days')).toBeInTheDocument();
  });

  it('shows no balances when adding someone', async () => {
    const { dialog } = await openAddForm();
    expect(dialog.queryByLabelText(/Reason for the balance change/)).not.toBeInTheDocument();
  });
});
