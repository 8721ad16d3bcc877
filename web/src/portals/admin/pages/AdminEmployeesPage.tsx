// The staff register: paged, searched and filtered by department and role on the server, with the page
// and filters in the address; each person's details with their college account link and balance history, Add/Edit in a modal,
// Delete after confirmation.
import { normaliseDepartment, ROLE_LABELS, ROLES, type UserDto, UI_MESSAGES } from '@leave/domain';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge/Badge';
import { Button } from '@/components/ui/button/Button';
import { DataTable, type Column } from '@/components/ui/data-table/DataTable';
import { ConfirmDialog } from '@/components/ui/dialog/ConfirmDialog';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { useSession } from '@/lib/auth/use-session';
import { useDeleteEmployeeMutation } from '@/features/users/api/delete-employee';
import { useGetUsersPageQuery, type UserPageArgs } from '@/lib/users-page';
import { BalanceHistory } from '@/features/balances/components/BalanceHistory';
import { EmployeeDetailsDialog } from '@/features/users/components/EmployeeDetailsDialog';
import { SignInLinks } from '@/features/sign-in-links/components/SignInLinks';
import { EmployeeFormDialog } from '@/features/users/components/EmployeeFormDialog';
import { UserFilterBar } from '@/features/users/components/UserFilterBar';
import { EMPTY_USER_FILTERS } from '@/features/users/user-filters';
import { useUrlList } from '@/lib/use-url-list';

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; employee: UserDto };

export function AdminEmployeesPage() {
  const { user } = useSession();
  const list = useUrlList(EMPTY_USER_FILTERS);
  const args = useMemo((): UserPageArgs => {
    const { search, department, role } = list.applied;
    const known = ROLES.find((r) => r === role);
    const normalised = department ? normaliseDepartment(department) : null;
    return { limit: list.limit, offset: list.offset, ...(search ? { search: search.slice(0, 100) } : {}), ...(normalised ? { department: normalised } : {}), ...(known ? { role: known } : {}) };
  }, [list.applied, list.limit, list.offset]);
  const { data, isLoading } = useGetUsersPageQuery(args);
  const { data: register } = useGetUsersPageQuery({ limit: 1, offset: 0 });
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<UserDto | null>(null);
  const [viewing, setViewing] = useState<UserDto | null>(null);
  const [deleteEmployee, { isLoading: isDeleting }] = useDeleteEmployeeMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await deleteEmployee(deleting._id);
    if (result.error) console.error('Deleting the employee failed', result.error);
    setDeleting(null);
  };

  const columns: Column<UserDto>[] = [
    { id: 'employeeId', header: 'Employee ID', cell: (person) => person.employeeId ?? 'N/A' },
    {
      id: 'name',
      header: 'Name',
      cell: (person) => (
        <>
          <strong>{person.name}</strong>
          <br />
          <span className="muted">{person.mobileNo ?? 'N/A'}</span>
        </>
      ),
    },
    { id: 'email', header: 'Email', cell: (person) => person.email },
    { id: 'department', header: 'Department', cell: (person) => person.department },
    { id: 'designation', header: 'Designation', cell: (person) => person.designation ?? 'N/A' },
    { id: 'qualification', header: 'Qualification', cell: (person) => person.qualification ?? 'N/A' },
    {
      id: 'role',
      header: 'Role',
      cell: (person) => <Badge tone={person.role === 'admin' ? 'danger' : person.role === 'hod' ? 'accent' : 'info'}>{ROLE_LABELS[person.role]}</Badge>,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (person) => (
        <div className="row-actions">
          <Button size="sm" variant="secondary" onClick={() => setViewing(person)} aria-label={`View details of ${person.name}`}>
            View
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: 'edit', employee: person })} aria-label={`Edit ${person.name}`}>
            Edit
          </Button>
          {person._id !== user?._id && (
            <Button size="sm" variant="danger" onClick={() => setDeleting(person)} aria-label={`Delete ${person.name}`}>
              Delete
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Employees" subtitle={`${register?.total ?? '–'} people in the staff register`} actions={<Button onClick={() => setEditing({ kind: 'add' })}>Add Employee</Button>} />
      <UserFilterBar value={list.filters} onChange={list.setFilters} showDepartment />
      {isLoading ? (
        <Spinner label="Loading employees..." />
      ) : (
        <DataTable
          caption="Employees"
          columns={columns}
          rows={data?.users ?? []}
          rowKey={(person) => person._id}
          emptyMessage={UI_MESSAGES.noEmployeesFound}
          server={{ total: data?.total ?? 0, page: list.page, onPageChange: list.setPage }}
        />
      )}
      <EmployeeDetailsDialog employee={viewing} onClose={() => setViewing(null)}>
        {(person) => (
          <>
            <SignInLinks userId={person._id} removable />
            <BalanceHistory userId={person._id} own={person._id === user?._id} />
          </>
        )}
      </EmployeeDetailsDialog>
      <EmployeeFormDialog open={editing.kind !== 'closed'} employee={editing.kind === 'edit' ? editing.employee : null} onClose={() => setEditing({ kind: 'closed' })} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Employee"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>
          Are you sure you want to delete <strong>{deleting?.name}</strong>? They will no longer be able to sign in. Their leave history is kept.
        </p>
      </ConfirmDialog>
    </>
  );
}
