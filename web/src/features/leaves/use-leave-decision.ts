// Approving and rejecting in the details dialog: a rejection needs a reason (domain's rejectionReasonSchema),
// checked on the form before anything is sent: `rejectionProblem` names what is wrong, shown under the
// field (issue 49: no browser alert). Failures are only logged (docs/product.md §8). The rows' Approve
// uses use-leave-approval.ts alone, so the list screens load no form rules until a dialog opens.
import { rejectionReasonSchema, type LeaveDto } from '@leave/domain';
import { useLeaveApproval } from './use-leave-approval';

/** The rejection reason's problem ('Please provide a reason for rejection'), or null when it may be sent. */
export function rejectionProblem(reason: string): string | null {
  const parsed = rejectionReasonSchema.safeParse(reason);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

export function useLeaveDecision() {
  const { approve, updateStatus, isUpdating } = useLeaveApproval();

  /** Sends the rejection of a reason `rejectionProblem` accepted; false when it failed (or was not valid). */
  const reject = async (leave: LeaveDto, reason: string): Promise<boolean> => {
    const parsed = rejectionReasonSchema.safeParse(reason);
    if (!parsed.success) return false;
    const result = await updateStatus({ leave, status: 'rejected', rejectionReason: parsed.data });
    if (result.error) console.error('Rejecting the leave application failed', result.error);
    return !result.error;
  };

  return { approve, reject, isUpdating };
}
