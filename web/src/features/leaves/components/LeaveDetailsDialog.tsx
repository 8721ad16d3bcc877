// The details of one application and its history, in a dialog. What is listed depends on who looks:
// reviewers see the applicant, the applicant sees when they applied and who decided.
import { leaveTypeName, type LeaveDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { usePolicyInForce } from '@/lib/policy';
import type { ReactNode } from 'react';
import { LeaveTypeBadge, StatusBadge } from '@/components/ui/badge/Badge';
import { DetailsList, type DetailsRow } from '@/components/ui/details-list/DetailsList';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { formatDate, formatDay, formatLeaveDay, formatDayCount, localToday } from '@/lib/dates';
import { useSession } from '@/lib/auth/use-session';
import { translateText } from '@/lib/i18n/texts';
import { ApplicantCancellationActions } from './CancellationDialogs';
import { LeaveHistory } from './LeaveHistory';
import { LeaveAttachments } from './LeaveAttachments';
import { RouteSteps } from './RouteSteps';
import { coverageText } from '../coverage';
import { departmentAwayText } from '../department-away';
import { roleLabel } from '../role-label';

export type LeaveDetailsView = 'admin' | 'hod' | 'own';

function LeaveDetails({ leave, view }: { leave: LeaveDto; view: LeaveDetailsView }) {
  const reviewer = view !== 'own';
  const own = view === 'own';
  const policy = usePolicyInForce();
  const status: DetailsRow = [t`Status`, <StatusBadge status={leave.status} />];
  const claim = leave.kind === 'compOff';
  const away = reviewer ? departmentAwayText(leave) : null;
  const covered = coverageText(leave);
  return (
    <DetailsList
      rows={[
        reviewer && [t`Employee Name`, leave.employee.name],
        reviewer && [t`Employee ID`, leave.employee.employeeId ?? t`N/A`],
        reviewer && [t`Role`, roleLabel(leave.employee.role)],
        view === 'admin' && [t`Department`, leave.department],
        [t`Leave Type`, <><LeaveTypeBadge leaveType={leave.leaveType} /> {translateText(leaveTypeName(leave.leaveType, policy.leaveTypes))}</>],
        claim && [t`Kind`, t`Compensatory leave claim for a day worked`],
        own && status,
        ...(claim
          ? [[t`Day Worked`, formatLeaveDay(leave, 'from')] as DetailsRow, [t`Days Claimed`, formatDayCount(leave.numberOfDays)] as DetailsRow]
          : [[t`Start Date`, formatLeaveDay(leave, 'from')] as DetailsRow, [t`End Date`, formatLeaveDay(leave, 'to')] as DetailsRow, [t`Duration`, formatDayCount(leave.numberOfDays)] as DetailsRow]),
        claim && leave.creditExpiresOn !== undefined && [t`Credit Lapses On`, formatDate(leave.creditExpiresOn)],
        away !== null && [t`Away at Once`, away],
        covered !== null && [t`Classes Covered`, covered],
        reviewer && status,
        own && [t`Applied On`, formatDay(leave.appliedAt || leave.createdAt)],
        [t`Reason`, leave.reason],
        leave.status === 'rejected' && [t`Rejection Reason`, leave.rejectionReason || t`No reason given`],
        own && leave.hodApprovedBy !== null && leave.status !== 'rejected' && [t`HOD Approved By`, leave.hodApprovedBy.name],
        own && leave.approvedBy !== null && [t`Approved By`, leave.approvedBy.name],
        own && leave.rejectedBy !== null && [t`Rejected By`, leave.rejectedBy.name],
        typeof leave.cancellationReason === 'string' && [t`Cancellation Reason`, leave.cancellationReason],
        leave.status === 'cancelled' && !!leave.cancellationDecidedBy && [t`Cancellation Accepted By`, leave.cancellationDecidedBy.name],
        typeof leave.cancellationDeclineReason === 'string' && [t`Cancellation Declined`, leave.cancellationDeclineReason],
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
      title={t`Leave Application Details`}
      onClose={onClose}
      size="lg"
      footer={
        footer ?? (
          <>
            {view === 'own' && leave && <ApplicantCancellationActions leave={leave} user={user} today={localToday()} onDone={onClose} />}
            <button type="button" className="btn btn--secondary btn--md" onClick={onClose}>
              {t`Close`}
            </button>
          </>
        )
      }
    >
      {leave && (
        <>
          <LeaveDetails leave={leave} view={view} />
          {leave.route && leave.route.length > 0 && <RouteSteps route={leave.route} />}
          <LeaveAttachments leave={leave} canAttach={view === 'own' && leave.employee._id === user?.id} />
          {children}
          <LeaveHistory leaveId={leave._id} leaveType={leave.leaveType} />
        </>
      )}
    </Dialog>
  );
}
