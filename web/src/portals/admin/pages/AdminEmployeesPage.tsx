// The staff register: paged, searched and filtered by department and role on the server, with the page
// and filters in the address; each person's details with their college account link and balance history, Add/Edit in a modal,
// Delete after confirmation.
import { ROLE_LABELS, type UserDto, UI_MESSAGES } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge/Badge';
import { Button } from '@/components/ui/button/Button';
import { DataTable, type Column } from '@/components/ui/data-table/DataTable';
import { ConfirmDialog } from '@/components/ui/dialog/ConfirmDialog';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { useSession } from '@/lib/auth/use-session';
import { useDeleteEmployeeMutation } from '@/features/users/api/delete-employee';
import { BalanceHistory } from '@/features/balances/components/BalanceHistory';
import { EmployeeDetailsDialog } from '@/features/users/components/EmployeeDetailsDialog';
import { SignInLinks } from '@/features/sign-in-links/components/SignInLinks';
import { EmployeeFormDialog } from '@/features/users/components/EmployeeFormDialog';
import { UserFilterBar } from '@/features/users/components/UserFilterBar';
import { EMPTY_USER_FILTERS, prefetchUserPage, useGetUsersPageQuery, userPageArgs } from '@/lib/users-page';
import { translateText } from '@/lib/i18n/texts';
import { useUrlList } from '@/lib/use-url-list';

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; employee: UserDto };

/** This screen's request, started beside the session check (AdminPortal's startList): the page the address asks for. */
export const startList = (search: string) => prefetchUserPage(search, true);

export function AdminEmployeesPage() {
  const { user } = useSession();
  const list = useUrlList(EMPTY_USER_FILTERS);
  const args = useMemo(() => userPageArgs(list, true), [list.applied, list.limit, list.offset]);
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
    { id: 'employeeId', header: t`Employee ID`, cell: (person) => person.employeeId ?? t`N/A` },
    {
      id: 'name',
      header: t`Name`,
      cell: (person) => (
        <>
          <strong>{person.name}</strong>
          <br />
          <span className="muted">{person.mobileNo ?? t`N/A`}</span>
        </>
      ),
    },
    { id: 'email', header: t`Email`, cell: (person) => person.email },
    { id: 'department', header: t`Department`, cell: (person) => person.department },
    { id: 'designation', header: t`Designation`, cell: (person) => person.designation ?? t`N/A` },
    { id: 'qualification', header: t`Qualification`, cell: (person) => person.qualification ?? t`N/A` },
    {
      id: 'role',
      header: t`Role`,
      cell: (person) => <Badge tone={person.role === 'admin' ? 'danger' : person.role === 'hod' ? 'accent' : 'info'}>{translateText(ROLE_LABELS[person.role])}</Badge>,
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (person) => (
        <div className="row-actions">
          <Button size="sm" variant="secondary" onClick={() => setViewing(person)} aria-label={t`View details of ${person.name}`}>
            {t`View`}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: 'edit', employee: person })} aria-label={t`Edit ${person.name}`}>
            {t`Edit`}
          </Button>
          {person._id !== user?._id && (
            <Button size="sm" variant="danger" onClick={() => setDeleting(person)} aria-label={t`Delete ${person.name}`}>
              {t`Delete`}
            </Button>
          )}
        </div>
      ),
    },
  ];
  const registered = register?.total ?? '–';
  const deletingName = deleting?.name;

  return (
    <>
      <PageHeader title={t`Employees`} subtitle={t`${registered} people in the staff register`} actions={<Button onClick={() => setEditing({ kind: 'add' })}>{t`Add Employee`}</Button>} />
      <UserFilterBar value={list.filters} onChange={list.setFilters} showDepartment />
      {isLoading ? (
        <Spinner label={t`Loading employees...`} />
      ) : (
        <DataTable
          caption={t`Employees`}
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
        title={t`Delete Employee`}
        confirmLabel={t`Delete`}
        busyLabel={t`Deleting...`}
        busy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>
          <Trans>
            Are you sure you want to delete <strong>{deletingName}</strong>? They will no longer be able to sign in. Their leave history is kept.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}
