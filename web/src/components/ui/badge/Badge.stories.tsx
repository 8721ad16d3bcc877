import type { Meta, StoryObj } from '@storybook/react-vite';
import { LEAVE_STATUSES, LEAVE_TYPES } from '@leave/domain';
import { Badge, LeaveTypeBadge, StatusBadge } from './Badge';

const meta = { title: 'UI/Badge', component: Badge, parameters: { bare: true }, args: { children: 'HEAD', tone: 'accent' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Generic: Story = {};
export const Statuses: Story = {
  render: () => (
    <div className="row-actions">
      {LEAVE_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};
export const LeaveTypes: Story = {
  render: () => (
    <div className="row-actions">
      {LEAVE_TYPES.map((type) => (
        <LeaveTypeBadge key={type} leaveType={type} />
      ))}
    </div>
  ),
};
