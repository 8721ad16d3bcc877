// Department Applications: the HOD's queue with filters, 'Approve as HOD' and 'Reject' on pending rows,
// and the details dialog.
import { UI_MESSAGES } from '@leave/domain';
import type { LeaveDto, LeaveStatus } from '@leave/domain';
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
import { canDecide } from '@/features/leaves/leave-decisions';
import { EMPTY_LEAVE_FILTERS, countPending, filterLeaves } from '@/features/leaves/leave-filters';
import { useLeaveDecision } from '@/features/leaves/use-leave-decision';

const STATUS_CHOICES: readonly LeaveStatus[] = ['pending', 'approved', 'rejected'];

export function HodApplicationsPage() {
  const { user } = useSession();
  const department = user?.department ?? '';
  const { data: leaves = [], isLoading } = useGetLeavesQuery();
  const [filters, setFilters] = useState(EMPTY_LEAVE_FILTERS);
  const [selected, setSelected] = useState<{ leave: LeaveDto; focusReason: boolean } | null>(null);
  const { approve, isUpdating } = useLeaveDecision();

  const departmentLeaves = useMemo(() => leaves.filter((leave) => leave.department === department), [leaves, department]);
  const rows = useMemo(() => filterLeaves(departmentLeaves, filters, ['name', 'employeeId', 'reason']), [departmentLeaves, filters]);
  const pending = useMemo(() => countPending(departmentLeaves), [departmentLeaves]);

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
      cell: (leave) => (
        <div className="row-actions">
          <Button size="sm" variant="secondary" onClick={() => setSelected({ leave, focusReason: false })} aria-label={`View application of ${leave.employee.name}`}>
            View
          </Button>
          {leave.status === 'pending' && canDecide(leave, user, 'HOD_APPROVE') && (
            <Button size="sm" variant="success" disabled={isUpdating} onClick={() => void approve(leave._id, 'hodApproved')} aria-label={`Approve as HOD: ${leave.employee.name}`}>
              Approve as HOD
            </Button>
          )}
          {leave.status === 'pending' && canDecide(leave, user, 'REJECT') && (
            <Button size="sm" variant="danger" onClick={() => setSelected({ leave, focusReason: true })} aria-label={`Reject application of ${leave.employee.name}`}>
              Reject
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Department Applications"
        subtitle={`Leave applications of ${department}`}
        actions={<Badge tone="warning">{pending} pending</Badge>}
      />
      <LeaveFilterBar
        value={filters}
        onChange={setFilters}
        searchLabel="Search"
        searchPlaceholder="Employee name, ID or reason"
        statuses={STATUS_CHOICES}
      />
      {isLoading ? (
        <Spinner label="Loading applications..." />
      ) : (
        <DataTable caption="Department leave applications" columns={columns} rows={rows} rowKey={(leave) => leave._id} emptyMessage={UI_MESSAGES.noApplicationsFound} />
      )}
      <ReviewLeaveDialog
        leave={selected ? (leaves.find((leave) => leave._id === selected.leave._id) ?? selected.leave) : null}
        reviewer={user}
        focusReason={selected?.focusReason ?? false}
        onClose={() => setSelected(null)}
      />
    </>
  );
}
