import type { Meta, StoryObj } from '@storybook/react-vite';
import { UI_MESSAGES } from '@leave/domain';
import { DataTable, type Column } from './DataTable';

interface Person {
  id: string;
  name: string;
  email: string;
}

const people: Person[] = Array.from({ length: 3000 }, (_, index) => ({ id: `p${index}`, name: `Employee ${index + 1}`, email: `employee${index + 1}@college.edu` }));
const columns: Column<Person>[] = [
  { id: 'name', header: 'Name', cell: (person) => person.name },
  { id: 'email', header: 'Email', cell: (person) => person.email },
];

function PeopleTable({ rows }: { rows: Person[] }) {
  return <DataTable caption="Employees" columns={columns} rows={rows} rowKey={(person) => person.id} emptyMessage={UI_MESSAGES.noEmployeesFound} />;
}

const meta = { title: 'UI/DataTable', component: PeopleTable, parameters: { bare: true } } satisfies Meta<typeof PeopleTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeThousandRows: Story = { args: { rows: people } };
export const OnePage: Story = { args: { rows: people.slice(0, 8) } };
export const Empty: Story = { args: { rows: [] } };
