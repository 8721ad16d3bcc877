import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_POLICY, type LeavePolicy } from '@leave/domain';
import { expect, fn, within } from 'storybook/test';
import { RoutesFields } from './RoutesFields';

const routed: LeavePolicy = {
  ...DEFAULT_POLICY,
  offices: [
    { code: 'principal', name: 'Principal' },
    { code: 'dean', name: 'Dean Academics' },
  ],
  approvalRoutes: [
    { name: 'Long earned leave', leaveTypes: ['el'], when: { minDays: 11 }, steps: [{ office: 'hod' }, { office: 'principal' }, { office: 'admin' }], remindAfterHours: 24, escalateAfterHours: 48, escalateTo: 'principal' },
    { name: "A HOD's own leave", leaveTypes: ['*'], when: { applicantRoles: ['hod'] }, steps: [{ office: 'hod' }, { anyOf: ['principal', 'dean'] }, { office: 'admin' }] },
  ],
};

const meta = {
  title: 'Policy/RoutesFields',
  component: RoutesFields,
  args: { policy: routed, onChange: fn(), errors: {} },
} satisfies Meta<typeof RoutesFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two offices and two routes, the second with a step either of two offices decides. */
export const Routes: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Steps of Long earned leave' })).toBeInTheDocument();
  },
};

/** The default policy: no office of its own, no route (the HOD then the Admin). */
export const NoRoutes: Story = { args: { policy: DEFAULT_POLICY } };

/** The schema's refusals on their fields. */
export const WithErrors: Story = {
  args: { errors: { 'policy.offices.1.code': 'Two offices cannot share a code', 'policy.approvalRoutes.0.name': 'Please give the name of the route' } },
};
