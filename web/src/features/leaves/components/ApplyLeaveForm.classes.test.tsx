// Issue 45: with class adjustment the preview lists the leave's periods, and the form asks who takes each
// ('Who takes my classes'): a colleague free then, with their count this term, or 'HOD to arrange' (the
// default, DR 0370); the application carries one arrangement per period.
import type { CalendarDate, LeavePreviewDto } from '@leave/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { ApplyLeaveForm } from './ApplyLeaveForm';

const BALANCES = { cl: 6, scl: 4, el: 12, hpl: 10, ccl: 7 };

const PREVIEW: LeavePreviewDto = {
  days: 2,
  balanceAfter: 4,
  route: [{ office: 'hod', name: 'HOD', approvers: [{ _id: 'h1', name: 'Dr. Rao' }] }],
  problems: [],
  periods: [
    {
      date: '2026-12-09' as CalendarDate,
      period: 3,
      start: '11:00',
      end: '11:50',
      className: 'II CSE-A',
      subject: 'Data Structures',
      suggestions: [
        { _id: 'u-meena', name: 'Meena K', substitutionsThisTerm: 0 },
        { _id: 'u-ravi', name: 'Ravi S', substitutionsThisTerm: 2 },
      ],
    },
    { date: '2026-12-10' as CalendarDate, period: 1, start: '09:00', end: '09:50', className: 'III ECE-B', subject: 'Signals', suggestions: [] },
  ],
};

async function fillLeave(view: ReturnType<typeof renderWithProviders>) {
  await view.user.selectOptions(screen.getByLabelText(/Leave Type/), 'cl');
  await view.user.type(screen.getByLabelText(/Start Date/), '2026-12-09');
  await view.user.type(screen.getByLabelText(/End Date/), '2026-12-10');
  await view.user.type(screen.getByLabelText(/Reason/), 'Family function in Guntur');
}

describe("the apply form's class adjustment", () => {
  it('lists each period with a labelled choice and sends one arrangement per period', async () => {
    const view = renderWithProviders(<ApplyLeaveForm applicant="employee" balances={BALANCES} today={'2026-12-01' as CalendarDate} />, {
      signedInAs: employeeUser,
      api: { 'POST /leaves/preview': ok(PREVIEW), 'POST /leaves': ok({}) },
    });
    await fillLeave(view);
    const section = await screen.findByRole('region', { name: 'Who takes my classes' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('9 Dec 2026, period 3');
    expect(items[0]).toHaveTextContent('11:00–11:50');
    expect(items[0]).toHaveTextContent('II CSE-A · Data Structures');
    const first = within(section).getByLabelText(/Who takes II CSE-A, period 3 on 9 Dec 2026/);
    expect(within(first).getAllByRole('option').map((option) => option.textContent)).toEqual(['HOD to arrange', 'Meena K (0 this term)', 'Ravi S (2 this term)']);
    expect(first).toHaveValue('');
    const second = within(section).getByLabelText(/Who takes III ECE-B, period 1 on 10 Dec 2026/);
    expect(within(second).getAllByRole('option').map((option) => option.textContent)).toEqual(['HOD to arrange']);

    await view.user.selectOptions(first, 'Ravi S (2 this term)');
    await view.user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(view.api.calls.some((call) => call.method === 'POST' && call.path === '/leaves')).toBe(true));
    const sent = view.api.calls.find((call) => call.method === 'POST' && call.path === '/leaves')!.body as { arrangements: unknown };
    expect(sent.arrangements).toEqual([
      { date: '2026-12-09', period: 3, substituteId: 'u-ravi' },
      { date: '2026-12-10', period: 1, substituteId: null },
    ]);
  });

  it('shows no section and sends no arrangements when the preview has no periods', async () => {
    const { periods: _none, ...withoutPeriods } = PREVIEW;
    const view = renderWithProviders(<ApplyLeaveForm applicant="employee" balances={BALANCES} today={'2026-12-01' as CalendarDate} />, {
      signedInAs: employeeUser,
      api: { 'POST /leaves/preview': ok(withoutPeriods), 'POST /leaves': ok({}) },
    });
    await fillLeave(view);
    await screen.findByRole('region', { name: 'Before you apply' });
    expect(screen.queryByRole('region', { name: 'Who takes my classes' })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(view.api.calls.some((call) => call.method === 'POST' && call.path === '/leaves')).toBe(true));
    expect(view.api.calls.find((call) => call.method === 'POST' && call.path === '/leaves')!.body).not.toHaveProperty('arrangements');
  });

  it('sends the arrangements as one JSON text part of a multipart application (with a file)', async () => {
    const view = renderWithProviders(<ApplyLeaveForm applicant="employee" balances={BALANCES} today={'2026-12-01' as CalendarDate} />, {
      signedInAs: employeeUser,
      api: { 'POST /leaves/preview': ok(PREVIEW), 'POST /leaves': ok({}) },
    });
    await fillLeave(view);
    await screen.findByRole('region', { name: 'Who takes my classes' });
    await view.user.upload(screen.getByLabelText(/Medical certificate or supporting documents/), new File(['%'.repeat(64)], 'letter.pdf', { type: 'application/pdf' }));
    await view.user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(view.api.calls.some((call) => call.method === 'POST' && call.path === '/leaves')).toBe(true));
    const text = String(view.api.calls.find((call) => call.method === 'POST' && call.path === '/leaves')!.body);
    expect(text).toContain('name="arrangements"\r\n\r\n[{"date":"2026-12-09","period":3,"substituteId":null},{"date":"2026-12-10","period":1,"substituteId":null}]\r\n');
  });
});
