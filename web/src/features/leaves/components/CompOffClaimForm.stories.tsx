import { COMP_OFF_MESSAGES, DEFAULT_POLICY, policyType, type CalendarDate, type LeavePolicy } from '@leave/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { employeeUser } from '@/test/fixtures';
import { CompOffClaimForm } from './CompOffClaimForm';

// Thursday 26 November 2026.
const TODAY = '2026-11-26' as CalendarDate;
const coff = { ...policyType(DEFAULT_POLICY, 'cl')!, code: 'coff', name: 'Compensatory Off', allowance: { per: 'claimed' as const, expiresAfterDays: 30 } };
const WITH_COFF: LeavePolicy = { leaveTypes: [...DEFAULT_POLICY.leaveTypes, coff] };

const meta = {
  title: 'Forms/Claim Compensatory Leave',
  component: CompOffClaimForm,
  args: { policy: WITH_COFF, today: TODAY, holidayDates: ['2026-11-25'] },
  parameters: { signedInAs: employeeUser, api: { 'POST /comp-off': { status: 201, body: { success: true, data: {} } } } },
} satisfies Meta<typeof CompOffClaimForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WorkingDayRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Day Worked/), '2026-11-24');
    await userEvent.type(canvas.getByLabelText(/Reason/), 'Worked the admissions counter');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Claim' }));
    await expect(canvas.getByText(COMP_OFF_MESSAGES.workingDay)).toBeInTheDocument();
  },
};
