import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';

const rows = Array.from({ length: 60 }, (_, index) => ({ id: `r${index + 1}`, name: `Person ${index + 1}` }));
type Row = { id: string; name: string };
const columns = [{ id: 'name', header: 'Name', cell: (row: Row) => row.name }];

describe('DataTable', () => {
  it('renders only one page of 25 rows and pages through the rest', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="People" columns={columns} rows={rows} rowKey={(row) => row.id} emptyMessage="Nobody" />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('Page 1 of 3 (1-25 of 60)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Person 26')).toBeInTheDocument();
    expect(screen.queryByText('Person 1')).not.toBeInTheDocument();
  });

  it('shows the empty-state text when there are no rows', () => {
    render(<DataTable caption="People" columns={columns} rows={[] as Row[]} rowKey={(row) => row.id} emptyMessage="No employees found matching your criteria." />);
    expect(screen.getByText('No employees found matching your criteria.')).toBeInTheDocument();
  });
});
