// All leave applications for the admin's final decision: filters (search, status, department, type),
// the pending count, and Approve/Reject on open applications (approval needs the HOD's first).
import { LEAVE_STATUSES, UI_MESSAGES, type LeaveDto } from '@leave/domain';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge/Badge';
import { Button } from '@/components/ui/button/Button';
import { DataTable, type Column } from '@/components/ui/data-table/DataTable';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { useSession } from '@/features/auth/use-session';
import { useGetLeavesQuery } from '@/features/leaves/api/get-leaves';
import { LeaveFilterBar } from '@/features/leaves/components/LeaveFilterBar';
import { ReviewLeaveDialog } from '@/features/leaves/components/ReviewLeaveDialog';
import {
  appliedOnColumn,
  durationColumn,
  employeeColumn,
  leaveTypeColumn,
  reasonColumn,
  statusColumn,
} from '@/features/leaves/components/leave-columns';
import { canDecide, isOpen } from '@/features/leaves/leave-decisions';
import { EMPTY_LEAVE_FILTERS, countPending, filterLeaves } from '@/features/leaves/leave-filters';
import { useLeaveDecision } from '@/features/leaves/use-leave-decision';

export function AdminApplicationsPage() {
  const { user } = useSession();
  const { data: leaves = [], isLoading } = useGetLeavesQuery();
  const [filters, setFilters] = useState(EMPTY_LEAVE_FILTERS);
  const [selected, setSelected] = useState<{ id: string; focusReason: boolean } | null>(null);
  const { approve, isUpdating } = useLeaveDecision();

  const rows = useMemo(() => filterLeaves(leaves, filters, ['name', 'employeeId']), [leaves, filters]);
  const pending = useMemo(() => countPending(leaves), [leaves]);
  const selectedLeave = selected ? (leaves.find((leave) => leave._id === selected.id) ?? null) : null;

  const columns: Column<LeaveDto>[] = [
    employeeColumn,
    leaveTypeColumn,
    durationColumn,
    reasonColumn,
    statusColumn,
    appliedOnColumn,
    {
      id: 'actions',
      header: 'Actions',
      cell: (leave) => {
        const mayApprove = canDecide(leave, user, 'APPROVE');
        return (
          <>
            <div className="row-actions">
              <Button size="sm" variant="secondary" onClick={() => setSelected({ id: leave._id, focusReason: false })} aria-label={`View application of ${leave.employee.name}`}>
                View
              </Button>
              {isOpen(leave) && (
                <>
                  <Button
                    size="sm"
                    variant="success"
                    disabled={!mayApprove || isUpdating}
                    title={mayApprove ? undefined : UI_MESSAGES.requiresHodApproval}
                    onClick={() => void approve(leave._id, 'approved')}
                    aria-label={`Approve application of ${leave.employee.name}`}
                  >
                    Approve
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setSelected({ id: leave._id, focusReason: true })} aria-label={`Reject application of ${leave.employee.name}`}>
                    Reject
                  </Button>
                </>
              )}
            </div>
            {isOpen(leave) && !mayApprove && leave.status === 'pending' && <p className="approval-hint">{UI_MESSAGES.requiresHodApproval}</p>}
          </>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title="Leave Applications" subtitle="Every application across the college" actions={<Badge tone="warning">{pending} pending</Badge>} />
      <LeaveFilterBar
        value={filters}
        onChange={setFilters}
        searchLabel="Search"
        searchPlaceholder="Employee name or ID"
        statuses={LEAVE_STATUSES}
        showDepartment
      />
      {isLoading ? (
        <Spinner label="Loading applications..." />
      ) : (
        <DataTable caption="All leave applications" columns={columns} rows={rows} rowKey={(leave) => leave._id} emptyMessage={UI_MESSAGES.noApplicationsFound} />
      )}
      <ReviewLeaveDialog leave={selectedLeave} reviewer={user} focusReason={selected?.focusReason ?? false} onClose={() => setSelected(null)} />
    </>
  );
}
