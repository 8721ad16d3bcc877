import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminUser, employeeUser, hodUser } from '@/test/fixtures';
import { ProfileScreen } from './ProfileScreen';

const meta = { title: 'Profile/ProfileScreen', component: ProfileScreen, args: { user: adminUser }, parameters: { signedInAs: adminUser } } satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = {};
export const HeadOfDepartment: Story = { args: { user: hodUser }, parameters: { signedInAs: hodUser } };
export const Employee: Story = { args: { user: employeeUser }, parameters: { signedInAs: employeeUser } };
