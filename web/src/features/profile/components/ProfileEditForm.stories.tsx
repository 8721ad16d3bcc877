import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminUser, employeeUser, hodUser } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { ProfileEditForm } from './ProfileEditForm';

const meta = {
  title: 'Forms/Edit Profile',
  component: ProfileEditForm,
  args: { user: hodUser, onDone: () => {} },
  parameters: { signedInAs: hodUser, api: { 'PUT /users/:id': ok({ user: hodUser }) } },
} satisfies Meta<typeof ProfileEditForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function save(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
  return canvas;
}

export const Hod: Story = {};
export const Admin: Story = { args: { user: adminUser }, parameters: { signedInAs: adminUser } };
export const Employee: Story = { args: { user: employeeUser }, parameters: { signedInAs: employeeUser } };

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/Mobile Number/));
    await userEvent.type(canvas.getByLabelText(/Mobile Number/), '123');
    await save(canvasElement);
    await expect(canvas.getByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  parameters: { api: { 'PUT /users/:id': { delayMs: Infinity } } },
  play: async ({ canvasElement }) => {
    const canvas = await save(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Profile updated successfully')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { api: { 'PUT /users/:id': fail(409, 'Email already in use') } },
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Email already in use')).toBeInTheDocument();
  },
};
