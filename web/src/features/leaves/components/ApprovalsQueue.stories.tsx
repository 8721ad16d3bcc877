import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { leaveEvents, routedLeave, secondEmployee } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { ApprovalsQueue } from './ApprovalsQueue';

const api = {
  'GET /leaves': ok({ leaves: [routedLeave], total: 1 }),
  'GET /leaves/:id': ok({ leave: routedLeave }),
  'GET /leaves/:id/events': ok({ events: leaveEvents }),
  'POST /leaves/:id/decisions': ok({ leave: { ...routedLeave, version: 3, awaiting: { office: 'admin', name: 'Admin' } } }),
};

const meta = {
  title: 'Leaves/ApprovalsQueue',
  component: ApprovalsQueue,
  parameters: { signedInAs: secondEmployee, api, route: '/employee/approvals' },
} satisfies Meta<typeof ApprovalsQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Principal's approvals: what waits for them, and the step it waits at. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(routedLeave.reason)).toBeInTheDocument();
  },
};

/** Nothing waits. */
export const Empty: Story = {
  parameters: { api: { ...api, 'GET /leaves': ok({ leaves: [], total: 0 }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing waits for your decision.')).toBeInTheDocument();
  },
};

/** Opened from a notification (`?leave=`): the details with the route as steps; the server refuses the decision (another holder was first). */
export const OpenedFromANotification: Story = {
  parameters: { route: `/employee/approvals?leave=${routedLeave._id}`, api: { ...api, 'POST /leaves/:id/decisions': fail(409, 'This step was already decided by Dr. Iyer') } },
};
