import type { TimetablePeriodDto } from '@leave/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { employeeUser, hodUser } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { TimetableScreen } from './TimetableScreen';

const CSE = 'Computer Science & Engineering (CSE)';
const period = (id: string, weekday: number, number: number, className: string, subject: string): TimetablePeriodDto => ({
  _id: id,
  userId: employeeUser._id,
  teacherName: employeeUser.name,
  department: CSE,
  weekday,
  period: number,
  start: `${8 + number}:00`.padStart(5, '0'),
  end: `${8 + number}:50`.padStart(5, '0'),
  className,
  subject,
  room: '204',
  termFrom: '2026-07-01',
  termTo: '2026-12-31',
});
const periods = [period('p1', 1, 1, 'II CSE-A', 'Data Structures'), period('p2', 1, 3, 'III CSE-B', 'Compilers'), period('p3', 4, 2, 'II CSE-A', 'Discrete Mathematics')];

const meta = {
  title: 'Timetable/TimetableScreen',
  component: TimetableScreen,
  args: { department: CSE },
  parameters: { signedInAs: hodUser, api: { 'GET /timetable': ok({ periods }), 'POST /timetable/periods': ok({}), 'DELETE /timetable/periods/:id': ok({}) } },
} satisfies Meta<typeof TimetableScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The HOD's department: the week by day, 'Add a period' and the Excel import. */
export const HodWeek: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Monday' })).toBeInTheDocument();
  },
};

/** The admin chooses the department first. */
export const AdminChooses: Story = { args: { department: undefined } };
