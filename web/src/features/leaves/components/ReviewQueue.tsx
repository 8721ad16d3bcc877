// The review queue of the admin and the HOD: one page of applications at a time, filtered, searched and
// counted on the server, with the page and filters in the address (a reload or a shared link shows the
// same view); the pending count; a decision on each row where the machine allows one; the details
// dialog. What differs between the two (title, statuses, the department filter) is the portal's
// configuration; which buttons show follows from the reviewer's role and the status machine.
import { LEAVE_TYPES, normaliseDepartment, UI_MESSAGES, type LeaveDto, type LeaveStatus, type LeaveType } from '@leave/domain';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge/Badge';
import { DataTable } from '@/components/ui/data-table/DataTable';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { useSession } from '@/lib/auth/use-session';
import { useUrlList } from '@/lib/use-url-list';
import { useCountLeavesQuery, useGetLeavesPageQuery, type LeaveFilterArgs } from '../api/get-leaves-page';
import { approvalOf, type ApplicantNow } from '../leave-decisions';
import { useLeaveDecision } from '../use-leave-decision';
import { actionsColumn, employeeColumn, LEAVE_COLUMNS } from './leave-columns';
import { LeaveFilterBar, type LeaveFilterBarProps } from './LeaveFilterBar';
import { ReviewActions } from './ReviewActions';
import { ReviewLeaveDialog } from './ReviewLeaveDialog';

const EMPTY_FILTERS = { search: '', status: '', leaveType: '', department: '' };
type QueueFilters = typeof EMPTY_FILTERS;

/** The applicants of the shown applications as they are now, when the portal can tell (see ApplicantNow). */
export type ApplicantsNowHook = (leaves: readonly LeaveDto[]) => (leave: LeaveDto) => ApplicantNow | undefined;
const noApplicantsNow: ApplicantsNowHook = () => () => undefined;

export interface ReviewQueueProps extends Pick<LeaveFilterBarProps, 'searchPlaceholder' | 'statuses' | 'showDepartment'> {
  title: string;
  subtitle: string;
  caption: string;
  /** A hook (the same one on every render) that looks the page's applicants up. */
  useApplicantsNow?: ApplicantsNowHook;
}

/** What the address asks for, reduced to values the server accepts (a hand-edited address is not an error). */
export function serverFilters(applied: Partial<QueueFilters>, statuses: readonly LeaveStatus[], showDepartment: boolean): LeaveFilterArgs {
  const status = statuses.find((s) => s === applied.status);
  const leaveType = LEAVE_TYPES.find((t) => t === applied.leaveType) as LeaveType | undefined;
  const department = showDepartment && applied.department ? (normaliseDepartment(applied.department) ?? undefined) : undefined;
  const search = applied.search?.slice(0, 100);
  // A withdrawn application is nobody's to review: it leaves the queue (the applicant's history keeps it).
  return { ...(status ? { status } : { excludeStatus: 'withdrawn' as const }), ...(leaveType ? { leaveType } : {}), ...(department ? { department } : {}), ...(search ? { search } : {}) };
}

export function ReviewQueue({ title, subtitle, caption, statuses, showDepartment = false, searchPlaceholder, useApplicantsNow = noApplicantsNow }: ReviewQueueProps) {
  const { user } = useSession();
  const list = useUrlList(EMPTY_FILTERS);
  const filters = useMemo(() => serverFilters(list.applied, statuses, showDepartment), [list.applied, statuses, showDepartment]);
  const { data, isLoading } = useGetLeavesPageQuery({ ...filters, limit: list.limit, offset: list.offset });
  const { data: pending } = useCountLeavesQuery({ status: 'pending' });
  const [selected, setSelected] = useState<{ id: string; focusReason: boolean } | null>(null);
  const { approve, isUpdating } = useLeaveDecision();

  const leaves = useMemo(() => data?.leaves ?? [], [data]);
  const applicantNowOf = useApplicantsNow(leaves);
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
        applicantNow={applicantNowOf(leave)}
      />
    )),
  ];

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={<Badge tone="warning">{pending ?? '–'} pending</Badge>} />
      <LeaveFilterBar
        value={{ ...list.filters, year: '' }}
        onChange={({ search, status, leaveType, department }) => list.setFilters({ search, status, leaveType, department })}
        searchLabel="Search"
        searchPlaceholder={searchPlaceholder}
        statuses={statuses}
        showDepartment={showDepartment}
      />
      {isLoading ? (
        <Spinner label="Loading applications..." />
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={leaves}
          rowKey={(leave) => leave._id}
          emptyMessage={UI_MESSAGES.noApplicationsFound}
          server={{ total: data?.total ?? 0, page: list.page, onPageChange: list.setPage }}
        />
      )}
      <ReviewLeaveDialog
        leave={selectedLeave}
        reviewer={user}
        focusReason={selected?.focusReason ?? false}
        onClose={() => setSelected(null)}
        applicantNow={selectedLeave ? applicantNowOf(selectedLeave) : undefined}
      />
    </>
  );
}
