// The apply form states the selected type's rules as the policy in force has them: the product
// description's texts under the default policy, the new figure once a version changes an allowance.
import { DEFAULT_POLICY, LEAVE_TYPE_INFO, type CalendarDate, type LeavePolicy } from '@leave/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render-app';
import { ApplyLeaveForm } from './ApplyLeaveForm';

const BALANCES = { cl: 6, scl: 4, el: 12, hpl: 10, ccl: 7 };
const clOf = (days: number): LeavePolicy => ({ leaveTypes: DEFAULT_POLICY.leaveTypes.map((type) => (type.code === 'cl' ? { ...type, allowance: { per: 'halfYear' as const, days } } : type)) });

async function noteFor(policy: LeavePolicy | undefined): Promise<string> {
  const view = renderWithProviders(<ApplyLeaveForm applicant="employee" balances={BALANCES} today={'2026-12-01' as CalendarDate} {...(policy ? { policy } : {})} />, { signedInAs: employeeUser });
  await view.user.selectOptions(screen.getByLabelText(/Leave Type/), 'cl');
  const text = (await screen.findByText(/Casual Leave \(CL\):/)).closest('p')?.textContent ?? '';
  view.unmount();
  return text;
}

describe('the policy note of the apply form', () => {
  it('keeps the product description\'s text under the default policy, and follows a raised allowance', async () => {
    expect(await noteFor(undefined)).toBe(`Casual Leave (CL): ${LEAVE_TYPE_INFO.cl.policy}.`);
    expect(await noteFor(DEFAULT_POLICY)).toBe(`Casual Leave (CL): ${LEAVE_TYPE_INFO.cl.policy}.`);
    expect(await noteFor(clOf(8))).toBe('Casual Leave (CL): 8 days per half-year (Jan-Jun and Jul-Dec), no carry forward.');
  });
});
