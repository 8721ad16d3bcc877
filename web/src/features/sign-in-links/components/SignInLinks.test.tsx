import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SIGN_IN_LINK_REFUSALS } from '@leave/domain';
import { leaveAppFor } from '@/lib/leave-app';
import { adminUser, apiFor, employeeUser, fakeToken, secondEmployee } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

vi.mock('@/lib/leave-app', () => ({ leaveAppFor: vi.fn() }));

const link = { issuer: 'https://accounts.google.com', email: 'esha@college.edu', linkedAt: '2026-11-20T09:30:00.000Z', byOwnAction: false };
const withProvider = { 'GET /auth/config': ok({ oidc: { label: 'Sign in with Google' } }) };
const PROVIDER_URL = 'https://accounts.google.com/o/oauth2/v2/auth?state=abc';

describe('College account', () => {
  it('shows on the profile of a person whose college account is linked, without a Remove button', async () => {
    renderApp({ path: '/employee/profile', token: fakeToken(), api: { ...apiFor(employeeUser), 'GET /users/:id/sign-in-links': ok({ links: [link] }) } });
    const section = within(await screen.findByRole('region', { name: 'College account' }));
    expect(section.getByText(/Signs in as/)).toHaveTextContent('Signs in as esha@college.edu with accounts.google.com');
    expect(section.queryByRole('button', { name: 'Remove link' })).not.toBeInTheDocument();
  });

  it('is not shown while no college account is linked', async () => {
    renderApp({ path: '/employee/profile', token: fakeToken(), api: { ...apiFor(employeeUser), 'GET /users/:id/sign-in-links': ok({ links: [] }) } });
    await screen.findByText('My Profile');
    expect(screen.queryByRole('region', { name: 'College account' })).not.toBeInTheDocument();
  });

  it("is removed by the administrator from the person's details", async () => {
    let links = [link];
    const { user, api } = renderApp({
      path: '/admin/employees',
      token: fakeToken(),
      api: {
        ...apiFor(adminUser),
        'GET /users/:id/sign-in-links': () => ok({ links }),
        'DELETE /users/:id/sign-in-links': () => {
          links = [];
          return ok({ id: secondEmployee._id });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: `View details of ${secondEmployee.name}` }));
    const section = within(await screen.findByRole('region', { name: 'College account' }));
    await user.click(section.getByRole('button', { name: 'Remove link' }));
    expect(await screen.findByText('College account link removed')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(`/users/${secondEmployee._id}/sign-in-links`);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'College account' })).not.toBeInTheDocument());
  });

  describe("'Connect your college account' on one's own profile (issue 47)", () => {
    it('is offered to an administrator with no link, and leaves the app for the provider at the address the server gives', async () => {
      vi.mocked(leaveAppFor).mockClear();
      const { user, api } = renderApp({
        path: '/admin/profile',
        token: fakeToken(),
        api: { ...apiFor(adminUser), ...withProvider, 'GET /users/:id/sign-in-links': ok({ links: [] }), 'POST /auth/oidc/connect': ok({ url: PROVIDER_URL }) },
      });
      const section = within(await screen.findByRole('region', { name: 'College account' }));
      expect(section.getByText('Your college account signs you in only after you connect it here yourself.')).toBeInTheDocument();
      await user.click(section.getByRole('button', { name: 'Connect your college account' }));
      await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(PROVIDER_URL));
      expect(api.calls.find((call) => call.method === 'POST')?.path).toBe('/auth/oidc/connect');
    });

    it('is offered again to an administrator whose link was made by e-mail', async () => {
      renderApp({ path: '/admin/profile', token: fakeToken(), api: { ...apiFor(adminUser), ...withProvider, 'GET /users/:id/sign-in-links': ok({ links: [link] }) } });
      const section = within(await screen.findByRole('region', { name: 'College account' }));
      expect(section.getByText(/Signs in as/)).toBeInTheDocument();
      expect(section.getByRole('button', { name: 'Connect your college account' })).toBeInTheDocument();
    });

    it('is not offered to an employee whose link was made by e-mail', async () => {
      renderApp({ path: '/employee/profile', token: fakeToken(), api: { ...apiFor(employeeUser), ...withProvider, 'GET /users/:id/sign-in-links': ok({ links: [link] }) } });
      const section = within(await screen.findByRole('region', { name: 'College account' }));
      expect(section.queryByRole('button', { name: 'Connect your college account' })).not.toBeInTheDocument();
    });

    it('is offered to an employee with no link (where no provider is configured, nothing shows: above)', async () => {
      renderApp({ path: '/employee/profile', token: fakeToken(), api: { ...apiFor(employeeUser), ...withProvider, 'GET /users/:id/sign-in-links': ok({ links: [] }) } });
      const section = within(await screen.findByRole('region', { name: 'College account' }));
      expect(section.getByText('Connect your college account to sign in with it.')).toBeInTheDocument();
    });

    it('says how it went when the provider sends the browser back, and cleans the address', async () => {
      const { router } = renderApp({
        path: '/admin/profile?collegeAccount=connected',
        token: fakeToken(),
        api: { ...apiFor(adminUser), ...withProvider, 'GET /users/:id/sign-in-links': ok({ links: [{ ...link, byOwnAction: true }] }) },
      });
      expect(await screen.findByText('College account connected')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(within(screen.getByRole('region', { name: 'College account' })).queryByRole('button', { name: 'Connect your college account' })).not.toBeInTheDocument();
    });

    it("shows the server's refusal when connecting did not succeed", async () => {
      renderApp({ path: '/admin/profile?collegeAccountError=accountTaken', token: fakeToken(), api: { ...apiFor(adminUser), ...withProvider, 'GET /users/:id/sign-in-links': ok({ links: [] }) } });
      expect(await screen.findByText(SIGN_IN_LINK_REFUSALS.accountTaken)).toBeInTheDocument();
    });

    it('says so when the server refuses to start', async () => {
      const { user } = renderApp({
        path: '/admin/profile',
        token: fakeToken(),
        api: { ...apiFor(adminUser), ...withProvider, 'GET /users/:id/sign-in-links': ok({ links: [] }), 'POST /auth/oidc/connect': fail(404, SIGN_IN_LINK_REFUSALS.notConfigured) },
      });
      await user.click(await screen.findByRole('button', { name: 'Connect your college account' }));
      expect(await screen.findByText(SIGN_IN_LINK_REFUSALS.notConfigured)).toBeInTheDocument();
    });
  });
});
