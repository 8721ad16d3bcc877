import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  parameters: { bare: true },
  args: { children: 'Submit Application' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Clear Filters' } };
export const Success: Story = { args: { variant: 'success', children: 'Approve as HOD' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Reject' } };
export const Small: Story = { args: { size: 'sm', variant: 'secondary', children: 'View' } };
export const Busy: Story = { args: { busy: true, children: 'Signing in...' } };
export const Disabled: Story = { args: { disabled: true, variant: 'success', children: 'Approve' } };
