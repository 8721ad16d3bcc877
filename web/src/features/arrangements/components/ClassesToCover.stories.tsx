import type { ArrangementDto } from '@leave/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { employeeUser } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { ClassesToCover } from './ClassesToCover';

const asked: ArrangementDto = {
  _id: 'a1',
  leaveId: 'l1',
  date: '2026-12-09',
  period: 3,
  start: '11:00',
  end: '11:50',
  className: 'II CSE-A',
  subject: 'Data Structures',
  department: 'Computer Science & Engineering (CSE)',
  absent: { _id: 'u-rao', name: 'Dr. Rao' },
  substitute: { _id: employeeUser._id, name: employeeUser.name },
  status: 'requested',
};
const arrangements: ArrangementDto[] = [asked, { ...asked, _id: 'a2', period: 5, start: '14:00', end: '14:50', className: 'III CSE-B', status: 'accepted' }, { ...asked, _id: 'a3', date: '2026-12-10', status: 'released' }];

const api = { 'GET /arrangements': ok({ arrangements }), 'POST /arrangements/:id/accept': ok({}), 'POST /arrangements/:id/decline': ok({}) };

const meta = {
  title: 'Arrangements/ClassesToCover',
  component: ClassesToCover,
  parameters: { signedInAs: employeeUser, api, route: '/employee/classes-to-cover' },
} satisfies Meta<typeof ClassesToCover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A request waiting for an answer, one accepted, one released by a withdrawn leave. */
export const Asked: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Waiting for your answer')).toBeInTheDocument();
  },
};

export const Empty: Story = { parameters: { api: { ...api, 'GET /arrangements': ok({ arrangements: [] }) } } };

/** Decline opens a dialog asking an optional reason. */
export const Declining: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Decline II CSE-A, period 3 on 9 Dec 2026' }));
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toBeInTheDocument();
  },
};

/** The server refuses: another class at the same time. */
export const Refused: Story = { parameters: { api: { ...api, 'POST /arrangements/:id/accept': fail(409, 'You cover III ECE-B then') } } };
