// HOD history: My History (own applications, search by reason) and Department History (everyone's,
// paged and searched by name, ID and reason on the server, with an Employee column).
import { LEAVE_STATUSES, type LeaveDto, UI_MESSAGES } from '@leave/domain';
import { t } from '@lingui/core/macro';
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

const MY_SEARCH_IN = ['reason'] as const;

/** The two tabs, built at render so that their words are in the language shown. */
const tabsText = () => ({
  my: { label: t`My History`, caption: t`My leave history`, searchPlaceholder: t`Search by reason` },
  department: { label: t`Department History`, caption: t`Department leave history`, searchPlaceholder: t`Employee name, ID or reason` },
});

export function HodHistoryPage() {
  const { user } = useSession();
  const department = user?.department ?? '';
  const [tab, setTab] = useState<Tab>('my');
  const [selected, setSelected] = useState<LeaveDto | null>(null);
  // A notification opens History on the HOD's own application (`?leave=`).
  const linked = useLinkedLeave();
  const my = useGetMyLeavesQuery();
  const words = tabsText();

  const columns = [
    ...(tab === 'department' ? [employeeColumn] : []),
    ...LEAVE_COLUMNS,
    actionsColumn((leave) => (
      <Button size="sm" variant="secondary" onClick={() => setSelected(leave)} aria-label={tab === 'my' ? t`View details of your application` : t`View details of the application of ${leave.employee.name}`}>
        {t`View Details`}
      </Button>
    )),
  ];

  return (
    <>
      <PageHeader title={t`Leave History`} subtitle={t`Your applications and those of ${department}`} />
      <Tabs label={t`Leave history`} tabs={[{ key: 'my', label: words.my.label }, { key: 'department', label: words.department.label }]} selected={tab} onSelect={setTab}>
        {/* A new tab starts with cleared filters. The department's history is paged on the server. */}
        {tab === 'my' ? (
          <FilteredLeaveTable
            key={tab}
            leaves={my.data ?? []}
            isLoading={my.isLoading}
            loadingLabel={t`Loading history...`}
            searchLabel={t`Search`}
            searchIn={MY_SEARCH_IN}
            searchPlaceholder={words.my.searchPlaceholder}
            statuses={LEAVE_STATUSES}
            caption={words.my.caption}
            columns={columns}
            emptyMessage={UI_MESSAGES.noLeaveRecordsFound}
          />
        ) : (
          <PagedLeaveTable
            caption={words.department.caption}
            columns={columns}
            statuses={LEAVE_STATUSES}
            searchPlaceholder={words.department.searchPlaceholder}
            loadingLabel={t`Loading history...`}
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
