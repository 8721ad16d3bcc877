import type { CalendarDate, LeaveBalance } from '@leave/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { employeeUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render-app';
import { ApplyLeaveForm } from './ApplyLeaveForm';

// 1 December 2026 is a Tuesday; the 5th and 6th are a weekend.
const TODAY = '2026-12-01' as CalendarDate;
const FULL: LeaveBalance = { cl: 6, scl: 4, el: 12, hpl: 10, ccl: 7 };

function setup() {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  const view = renderWithProviders(<ApplyLeaveForm applicant="employee" balances={FULL} today={TODAY} />, {
    api: { 'POST /leaves': { status: 201, body: { success: true, data: {} } } },
    signedInAs: employeeUser,
  });
  const fill = async (type: string, from: string, to: string) => {
    await view.user.selectOptions(screen.getByLabelText(/Leave Type/), type);
    await view.user.type(screen.getByLabelText(/Start Date/), from);
    await view.user.type(screen.getByLabelText(/End Date/), to);
    await view.user.type(screen.getByLabelText(/Reason/), 'Family function at home');
  };
  return { ...view, fill, submit: () => view.user.click(screen.getByRole('button', { name: 'Submit Application' })) };
}

describe('Half days on the apply form', () => {
  it('offers a morning of one day, counts it as 0.5 and sends toHalf', async () => {
    const { fill, submit, user, api } = setup();
    await fill('cl', '2026-12-07', '2026-12-07');
    await user.selectOptions(screen.getByLabelText('Half day'), 'first');
    expect(screen.getByText(/Working Days:/).parentElement).toHaveTextContent('Working Days: 0.5 days');
    await submit();
    await vi.waitFor(() => expect(api.calls.find((call) => call.path === '/leaves')?.body).toMatchObject({ toHalf: 'first', fromDate: '2026-12-07T00:00:00.000Z' }));
    expect(api.calls.find((call) => call.path === '/leaves')?.body).not.toHaveProperty('fromHalf');
  });

  it('offers the afternoon of the first day and the morning of the last on a longer leave', async () => {
    const { fill, user } = setup();
    await fill('cl', '2026-12-07', '2026-12-09');
    await user.selectOptions(screen.getByLabelText('First day'), 'second');
    await user.selectOptions(screen.getByLabelText('Last day'), 'first');
    expect(screen.getByText(/Working Days:/).parentElement).toHaveTextContent('Working Days: 2 days');
  });

  it('says a half cannot fall on a weekend, and offers no half for EL', async () => {
    const { fill, user, submit, api } = setup();
    await fill('cl', '2026-12-04', '2026-12-05');
    await user.selectOptions(screen.getByLabelText('Last day'), 'first');
    await submit();
    expect(screen.getByText('A half day cannot fall on a weekend or a holiday')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/leaves')).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText(/Leave Type/), 'el');
    expect(screen.queryByLabelText('Last day')).not.toBeInTheDocument();
    expect(screen.getByText(/Working Days:/).parentElement).toHaveTextContent('Working Days: 1 day');
  });
});
