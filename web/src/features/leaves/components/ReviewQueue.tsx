// The review queue of the admin and the HOD: the applications with filters and the pending count, a
// decision on each row where the machine allows one, and the details dialog. What differs between the
// two (title, which applications, filters, search) is the portal's configuration; which buttons show
// follows from the reviewer's role and the status machine.
import { UI_MESSAGES, type LeaveDto } from '@leave/domain';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge/Badge';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { useSession } from '@/lib/auth/use-session';
import { useGetLeavesQuery } from '../api/get-leaves';
import { approvalOf, type ApplicantNow } from '../leave-decisions';
import { countPending } from '../leave-filters';
import { useLeaveDecision } from '../use-leave-decision';
import { FilteredLeaveTable, type FilteredLeaveTableProps } from './FilteredLeaveTable';
import { actionsColumn, employeeColumn, LEAVE_COLUMNS } from './leave-columns';
import { ReviewActions } from './ReviewActions';
import { ReviewLeaveDialog } from './ReviewLeaveDialog';

type FilterConfig = Pick<FilteredLeaveTableProps, 'searchIn' | 'searchPlaceholder' | 'statuses' | 'showDepartment' | 'caption'>;

export interface ReviewQueueProps extends FilterConfig {
  title: string;
  subtitle: string;
  /** Only this department's applications (the HOD's queue); otherwise all the server sends. */
  department?: string;
  /** The applicant of an application as they are now, when the portal knows it (see ApplicantNow). */
  applicantNowOf?: (leave: LeaveDto) => ApplicantNow | undefined;
}

export function ReviewQueue({ title, subtitle, department, applicantNowOf, ...filters }: ReviewQueueProps) {
  const { user } = useSession();
  const { data: all = [], isLoading } = useGetLeavesQuery();
  const [selected, setSelected] = useState<{ id: string; focusReason: boolean } | null>(null);
  const { approve, isUpdating } = useLeaveDecision();

  const leaves = useMemo(() => (department === undefined ? all : all.filter((leave) => leave.department === department)), [all, department]);
  const pending = useMemo(() => countPending(leaves), [leaves]);
  // The dialog shows the application as the cache holds it now, live updates included.
  const selectedLeave = selected ? (leaves.find((leave) => leave._id === selected.id) ?? null) : null;
  const approval = approvalOf(user);

  const columns = [
    employeeColumn,
    ...LEAVE_COLUMNS,
    actionsColumn((leave: LeaveDto) => (
      <ReviewActions
        leave={leave}
        reviewer={user}
        busy={isUpdating}
        onView={() => setSelected({ id: leave._id, focusReason: false })}
        onApprove={() => void approve(leave, approval.status)}
        onReject={() => setSelected({ id: leave._id, focusReason: true })}
        applicantNow={applicantNowOf?.(leave)}
      />
    )),
  ];

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={<Badge tone="warning">{pending} pending</Badge>} />
      <FilteredLeaveTable
        {...filters}
        searchLabel="Search"
        leaves={leaves}
        isLoading={isLoading}
        loadingLabel="Loading applications..."
        columns={columns}
        emptyMessage={UI_MESSAGES.noApplicationsFound}
      />
      <ReviewLeaveDialog
        leave={selectedLeave}
        reviewer={user}
        focusReason={selected?.focusReason ?? false}
        onClose={() => setSelected(null)}
        applicantNow={selectedLeave ? applicantNowOf?.(selectedLeave) : undefined}
      />
    </>
  );
}
