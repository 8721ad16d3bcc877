// Employee leave history: six tiles, filters (reason, status, type, the last five years), the table and
// the details dialog with who approved or rejected.
import type { LeaveDto } from '@leave/domain';
import { LEAVE_STATUSES, dateParts, UI_MESSAGES } from '@leave/domain';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { DataTable, type Column } from '@/components/ui/data-table/DataTable';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { StatCard, StatGrid } from '@/components/ui/stat-card/StatCard';
import { useGetMyLeavesQuery } from '@/features/leaves/api/get-my-leaves';
import { LeaveDetailsDialog } from '@/features/leaves/components/LeaveDetailsDialog';
import { LeaveFilterBar } from '@/features/leaves/components/LeaveFilterBar';
import { appliedOnColumn, durationColumn, leaveTypeColumn, reasonColumn, statusColumn } from '@/features/leaves/components/leave-columns';
import { EMPTY_LEAVE_FILTERS, filterLeaves } from '@/features/leaves/leave-filters';
import { localToday } from '@/lib/dates';

const YEARS_SHOWN = 5;

function summarise(leaves: readonly LeaveDto[]) {
  const summary = { total: leaves.length, pending: 0, hodApproved: 0, approved: 0, rejected: 0, daysTaken: 0 };
  for (const leave of leaves) {
    summary[leave.status] += 1;
    if (leave.status === 'approved') summary.daysTaken += leave.numberOfDays;
  }
  return summary;
}

export function EmployeeHistoryPage() {
  const { data: leaves = [], isLoading } = useGetMyLeavesQuery();
  const [filters, setFilters] = useState(EMPTY_LEAVE_FILTERS);
  const [selected, setSelected] = useState<LeaveDto | null>(null);
  const currentYear = dateParts(localToday()).year;
  const years = useMemo(() => Array.from({ length: YEARS_SHOWN }, (_, index) => currentYear - index), [currentYear]);
  const summary = useMemo(() => summarise(leaves), [leaves]);
  const rows = useMemo(() => filterLeaves(leaves, filters, ['reason']), [leaves, filters]);

  const columns: Column<LeaveDto>[] = [
    leaveTypeColumn,
    durationColumn,
    reasonColumn,
    statusColumn,
    appliedOnColumn,
    {
      id: 'actions',
      header: 'Actions',
      cell: (leave) => (
        <Button size="sm" variant="secondary" onClick={() => setSelected(leave)} aria-label={`View details of the application from ${leave.fromDate.slice(0, 10)}`}>
          View Details
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Leave History" subtitle="All your leave applications and their status" />
      <StatGrid>
        <StatCard label="Total Applications" value={summary.total} tone="blue" />
        <StatCard label="Pending" value={summary.pending} tone="amber" />
        <StatCard label="HOD Approved" value={summary.hodApproved} tone="purple" />
        <StatCard label="Approved" value={summary.approved} tone="green" />
        <StatCard label="Rejected" value={summary.rejected} tone="red" />
        <StatCard label="Days Taken" value={summary.daysTaken} tone="slate" />
      </StatGrid>
      <LeaveFilterBar value={filters} onChange={setFilters} searchLabel="Search by reason" statuses={LEAVE_STATUSES} years={years} />
      {isLoading ? (
        <Spinner label="Loading history..." />
      ) : (
        <DataTable caption="Your leave applications" columns={columns} rows={rows} rowKey={(leave) => leave._id} emptyMessage={UI_MESSAGES.noLeaveRecordsFound} />
      )}
      <LeaveDetailsDialog leave={selected} view="own" onClose={() => setSelected(null)} />
    </>
  );
}
