// Signing out: the session ends, 'Logged out successfully' shows and the user lands on /login. Before the
// session ends, what the portal hands in runs while the token is still valid (the push subscription's
// removal, features/push), and Cache Storage is emptied of all but the app shell's precache, so nothing of
// this person can be seen offline afterwards (RTK Query's cache goes with the session: endSession).
import { UI_MESSAGES } from '@leave/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/lib/store-hooks';
import { endSession } from '@/lib/auth/session';
import { clearPersonCaches } from '@/lib/pwa/person-caches';

export function useSignOut(beforeSessionEnds?: () => Promise<void>) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await beforeSessionEnds?.().catch((error: unknown) => console.error('Signing out: leaving this browser failed', error));
    await clearPersonCaches();
    dispatch(endSession());
    dispatch(toast.success(UI_MESSAGES.loggedOut));
    void navigate(paths.login, { replace: true });
  }, [beforeSessionEnds, dispatch, navigate]);
}
