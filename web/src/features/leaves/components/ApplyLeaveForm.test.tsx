import { DEFAULT_POLICY, policyType, type CalendarDate, type LeaveBalance } from '@leave/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { employeeUser, hodUser } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { ApplyLeaveForm, type ApplicantKind } from './ApplyLeaveForm';

// 1 December 2026 is a Tuesday; the 5th and 6th are a weekend.
const TODAY = '2026-12-01' as CalendarDate;
const FULL: LeaveBalance = { cl: 6, scl: 4, el: 12, hpl: 10, ccl: 7 };

function setup(applicant: ApplicantKind, balances: LeaveBalance = FULL, api = {}) {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const view = renderWithProviders(<ApplyLeaveForm applicant={applicant} balances={balances} today={TODAY} />, {
    api: { 'POST /leaves': { status: 201, body: { success: true, data: {} } }, ...api },
    signedInAs: applicant === 'hod' ? hodUser : employeeUser,
  });
  const fill = async (values: { type?: string; from?: string; to?: string; reason?: string }) => {
    if (values.type) await view.user.selectOptions(screen.getByLabelText(/Leave Type/), values.type);
    if (values.from) await view.user.type(screen.getByLabelText(/Start Date/), values.from);
    if (values.to) await view.user.type(screen.getByLabelText(/End Date/), values.to);
    if (values.reason) await view.user.type(screen.getByLabelText(/Reason/), values.reason);
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Submit Application' }));
  return { ...view, alert, fill, submit };
}

describe('HOD apply-leave form', () => {
  it('shows every required-field message on an empty submit', async () => {
    const { submit, api } = setup('hod');
    await submit();
    expect(screen.getByText('Please select a leave type')).toBeInTheDocument();
    expect(screen.getByText('Please select start date')).toBeInTheDocument();
    expect(screen.getByText('Please select end date')).toBeInTheDocument();
    expect(screen.getByText('Please provide a reason for leave')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a past start, an end before the start and a short reason', async () => {
    const { fill, submit } = setup('hod');
    await fill({ type: 'cl', from: '2026-11-30', to: '2026-11-29', reason: 'Too short' });
    await submit();
    expect(screen.getByText('Start date cannot be in the past')).toBeInTheDocument();
    expect(screen.getByText('End date cannot be before start date')).toBeInTheDocument();
    expect(screen.getByText('Reason must be at least 10 characters long')).toBeInTheDocument();
  });

  it('counts calendar days, weekends included, against the balance', async () => {
    const { fill, submit } = setup('hod', { ...FULL, cl: 2 });
    await fill({ type: 'cl', from: '2026-12-05', to: '2026-12-07', reason: 'Family function at home' });
    expect(screen.getByText(/3 days \(calendar days, weekends included\)/)).toBeInTheDocument();
    await submit();
    expect(screen.getByText('Insufficient CL balance. Available: 2 days, Requested: 3 days')).toBeInTheDocument();
  });

  it('sends the application (lower-case type, UTC-midnight dates, trimmed reason) and shows the success banner', async () => {
    const { fill, submit, api, user } = setup('hod');
    await fill({ type: 'el', from: '2026-12-07', to: '2026-12-08', reason: '  Attending a conference  ' });
    await submit();
    expect(await screen.findByText('Leave Application Submitted!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/leaves')?.body).toEqual({
      leaveType: 'el',
      fromDate: '2026-12-07T00:00:00.000Z',
      toDate: '2026-12-08T00:00:00.000Z',
      reason: 'Attending a conference',
    });
    await user.click(screen.getByRole('button', { name: 'Submit Another Application' }));
    expect(screen.getByLabelText(/Leave Type/)).toHaveValue('');
  });

  it("alerts the server's message when the submission fails", async () => {
    const { fill, submit, alert } = setup('hod', FULL, { 'POST /leaves': fail(409, 'You already have a leave application for these dates') });
    await fill({ type: 'cl', from: '2026-12-07', to: '2026-12-07', reason: 'Family function at home' });
    await submit();
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('You already have a leave application for these dates'));
  });

  it('alerts its own fallback when the failure carries no message', async () => {
    const { fill, submit, alert } = setup('hod', FULL, { 'POST /leaves': { status: 500, body: {} } });
    await fill({ type: 'cl', from: '2026-12-07', to: '2026-12-07', reason: 'Family function at home' });
    await submit();
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Error submitting leave application. Please try again.'));
  });
});

describe('employee apply-leave form', () => {
  it('disables types without balance, except EL', () => {
    setup('employee', { cl: 0, scl: 1, el: 0, hpl: 0, ccl: 7 });
    const select = screen.getByLabelText(/Leave Type/);
    const option = (code: string) => within(select).getByRole('option', { name: new RegExp(`^${code} -`) });
    expect(option('CL')).toBeDisabled();
    expect(option('HPL')).toBeDisabled();
    expect(option('EL')).toBeEnabled();
    expect(option('SCL')).toBeEnabled();
  });

  it('counts working days only and keeps submit disabled while they are 0', async () => {
    const { fill } = setup('employee');
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    await fill({ type: 'cl', from: '2026-12-05', to: '2026-12-06' });
    expect(screen.getByText('0 days')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('turns the balance box red with the insufficient-balance message', async () => {
    const { fill } = setup('employee', { ...FULL, scl: 1 });
    await fill({ type: 'scl', from: '2026-12-04', to: '2026-12-07' });
    expect(screen.getByText('2 days')).toBeInTheDocument();
    const message = await screen.findByText('Insufficient SCL balance. You have 1 days remaining, but requested 2 days.');
    expect(message.closest('.balance-box')).toHaveClass('balance-box--insufficient');
  });

  it("counts the reason's characters and refuses more than 500", async () => {
    const { fill, user } = setup('employee');
    await fill({ reason: 'Hello' });
    expect(screen.getByText('5/500')).toBeInTheDocument();
    const reason = screen.getByLabelText(/Reason/);
    await user.clear(reason);
    await user.click(reason);
    await user.paste('x'.repeat(501));
    await user.tab();
    expect(screen.getByText('501/500')).toBeInTheDocument();
    expect(screen.getByText('Reason cannot exceed 500 characters')).toBeInTheDocument();
  });

  it("says 'End date must be after start date' for an end before the start", async () => {
    const { fill, submit } = setup('employee');
    await fill({ type: 'cl', from: '2026-12-08', to: '2026-12-07', reason: 'Family function at home' });
    await submit();
    expect(screen.getByText('End date must be after start date')).toBeInTheDocument();
  });

  it('sets the minimum of the dates: today, and the start date for the end', async () => {
    const { fill } = setup('employee');
    expect(screen.getByLabelText(/Start Date/)).toHaveAttribute('min', TODAY);
    await fill({ from: '2026-12-09' });
    expect(screen.getByLabelText(/End Date/)).toHaveAttribute('min', '2026-12-09');
  });

  it("alerts 'Leave application submitted successfully!' and clears the form", async () => {
    const { fill, submit, alert } = setup('employee');
    await fill({ type: 'cl', from: '2026-12-07', to: '2026-12-08', reason: 'Family function at home' });
    await submit();
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Leave application submitted successfully!'));
    expect(screen.getByLabelText(/Leave Type/)).toHaveValue('');
  });

  it('alerts its own fallback when the failure carries no message', async () => {
    const { fill, submit, alert } = setup('employee', FULL, { 'POST /leaves': { status: 500, body: {} } });
    await fill({ type: 'cl', from: '2026-12-07', to: '2026-12-07', reason: 'Family function at home' });
    await submit();
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to submit application. Please try again.'));
  });
});


describe('types beyond the five (issue 20)', () => {
  const policy = {
    leaveTypes: [
      ...DEFAULT_POLICY.leaveTypes,
      { ...policyType(DEFAULT_POLICY, 'ccl')!, code: 'exam', name: 'Examination Leave', halfDays: false, counting: 'working' as const, allowance: { per: 'year' as const, days: 3 } },
      { ...policyType(DEFAULT_POLICY, 'ccl')!, code: 'lop', name: 'Leave Without Pay', halfDays: false, paid: false, needsBalance: false, allowance: { per: 'none' as const }, takenBy: ['employee' as const] },
    ],
  };

  it('offers the types of the policy in force, with their rules and balances; one that needs no balance is never short', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const view = renderWithProviders(<ApplyLeaveForm applicant="employee" balances={{ ...FULL, exam: 1 }} today={TODAY} policy={policy} />, {
      api: { 'POST /leaves': { status: 201, body: { success: true, data: {} } } },
      signedInAs: employeeUser,
    });
    const select = screen.getByLabelText(/Leave Type/);
    expect(within(select).getByRole('option', { name: 'EXAM - Examination Leave (1 day available)' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'LOP - Leave Without Pay' })).toBeInTheDocument();
    await view.user.selectOptions(select, 'exam');
    expect(screen.getByText(/Examination Leave \(EXAM\):/).parentElement).toHaveTextContent('3 days per year, no carry forward');
    await view.user.type(screen.getByLabelText(/Start Date/), '2026-12-07');
    await view.user.type(screen.getByLabelText(/End Date/), '2026-12-08');
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient EXAM balance. You have 1 days remaining, but requested 2 days.');
    await view.user.selectOptions(select, 'lop');
    await view.user.type(screen.getByLabelText(/Reason/), 'Family function in the village');
    await view.user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(view.api.calls.find((call) => call.method === 'POST')).toBeDefined();
    alert.mockRestore();
  });

  it("leaves out a type the applicant's role may not take", () => {
    renderWithProviders(<ApplyLeaveForm applicant="hod" balances={FULL} today={TODAY} policy={policy} />, { signedInAs: hodUser });
    const select = screen.getByLabelText(/Leave Type/);
    expect(within(select).queryByRole('option', { name: /LOP/ })).toBeNull();
    expect(within(select).getByRole('option', { name: 'EXAM - Examination Leave (0 days available)' })).toBeInTheDocument();
  });

  it('offers the types of the version in force on the chosen first day', async () => {
    const view = renderWithProviders(<ApplyLeaveForm applicant="employee" balances={FULL} today={TODAY} />, {
      api: { 'GET /policy': ok({ policy, version: 2, effectiveFrom: '2026-12-07' }) },
      signedInAs: employeeUser,
    });
    const select = screen.getByLabelText(/Leave Type/);
    expect(within(select).queryByRole('option', { name: /EXAM/ })).toBeNull();
    await view.user.type(screen.getByLabelText(/Start Date/), '2026-12-07');
    expect(await within(select).findByRole('option', { name: 'EXAM - Examination Leave (0 days available)' })).toBeInTheDocument();
    expect(view.api.calls.find((call) => call.path === '/policy')?.query.get('on')).toBe('2026-12-07');
  });
});
