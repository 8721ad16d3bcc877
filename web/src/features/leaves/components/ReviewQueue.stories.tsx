import type { Meta, StoryObj } from '@storybook/react-vite';
import { LEAVE_STATUSES } from '@leave/domain';
import { expect, within } from 'storybook/test';
import { adminUser, allLeaves, hodUser, leaveEvents } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { ReviewQueue } from './ReviewQueue';

const api = { 'GET /leaves': ok({ leaves: allLeaves }), 'GET /leaves/:id/events': ok({ events: leaveEvents }), 'PUT /leaves/:id/status': ok({}) };

const meta = {
  title: 'Leaves/ReviewQueue',
  component: ReviewQueue,
  args: {
    title: 'Leave Applications',
    subtitle: 'Every application across the college',
    caption: 'All leave applications',
    statuses: LEAVE_STATUSES,
    showDepartment: true,
    searchPlaceholder: 'Employee name, ID or reason',
  },
  parameters: { signedInAs: adminUser, api },
} satisfies Meta<typeof ReviewQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The admin's queue: Approve stays disabled on pending applications until the HOD has approved. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('Requires HOD approval first')).length).toBeGreaterThan(0);
  },
};

/** The HOD's queue of their department: 'Approve as HOD', nothing on their own application. */
export const Hod: Story = {
  args: {
    title: 'Department Applications',
    subtitle: `Leave applications of ${hodUser.department}`,
    caption: 'Department leave applications',
    statuses: ['pending', 'approved', 'rejected'],
    showDepartment: false,
    searchPlaceholder: 'Employee name, ID or reason',
  },
  parameters: { signedInAs: hodUser },
};
