import type { Meta, StoryObj } from '@storybook/react-vite';
import { employeeUser, secondEmployee } from '@/test/fixtures';
import { EmployeeDetailsDialog } from './EmployeeDetailsDialog';

const meta = { title: 'Users/EmployeeDetailsDialog', component: EmployeeDetailsDialog, args: { employee: employeeUser, onClose: () => {} } } satisfies Meta<typeof EmployeeDetailsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NeverLoggedIn: Story = { args: { employee: secondEmployee } };
/** What the portal puts below the details (there: the balance history). */
export const WithMore: Story = { args: { children: (person) => <p>More about {person.name}</p> } };
