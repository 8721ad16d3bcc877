// Who is away: the month grid marks approved leave solid and open leave hatched, marks holidays, lists
// the month under the grid, and moves between months with its buttons.
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { hodUser } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { MonthCalendar } from './MonthCalendar';

const DECEMBER = {
  month: '2026-12',
  entries: [
    { leaveId: 'l1', employee: { _id: 'u1', name: 'Ravi Cse' }, department: 'CSE', leaveType: 'cl', fromDate: '2026-11-30', toDate: '2026-12-01', fromHalf: 'first', toHalf: 'second', status: 'approved', mark: 'taken' },
    { leaveId: 'l2', employee: { _id: 'u2', name: 'Sita Cse' }, department: 'CSE', leaveType: 'el', fromDate: '2026-12-03', toDate: '2026-12-03', fromHalf: 'first', toHalf: 'second', status: 'pending', mark: 'tentative' },
    { leaveId: 'l3', employee: { _id: 'u3', name: 'Anu Cse' }, department: 'CSE', leaveType: 'cl', fromDate: '2026-12-07', toDate: '2026-12-07', fromHalf: 'first', toHalf: 'first', status: 'approved', mark: 'taken' },
  ],
  holidays: [{ _id: 'h1', date: '2026-12-25', name: 'Christmas' }],
};

function Harness() {
  const [month, setMonth] = useState('2026-12');
  return <MonthCalendar month={month} onMonthChange={setMonth} scopeLabel="CSE" />;
}

describe('MonthCalendar', () => {
  it('shows the month with solid, hatched and holiday marks, and a list of who is away', async () => {
    let calls = 0;
    const { user, api } = renderWithProviders(<Harness />, {
      // The stub sees the path without its query: the first month asked for is December, then January.
      api: { 'GET /calendar': () => ok(calls++ === 0 ? DECEMBER : { month: '2027-01', entries: [], holidays: [] }) },
      signedInAs: hodUser,
    });
    const list = await screen.findByRole('list', { name: 'Away in December 2026' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Holiday: Christmas, December 25, 2026',
      'Ravi Cse: CL, November 30, 2026 to December 1, 2026 (Approved)',
      'Sita Cse: EL, December 3, 2026 to December 3, 2026 (Pending)',
      'Anu Cse: CL, December 7, 2026 to December 7, 2026 (morning) (Approved)',
    ]);
    const grid = screen.getByRole('table');
    expect(within(grid).getByText('Ravi Cse').closest('.cal-chip')).toHaveClass('cal-chip--taken');
    // A half day is a half: its chip says which, to the eye (AM) and to a screen reader.
    const half = within(grid).getByText('Anu Cse').closest('.cal-chip');
    expect(half).toHaveClass('cal-chip--half');
    expect(half).toHaveTextContent('Anu CseAM, morning only (Approved)');
    expect(within(grid).getByText('Ravi Cse').closest('.cal-chip')).not.toHaveClass('cal-chip--half');
    expect(within(grid).getByText('Sita Cse').closest('.cal-chip')).toHaveClass('cal-chip--tentative');
    expect(within(grid).getByText('Christmas').closest('td')).toHaveClass('cal-day--holiday');

    await user.click(screen.getByRole('button', { name: 'Next month, January 2027' }));
    expect(await screen.findByText('Nobody is away and there are no holidays this month.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/calendar')).length).toBeGreaterThanOrEqual(2);
  });

  it("titles an employee's calendar for what it shows: their own leave", async () => {
    renderWithProviders(<MonthCalendar month="2026-12" onMonthChange={() => undefined} scopeLabel="your leave" own />, {
      api: { 'GET /calendar': () => ok(DECEMBER) },
      signedInAs: hodUser,
    });
    expect(await screen.findByRole('list', { name: 'Your leave in December 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your leave: December 2026' })).toBeInTheDocument();
    expect(screen.queryByText(/Who is away/)).not.toBeInTheDocument();
  });
});
