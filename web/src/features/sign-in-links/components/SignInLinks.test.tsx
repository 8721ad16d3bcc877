import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiFor, employeeUser, fakeToken, secondEmployee } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const link = { issuer: 'https://accounts.google.com', email: 'esha@college.edu', linkedAt: '2026-11-20T09:30:00.000Z' };

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
});
