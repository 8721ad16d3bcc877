import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { employeeUser, fakeToken } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { RegisterForm } from './RegisterForm';

const meta = { title: 'Forms/Register', component: RegisterForm, parameters: { layout: 'fullscreen', route: '/register' } } satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Full Name/), 'Esha Employee');
  await userEvent.type(canvas.getByLabelText(/Email Address/), 'esha@college.edu');
  await userEvent.selectOptions(canvas.getByLabelText(/Department/), 'Computer Science & Engineering (CSE)');
  await userEvent.type(canvas.getByLabelText(/Mobile Number/), '9876543210');
  await userEvent.type(canvas.getByLabelText(/Date of Birth/), '1990-05-14');
  await userEvent.type(canvas.getByLabelText(/Date of Joining/), '2018-07-02');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'secret123');
  await userEvent.type(canvas.getByLabelText(/Confirm Password/), 'secret123');
  await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
  return canvas;
}

export const Empty: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Mobile Number/), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  parameters: { api: { 'POST /auth/register': { delayMs: Infinity } } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  },
};

export const Success: Story = {
  parameters: { api: { 'POST /auth/register': ok({ user: employeeUser, token: fakeToken() }) } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Registration successful!')).toBeInTheDocument();
    window.localStorage.removeItem('token');
  },
};

export const ServerError: Story = {
  parameters: { api: { 'POST /auth/register': fail(409, 'Email already registered') } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Email already registered')).toBeInTheDocument();
  },
};
