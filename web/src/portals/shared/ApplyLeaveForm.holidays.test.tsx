// Issue 13: the employee's form leaves the college's holidays out of its count, as the server does; the
// HOD's keeps counting calendar days. The holidays of the chosen range are listed.
import type { CalendarDate, HolidayDto, LeaveBalance } from '@leave/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { employeeUser, hodUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render-app';
import { HolidaysInRange } from '@/features/holidays/components/HolidaysInRange';
import { ApplyLeaveForm, type ApplicantKind } from '@/features/leaves/components/ApplyLeaveForm';

const TODAY = '2026-12-01' as CalendarDate;
const FULL: LeaveBalance = { cl: 6, scl: 4, el: 12, hpl: 10, ccl: 7 };
// Wednesday 9 December 2026.
const HOLIDAYS: HolidayDto[] = [{ _id: 'h1', date: '2026-12-09', name: 'Foundation Day' }];

function setup(applicant: ApplicantKind) {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  const view = renderWithProviders(
    <ApplyLeaveForm
      applicant={applicant}
      balances={FULL}
      today={TODAY}
      holidayDates={HOLIDAYS.map((holiday) => holiday.date)}
      renderHolidays={(range) => <HolidaysInRange holidays={HOLIDAYS} {...range} />}
    />,
    { api: { 'POST /leaves': { status: 201, body: { success: true, data: {} } } }, signedInAs: applicant === 'hod' ? hodUser : employeeUser },
  );
  return view;
}

describe('holidays on the apply forms', () => {
  it('a Monday-Friday employee application with a holiday on the Wednesday counts 4 working days and names the holiday', async () => {
    const { user } = setup('employee');
    await user.selectOptions(screen.getByLabelText(/Leave Type/), 'cl');
    await user.type(screen.getByLabelText(/Start Date/), '2026-12-07');
    await user.type(screen.getByLabelText(/End Date/), '2026-12-11');
    expect(screen.getByText('Working Days:').parentElement).toHaveTextContent('Working Days: 4 days');
    expect(screen.getByText(/Holidays in these dates:/).parentElement).toHaveTextContent('not counted as leave.');
    expect(screen.getByText('Wednesday, December 9, 2026: Foundation Day')).toBeInTheDocument();
  });

  it('the HOD form keeps counting calendar days, the holiday included', async () => {
    const { user } = setup('hod');
    await user.selectOptions(screen.getByLabelText(/Leave Type/), 'cl');
    await user.type(screen.getByLabelText(/Start Date/), '2026-12-07');
    await user.type(screen.getByLabelText(/End Date/), '2026-12-11');
    expect(screen.getByText(/5 days \(calendar days, weekends included\)/)).toBeInTheDocument();
    expect(screen.getByText(/Holidays in these dates:/).parentElement).toHaveTextContent('counted, as calendar days are.');
  });

  it('a range of only the holiday has no working day', async () => {
    const { user } = setup('employee');
    await user.selectOptions(screen.getByLabelText(/Leave Type/), 'cl');
    await user.type(screen.getByLabelText(/Start Date/), '2026-12-09');
    await user.type(screen.getByLabelText(/End Date/), '2026-12-09');
    await user.type(screen.getByLabelText(/Reason/), 'Only the holiday itself');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByText('The selected dates contain no working days')).toBeInTheDocument();
  });
});
