import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFor, employeeUser, fakeToken } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function fillValidForm(user: ReturnType<typeof renderApp>['user'], confirmation = 'secret123') {
  await user.type(await screen.findByLabelText(/Full Name/), 'Esha Employee');
  await user.type(screen.getByLabelText(/Email Address/), 'esha@college.edu');
  await user.selectOptions(screen.getByLabelText(/Department/), 'Computer Science & Engineering (CSE)');
  await user.type(screen.getByLabelText(/Mobile Number/), '9876543210');
  await user.type(screen.getByLabelText(/Date of Birth/), '1990-05-14');
  await user.type(screen.getByLabelText(/Date of Joining/), '2018-07-02');
  await user.type(screen.getByLabelText(/^Password/), 'secret123');
  await user.type(screen.getByLabelText(/Confirm Password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('register page', () => {
  it("is titled 'Create Your Account' and links back with 'Sign in here'", async () => {
    renderApp({ path: '/register' });
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');
  });

  it("shows domain's messages for every invalid field", async () => {
    const { user, api } = renderApp({ path: '/register' });
    await user.type(await screen.findByLabelText(/Full Name/), 'A');
    await user.type(screen.getByLabelText(/Mobile Number/), '12345');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/Confirm Password/), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Department is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    const { user, api } = renderApp({ path: '/register' });
    await fillValidForm(user, 'secret999');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("asks to confirm the password ('Please confirm your password')", async () => {
    const { user } = renderApp({ path: '/register' });
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
  });

  it("registers, says 'Registration successful!' and opens the dashboard", async () => {
    const { user, router, api } = renderApp({
      path: '/register',
      api: { ...apiFor(employeeUser), 'POST /auth/register': ok({ user: employeeUser, token: fakeToken() }) },
    });
    await fillValidForm(user);
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/dashboard'));
    expect(api.calls.find((call) => call.path === '/auth/register')?.body).toMatchObject({
      name: 'Esha Employee',
      role: 'employee',
      department: 'Computer Science & Engineering (CSE)',
      confirmPassword: 'secret123',
    });
  });

  it("shows the server's message, or 'Registration failed', in an error toast", async () => {
    const { user } = renderApp({ path: '/register', api: { 'POST /auth/register': fail(409, 'Email already registered') } });
    await fillValidForm(user);
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
  });
});
