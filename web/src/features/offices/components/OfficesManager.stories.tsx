import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminUser, allUsers, secondEmployee } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { OfficesManager } from './OfficesManager';

const offices = [
  { code: 'hod', name: 'HOD', holders: [] },
  { code: 'admin', name: 'Admin', holders: [] },
  { code: 'principal', name: 'Principal', holders: [{ _id: secondEmployee._id, name: secondEmployee.name }] },
  { code: 'dean', name: 'Dean Academics', holders: [] },
];
const api = {
  'GET /offices': ok({ offices }),
  'GET /users': ok({ users: allUsers, total: allUsers.length }),
  'PUT /offices/:code': ok({ office: offices[2] }),
};

const meta = {
  title: 'Offices/OfficesManager',
  component: OfficesManager,
  parameters: { signedInAs: adminUser, api },
} satisfies Meta<typeof OfficesManager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The policy's offices besides the HOD and the admin, with their holders. */
export const Offices: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Holders of Principal' })).toBeInTheDocument();
  },
};

/** The server refuses a holder (someone since deactivated). */
export const Refused: Story = {
  parameters: { api: { ...api, 'PUT /offices/:code': fail(400, 'Every holder must be a live, active person') } },
};

/** A policy naming no office of its own. */
export const NoOffices: Story = {
  parameters: { api: { ...api, 'GET /offices': ok({ offices: offices.slice(0, 2) }) } },
};
