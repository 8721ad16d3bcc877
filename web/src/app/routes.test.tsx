import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFor, employeeUser, fakeToken, hodUser } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('routes and guards', () => {
  it('sends a visitor without a session from a portal to /login', async () => {
    const { router } = renderApp({ path: '/admin/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends / to /login when nobody is signed in', async () => {
    const { router } = renderApp({ path: '/' });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows 'Loading application...' while the current user is fetched", async () => {
    renderApp({ path: '/', token: fakeToken(), api: { 'GET /auth/me': { delayMs: Infinity } } });
    expect(await screen.findByText('Loading application...')).toBeInTheDocument();
  });

  it('sends a signed-in user from / to the dashboard of their role', async () => {
    const { router } = renderApp({ path: '/', token: fakeToken(), api: apiFor(hodUser) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/hod/dashboard'));
    expect((await screen.findAllByText('HOD Portal'))[0]).toBeInTheDocument();
  });

  it('sends a user with the wrong role to their own dashboard', async () => {
    const { router } = renderApp({ path: '/admin/employees', token: fakeToken(), api: apiFor(employeeUser) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/dashboard'));
    expect((await screen.findAllByText('Employee Portal'))[0]).toBeInTheDocument();
  });

  it("sends a 'class to take' notification's link to the classes to cover of the reader's own portal", async () => {
    const employee = renderApp({ path: '/classes-to-cover', token: fakeToken(), api: { ...apiFor(employeeUser), 'GET /arrangements': ok({ arrangements: [], total: 0 }) } });
    await waitFor(() => expect(employee.router.state.location.pathname).toBe('/employee/classes-to-cover'));
    employee.unmount();
    const hod = renderApp({ path: '/classes-to-cover', token: fakeToken(), api: { ...apiFor(hodUser), 'GET /arrangements': ok({ arrangements: [], total: 0 }) } });
    await waitFor(() => expect(hod.router.state.location.pathname).toBe('/hod/classes-to-cover'));
  });

  it("sends a 'colleague cannot take my class' notification's link to the reader's own applications", async () => {
    const employee = renderApp({ path: '/my-applications', token: fakeToken(), api: apiFor(employeeUser) });
    await waitFor(() => expect(employee.router.state.location.pathname).toBe('/employee/history'));
    employee.unmount();
    const hod = renderApp({ path: '/my-applications', token: fakeToken(), api: apiFor(hodUser) });
    await waitFor(() => expect(hod.router.state.location.pathname).toBe('/hod/history'));
  });

  it('sends any unknown path to /, and from there to the dashboard', async () => {
    const { router } = renderApp({ path: '/no/such/page', token: fakeToken(), api: apiFor(employeeUser) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/dashboard'));
  });

  it('redirects a signed-in user away from /login and /register', async () => {
    const { router } = renderApp({ path: '/register', token: fakeToken(), api: apiFor(employeeUser) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/dashboard'));
  });

  it('falls back to the user inside the token when /auth/me fails', async () => {
    const token = fakeToken({ user: hodUser });
    const { router } = renderApp({ path: '/hod/dashboard', token, api: { ...apiFor(hodUser), 'GET /auth/me': fail(500, 'Database unavailable') } });
    expect((await screen.findAllByText('HOD Portal'))[0]).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hod/dashboard');
    expect(window.localStorage.getItem('token')).toBe(token);
  });

  it('signs out without a redirect of its own when /auth/me fails and the token holds no user', async () => {
    const { router } = renderApp({ path: '/hod/dashboard', token: fakeToken(), api: { 'GET /auth/me': fail(500, 'Database unavailable') } });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('removes the token and goes to /login on any 401', async () => {
    const api = { ...apiFor(employeeUser), 'GET /leaves/my-leaves': fail(401, 'Session expired') };
    const { router } = renderApp({ path: '/employee/history', token: fakeToken(), api });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("signs out with 'Logged out successfully' and lands on /login", async () => {
    const { router, user } = renderApp({ path: '/employee/dashboard', token: fakeToken(), api: apiFor(employeeUser) });
    const [signOut] = await screen.findAllByRole('button', { name: 'Sign Out' });
    await user.click(signOut!);
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends the bearer token with every request', async () => {
    const token = fakeToken();
    const { api } = renderApp({ path: '/employee/dashboard', token, api: { ...apiFor(employeeUser), 'GET /auth/me': ok({ user: employeeUser }) } });
    await screen.findAllByText('Employee Portal');
    expect(api.calls[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });
});
