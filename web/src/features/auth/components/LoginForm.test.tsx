import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiFor, employeeUser, fakeToken, hodUser } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function signIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText(/Email Address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login page', () => {
  it("shows domain's messages for empty and malformed input", async () => {
    const { user, api } = renderApp({ path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Email Address/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), '123');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    // Nothing is sent but the page's own look-ups of the demo accounts and of the sign-in options.
    expect(api.calls.filter((call) => call.path !== '/demo/accounts' && call.path !== '/auth/config')).toHaveLength(0);
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = renderApp({ path: '/login' });
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("signs in, says 'Login successful!' and opens the dashboard of the role", async () => {
    const token = fakeToken();
    const { user, router, api } = renderApp({ path: '/login', api: { ...apiFor(hodUser), 'POST /auth/login': ok({ user: hodUser, token }) } });
    await signIn(user, 'hod.cse@college.edu', 'secret123');
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hod/dashboard'));
    expect(window.localStorage.getItem('token')).toBe(token);
    expect(api.calls.find((call) => call.path === '/auth/login')?.body).toEqual({ email: 'hod.cse@college.edu', password: 'secret123' });
  });

  it("shows 'Signing in...' while the request is in flight", async () => {
    const { user } = renderApp({ path: '/login', api: { 'POST /auth/login': { delayMs: Infinity } } });
    await signIn(user, 'esha@college.edu', 'secret123');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it("shows 'Invalid credentials' on a 401, keeps it across a reload, and dismisses it when an input gets focus", async () => {
    const first = renderApp({ path: '/login', api: { 'POST /auth/login': fail(401, 'Wrong password') } });
    await signIn(first.user, 'esha@college.edu', 'wrongpass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(window.sessionStorage.getItem('loginError')).toBe('Invalid credentials');

    first.unmount();
    const second = renderApp({ path: '/login' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    await second.user.click(screen.getByLabelText(/Email Address/));
    expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('loginError')).toBeNull();
  });

  it('says when there were too many attempts (429)', async () => {
    const { user } = renderApp({ path: '/login', api: { 'POST /auth/login': fail(429, 'Slow down') } });
    await signIn(user, 'esha@college.edu', 'secret123');
    expect(await screen.findByText('Too many login attempts. Please try again later.')).toBeInTheDocument();
  });

  it("shows the server's message for other failures", async () => {
    const { user } = renderApp({ path: '/login', api: { 'POST /auth/login': fail(403, 'Your account is inactive') } });
    await signIn(user, 'esha@college.edu', 'secret123');
    expect(await screen.findByText('Your account is inactive')).toBeInTheDocument();
  });

  it('dismisses the banner with its close button', async () => {
    const { user } = renderApp({ path: '/login', api: { 'POST /auth/login': fail(401, 'Wrong password') } });
    await signIn(user, 'esha@college.edu', 'wrongpass');
    await user.click(await screen.findByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument();
  });

  it('falls back to /demo-login for the admin demo address', async () => {
    const { user, router, api } = renderApp({
      path: '/login',
      api: { ...apiFor(adminUser), 'POST /auth/login': fail(401, 'Invalid credentials'), 'POST /demo-login': ok({ user: adminUser, token: fakeToken() }) },
    });
    await signIn(user, 'admin@college.edu', 'admin123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(api.calls.map((call) => call.path)).toContain('/demo-login');
  });

  it('does not try /demo-login for anyone else', async () => {
    const { user, api } = renderApp({ path: '/login', api: { 'POST /auth/login': fail(401, 'Invalid credentials') } });
    await signIn(user, employeeUser.email, 'wrongpass');
    await screen.findByText('Invalid credentials');
    expect(api.calls.map((call) => call.path)).not.toContain('/demo-login');
  });

  describe('in demo mode', () => {
    const accounts = [
      { role: 'admin', name: 'Administrator', email: 'admin@college.edu', password: 'admin123', department: '' },
      { role: 'hod', name: 'Dr. Anitha Raj', email: 'hod.cse@college.edu', password: 'hod12345', department: 'Computer Science & Engineering (CSE)' },
      { role: 'employee', name: 'Vikram Singh', email: 'emp1.cse@college.edu', password: 'employee123', department: 'Computer Science & Engineering (CSE)' },
    ];

    it('lists the demo accounts and fills the form with the one clicked, leaving Sign In to the user', async () => {
      const { user, api } = renderApp({ path: '/login', api: { 'GET /demo/accounts': ok({ accounts }) } });
      const list = await screen.findByRole('region', { name: 'Demo accounts' });
      await user.click(within(list).getByText('Heads of department (1)'));
      await user.click(within(list).getByRole('button', { name: /Dr\. Anitha Raj/ }));
      expect(screen.getByLabelText(/Email Address/)).toHaveValue('hod.cse@college.edu');
      expect(screen.getByLabelText(/^Password/)).toHaveValue('hod12345');
      expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus();
      expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
      await user.click(within(list).getByRole('button', { name: /Administrator/ }));
      expect(screen.getByLabelText(/Email Address/)).toHaveValue('admin@college.edu');
      expect(screen.getByLabelText(/^Password/)).toHaveValue('admin123');
    });

    it('shows no demo accounts when the server has none (demo mode off: 404)', async () => {
      const { api } = renderApp({ path: '/login' });
      await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/demo/accounts'));
      await screen.findByRole('button', { name: 'Sign In' });
      expect(screen.queryByRole('region', { name: 'Demo accounts' })).not.toBeInTheDocument();
    });
  });

  describe('with a college account (OIDC)', () => {
    it("shows no provider's button when the server has none configured", async () => {
      renderApp({ path: '/login', api: { 'GET /auth/config': ok({ oidc: null }) } });
      await screen.findByRole('button', { name: 'Sign In' });
      expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
    });

    it("shows the provider's button with its label, leading to the start of the flow", async () => {
      renderApp({ path: '/login', api: { 'GET /auth/config': ok({ oidc: { label: 'Sign in with Google' } }) } });
      expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute('href', '/api/auth/oidc/start');
    });

    it('collects the session by POST when the provider sends the browser back, and opens the dashboard', async () => {
      const token = fakeToken();
      const { router, api } = renderApp({ path: '/login?signIn=oidc', api: { ...apiFor(employeeUser), 'POST /auth/oidc/session': ok({ user: employeeUser, token }) } });
      expect(await screen.findByText('Login successful!')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/employee/dashboard'));
      expect(window.localStorage.getItem('token')).toBe(token);
      expect(api.calls.filter((call) => call.path === '/auth/oidc/session')).toHaveLength(1);
    });

    it("says why a sign-in was refused, and leaves the address clean", async () => {
      const { router } = renderApp({ path: '/login?signInError=unknownPerson' });
      expect(await screen.findByText(/No member of staff has the e-mail address of this account/)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe(''));
    });

    it('says the sign-in expired when the session cannot be collected', async () => {
      renderApp({ path: '/login?signIn=oidc', api: { 'POST /auth/oidc/session': fail(401, 'The sign-in expired. Please sign in again.') } });
      expect(await screen.findByText('The sign-in expired. Please sign in again.')).toBeInTheDocument();
    });
  });
});
