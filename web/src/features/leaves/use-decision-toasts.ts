// While a portal is open, a decision on one of the signed-in user's applications, pushed by the server,
// shows as a toast (decision-toast.ts says which and how).
import type { LeaveChangePayload } from '@leave/domain';
import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { toastShown } from '@/components/ui/toasts/toasts-slice';
import { selectCurrentUser } from '@/lib/auth/auth-slice';
import { useLiveEvent } from '@/lib/live/use-live-event';
import { useAppDispatch } from '@/lib/store-hooks';
import { DECISION_TOAST_MS, decisionToast } from './decision-toast';

export function useDecisionToasts(): void {
  const me = useSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const showDecision = useCallback(
    (change: LeaveChangePayload) => {
      const toast = decisionToast(change, me);
      if (toast) dispatch(toastShown(toast.kind, toast.message, DECISION_TOAST_MS));
    },
    [me, dispatch],
  );
  useLiveEvent('leave:updated', showDecision);
}
