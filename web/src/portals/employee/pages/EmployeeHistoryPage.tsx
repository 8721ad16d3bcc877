// Employee leave history: six tiles, filters (reason, status, type, the last five years), the table and
// the details dialog with who approved or rejected.
import type { LeaveDto } from '@leave/domain';
import { LEAVE_STATUSES, TAKEN_STATUSES, dateParts, isFinalStatus, UI_MESSAGES } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { StatCard, StatGrid } from '@/components/ui/stat-card/StatCard';
import { useGetMyLeavesQuery } from '@/features/leaves/api/get-my-leaves';
import { FilteredLeaveTable } from '@/features/leaves/components/FilteredLeaveTable';
import { LeaveDetailsDialog } from '@/features/leaves/components/LeaveDetailsDialog';
import { LeaveClasses } from '@/features/arrangements/components/LeaveClasses';
import { useLinkedLeave } from '@/features/leaves/use-linked-leave';
import { actionsColumn, LEAVE_COLUMNS } from '@/features/leaves/components/leave-columns';
import { localToday } from '@/lib/dates';

const SEARCH_IN = ['reason'] as const;
const YEARS_SHOWN = 5;

function summarise(leaves: readonly LeaveDto[]) {
  const summary = { total: leaves.length, pending: 0, hodApproved: 0, approved: 0, rejected: 0, daysTaken: 0 };
  for (const leave of leaves) {
    // Withdrawn and cancelled applications have no tile of their own; one whose cancellation is asked for
    // is still approved, its days taken (the server's dashboard counts the same statuses).
    const tile = TAKEN_STATUSES.includes(leave.status) ? 'approved' : leave.status;
    if (tile === 'pending' || tile === 'hodApproved' || tile === 'approved' || tile === 'rejected') summary[tile] += 1;
    if (tile === 'approved') summary.daysTaken += leave.numberOfDays;
  }
  return summary;
}

export function EmployeeHistoryPage() {
  const { data: leaves = [], isLoading } = useGetMyLeavesQuery();
  // The id only: the dialog shows the application as the list holds it now, live changes included (its route moving).
  const [selected, setSelected] = useState<string | null>(null);
  // A notification opens History on its application (`?leave=`).
  const linked = useLinkedLeave();
  const currentYear = dateParts(localToday()).year;
  const years = useMemo(() => Array.from({ length: YEARS_SHOWN }, (_, index) => currentYear - index), [currentYear]);
  const summary = useMemo(() => summarise(leaves), [leaves]);

  const columns = [
    ...LEAVE_COLUMNS,
    actionsColumn((leave) => (
      <Button size="sm" variant="secondary" onClick={() => setSelected(leave._id)} aria-label={t`View details of the application from ${leave.fromDate.slice(0, 10)}`}>
        {t`View Details`}
      </Button>
    )),
  ];

  const shown = selected ? (leaves.find((leave) => leave._id === selected) ?? null) : linked.leave;
  return (
    <>
      <PageHeader title={t`Leave History`} subtitle={t`All your leave applications and their status`} />
      <StatGrid>
        <StatCard label={t`Total Applications`} value={summary.total} tone="blue" />
        <StatCard label={t`Pending`} value={summary.pending} tone="amber" />
        <StatCard label={t`HOD Approved`} value={summary.hodApproved} tone="purple" />
        <StatCard label={t`Approved`} value={summary.approved} tone="green" />
        <StatCard label={t`Rejected`} value={summary.rejected} tone="red" />
        <StatCard label={t`Days Taken`} value={summary.daysTaken} tone="slate" />
      </StatGrid>
      <FilteredLeaveTable
        leaves={leaves}
        isLoading={isLoading}
        loadingLabel={t`Loading history...`}
        searchLabel={t`Search by reason`}
        searchIn={SEARCH_IN}
        statuses={LEAVE_STATUSES}
        years={years}
        caption={t`Your leave applications`}
        columns={columns}
        emptyMessage={UI_MESSAGES.noLeaveRecordsFound}
      />
      <LeaveDetailsDialog leave={shown} view="own" onClose={() => (selected ? setSelected(null) : linked.close())}>
        {/* Issue 45: who takes the leave's classes, when it has any. */}
        {shown?.coverage && <LeaveClasses leaveId={shown._id} canChange={!isFinalStatus(shown.status)} />}
      </LeaveDetailsDialog>
    </>
  );
}
