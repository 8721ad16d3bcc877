// Approving and rejecting: a rejection needs a reason (domain's rejectionReasonSchema; a browser alert
// otherwise, docs/product.md §5). Failures are only logged (docs/product.md §8).
import { rejectionReasonSchema, type LeaveDto } from '@leave/domain';
import { translateText } from '@/lib/i18n/texts';
import { useUpdateLeaveStatusMutation } from './api/update-leave-status';

export function useLeaveDecision() {
  const [updateStatus, state] = useUpdateLeaveStatusMutation();

  const approve = async (leave: LeaveDto, status: 'hodApproved' | 'approved'): Promise<boolean> => {
    const result = await updateStatus({ leave, status });
    if (result.error) console.error('Approving the leave application failed', result.error);
    return !result.error;
  };

  const reject = async (leave: LeaveDto, reason: string): Promise<boolean> => {
    const parsed = rejectionReasonSchema.safeParse(reason);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      window.alert(message && translateText(message));
      return false;
    }
    const result = await updateStatus({ leave, status: 'rejected', rejectionReason: parsed.data });
    if (result.error) console.error('Rejecting the leave application failed', result.error);
    return !result.error;
  };

  return { approve, reject, isUpdating: state.isLoading };
}
