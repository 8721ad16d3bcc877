import type { Meta, StoryObj } from '@storybook/react-vite';
import { LeaveGuidelines, LeavePolicyReference } from './LeavePolicyReference';

const meta = { title: 'Leaves/Policy', component: LeavePolicyReference, parameters: { bare: true } } satisfies Meta<typeof LeavePolicyReference>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PolicyTable: Story = {};
export const Guidelines: Story = { render: () => <LeaveGuidelines /> };
