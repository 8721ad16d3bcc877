// A review queue row's buttons: View, and where the machine lets the reviewer decide, the approval of
// their level (disabled, with 'Requires HOD approval first', until the HOD has approved) and Reject, which
// opens the details with the focus in the rejection reason.
import { UI_MESSAGES, type LeaveDto, type UserDto } from '@leave/domain';
import { Button } from '@/components/ui/button/Button';
import { approvalOf, canDecide, isUnderReview, type ApplicantNow } from '../leave-decisions';
import { canDecideCancellation } from '../leave-cancellation';
import { localToday } from '@/lib/dates';

export interface ReviewActionsProps {
  leave: LeaveDto;
  reviewer: UserDto | null;
  busy: boolean;
  onView: () => void;
  onApprove: () => void;
  onReject: () => void;
  applicantNow?: ApplicantNow | undefined;
}

export function ReviewActions({ leave, reviewer, busy, onView, onApprove, onReject, applicantNow }: ReviewActionsProps) {
  const applicant = leave.employee.name;
  const approval = approvalOf(reviewer);
  const underReview = isUnderReview(leave, reviewer, applicantNow);
  const mayApprove = canDecide(leave, reviewer, approval.kind, applicantNow);
  return (
    <>
      <div className="row-actions">
        <Button size="sm" variant="secondary" onClick={onView} aria-label={`View application of ${applicant}`}>
          View
        </Button>
        {underReview && (
          <>
            <Button
              size="sm"
              variant="success"
              disabled={!mayApprove || busy}
              title={mayApprove ? undefined : UI_MESSAGES.requiresHodApproval}
              onClick={onApprove}
              aria-label={approval.labelFor(applicant)}
            >
              {approval.label}
            </Button>
            <Button size="sm" variant="danger" onClick={onReject} aria-label={`Reject application of ${applicant}`}>
              Reject
            </Button>
          </>
        )}
        {leave.status === 'cancellationRequested' && canDecideCancellation(leave, reviewer, localToday(), applicantNow) && (
          <Button size="sm" variant="primary" onClick={onView} aria-label={`Review the cancellation request of ${applicant}`}>
            Review Cancellation
          </Button>
        )}
      </div>
      {underReview && !mayApprove && leave.status === 'pending' && <p className="approval-hint">{UI_MESSAGES.requiresHodApproval}</p>}
    </>
  );
}
