import type { Meta, StoryObj } from '@storybook/react-vite';
import { UI_MESSAGES } from '@leave/domain';
import { EmptyState } from './EmptyState';

const meta = { title: 'UI/EmptyState', component: EmptyState, parameters: { bare: true } } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Applications: Story = { args: { message: UI_MESSAGES.noApplicationsFound } };
export const Employees: Story = { args: { message: UI_MESSAGES.noEmployeesFound } };
export const LeaveRecords: Story = { args: { message: UI_MESSAGES.noLeaveRecordsFound } };
