// Beside an application, its approvers see how many of its department would be away with it on its busiest
// working day (issue 46, `departmentAway`): in the HOD's queue, in the admin's list and in the details.
import type { LeaveDto } from '@leave/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/activate-language';
import { departmentAwayText } from '../department-away';
import { adminUser, apiFor, fakeToken, hodApprovedLeave, hodUser, leaveListRoute, pendingLeave } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const crowded: LeaveDto = {
  ...pendingLeave,
  departmentAway: [
    { date: '2026-12-07', away: 2, size: 12 },
    { date: '2026-12-08', away: 3, size: 12 },
  ],
};

async function rowOf(reason: string) {
  const row = (await screen.findByText(reason)).closest('tr');
  if (!row) throw new Error(`No row for '${reason}'`);
  return within(row);
}

describe('who else is away, beside an application', () => {
  it("shows the HOD '3 of 12 away on 8 Dec' in the queue and in the application's details", async () => {
    const { user } = renderApp({ path: '/hod/applications', token: fakeToken(), api: { ...apiFor(hodUser), 'GET /leaves': leaveListRoute(() => [crowded, hodApprovedLeave]) } });
    const row = await rowOf(crowded.reason);
    expect(row.getByText('3 of 12 away on 8 Dec')).toBeInTheDocument();
    // An application without the figures (not open, or not the approver's) shows none.
    expect((await rowOf(hodApprovedLeave.reason)).queryByText(/ away on /)).not.toBeInTheDocument();

    await user.click(row.getByRole('button', { name: /^View application of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Application Details' });
    expect(within(dialog).getByText('Away at Once')).toBeInTheDocument();
    expect(within(dialog).getByText('3 of 12 away on 8 Dec')).toBeInTheDocument();
  });

  it("shows the admin the same beside the application in the admin's list", async () => {
    renderApp({ path: '/admin/applications', token: fakeToken(), api: { ...apiFor(adminUser), 'GET /leaves': leaveListRoute(() => [crowded, hodApprovedLeave]) } });
    expect((await rowOf(crowded.reason)).getByText('3 of 12 away on 8 Dec')).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    afterEach(() => activateLanguage('en'));

    it("words the day in Hindi too, not the English month", async () => {
      await activateLanguage('hi');
      const text = departmentAwayText(crowded);
      const day = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date('2026-12-08'));
      expect(text).toContain(day);
      expect(text).not.toContain('Dec');
    });
  });
});
