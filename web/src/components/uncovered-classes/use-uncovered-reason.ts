// Issue 45: a HOD-step approval the server refused because classes of the leave are not covered (409
// 'Classes not covered: 2 of 4 periods', naming the field `uncoveredReason`, domain's
// UNCOVERED_REASON_FIELD). Every screen that approves a HOD step asks the same way, whatever endpoint it
// decides through: the HOD's queue and details (PUT /leaves/:id/status, use-leave-approval.ts), the
// stand-in's queue (the same PUT, given by the portal) and Approvals (POST /leaves/:id/decisions). The
// screen hands its refusal here with how to decide again carrying the reason; UncoveredClassesDialog asks
// for the reason and calls it. Shared (components/), since two features (leaves, stand-ins) ask.
import { UNCOVERED_REASON_FIELD, type LeaveDto } from '@leave/domain';
import { useState } from 'react';
import { errorStatus, failureData, serverMessage } from '@/lib/api-error';

/** An approval the server refused for classes not covered, waiting for the approver's reason. */
export interface UncoveredAsk {
  leave: LeaveDto;
  /** The server's refusal, in the language shown ('Classes not covered: 2 of 4 periods'). */
  message: string;
  /** The same decision again, carrying the reason; whether it was taken. */
  again: (uncoveredReason: string) => Promise<boolean>;
}

/** Whether a refusal asks for the reason classes may stay uncovered. */
export function asksUncoveredReason(error: unknown): boolean {
  const errors = failureData(error)?.errors;
  return errorStatus(error) === 409 && Array.isArray(errors) && errors.some((entry) => typeof entry === 'object' && entry !== null && (entry as { field?: unknown }).field === UNCOVERED_REASON_FIELD);
}

export function useUncoveredReason() {
  const [asking, setAsking] = useState<UncoveredAsk | null>(null);
  return {
    asking,
    /** After a refused approval: true (and the dialog opens) when the refusal asks for the reason. */
    refused: (error: unknown, leave: LeaveDto, again: UncoveredAsk['again']): boolean => {
      if (!asksUncoveredReason(error)) return false;
      setAsking({ leave, message: serverMessage(error) ?? '', again });
      return true;
    },
    /** The decision was taken (with a reason or without one being asked): nothing is asked any more. */
    done: () => setAsking(null),
    cancel: () => setAsking(null),
    /** The dialog's 'Approve Anyway': the refused decision again, with the reason. */
    approveAnyway: (reason: string) => (asking ? asking.again(reason) : Promise.resolve(false)),
  };
}
