import type { LeaveDto } from '@leave/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiFor, fakeToken, isLeavePageCall, leaveListRoute, pendingLeave } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The admin's queue is paged, filtered and searched on the server, with the view in the address.
const many: LeaveDto[] = Array.from({ length: 30 }, (_, i) => ({ ...pendingLeave, _id: `l-${i}`, id: `l-${i}`, reason: `Numbered reason ${String(i).padStart(2, '0')}` }));

describe("the admin's applications, paged on the server", { timeout: 30_000 }, () => {
  it('asks the server for the page and filters of the address, and shows what it answers', async () => {
    const { api } = renderApp({ path: '/admin/applications?status=approved&leaveType=el', token: fakeToken(), api: apiFor(adminUser) });
    // The admin portal is a lazy chunk: its first load may take a while on a busy machine.
    await screen.findByRole('heading', { name: 'Leave Applications' }, { timeout: 15_000 });
    await waitFor(() => expect(api.calls.filter(isLeavePageCall).length).toBeGreaterThan(0));
    const query = api.calls.filter(isLeavePageCall).at(-1)!.query;
    expect(Object.fromEntries(query)).toEqual({ status: 'approved', leaveType: 'el', limit: '25', offset: '0' });
    expect(screen.getByLabelText('Status')).toHaveValue('approved');
  });

  it('moves between pages with the pager, keeping the page in the address', async () => {
    const { api, user, router } = renderApp({ path: '/admin/applications', token: fakeToken(), api: { ...apiFor(adminUser), 'GET /leaves': leaveListRoute(() => many) } });
    expect(await screen.findByText('Numbered reason 00', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/Page 1 of 2/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Numbered reason 25')).toBeInTheDocument();
    expect(screen.queryByText('Numbered reason 00')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.calls.filter(isLeavePageCall).at(-1)!.query.get('offset')).toBe('25');
  });

  it('opens on the page and search a shared link names', async () => {
    renderApp({ path: '/admin/applications?search=reason%202&page=1', token: fakeToken(), api: { ...apiFor(adminUser), 'GET /leaves': leaveListRoute(() => many) } });
    const table = await screen.findByRole('table', { name: 'All leave applications' }, { timeout: 15_000 });
    const reasons = within(table).getAllByText(/Numbered reason/).map((cell) => cell.textContent);
    expect(reasons).toEqual(['Numbered reason 20', 'Numbered reason 21', 'Numbered reason 22', 'Numbered reason 23', 'Numbered reason 24', 'Numbered reason 25', 'Numbered reason 26', 'Numbered reason 27', 'Numbered reason 28', 'Numbered reason 29']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('reason 2');
  });

  it('applies a new filter from the first page and writes it into the address', async () => {
    const { user, router } = renderApp({ path: '/admin/applications?page=2', token: fakeToken(), api: { ...apiFor(adminUser), 'GET /leaves': leaveListRoute(() => many) } });
    await screen.findByText('Numbered reason 25', {}, { timeout: 15_000 });
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    expect(await screen.findByText('Numbered reason 00')).toBeInTheDocument();
  });
});
