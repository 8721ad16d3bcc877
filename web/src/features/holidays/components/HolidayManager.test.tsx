// The admin's holiday screen: the year's list, adding with the form's checks, removing after a confirmation.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { HolidayManager } from './HolidayManager';
import { fixAppToday } from '@/test/today';

const REPUBLIC_DAY = { _id: 'h1', date: '2026-01-26', name: 'Republic Day' };

describe('HolidayManager', () => {
  // Days are typed into its forms: the app's today is Tuesday 8 December 2026 on any day the test runs.
  fixAppToday('2026-12-08');

  it('lists the year, adds a holiday and removes one after confirming', async () => {
    const { user, api } = renderWithProviders(<HolidayManager initialYear={2026} />, {
      api: {
        'GET /holidays': ok({ holidays: [REPUBLIC_DAY] }),
        'POST /holidays': { status: 201, body: { success: true, data: { holiday: { _id: 'h2', date: '2026-03-03', name: 'Holi' } } } },
        'DELETE /holidays/:id': ok({ id: 'h1' }),
      },
      signedInAs: adminUser,
    });
    expect(await screen.findByText('Republic Day')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    expect(screen.getByText('Please give the name of the holiday')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Date/), '2026-03-03');
    await user.type(screen.getByLabelText(/^Name/), 'Holi');
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ date: '2026-03-03', name: 'Holi' });

    await user.click(screen.getByRole('button', { name: 'Remove Republic Day on January 26, 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Holiday' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/holidays/h1')).toBe(true);
  });

  it('adds an optional (restricted) holiday and marks the optional ones in the list', async () => {
    const christmasEve = { _id: 'h3', date: '2026-12-24', name: 'Christmas Eve', optional: true };
    const { user, api } = renderWithProviders(<HolidayManager initialYear={2026} />, {
      api: {
        'GET /holidays': ok({ holidays: [REPUBLIC_DAY, christmasEve] }),
        'POST /holidays': { status: 201, body: { success: true, data: { holiday: { _id: 'h4', date: '2026-10-20', name: 'Karva Chauth', optional: true } } } },
      },
      signedInAs: adminUser,
    });
    const eve = await screen.findByRole('row', { name: /Christmas Eve/ });
    expect(within(eve).getByText('Optional (restricted holiday)')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Republic Day/ })).queryByText('Optional (restricted holiday)')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Date/), '2026-10-20');
    await user.type(screen.getByLabelText(/^Name/), 'Karva Chauth');
    await user.click(screen.getByRole('checkbox', { name: /^Optional \(restricted holiday\)/ }));
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ date: '2026-10-20', name: 'Karva Chauth', optional: true });
    // The form is cleared for the next one, the toggle off again.
    expect(await screen.findByRole('checkbox', { name: /^Optional \(restricted holiday\)/ })).not.toBeChecked();
  });
});
