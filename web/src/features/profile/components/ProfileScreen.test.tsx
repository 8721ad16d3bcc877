import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, apiFor, employeeUser, fakeToken, hodUser } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('profile screens', () => {
  it("shows the 'Administrator' card and hides the actions while editing", async () => {
    const { user } = renderApp({ path: '/admin/profile', token: fakeToken(), api: apiFor(adminUser) });
    const summary = within(await screen.findByRole('region', { name: 'Profile summary' }));
    expect(summary.getByText('Administrator')).toBeInTheDocument();
    await user.click(summary.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it("says 'Head of Department' on the HOD's card", async () => {
    renderApp({ path: '/hod/profile', token: fakeToken(), api: apiFor(hodUser) });
    const summary = within(await screen.findByRole('region', { name: 'Profile summary' }));
    expect(summary.getByText('Head of Department')).toBeInTheDocument();
  });

  it("saves the profile and says 'Profile updated successfully'", async () => {
    const { user, api } = renderApp({ path: '/hod/profile', token: fakeToken(), api: { ...apiFor(hodUser), 'PUT /users/:id': ok({ user: hodUser }) } });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText(/Full Name/);
    await user.clear(name);
    await user.type(name, 'Harish H');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/users/u-hod', body: { name: 'Harish H', department: hodUser.department } });
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/auth/me')).toHaveLength(2));
  });

  it("keeps a HOD's department and date of joining read-only, sending them back unchanged", async () => {
    const { user, api } = renderApp({ path: '/hod/profile', token: fakeToken(), api: { ...apiFor(hodUser), 'PUT /users/:id': ok({ user: hodUser }) } });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText(/^Department/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Date of Joining/)).toHaveAttribute('readonly');
    expect(screen.getAllByText('Ask an administrator to change this')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ department: hodUser.department, dateOfJoining: hodUser.dateOfJoining }));
  });

  it("keeps an employee's date of joining read-only", async () => {
    const { user } = renderApp({ path: '/employee/profile', token: fakeToken(), api: apiFor(employeeUser) });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText(/Date of Joining/)).toHaveAttribute('readonly');
    expect(screen.getByText('Date of joining cannot be changed')).toBeInTheDocument();
  });

  it('changes the password in a modal, with the mismatch message first', async () => {
    const { user, api } = renderApp({ path: '/employee/profile', token: fakeToken(), api: { ...apiFor(employeeUser), 'PUT /auth/change-password': ok({ user: employeeUser, token: fakeToken({ renewed: true }) }) } });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Password' }));
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Current Password/), 'oldpass1');
    await user.type(dialog.getByLabelText(/^New Password/), 'newpass1');
    await user.type(dialog.getByLabelText(/Confirm New Password/), 'newpass2');
    await user.click(dialog.getByRole('button', { name: 'Change Password' }));
    expect(dialog.getByText('New passwords do not match')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText(/Confirm New Password/));
    await user.type(dialog.getByLabelText(/Confirm New Password/), 'newpass1');
    await user.click(dialog.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/auth/change-password')?.body).toEqual({ currentPassword: 'oldpass1', newPassword: 'newpass1' });
    expect(window.localStorage.getItem('token')).toBe(fakeToken({ renewed: true }));
  });

  it("says 'New password must be at least 6 characters long'", async () => {
    const { user } = renderApp({ path: '/employee/profile', token: fakeToken(), api: apiFor(employeeUser) });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Password' }));
    await user.type(dialog.getByLabelText(/^New Password/), 'abc');
    await user.click(dialog.getByRole('button', { name: 'Change Password' }));
    expect(dialog.getByText('New password must be at least 6 characters long')).toBeInTheDocument();
  });

  it('alerts and toasts when the current password is wrong', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderApp({ path: '/employee/profile', token: fakeToken(), api: { ...apiFor(employeeUser), 'PUT /auth/change-password': fail(400, 'Current password is incorrect') } });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Password' }));
    await user.type(dialog.getByLabelText(/^Current Password/), 'wrongpass');
    await user.type(dialog.getByLabelText(/^New Password/), 'newpass1');
    await user.type(dialog.getByLabelText(/Confirm New Password/), 'newpass1');
    await user.click(dialog.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to change password. Please check your current password.'));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });

  it("shows the employee's Leave Balance and Earned Leave cards and recalculates EL", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, api } = renderApp({
      path: '/employee/profile',
      token: fakeToken(),
      api: { ...apiFor(employeeUser), 'POST /users/calculate-earned-leave': ok({ earnedLeaveCalculation: { totalWorkingDays: 230, actualWorkingDays: 224, earnedLeave: 112, currentELBalance: 13 } }) },
    });
    expect(await screen.findByRole('heading', { name: 'Leave Balance' })).toBeInTheDocument();
    expect((await screen.findAllByText(/days for July - December 2026/)).length).toBe(2);
    await user.click(await screen.findByRole('button', { name: 'Calculate & Update EL' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Earned leave calculated and updated successfully!'));
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/users/earned-leave-details')).toHaveLength(2));
  });
});
