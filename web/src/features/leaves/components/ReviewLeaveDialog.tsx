// The reviewer's details dialog. A HOD can 'Approve as HOD' or reject a pending application; the admin can
// approve (only once the HOD has, 'Requires HOD approval first') or reject an open one. A rejection needs
// the reason typed in the dialog.
import { UI_MESSAGES, type LeaveDto, type UserDto } from '@leave/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormField } from '@/components/ui/form-field/FormField';
import { canDecide, isOpen } from '../leave-decisions';
import { useLeaveDecision } from '../use-leave-decision';
import { LeaveDetailsDialog } from './LeaveDetailsDialog';

export interface ReviewLeaveDialogProps {
  leave: LeaveDto | null;
  reviewer: UserDto | null;
  onClose: () => void;
  /** Put the focus in the rejection reason (the row's Reject button opened the dialog). */
  focusReason?: boolean;
}

export function ReviewLeaveDialog({ leave, reviewer, onClose, focusReason = false }: ReviewLeaveDialogProps) {
  const [reason, setReason] = useState('');
  const [shownLeave, setShownLeave] = useState(leave);
  const { approve, reject, isUpdating } = useLeaveDecision();
  if (shownLeave?._id !== leave?._id) {
    setShownLeave(leave);
    setReason('');
  }

  const isHod = reviewer?.role === 'hod';
  const view = isHod ? 'hod' : 'admin';
  const open = leave !== null && isOpen(leave) && (isHod ? leave.status === 'pending' : true);
  const approveKind = isHod ? 'HOD_APPROVE' : 'APPROVE';
  const mayApprove = leave !== null && canDecide(leave, reviewer, approveKind);
  const mayReject = leave !== null && canDecide(leave, reviewer, 'REJECT');
  const ownApplication = leave !== null && reviewer !== null && leave.employee._id === reviewer._id;

  const onApprove = async () => {
    if (!leave) return;
    if (await approve(leave._id, isHod ? 'hodApproved' : 'approved')) onClose();
  };

  const onReject = async () => {
    if (!leave) return;
    if (await reject(leave._id, reason)) onClose();
  };

  const footer = (
    <>
      {open && !ownApplication && (
        <>
          <div>
            <Button variant="success" onClick={onApprove} disabled={!mayApprove || isUpdating}>
              {isHod ? 'Approve as HOD' : 'Approve'}
            </Button>
            {!isHod && !mayApprove && leave?.status === 'pending' && <p className="approval-hint">{UI_MESSAGES.requiresHodApproval}</p>}
          </div>
          <Button variant="danger" onClick={onReject} disabled={!mayReject || isUpdating}>
            Reject
          </Button>
        </>
      )}
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </>
  );

  return (
    <LeaveDetailsDialog leave={leave} view={view} onClose={onClose} footer={footer}>
      {open && ownApplication && <p className="muted">This is your own application: the administrator decides on it.</p>}
      {open && !ownApplication && (
        <div className="rejection-box">
          <FormField label="Rejection Reason" hint="Required to reject the application.">
            {(control) => (
              <textarea
                {...control}
                name="rejectionReason"
                rows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                placeholder="Explain why the application is rejected"
                data-autofocus={focusReason ? true : undefined}
              />
            )}
          </FormField>
        </div>
      )}
    </LeaveDetailsDialog>
  );
}
