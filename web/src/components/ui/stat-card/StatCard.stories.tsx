import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard, StatGrid } from './StatCard';
import { Icon } from '../icon/Icon';

const meta = { title: 'UI/StatCard', component: StatCard, parameters: { bare: true }, args: { label: 'Pending Applications', value: 5, icon: 'clock', tone: 'amber' } } satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const WithHint: Story = { args: { label: 'Days Taken', value: 3, hint: 'Approved applications only', tone: 'purple', icon: 'calendar' } };
export const Grid: Story = {
  render: () => (
    <StatGrid>
      <StatCard label="Total Employees" value={42} icon={<Icon name="users" />} tone="blue" />
      <StatCard label="Total HODs" value={8} icon={<Icon name="star" />} tone="purple" />
      <StatCard label="Pending Applications" value={5} icon={<Icon name="clock" />} tone="amber" />
      <StatCard label="Approved Applications" value={31} icon={<Icon name="check" />} tone="green" />
    </StatGrid>
  ),
};
