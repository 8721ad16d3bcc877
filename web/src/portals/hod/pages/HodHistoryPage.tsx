// HOD history: My History (own applications, search by reason) and Department History (everyone's,
// paged and searched by name, ID and reason on the server, with an Employee column).
import { LEAVE_STATUSES, type LeaveDto, UI_MESSAGES } from '@leave/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Tabs } from '@/components/ui/tabs/Tabs';
import { useGetMyLeavesQuery } from '@/features/leaves/api/get-my-leaves';
import { FilteredLeaveTable } from '@/features/leaves/components/FilteredLeaveTable';
import { PagedLeaveTable } from '@/features/leaves/components/PagedLeaveTable';
import { LeaveDetailsDialog } from '@/features/leaves/components/LeaveDetailsDialog';
import { useLinkedLeave } from '@/features/leaves/use-linked-leave';
import { actionsColumn, employeeColumn, LEAVE_COLUMNS } from '@/features/leaves/components/leave-columns';
import { useSession } from '@/lib/auth/use-session';

type Tab = 'my' | 'department';

const TABS = {
  my: { label: 'My History', caption: 'My leave history', searchIn: ['reason'], searchPlaceholder: 'Search by reason' },
  department: { label: 'Department History', caption: 'Department leave history', searchPlaceholder: 'Employee name, ID or reason' },
} as const;

export function HodHistoryPage() {
  const { user } = useSession();
  const department = user?.department ?? '';
  const [tab, setTab] = useState<Tab>('my');
  const [selected, setSelected] = useState<LeaveDto | null>(null);
  // A notification opens History on the HOD's own application (`?leave=`).
  const linked = useLinkedLeave();
  const my = useGetMyLeavesQuery();

  const columns = [
    ...(tab === 'department' ? [employeeColumn] : []),
    ...LEAVE_COLUMNS,
    actionsColumn((leave) => (
      <Button size="sm" variant="secondary" onClick={() => setSelected(leave)} aria-label={`View details of ${tab === 'my' ? 'your application' : `the application of ${leave.employee.name}`}`}>
        View Details
      </Button>
    )),
  ];

  return (
    <>
      <PageHeader title="Leave History" subtitle={`Your applications and those of ${department}`} />
      <Tabs label="Leave history" tabs={[{ key: 'my', label: TABS.my.label }, { key: 'department', label: TABS.department.label }]} selected={tab} onSelect={setTab}>
        {/* A new tab starts with cleared filters. The department's history is paged on the server. */}
        {tab === 'my' ? (
          <FilteredLeaveTable
            key={tab}
            leaves={my.data ?? []}
            isLoading={my.isLoading}
            loadingLabel="Loading history..."
            searchLabel="Search"
            searchIn={TABS.my.searchIn}
            searchPlaceholder={TABS.my.searchPlaceholder}
            statuses={LEAVE_STATUSES}
            caption={TABS.my.caption}
            columns={columns}
            emptyMessage={UI_MESSAGES.noLeaveRecordsFound}
          />
        ) : (
          <PagedLeaveTable
            caption={TABS.department.caption}
            columns={columns}
            statuses={LEAVE_STATUSES}
            searchPlaceholder={TABS.department.searchPlaceholder}
            loadingLabel="Loading history..."
            emptyMessage={UI_MESSAGES.noLeaveRecordsFound}
          />
        )}
      </Tabs>
      <LeaveDetailsDialog
        leave={selected ?? linked.leave}
        view={selected ? (tab === 'my' ? 'own' : 'hod') : linked.leave?.employee._id === user?._id ? 'own' : 'hod'}
        onClose={() => (selected ? setSelected(null) : linked.close())}
      />
    </>
  );
}
