import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveIndicator } from './LiveIndicator';

const meta = {
  title: 'UI/LiveIndicator',
  component: LiveIndicator,
  parameters: { bare: true },
  args: { status: 'live' },
} satisfies Meta<typeof LiveIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {};
export const Reconnecting: Story = { args: { status: 'reconnecting' } };
export const Offline: Story = { args: { status: 'offline' } };
