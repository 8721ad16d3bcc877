// Issue 49: a change of screen scrolls to the top and puts the focus on the new screen's heading; a change
// of filter (the query string) leaves both where they are.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiFor, employeeUser, fakeToken, hodUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('a change of screen', () => {
  it('scrolls to the top and focuses the heading of the next screen', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderApp({ path: '/employee/dashboard', token: fakeToken(), api: apiFor(employeeUser) });
    await screen.findByRole('heading', { name: /Welcome back/ }, { timeout: 15_000 });
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getAllByRole('link', { name: /Apply for Leave/ })[0]!);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Apply for Leave' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the scroll and the focus alone when only a filter changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user, router } = renderApp({ path: '/hod/applications', token: fakeToken(), api: apiFor(hodUser) });
    await screen.findByRole('heading', { name: 'Department Applications' }, { timeout: 15_000 });
    const status = screen.getByLabelText('Status');
    await user.selectOptions(status, 'approved');
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(status).toHaveFocus();
  });
});
