import type { Meta, StoryObj } from '@storybook/react-vite';
import { secondEmployee } from '@/test/fixtures';
import { PersonDetails } from './PersonDetails';

const meta = {
  title: 'Person/PersonDetails',
  component: PersonDetails,
  parameters: { bare: true },
  args: { person: secondEmployee, show: ['name', 'employeeId', 'email', 'mobileNo', 'role', 'designation', 'age', 'dateOfBirth', 'dateOfJoining', 'service', 'lastLogin'] },
} satisfies Meta<typeof PersonDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As the HOD's employee dialog shows someone who never signed in. */
export const EmployeeDialog: Story = {};
export const Profile: Story = { args: { show: ['name', 'email', 'mobileNo', 'department', 'designation', 'qualification', 'age', 'dateOfBirth', 'dateOfJoining', 'service'] } };
