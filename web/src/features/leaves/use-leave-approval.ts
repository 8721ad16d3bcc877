// Approving an application from a list's row or the details dialog; failures are only logged
// (docs/product.md §8). Rejecting, which needs a reason, is the dialog's (use-leave-decision.ts).
import type { LeaveDto } from '@leave/domain';
import { useUpdateLeaveStatusMutation } from './api/update-leave-status';

export function useLeaveApproval() {
  const [updateStatus, state] = useUpdateLeaveStatusMutation();

  const approve = async (leave: LeaveDto, status: 'hodApproved' | 'approved'): Promise<boolean> => {
    const result = await updateStatus({ leave, status });
    if (result.error) console.error('Approving the leave application failed', result.error);
    return !result.error;
  };

  return { approve, updateStatus, isUpdating: state.isLoading };
}
