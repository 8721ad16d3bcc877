import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PASSWORD_LINK_MESSAGES } from '@leave/domain';
import { fail, ok } from '@/test/mock-api';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = { title: 'Forms/Forgot password', component: ForgotPasswordForm, parameters: { layout: 'fullscreen', route: '/forgot-password' } } satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function ask(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Email Address/), 'someone@college.edu');
  await userEvent.click(canvas.getByRole('button', { name: PASSWORD_LINK_MESSAGES.send }));
  return canvas;
}

export const Empty: Story = {};

export const Sent: Story = {
  parameters: { api: { 'POST /auth/forgot-password': ok({}, PASSWORD_LINK_MESSAGES.requested) } },
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await expect(await canvas.findByText(PASSWORD_LINK_MESSAGES.requested)).toBeInTheDocument();
  },
};

export const TooMany: Story = {
  parameters: { api: { 'POST /auth/forgot-password': fail(429, 'Too many login attempts. Please try again later.') } },
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await expect(await canvas.findByText('Too many login attempts. Please try again later.')).toBeInTheDocument();
  },
};
