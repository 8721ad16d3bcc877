// The claim of compensatory leave: offered only when the policy has a claimed type; a working day or a day
// ahead is refused on its field with domain's message before anything is sent; a Saturday worked is sent
// as POST /comp-off and confirmed with a toast.
import { COMP_OFF_MESSAGES, DEFAULT_POLICY, policyType, type CalendarDate, type LeavePolicy } from '@leave/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { CompOffClaimForm } from './CompOffClaimForm';

// Thursday 26 November 2026.
const TODAY = '2026-11-26' as CalendarDate;
const coff = { ...policyType(DEFAULT_POLICY, 'cl')!, code: 'coff', name: 'Compensatory Off', allowance: { per: 'claimed' as const, expiresAfterDays: 30 } };
const WITH_COFF: LeavePolicy = { leaveTypes: [...DEFAULT_POLICY.leaveTypes, coff] };

describe('the claim of compensatory leave', () => {
  it('is not offered under a policy without a claimed type', () => {
    renderWithProviders(<CompOffClaimForm policy={DEFAULT_POLICY} today={TODAY} />, { signedInAs: employeeUser });
    expect(screen.queryByRole('form', { name: 'Compensatory leave claim' })).toBeNull();
  });

  it('refuses a working day and a day ahead on the field, then sends a Saturday worked', async () => {
    const { user, api } = renderWithProviders(<CompOffClaimForm policy={WITH_COFF} today={TODAY} />, {
      signedInAs: employeeUser,
      api: { 'GET /policy': ok({ policy: WITH_COFF, version: 2, effectiveFrom: '2026-01-01' }), 'POST /comp-off': { status: 201, body: { success: true, data: {} } } },
    });
    expect(await screen.findByText(/the days lapse 30 days after the day worked/)).toBeInTheDocument();
    const day = screen.getByLabelText(/Day Worked/);
    await user.type(screen.getByLabelText(/Reason/), 'Worked the admissions counter all day');
    await user.clear(day);
    await user.type(day, '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));
    expect(await screen.findByText(COMP_OFF_MESSAGES.workingDay)).toBeInTheDocument();
    await user.clear(day);
    await user.type(day, '2026-11-28');
    expect(await screen.findByText(COMP_OFF_MESSAGES.inFuture)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(day);
    await user.type(day, '2026-11-21');
    await user.selectOptions(screen.getByLabelText(/Time Worked/), '0.5');
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));
    expect(await screen.findByText('Compensatory leave claim submitted successfully')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/comp-off')?.body).toEqual({
      workedOn: '2026-11-21',
      days: 0.5,
      reason: 'Worked the admissions counter all day',
      leaveType: 'coff',
    });
  });
});
