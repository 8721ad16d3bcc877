// Signing out: the session ends, 'Logged out successfully' shows and the user lands on /login.
import { UI_MESSAGES } from '@leave/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/lib/store-hooks';
import { endSession } from '@/lib/auth/session';

export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(endSession());
    dispatch(toast.success(UI_MESSAGES.loggedOut));
    void navigate(paths.login, { replace: true });
  }, [dispatch, navigate]);
}
