import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminUser, approvedLeave, hodApprovedLeave, hodUser, leaveEvents, pendingLeave, rejectedLeave } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { captureAlerts } from '@/test/story-alert';
import { LeaveDetailsDialog } from './LeaveDetailsDialog';
import { ReviewLeaveDialog } from './ReviewLeaveDialog';

// Issue 49: the decision dialog's balance now and after, and who else is away.
const decisionContext = {
  open: true,
  balance: { leaveType: 'cl', balance: 6, heldByOthers: 1, available: 5, after: 3 },
  away: [{ _id: 'u-emp2', name: 'Ravi Kumar', leaveType: 'cl', status: 'approved', days: [{ date: '2026-12-07' }, { date: '2026-12-08', half: 'first' }] }],
};
const api = { 'GET /leaves/:id/events': ok({ events: leaveEvents }), 'GET /leaves/:id/decision-context': ok(decisionContext), 'PUT /leaves/:id/status': ok({}) };

const meta = {
  title: 'Leaves/ReviewLeaveDialog',
  component: ReviewLeaveDialog,
  beforeEach: captureAlerts,
  args: { leave: pendingLeave, reviewer: hodUser, onClose: () => {} },
  parameters: { signedInAs: hodUser, api },
} satisfies Meta<typeof ReviewLeaveDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HodPending: Story = {};

export const HodRejectWithoutReason: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Reject' }));
    await expect(page.getByRole('dialog')).toBeInTheDocument();
  },
};

export const AdminPending: Story = { args: { reviewer: adminUser }, parameters: { signedInAs: adminUser } };
export const AdminHodApproved: Story = { args: { leave: hodApprovedLeave, reviewer: adminUser }, parameters: { signedInAs: adminUser } };
export const AdminRejected: Story = { args: { leave: rejectedLeave, reviewer: adminUser }, parameters: { signedInAs: adminUser } };

export const OwnApplicationDetails: StoryObj<typeof LeaveDetailsDialog> = {
  render: () => <LeaveDetailsDialog leave={approvedLeave} view="own" onClose={() => {}} />,
};
