// Department Employees: the HOD first with a HEAD tag, then the employees; tiles, search, role filter
// and a details dialog with each person's balance history.
import { ROLE_LABELS, wholeYearsBetween, type UserDto, UI_MESSAGES } from '@leave/domain';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge/Badge';
import { Button } from '@/components/ui/button/Button';
import { DataTable, type Column } from '@/components/ui/data-table/DataTable';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { StatCard, StatGrid } from '@/components/ui/stat-card/StatCard';
import { useSession } from '@/lib/auth/use-session';
import { BalanceHistory } from '@/features/balances/components/BalanceHistory';
import { useGetUsersQuery } from '@/features/users/api/get-users';
import { EmployeeDetailsDialog } from '@/features/users/components/EmployeeDetailsDialog';
import { UserFilterBar } from '@/features/users/components/UserFilterBar';
import { EMPTY_USER_FILTERS, filterUsers } from '@/features/users/user-filters';
import { formatDate, localToday } from '@/lib/dates';

/** docs/product.md §2: the department's list filters by role 'HOD' or 'Employee'. */
const DEPARTMENT_ROLES = ['hod', 'employee'] as const;
const ROLE_FILTER_LABELS = { ...ROLE_LABELS, hod: 'HOD' };

export function HodEmployeesPage() {
  const { user } = useSession();
  const department = user?.department ?? '';
  const { data: users = [], isLoading } = useGetUsersQuery();
  const [filters, setFilters] = useState(EMPTY_USER_FILTERS);
  const [selected, setSelected] = useState<UserDto | null>(null);
  const today = localToday();

  const members = useMemo(() => {
    const people = users.filter((person) => person.department === department && person.role !== 'admin');
    return [...people.filter((person) => person.role === 'hod'), ...people.filter((person) => person.role !== 'hod')];
  }, [users, department]);
  const rows = useMemo(() => filterUsers(members, filters), [members, filters]);
  const active = useMemo(() => members.filter((person) => person.isActive).length, [members]);
  const employees = useMemo(() => members.filter((person) => person.role === 'employee').length, [members]);

  const columns: Column<UserDto>[] = [
    {
      id: 'employee',
      header: 'Employee',
      cell: (person) => (
        <>
          <strong>{person.name}</strong> {person.role === 'hod' && <Badge tone="accent">HEAD</Badge>}
          <br />
          <span className="muted">{person.employeeId ?? 'N/A'}</span>
        </>
      ),
    },
    {
      id: 'contact',
      header: 'Contact',
      cell: (person) => (
        <>
          {person.email}
          <br />
          <span className="muted">{person.mobileNo ?? 'N/A'}</span>
        </>
      ),
    },
    { id: 'role', header: 'Role', cell: (person) => ROLE_LABELS[person.role] },
    {
      id: 'service',
      header: 'Service',
      cell: (person) =>
        person.dateOfJoining ? (
          <>
            {wholeYearsBetween(person.dateOfJoining, today)} years
            <br />
            <span className="muted">Joined {formatDate(person.dateOfJoining)}</span>
          </>
        ) : (
          'N/A'
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (person) => (
        <Button size="sm" variant="secondary" onClick={() => setSelected(person)} aria-label={`View details of ${person.name}`}>
          View Details
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Department Employees" subtitle={department} />
      <StatGrid>
        <StatCard label="Total (Including HOD)" value={members.length} tone="blue" />
        <StatCard label="Active" value={active} tone="green" />
        <StatCard label="Department Employees" value={employees} tone="purple" />
      </StatGrid>
      <UserFilterBar value={filters} onChange={setFilters} roles={DEPARTMENT_ROLES} roleLabels={ROLE_FILTER_LABELS} />
      {isLoading ? (
        <Spinner label="Loading employees..." />
      ) : (
        <DataTable caption="Department employees" columns={columns} rows={rows} rowKey={(person) => person._id} emptyMessage={UI_MESSAGES.noEmployeesFound} />
      )}
      <EmployeeDetailsDialog employee={selected} onClose={() => setSelected(null)}>
        {(person) => <BalanceHistory userId={person._id} own={person._id === user?._id} />}
      </EmployeeDetailsDialog>
    </>
  );
}
