// A review queue row's buttons: View, and where the machine lets the reviewer decide, the approval of
// their level (disabled, with 'Requires HOD approval first', until the HOD has approved) and Reject, which
// opens the details with the focus in the rejection reason.
import { UI_MESSAGES, type LeaveDto, type UserDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { Button } from '@/components/ui/button/Button';
import { approvalOf, canDecide, isUnderReview, type ApplicantNow } from '../leave-decisions';
import { canDecideCancellation } from '../leave-cancellation';
import { localToday } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';

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
  const requiresHodApproval = translateText(UI_MESSAGES.requiresHodApproval);
  return (
    <>
      <div className="row-actions">
        <Button size="sm" variant="secondary" onClick={onView} aria-label={t`View application of ${applicant}`}>
          {t`View`}
        </Button>
        {underReview && (
          <>
            <Button
              size="sm"
              variant="success"
              disabled={!mayApprove || busy}
              title={mayApprove ? undefined : requiresHodApproval}
              onClick={onApprove}
              aria-label={approval.labelFor(applicant)}
            >
              {approval.label}
            </Button>
            <Button size="sm" variant="danger" onClick={onReject} aria-label={t`Reject application of ${applicant}`}>
              {t`Reject`}
            </Button>
          </>
        )}
        {leave.status === 'cancellationRequested' && canDecideCancellation(leave, reviewer, localToday(), applicantNow) && (
          <Button size="sm" variant="primary" onClick={onView} aria-label={t`Review the cancellation request of ${applicant}`}>
            {t`Review Cancellation`}
          </Button>
        )}
      </div>
      {underReview && !mayApprove && leave.status === 'pending' && <p className="approval-hint">{requiresHodApproval}</p>}
    </>
  );
}
