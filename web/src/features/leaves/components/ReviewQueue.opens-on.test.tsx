// Issue 49: a review queue opens on what waits for its reviewer (the HOD: pending; the admin: HOD-approved,
// awaiting the final approval), with 'All' one choice away and kept in the address.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiFor, fakeToken, hodUser, isLeavePageCall } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('the queues open on what waits for the reviewer', { timeout: 30_000 }, () => {
  it("opens the admin's applications on those awaiting the admin's approval; 'All' shows every one", async () => {
    const { api, user, router } = renderApp({ path: '/admin/applications', token: fakeToken(), api: apiFor(adminUser) });
    await screen.findByRole('heading', { name: 'Leave Applications' }, { timeout: 15_000 });
    await waitFor(() => expect(api.calls.filter(isLeavePageCall).length).toBeGreaterThan(0));
    expect(api.calls.filter(isLeavePageCall).at(-1)!.query.get('status')).toBe('hodApproved');
    expect(screen.getByLabelText('Status')).toHaveValue('hodApproved');
    expect(await screen.findByText('Attending a conference in Chennai')).toBeInTheDocument();
    expect(screen.queryByText('Family function in my home town')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
    await waitFor(() => expect(api.calls.filter(isLeavePageCall).at(-1)!.query.get('status')).toBeNull());
    expect(await screen.findByText('Family function in my home town')).toBeInTheDocument();
  });

  it("opens the HOD's queue on the pending applications", async () => {
    const { api } = renderApp({ path: '/hod/applications', token: fakeToken(), api: apiFor(hodUser) });
    await screen.findByRole('heading', { name: 'Department Applications' }, { timeout: 15_000 });
    await waitFor(() => expect(api.calls.filter(isLeavePageCall).length).toBeGreaterThan(0));
    expect(api.calls.filter(isLeavePageCall).at(-1)!.query.get('status')).toBe('pending');
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(await screen.findByText('Family function in my home town')).toBeInTheDocument();
    expect(screen.queryByText('Attending a conference in Chennai')).not.toBeInTheDocument();
  });

  it('goes back to what waits when the filters are cleared', async () => {
    const { user, router } = renderApp({ path: '/hod/applications?status=all', token: fakeToken(), api: apiFor(hodUser) });
    await screen.findByRole('heading', { name: 'Department Applications' }, { timeout: 15_000 });
    expect(screen.getByLabelText('Status')).toHaveValue('all');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
  });
});
