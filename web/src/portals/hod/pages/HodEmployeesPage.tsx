// Department Employees: the HOD first with a HEAD tag, then the employees, paged, searched and filtered by
// role on the server with the view in the address; tiles counted by the server, and a details dialog
// with each person's balance history.
import { ROLE_LABELS, wholeYearsBetween, type UserDto, UI_MESSAGES } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge/Badge';
import { Button } from '@/components/ui/button/Button';
import { DataTable, type Column } from '@/components/ui/data-table/DataTable';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { StatCard, StatGrid } from '@/components/ui/stat-card/StatCard';
import { useSession } from '@/lib/auth/use-session';
import { BalanceHistory } from '@/features/balances/components/BalanceHistory';
import { EmployeeDetailsDialog } from '@/features/users/components/EmployeeDetailsDialog';
import { UserFilterBar } from '@/features/users/components/UserFilterBar';
import { EMPTY_USER_FILTERS, useGetUsersPageQuery, userPageArgs } from '@/lib/users-page';
import { formatDate, localToday } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';
import { useUrlList } from '@/lib/use-url-list';

/** docs/product.md §2: the department's list filters by role 'HOD' or 'Employee'. */
const DEPARTMENT_ROLES = ['hod', 'employee'] as const;
const ROLE_FILTER_LABELS = { ...ROLE_LABELS, hod: 'HOD' };
/** A count only: one person's row is the smallest page the server answers. */
const COUNT_ONLY = { limit: 1, offset: 0 } as const;

export function HodEmployeesPage() {
  const { user } = useSession();
  const department = user?.department ?? '';
  const list = useUrlList(EMPTY_USER_FILTERS);
  const args = useMemo(() => userPageArgs(list, false), [list.applied, list.limit, list.offset]);
  // The server lists a HOD's own department only, its HOD first.
  const { data, isLoading } = useGetUsersPageQuery(args);
  const { data: everyone } = useGetUsersPageQuery(COUNT_ONLY);
  const { data: active } = useGetUsersPageQuery({ ...COUNT_ONLY, active: true });
  const { data: employees } = useGetUsersPageQuery({ ...COUNT_ONLY, role: 'employee' });
  const [selected, setSelected] = useState<UserDto | null>(null);
  const today = localToday();

  const columns: Column<UserDto>[] = [
    {
      id: 'employee',
      header: t`Employee`,
      cell: (person) => (
        <>
          <strong>{person.name}</strong> {person.role === 'hod' && <Badge tone="accent">{t`HEAD`}</Badge>}
          <br />
          <span className="muted">{person.employeeId ?? t`N/A`}</span>
        </>
      ),
    },
    {
      id: 'contact',
      header: t`Contact`,
      cell: (person) => (
        <>
          {person.email}
          <br />
          <span className="muted">{person.mobileNo ?? t`N/A`}</span>
        </>
      ),
    },
    { id: 'role', header: t`Role`, cell: (person) => translateText(ROLE_LABELS[person.role]) },
    {
      id: 'service',
      header: t`Service`,
      cell: (person) => {
        if (!person.dateOfJoining) return t`N/A`;
        const years = wholeYearsBetween(person.dateOfJoining, today);
        const joined = formatDate(person.dateOfJoining);
        return (
          <>
            {t`${years} years`}
            <br />
            <span className="muted">{t`Joined ${joined}`}</span>
          </>
        );
      },
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (person) => (
        <Button size="sm" variant="secondary" onClick={() => setSelected(person)} aria-label={t`View details of ${person.name}`}>
          {t`View Details`}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t`Department Employees`} subtitle={department} />
      <StatGrid>
        <StatCard label={t`Total (Including HOD)`} value={everyone?.total ?? '–'} tone="blue" />
        <StatCard label={t`Active`} value={active?.total ?? '–'} tone="green" />
        <StatCard label={t`Department Employees`} value={employees?.total ?? '–'} tone="purple" />
      </StatGrid>
      <UserFilterBar value={list.filters} onChange={list.setFilters} roles={DEPARTMENT_ROLES} roleLabels={ROLE_FILTER_LABELS} />
      {isLoading ? (
        <Spinner label={t`Loading employees...`} />
      ) : (
        <DataTable
          caption={t`Department employees`}
          columns={columns}
          rows={data?.users ?? []}
          rowKey={(person) => person._id}
          emptyMessage={UI_MESSAGES.noEmployeesFound}
          server={{ total: data?.total ?? 0, page: list.page, onPageChange: list.setPage }}
        />
      )}
      <EmployeeDetailsDialog employee={selected} onClose={() => setSelected(null)}>
        {(person) => <BalanceHistory userId={person._id} own={person._id === user?._id} />}
      </EmployeeDetailsDialog>
    </>
  );
}
