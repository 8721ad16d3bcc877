// The 'Calendar feeds' box: the URLs in labelled read-only inputs, the department feed only when the
// server gives one, and Regenerate asking first and then showing the new URL.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser, hodUser } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { CalendarFeeds } from './CalendarFeeds';

const PERSONAL = 'http://localhost/api/calendar/feeds/personal-token.ics';
const DEPARTMENT = 'http://localhost/api/calendar/feeds/department-token.ics';
const NEW_DEPARTMENT = 'http://localhost/api/calendar/feeds/new-department-token.ics';

describe('CalendarFeeds', () => {
  it("shows an employee's personal feed only", async () => {
    renderWithProviders(<CalendarFeeds />, { api: { 'GET /calendar/feeds': ok({ personal: PERSONAL }) }, signedInAs: employeeUser });
    expect(await screen.findByLabelText('My leave and holidays')).toHaveValue(PERSONAL);
    expect(screen.getByLabelText('My leave and holidays')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Department leave')).not.toBeInTheDocument();
  });

  it('regenerates the department feed after asking', async () => {
    const { user, api } = renderWithProviders(<CalendarFeeds />, {
      api: {
        'GET /calendar/feeds': ok({ personal: PERSONAL, department: DEPARTMENT }),
        'POST /calendar/feeds/regenerate': ok({ personal: PERSONAL, department: NEW_DEPARTMENT }),
      },
      signedInAs: hodUser,
    });
    expect(await screen.findByLabelText('Department leave')).toHaveValue(DEPARTMENT);
    await user.click(screen.getByRole('button', { name: 'Regenerate Department leave URL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate feed URL?' });
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByDisplayValue(NEW_DEPARTMENT)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'department' });
  });
});
