// The reviewer's details dialog. A HOD can 'Approve as HOD' or reject a pending application; the admin can
// approve (only once the HOD has, 'Requires HOD approval first') or reject an open one. A rejection needs
// the reason typed in the dialog. Beside the application, its certificate and its history, the approver
// reads the applicant's balance now and after it and who else of the department is away (issue 49).
import { isFinalStatus, UI_MESSAGES, type LeaveDto, type UserDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormField } from '@/components/ui/form-field/FormField';
import { approvalOf, canDecide, isUnderReview, type ApplicantNow } from '../leave-decisions';
import { UncoveredClassesDialog } from '@/components/uncovered-classes/UncoveredClassesDialog';
import { useLeaveDecision } from '../use-leave-decision';
import { localToday } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';
import { CancellationDecisionPanel } from './CancellationDialogs';
import { DecisionContextPanel } from './DecisionContextPanel';
import { LeaveDetailsDialog } from './LeaveDetailsDialog';

export interface ReviewLeaveDialogProps {
  leave: LeaveDto | null;
  reviewer: UserDto | null;
  onClose: () => void;
  /** Put the focus in the rejection reason (the row's Reject button opened the dialog). */
  focusReason?: boolean;
  applicantNow?: ApplicantNow | undefined;
}

export function ReviewLeaveDialog({ leave, reviewer, onClose, focusReason = false, applicantNow }: ReviewLeaveDialogProps) {
  const [reason, setReason] = useState('');
  const [shownLeave, setShownLeave] = useState(leave);
  const { approve, reject, isUpdating, uncovered } = useLeaveDecision();
  if (shownLeave?._id !== leave?._id) {
    setShownLeave(leave);
    setReason('');
  }

  const approval = approvalOf(reviewer);
  const underReview = leave !== null && isUnderReview(leave, reviewer, applicantNow);
  const mayApprove = leave !== null && canDecide(leave, reviewer, approval.kind, applicantNow);
  const ownOpenApplication = leave !== null && reviewer !== null && leave.employee._id === reviewer._id && !isFinalStatus(leave.status);

  const onApprove = async () => {
    if (!leave) return;
    if (await approve(leave, approval.status)) onClose();
  };

  // Issue 45: approved again with the HOD's reason for the classes not covered; the details close when it is.
  const approveUncovered = async (given: string) => {
    const done = await uncovered.approveAnyway(given);
    if (done) onClose();
    return done;
  };

  const onReject = async () => {
    if (!leave) return;
    if (await reject(leave, reason)) onClose();
  };

  const footer = (
    <>
      {underReview && (
        <>
          <div>
            <Button variant="success" onClick={onApprove} disabled={!mayApprove || isUpdating}>
              {approval.label}
            </Button>
            {!mayApprove && leave?.status === 'pending' && <p className="approval-hint">{translateText(UI_MESSAGES.requiresHodApproval)}</p>}
          </div>
          <Button variant="danger" onClick={onReject} disabled={isUpdating}>
            {t`Reject`}
          </Button>
        </>
      )}
      <Button variant="secondary" onClick={onClose}>
        {t`Close`}
      </Button>
    </>
  );

  return (
    <LeaveDetailsDialog leave={leave} view={reviewer?.role === 'hod' ? 'hod' : 'admin'} onClose={onClose} footer={footer}>
      {ownOpenApplication && <p className="muted">{t`This is your own application: the administrator decides on it.`}</p>}
      {leave && <CancellationDecisionPanel leave={leave} reviewer={reviewer} today={localToday()} applicantNow={applicantNow} onDone={onClose} />}
      {/* Issue 49: the balance now and after, and who else is away, beside the certificate and the history. */}
      {underReview && leave && <DecisionContextPanel leaveId={leave._id} />}
      {underReview && (
        <div className="rejection-box">
          <FormField label={t`Rejection Reason`} hint={t`Required to reject the application.`}>
            {(control) => (
              <textarea
                {...control}
                name="rejectionReason"
                rows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                placeholder={t`Explain why the application is rejected`}
                data-autofocus={focusReason ? true : undefined}
              />
            )}
          </FormField>
        </div>
      )}
      <UncoveredClassesDialog asking={uncovered.asking} busy={isUpdating} onApprove={approveUncovered} onCancel={uncovered.cancel} />
    </LeaveDetailsDialog>
  );
}
