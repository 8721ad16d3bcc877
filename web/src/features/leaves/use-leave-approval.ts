// Approving an application from a list's row or the details dialog; failures are only logged
// (docs/product.md §8), but one: a HOD's approval refused because classes of the leave are not covered
// (issue 45), which asks the HOD why they may stay uncovered and approves again with the reason
// (use-uncovered-reason.ts, UncoveredClassesDialog). Rejecting, which needs a reason, is the dialog's
// (use-leave-decision.ts).
import type { LeaveDto } from '@leave/domain';
import { useUpdateLeaveStatusMutation } from './api/update-leave-status';
import { useUncoveredReason } from '@/components/uncovered-classes/use-uncovered-reason';

export type { UncoveredAsk } from '@/components/uncovered-classes/use-uncovered-reason';

type ApprovalStatus = 'hodApproved' | 'approved';

export function useLeaveApproval() {
  const [updateStatus, state] = useUpdateLeaveStatusMutation();
  const uncovered = useUncoveredReason();

  const approve = async (leave: LeaveDto, status: ApprovalStatus, uncoveredReason?: string): Promise<boolean> => {
    const result = await updateStatus({ leave, status, ...(uncoveredReason ? { uncoveredReason } : {}) });
    if (result.error) {
      if (!uncovered.refused(result.error, leave, (reason) => approve(leave, status, reason))) console.error('Approving the leave application failed', result.error);
      return false;
    }
    uncovered.done();
    return true;
  };

  return { approve, updateStatus, isUpdating: state.isLoading, uncovered };
}
