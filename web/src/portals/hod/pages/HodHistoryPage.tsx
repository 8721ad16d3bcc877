// HOD history: My History (own applications, search by reason) and Department History (everyone's,
// search by name, ID and reason, with an Employee column).
import { LEAVE_STATUSES, type LeaveDto, UI_MESSAGES } from '@leave/domain';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { DataTable, type Column } from '@/components/ui/data-table/DataTable';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { Tabs } from '@/components/ui/tabs/Tabs';
import { useSession } from '@/features/auth/use-session';
import { useGetLeavesQuery } from '@/features/leaves/api/get-leaves';
import { useGetMyLeavesQuery } from '@/features/leaves/api/get-my-leaves';
import { LeaveDetailsDialog } from '@/features/leaves/components/LeaveDetailsDialog';
import { LeaveFilterBar } from '@/features/leaves/components/LeaveFilterBar';
import {
  appliedOnColumn,
  durationColumn,
  employeeColumn,
  leaveTypeColumn,
  reasonColumn,
  statusColumn,
} from '@/features/leaves/components/leave-columns';
import { EMPTY_LEAVE_FILTERS, filterLeaves } from '@/features/leaves/leave-filters';

type Tab = 'my' | 'department';

export function HodHistoryPage() {
  const { user } = useSession();
  const department = user?.department ?? '';
  const [tab, setTab] = useState<Tab>('my');
  const [filters, setFilters] = useState(EMPTY_LEAVE_FILTERS);
  const [selected, setSelected] = useState<LeaveDto | null>(null);
  const my = useGetMyLeavesQuery();
  const all = useGetLeavesQuery(undefined, { skip: tab !== 'department' });

  const source = tab === 'my' ? my : all;
  const leaves = source.data;
  const rows = useMemo(() => {
    const list = tab === 'my' ? (leaves ?? []) : (leaves ?? []).filter((leave) => leave.department === department);
    return filterLeaves(list, filters, tab === 'my' ? ['reason'] : ['name', 'employeeId', 'reason']);
  }, [leaves, filters, tab, department]);

  const selectTab = (next: Tab) => {
    setTab(next);
    setFilters(EMPTY_LEAVE_FILTERS);
  };

  const columns: Column<LeaveDto>[] = [
    ...(tab === 'department' ? [employeeColumn] : []),
    leaveTypeColumn,
    durationColumn,
    reasonColumn,
    statusColumn,
    appliedOnColumn,
    {
      id: 'actions',
      header: 'Actions',
      cell: (leave) => (
        <Button size="sm" variant="secondary" onClick={() => setSelected(leave)} aria-label={`View details of ${tab === 'my' ? 'your application' : `the application of ${leave.employee.name}`}`}>
          View Details
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Leave History" subtitle={`Your applications and those of ${department}`} />
      <Tabs
        label="Leave history"
        tabs={[
          { key: 'my', label: 'My History' },
          { key: 'department', label: 'Department History' },
        ]}
        selected={tab}
        onSelect={selectTab}
      >
        <LeaveFilterBar
          value={filters}
          onChange={setFilters}
          searchLabel="Search"
          searchPlaceholder={tab === 'my' ? 'Search by reason' : 'Employee name, ID or reason'}
          statuses={LEAVE_STATUSES}
        />
        {source.isLoading ? (
          <Spinner label="Loading history..." />
        ) : (
          <DataTable
            caption={tab === 'my' ? 'My leave history' : 'Department leave history'}
            columns={columns}
            rows={rows}
            rowKey={(leave) => leave._id}
            emptyMessage={UI_MESSAGES.noLeaveRecordsFound}
          />
        )}
      </Tabs>
      <LeaveDetailsDialog leave={selected} view={tab === 'my' ? 'own' : 'hod'} onClose={() => setSelected(null)} />
    </>
  );
}
