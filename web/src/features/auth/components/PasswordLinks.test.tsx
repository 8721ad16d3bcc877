// Issue 26 in the web app: the page of an e-mailed set-password link, 'Forgot password?' and the
// 'Set your password' prompt of a person who still has the default password.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_LINK_MESSAGES } from '@leave/domain';
import { apiFor, employeeUser, fakeToken } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SECRET = 'c2VjcmV0LW9mLXRoZS1saW5rLXRoYXQtd2FzLXNlbnQ';

/** Opens the app at a link's page, with the secret after '#' as the e-mail's link has it. */
function openLink(api: Parameters<typeof renderApp>[0]['api'], hash = `#${SECRET}`) {
  window.history.replaceState(null, '', `/set-password${hash}`);
  return renderApp({ path: '/set-password', api: { 'GET /auth/config': ok({ oidc: null }), 'GET /demo/accounts': ok({ accounts: [] }), ...api } });
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
});

describe('the set-password page of an e-mailed link', () => {
  it('sets the password with the secret of the link, clears it from the address and sends the person to sign in', async () => {
    const { user, api, router } = openLink({ 'POST /auth/set-password': ok({}, PASSWORD_LINK_MESSAGES.set) });
    await user.type(await screen.findByLabelText(/^New Password/), 'my-own-secret');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'my-own-secret');
    expect(window.location.hash).toBe('');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls.find((call) => call.path === '/auth/set-password')?.body).toEqual({ token: SECRET, newPassword: 'my-own-secret' });
    expect(await screen.findByText(PASSWORD_LINK_MESSAGES.set)).toBeInTheDocument();
  });

  it("checks the confirmation with domain's rule before sending anything", async () => {
    const { user, api } = openLink({});
    await user.type(await screen.findByLabelText(/^New Password/), 'my-own-secret');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'my-own-secreT');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/auth/set-password')).toHaveLength(0);
  });

  it('shows a clear page for a used or expired link, with the way to a new one', async () => {
    const { user } = openLink({ 'POST /auth/set-password': fail(400, PASSWORD_LINK_MESSAGES.invalid, [{ field: 'token', msg: PASSWORD_LINK_MESSAGES.invalid }]) });
    await user.type(await screen.findByLabelText(/^New Password/), 'my-own-secret');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'my-own-secret');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_LINK_MESSAGES.invalid)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { name: PASSWORD_LINK_MESSAGES.forgot })).toBeInTheDocument();
  });

  it('shows the same page for an address without a secret', async () => {
    openLink({}, '');
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });
});

describe("'Forgot password?'", () => {
  it('opens from the sign-in page and shows the neutral answer', async () => {
    const answer = PASSWORD_LINK_MESSAGES.requested;
    const { user, api, router } = renderApp({ path: '/login', api: { 'GET /auth/config': ok({ oidc: null }), 'GET /demo/accounts': ok({ accounts: [] }), 'POST /auth/forgot-password': ok({}, answer) } });
    await user.click(await screen.findByRole('link', { name: PASSWORD_LINK_MESSAGES.forgot }));
    expect(router.state.location.pathname).toBe('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send the link' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email Address/), 'someone@college.edu');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(answer)).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/auth/forgot-password')?.body).toEqual({ email: 'someone@college.edu' });
  });

  it('says when too many links were asked for', async () => {
    const { user } = renderApp({ path: '/forgot-password', api: { 'POST /auth/forgot-password': fail(429, 'Too many login attempts. Please try again later.') } });
    await user.type(await screen.findByLabelText(/Email Address/), 'someone@college.edu');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Too many login attempts. Please try again later.')).toBeInTheDocument();
  });
});

describe("the first sign-in's 'Set your password'", () => {
  const newcomer = { ...employeeUser, mustSetPassword: true as const };

  it('stands before the dashboard of a person with the default password, and lets them in later', async () => {
    const { user } = renderApp({ path: '/employee/dashboard', token: fakeToken(), api: apiFor(newcomer) });
    expect(await screen.findByRole('heading', { name: PASSWORD_LINK_MESSAGES.promptTitle })).toBeInTheDocument();
    expect(screen.queryByText(`Welcome, ${employeeUser.name}`)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PASSWORD_LINK_MESSAGES.promptLater }));
    expect((await screen.findAllByText(`Welcome, ${employeeUser.name}`)).length).toBeGreaterThan(0);
  });

  it('changes the password with the profile form and then opens the dashboard', async () => {
    let changed = false;
    const { user, api } = renderApp({
      path: '/employee/dashboard',
      token: fakeToken(),
      api: {
        ...apiFor(newcomer),
        'GET /auth/me': () => ok({ user: changed ? employeeUser : newcomer }),
        'PUT /auth/change-password': () => {
          changed = true;
          return ok({ user: employeeUser, token: fakeToken() }, 'Password changed successfully');
        },
      },
    });
    await user.type(await screen.findByLabelText(/^Current Password/), 'password123');
    await user.type(screen.getByLabelText(/^New Password/), 'my-own-secret');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'my-own-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findAllByText(`Welcome, ${employeeUser.name}`)).length).toBeGreaterThan(0);
    expect(api.calls.find((call) => call.path === '/auth/change-password')?.body).toEqual({ currentPassword: 'password123', newPassword: 'my-own-secret' });
    expect(screen.queryByRole('heading', { name: PASSWORD_LINK_MESSAGES.promptTitle })).not.toBeInTheDocument();
  });

  it('is not shown to a person who chose their password', async () => {
    renderApp({ path: '/employee/dashboard', token: fakeToken(), api: apiFor(employeeUser) });
    expect((await screen.findAllByText(`Welcome, ${employeeUser.name}`)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: PASSWORD_LINK_MESSAGES.promptTitle })).not.toBeInTheDocument();
  });
});
