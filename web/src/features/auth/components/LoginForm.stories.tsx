import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { employeeUser, fakeToken } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { LoginForm } from './LoginForm';

const meta = { title: 'Forms/Login', component: LoginForm, parameters: { layout: 'fullscreen', route: '/login' } } satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, email = 'esha@college.edu', password = 'secret123') {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByLabelText(/Email Address/), email);
  if (password) await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
  return canvas;
}

export const Empty: Story = {
  play: () => window.sessionStorage.removeItem('loginError'),
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    window.sessionStorage.removeItem('loginError');
    const canvas = await submit(canvasElement, 'not-an-email', '123');
    await expect(canvas.getByText('Invalid email address')).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  parameters: { api: { 'POST /auth/login': { delayMs: Infinity } } },
  play: async ({ canvasElement }) => {
    window.sessionStorage.removeItem('loginError');
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  },
};

export const Success: Story = {
  parameters: { api: { 'POST /auth/login': ok({ user: employeeUser, token: fakeToken() }) } },
  play: async ({ canvasElement }) => {
    window.sessionStorage.removeItem('loginError');
    await submit(canvasElement);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Login successful!')).toBeInTheDocument();
    window.localStorage.removeItem('token');
  },
};

export const ServerError: Story = {
  parameters: { api: { 'POST /auth/login': fail(401, 'Invalid credentials') } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'esha@college.edu', 'wrongpass');
    await expect(await canvas.findByText('Invalid credentials')).toBeInTheDocument();
  },
};

export const TooManyAttempts: Story = {
  parameters: { api: { 'POST /auth/login': fail(429, 'Too many login attempts. Please try again later.') } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText('Too many login attempts. Please try again later.')).toBeInTheDocument();
  },
};
