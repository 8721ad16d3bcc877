// Approving an application from a list's row or the details dialog; failures are only logged
// (docs/product.md §8), but one: a HOD's approval refused because classes of the leave are not covered
// (issue 45: 409 'Classes not covered: 2 of 4 periods', naming the field `uncoveredReason`), which asks the
// HOD why they may stay uncovered and approves again with the reason (UncoveredClassesDialog). Rejecting,
// which needs a reason, is the dialog's (use-leave-decision.ts).
import { UNCOVERED_REASON_FIELD, type LeaveDto } from '@leave/domain';
import { useState } from 'react';
import { errorStatus, failureData, serverMessage } from '@/lib/api-error';
import { useUpdateLeaveStatusMutation } from './api/update-leave-status';

type ApprovalStatus = 'hodApproved' | 'approved';

/** An approval the server refused for classes not covered, waiting for the HOD's reason. */
export interface UncoveredAsk {
  leave: LeaveDto;
  status: ApprovalStatus;
  /** The server's refusal, in the language shown ('Classes not covered: 2 of 4 periods'). */
  message: string;
}

/** Whether a refusal asks for the reason classes may stay uncovered. */
function asksUncoveredReason(error: unknown): boolean {
  const errors = failureData(error)?.errors;
  return errorStatus(error) === 409 && Array.isArray(errors) && errors.some((entry) => typeof entry === 'object' && entry !== null && (entry as { field?: unknown }).field === UNCOVERED_REASON_FIELD);
}

export function useLeaveApproval() {
  const [updateStatus, state] = useUpdateLeaveStatusMutation();
  const [asking, setAsking] = useState<UncoveredAsk | null>(null);

  const approve = async (leave: LeaveDto, status: ApprovalStatus, uncoveredReason?: string): Promise<boolean> => {
    const result = await updateStatus({ leave, status, ...(uncoveredReason ? { uncoveredReason } : {}) });
    if (result.error) {
      if (asksUncoveredReason(result.error)) setAsking({ leave, status, message: serverMessage(result.error) ?? '' });
      else console.error('Approving the leave application failed', result.error);
      return false;
    }
    setAsking(null);
    return true;
  };

  const uncovered = {
    asking,
    cancel: () => setAsking(null),
    approveAnyway: (reason: string) => (asking ? approve(asking.leave, asking.status, reason) : Promise.resolve(false)),
  };

  return { approve, updateStatus, isUpdating: state.isLoading, uncovered };
}
