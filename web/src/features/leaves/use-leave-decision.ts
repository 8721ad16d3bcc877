// Approving and rejecting in the details dialog: a rejection needs a reason (domain's rejectionReasonSchema;
// a browser alert otherwise, docs/product.md §5). Failures are only logged (docs/product.md §8). The rows'
// Approve uses use-leave-approval.ts alone, so the list screens load no form rules until a dialog opens.
import { rejectionReasonSchema, type LeaveDto } from '@leave/domain';
import { translateText } from '@/lib/i18n/texts';
import { useLeaveApproval } from './use-leave-approval';

export function useLeaveDecision() {
  const { approve, updateStatus, isUpdating, uncovered } = useLeaveApproval();

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

  return { approve, reject, isUpdating, uncovered };
}
