import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { employeeUser, fakeToken } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { captureAlerts } from '@/test/story-alert';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Forms/Change Password',
  component: ChangePasswordForm,
  beforeEach: captureAlerts,
  args: { onDone: () => {} },
  parameters: { signedInAs: employeeUser, api: { 'PUT /auth/change-password': ok({ user: employeeUser, token: fakeToken() }) } },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, confirmation = 'newpass1') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Current Password/), 'oldpass1');
  await userEvent.type(canvas.getByLabelText(/^New Password/), 'newpass1');
  await userEvent.type(canvas.getByLabelText(/Confirm New Password/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
  return canvas;
}

export const Empty: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'different');
    await expect(canvas.getByText('New passwords do not match')).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  parameters: { api: { 'PUT /auth/change-password': { delayMs: Infinity } } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Changing...' })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Password changed successfully')).toBeInTheDocument();
    window.localStorage.removeItem('token');
  },
};

export const ServerError: Story = {
  parameters: { api: { 'PUT /auth/change-password': fail(400, 'Current password is incorrect') } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Current password is incorrect')).toBeInTheDocument();
  },
};
