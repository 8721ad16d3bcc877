// Before applying, the form shows what the server's preview answers for the chosen type and dates: who will
// decide in order, the weekends counted and why, the cap's warning, and a problem only the server knows (a
// blackout window); a problem the form already shows on its field is not said twice.
import type { CalendarDate, LeavePreviewDto } from '@leave/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { ApplyLeaveForm } from './ApplyLeaveForm';

const BALANCES = { cl: 6, scl: 4, el: 12, hpl: 10, ccl: 7 };

const PREVIEW: LeavePreviewDto = {
  days: 4,
  balanceAfter: 8,
  route: [
    { office: 'hod', name: 'HOD', approvers: [{ _id: 'h1', name: 'Dr. Rao' }] },
    { office: 'principal', name: 'Principal', approvers: [{ _id: 'p1', name: 'Dr. Iyer' }] },
    { office: 'admin', name: 'Admin', approvers: [{ _id: 'a1', name: 'A' }, { _id: 'a2', name: 'B' }, { _id: 'a3', name: 'C' }] },
  ],
  problems: [{ field: 'fromDate', msg: 'No leave during End-semester examinations, 8-19 Dec' }],
  warnings: ['3 of 12 of the department away on 9 Dec'],
  countedDays: ['Sat 12 Dec: between two leave days'],
};

describe('the preview on the apply form', () => {
  it('shows the route, the days counted, the warning and the blackout once the type and dates are chosen', async () => {
    const view = renderWithProviders(<ApplyLeaveForm applicant="employee" balances={BALANCES} today={'2026-12-01' as CalendarDate} />, {
      signedInAs: employeeUser,
      api: { 'POST /leaves/preview': ok(PREVIEW) },
    });
    expect(screen.queryByRole('region', { name: 'Before you apply' })).toBeNull();
    await view.user.selectOptions(screen.getByLabelText(/Leave Type/), 'el');
    await view.user.type(screen.getByLabelText(/Start Date/), '2026-12-10');
    await view.user.type(screen.getByLabelText(/End Date/), '2026-12-14');
    const panel = await screen.findByRole('region', { name: 'Before you apply' });
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['HOD (Dr. Rao)', 'Principal (Dr. Iyer)', 'Admin', 'Sat 12 Dec: between two leave days']);
    expect(within(panel).getByText('3 of 12 of the department away on 9 Dec')).toBeInTheDocument();
    expect(within(panel).getByRole('alert')).toHaveTextContent('No leave during End-semester examinations, 8-19 Dec');
    // Asked with the form's values, once they settled.
    await waitFor(() => expect(view.api.calls.filter((call) => call.method === 'POST' && call.path === '/leaves/preview').at(-1)?.body).toEqual({ leaveType: 'el', fromDate: '2026-12-10T00:00:00.000Z', toDate: '2026-12-14T00:00:00.000Z' }));
  });

  it('does not speak twice of a field the form already finds wrong', async () => {
    const refusal = 'Insufficient CL balance. Available: 6 days, Requested: 8 days';
    const view = renderWithProviders(<ApplyLeaveForm applicant="employee" balances={BALANCES} today={'2026-12-01' as CalendarDate} />, {
      signedInAs: employeeUser,
      api: { 'POST /leaves/preview': ok({ ...PREVIEW, warnings: [], countedDays: [], problems: [{ field: 'leaveType', msg: refusal }] }) },
    });
    await view.user.selectOptions(screen.getByLabelText(/Leave Type/), 'cl');
    await view.user.type(screen.getByLabelText(/Start Date/), '2026-12-02');
    await view.user.type(screen.getByLabelText(/End Date/), '2026-12-11');
    const panel = await screen.findByRole('region', { name: 'Before you apply' });
    // The form says it in its own words on the type's field.
    expect(screen.getByText(/You have 6 days remaining, but requested 8 days/)).toBeInTheDocument();
    expect(screen.queryByText(refusal)).toBeNull();
    expect(within(panel).queryByRole('alert')).toBeNull();
  });
});
