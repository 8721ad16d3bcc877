import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

/** A screen whose chunk cannot be fetched, as the import of a release that is gone fails. */
const GoneScreen = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/AdminPortal-0ld.js')));

function Other() {
  return <p>The other screen</p>;
}

describe('a screen that cannot be shown', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says so with a reload instead of a blank page, and the reload button reloads", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    render(
      <ScreenErrorBoundary reload={reload}>
        <Suspense fallback={<p>Loading...</p>}>
          <GoneScreen />
        </Suspense>
      </ScreenErrorBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This screen could not be loaded');
    expect(alert).toHaveTextContent('The app may have been updated since this page was opened, or the connection was lost. Reload the page to go on.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tries again when the person moves to another screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ScreenErrorBoundary resetKey="/admin/applications" reload={() => undefined}>
        <Suspense fallback={<p>Loading...</p>}>
          <GoneScreen />
        </Suspense>
      </ScreenErrorBoundary>,
    );
    await screen.findByRole('alert');
    rerender(
      <ScreenErrorBoundary resetKey="/admin/employees" reload={() => undefined}>
        <Other />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('The other screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows its children while nothing fails', () => {
    render(
      <ScreenErrorBoundary resetKey="/admin/employees">
        <Other />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('The other screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
