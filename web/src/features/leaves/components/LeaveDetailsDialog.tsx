// The details of one application and its history, in a dialog. What is listed depends on who looks:
// reviewers see the applicant, the applicant sees when they applied and who decided.
import { leaveTypeName, type LeaveDto } from '@leave/domain';
import { usePolicyInForce } from '@/lib/policy';
import type { ReactNode } from 'react';
import { LeaveTypeBadge, StatusBadge } from '@/components/ui/badge/Badge';
import { DetailsList, type DetailsRow } from '@/components/ui/details-list/DetailsList';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { formatDate, formatDay, formatLeaveDay, formatDayCount, localToday } from '@/lib/dates';
import { useSession } from '@/lib/auth/use-session';
import { ApplicantCancellationActions } from './CancellationDialogs';
import { LeaveHistory } from './LeaveHistory';
import { LeaveAttachments } from './LeaveAttachments';

export type LeaveDetailsView = 'admin' | 'hod' | 'own';

export function roleLabel(role: string | null | undefined): string {
  return (role ?? 'employee').toUpperCase();
}

function LeaveDetails({ leave, view }: { leave: LeaveDto; view: LeaveDetailsView }) {
  const reviewer = view !== 'own';
  const own = view === 'own';
  const policy = usePolicyInForce();
  const status: DetailsRow = ['Status', <StatusBadge status={leave.status} />];
  const claim = leave.kind === 'compOff';
  return (
    <DetailsList
      rows={[
        reviewer && ['Employee Name', leave.employee.name],
        reviewer && ['Employee ID', leave.employee.employeeId ?? 'N/A'],
        reviewer && ['Role', roleLabel(leave.employee.role)],
        view === 'admin' && ['Department', leave.department],
        ['Leave Type', <><LeaveTypeBadge leaveType={leave.leaveType} /> {leaveTypeName(leave.leaveType, policy.leaveTypes)}</>],
        claim && ['Kind', 'Compensatory leave claim for a day worked'],
        own && status,
        ...(claim
          ? [['Day Worked', formatLeaveDay(leave, 'from')] as DetailsRow, ['Days Claimed', formatDayCount(leave.numberOfDays)] as DetailsRow]
          : [['Start Date', formatLeaveDay(leave, 'from')] as DetailsRow, ['End Date', formatLeaveDay(leave, 'to')] as DetailsRow, ['Duration', formatDayCount(leave.numberOfDays)] as DetailsRow]),
        claim && leave.creditExpiresOn !== undefined && ['Credit Lapses On', formatDate(leave.creditExpiresOn)],
        reviewer && status,
        own && ['Applied On', formatDay(leave.appliedAt || leave.createdAt)],
        ['Reason', leave.reason],
        leave.status === 'rejected' && ['Rejection Reason', leave.rejectionReason || 'No reason given'],
        own && leave.hodApprovedBy !== null && leave.status !== 'rejected' && ['HOD Approved By', leave.hodApprovedBy.name],
        own && leave.approvedBy !== null && ['Approved By', leave.approvedBy.name],
        own && leave.rejectedBy !== null && ['Rejected By', leave.rejectedBy.name],
        typeof leave.cancellationReason === 'string' && ['Cancellation Reason', leave.cancellationReason],
        leave.status === 'cancelled' && !!leave.cancellationDecidedBy && ['Cancellation Accepted By', leave.cancellationDecidedBy.name],
        typeof leave.cancellationDeclineReason === 'string' && ['Cancellation Declined', leave.cancellationDeclineReason],
      ]}
    />
  );
}

export interface LeaveDetailsDialogProps {
  leave: LeaveDto | null;
  view: LeaveDetailsView;
  onClose: () => void;
  footer?: ReactNode;
  children?: ReactNode;
}

export function LeaveDetailsDialog({ leave, view, onClose, footer, children }: LeaveDetailsDialogProps) {
  const { user } = useSession();
  return (
    <Dialog
      open={leave !== null}
      title="Leave Application Details"
      onClose={onClose}
      size="lg"
      footer={
        footer ?? (
          <>
            {view === 'own' && leave && <ApplicantCancellationActions leave={leave} user={user} today={localToday()} onDone={onClose} />}
            <button type="button" className="btn btn--secondary btn--md" onClick={onClose}>
              Close
            </button>
          </>
        )
      }
    >
      {leave && (
        <>
          <LeaveDetails leave={leave} view={view} />
          <LeaveAttachments leave={leave} canAttach={view === 'own' && leave.employee._id === user?.id} />
          {children}
          <LeaveHistory leaveId={leave._id} leaveType={leave.leaveType} />
        </>
      )}
    </Dialog>
  );
}
