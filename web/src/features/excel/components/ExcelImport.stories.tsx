import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminUser } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { ExcelImport } from './ExcelImport';

const meta = {
  title: 'Forms/Excel Import',
  component: ExcelImport,
  args: { isAdmin: true },
  parameters: {
    signedInAs: adminUser,
    api: { 'POST /excel/upload': ok({ message: 'Import finished: 3 of 4 rows imported', successful: 3, errors: [{ row: 4, errors: ['Invalid email'] }], existingEmails: ['old@college.edu'] }) },
  },
} satisfies Meta<typeof ExcelImport>;
export default meta;
type Story = StoryObj<typeof meta>;

function workbook(name = 'staff.xlsx', size = 4096) {
  return new File([new Uint8Array(size)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

async function upload(canvasElement: HTMLElement, file = workbook()) {
  const canvas = within(canvasElement);
  await userEvent.upload(canvas.getByLabelText('Excel file to import'), file);
  await userEvent.click(canvas.getByRole('button', { name: 'Upload and Import' }));
  return canvas;
}

export const Empty: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Excel file to import'), workbook('huge.xlsx', 10 * 1024 * 1024));
    await expect(canvas.getByText('File size must be less than 10MB')).toBeInTheDocument();
  },
};

export const Processing: Story = {
  args: { progress: { jobId: 'job-1', processed: 120, total: 400 } },
  parameters: { api: { 'POST /excel/upload': { delayMs: Infinity } } },
  play: async ({ canvasElement }) => {
    const canvas = await upload(canvasElement);
    await expect(await canvas.findByText('Processing Excel file...')).toBeInTheDocument();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await upload(canvasElement);
    await expect(await canvas.findByText('75%')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: {
    api: { 'POST /excel/upload': { status: 400, body: { success: false, message: 'No valid rows', errors: [{ row: 2, errors: ['Role must be employee or hod'] }], existingEmails: ['dup@college.edu'] } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await upload(canvasElement);
    await expect(await canvas.findByText('No valid rows')).toBeInTheDocument();
  },
};

export const PermissionDenied: Story = {
  parameters: { api: { 'POST /excel/upload': fail(403, 'Forbidden') } },
  play: async ({ canvasElement }) => {
    await upload(canvasElement);
  },
};

export const AccessDenied: Story = { args: { isAdmin: false } };
