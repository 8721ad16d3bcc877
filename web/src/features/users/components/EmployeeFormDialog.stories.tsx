import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminUser, secondEmployee } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { EmployeeFormDialog } from './EmployeeFormDialog';

const meta = {
  title: 'Forms/Employee (admin)',
  component: EmployeeFormDialog,
  args: { open: true, employee: null, onClose: () => {} },
  parameters: { signedInAs: adminUser, api: { 'POST /auth/register': ok({ user: secondEmployee }), 'PUT /users/:id': ok({ user: secondEmployee }) } },
} satisfies Meta<typeof EmployeeFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

async function fill(canvasElement: HTMLElement) {
  const page = body(canvasElement);
  await userEvent.type(page.getByLabelText(/Full Name/), 'Neha Nair');
  await userEvent.type(page.getByLabelText(/^Email/), 'neha@college.edu');
  await userEvent.selectOptions(page.getByLabelText(/Department/), 'Civil Engineering (CIVIL)');
  await userEvent.type(page.getByLabelText(/Designation/), 'Professor');
  await userEvent.type(page.getByLabelText(/Qualification/), 'Ph.D');
  await userEvent.type(page.getByLabelText(/Mobile Number/), '9123456780');
  await userEvent.type(page.getByLabelText(/Date of Birth/), '1980-02-10');
  await userEvent.click(page.getByRole('button', { name: 'Add Employee' }));
  return page;
}

export const AddEmpty: Story = {};

export const AddInvalid: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Add Employee' }));
    await expect(page.getByText('Valid email is required')).toBeInTheDocument();
  },
};

export const AddSubmitting: Story = {
  parameters: { api: { 'POST /auth/register': { delayMs: Infinity } } },
  play: async ({ canvasElement }) => {
    const page = await fill(canvasElement);
    await expect(await page.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const AddSuccess: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
  },
};

export const AddServerError: Story = {
  parameters: { api: { 'POST /auth/register': fail(409, 'Email already registered') } },
  play: async ({ canvasElement }) => {
    const page = await fill(canvasElement);
    await expect(await page.findByText('Email already registered')).toBeInTheDocument();
  },
};

export const Edit: Story = { args: { employee: secondEmployee } };

export const EditBalanceWithoutReason: Story = {
  args: { employee: secondEmployee },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const el = page.getByLabelText(/EL \(Earned Leave\)/);
    await userEvent.clear(el);
    await userEvent.type(el, '12');
    await userEvent.click(page.getByRole('button', { name: 'Update Employee' }));
    await expect(page.getByText('Please give a reason for the balance change')).toBeInTheDocument();
  },
};
