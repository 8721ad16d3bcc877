import type { CalendarDate } from '@leave/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { employeeUser, hodUser } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { captureAlerts } from '@/test/story-alert';
import { ApplyLeaveForm } from './ApplyLeaveForm';

const TODAY = '2026-12-01' as CalendarDate;
const created = { status: 201, body: { success: true, data: {} } };

const meta = {
  title: 'Forms/Apply Leave',
  component: ApplyLeaveForm,
  beforeEach: captureAlerts,
  args: { applicant: 'hod', balances: { cl: 6, scl: 4, el: 12, hpl: 10, ccl: 7 }, today: TODAY },
  parameters: { signedInAs: hodUser, api: { 'POST /leaves': created } },
} satisfies Meta<typeof ApplyLeaveForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, reason = 'Family function in my home town') {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(canvas.getByLabelText(/Leave Type/), 'cl');
  await userEvent.type(canvas.getByLabelText(/Start Date/), '2026-12-07');
  await userEvent.type(canvas.getByLabelText(/End Date/), '2026-12-08');
  await userEvent.type(canvas.getByLabelText(/Reason/), reason);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
  return canvas;
}

export const HodEmpty: Story = {};

export const HodInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    await expect(canvas.getByText('Please select a leave type')).toBeInTheDocument();
  },
};

export const HodInsufficientBalance: Story = {
  args: { balances: { cl: 1, scl: 4, el: 12, hpl: 10, ccl: 7 } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(canvas.getByText('Insufficient CL balance. Available: 1 days, Requested: 2 days')).toBeInTheDocument();
  },
};

export const HodSubmitting: Story = {
  parameters: { api: { 'POST /leaves': { delayMs: Infinity } } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  },
};

export const HodSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByText('Leave Application Submitted!')).toBeInTheDocument();
  },
};

export const HodServerError: Story = {
  parameters: { api: { 'POST /leaves': fail(409, 'You already have a leave application for these dates') } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
  },
};

export const EmployeeEmpty: Story = {
  args: { applicant: 'employee', balances: { cl: 0, scl: 4, el: 0, hpl: 0, ccl: 7 } },
  parameters: { signedInAs: employeeUser },
};

export const EmployeeInvalid: Story = {
  args: { applicant: 'employee' },
  parameters: { signedInAs: employeeUser },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Start Date/), '2026-12-08');
    await userEvent.type(canvas.getByLabelText(/End Date/), '2026-12-07');
    await userEvent.type(canvas.getByLabelText(/Reason/), 'Short');
    await userEvent.tab();
  },
};

export const EmployeeInsufficientBalance: Story = {
  args: { applicant: 'employee', balances: { cl: 1, scl: 4, el: 12, hpl: 10, ccl: 7 } },
  parameters: { signedInAs: employeeUser },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
  },
};

export const EmployeeSubmitting: Story = {
  args: { applicant: 'employee' },
  parameters: { signedInAs: employeeUser, api: { 'POST /leaves': { delayMs: Infinity } } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  },
};

export const EmployeeSuccess: Story = {
  args: { applicant: 'employee' },
  parameters: { signedInAs: employeeUser },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
  },
};

export const EmployeeServerError: Story = {
  args: { applicant: 'employee' },
  parameters: { signedInAs: employeeUser, api: { 'POST /leaves': { status: 500, body: {} } } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
  },
};

/** An employee's afternoon off: the half-day select, and the count in halves. */
export const EmployeeHalfDay: Story = {
  args: { applicant: 'employee' },
  parameters: { signedInAs: employeeUser },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/Leave Type/), 'cl');
    await userEvent.type(canvas.getByLabelText(/Start Date/), '2026-12-07');
    await userEvent.type(canvas.getByLabelText(/End Date/), '2026-12-07');
    await userEvent.selectOptions(canvas.getByLabelText('Half day'), 'second');
    await expect(canvas.getByText(/Working Days:/).parentElement).toHaveTextContent('Working Days: 0.5 days');
  },
};

/** Issue 45: with class adjustment, 'Who takes my classes' lists the leave's periods with a choice of colleague each. */
export const EmployeeChoosesWhoTakesTheClasses: Story = {
  args: { applicant: 'employee' },
  parameters: {
    signedInAs: employeeUser,
    api: {
      'POST /leaves': created,
      'POST /leaves/preview': ok({
        days: 2,
        balanceAfter: 4,
        route: [{ office: 'hod', name: 'HOD', approvers: [{ _id: 'h1', name: 'Dr. Rao' }] }],
        problems: [],
        periods: [
          { date: '2026-12-07', period: 3, start: '11:00', end: '11:50', className: 'II CSE-A', subject: 'Data Structures', suggestions: [{ _id: 'u1', name: 'Meena K', substitutionsThisTerm: 0 }, { _id: 'u2', name: 'Ravi S', substitutionsThisTerm: 2 }] },
          { date: '2026-12-08', period: 1, start: '09:00', end: '09:50', className: 'III CSE-B', subject: 'Compilers', suggestions: [] },
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/Leave Type/), 'cl');
    await userEvent.type(canvas.getByLabelText(/Start Date/), '2026-12-07');
    await userEvent.type(canvas.getByLabelText(/End Date/), '2026-12-08');
    await expect(await canvas.findByRole('region', { name: 'Who takes my classes' })).toBeInTheDocument();
  },
};
