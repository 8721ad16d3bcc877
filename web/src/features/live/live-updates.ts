// What the app does with the live connection, wired once per store: a socket while signed in (and a new
// one for a new token), the indicator's status, a refetch of what the screen shows after each
// connection, a session check when the server refuses the socket, and the pushed changes that are not
// list rows (counts, balances, the user list, the applicant's toast). The leave lists patch their own
// cache entries (live-endpoints.ts).
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { toastShown } from '@/components/ui/toasts/toasts-slice';
import { selectCurrentUser, selectSession, type AuthState } from '@/features/auth/auth-slice';
import { USER_LIST } from '@/features/users/api/get-users';
import { api } from '@/lib/api';
import { DECISION_TOAST_MS, decisionToast } from './decision-toast';
import { liveStatusChanged } from './live-slice';
// The leave lists follow the socket from the moment the live updates exist.
import './live-endpoints';
import type { LiveConnection } from './socket';

/** Everything a screen can show that a pushed change may alter: refetched after a (re)connection. */
export const LIVE_TAGS = ['Leave', 'LeaveEvents', 'Stats', 'Balance', 'EarnedLeave', 'User', 'Me'] as const;

interface LiveStore {
  getState(): { auth: AuthState };
  dispatch: Dispatch<UnknownAction>;
  subscribe(listener: () => void): () => void;
}

export function startLiveUpdates(live: LiveConnection, store: LiveStore): () => void {
  const { dispatch } = store;

  const followSession = () => {
    const { token, status } = selectSession(store.getState());
    if (status === 'authenticated' && token) live.open(token);
    else live.close();
  };

  const stops = [
    live.on('status', (status) => dispatch(liveStatusChanged(status))),
    // Only queries a screen subscribes to refetch; the rest are dropped and load afresh when shown.
    live.on('connected', () => dispatch(api.util.invalidateTags([...LIVE_TAGS]))),
    // /auth/me answers 401 for a token that no longer stands, and the session ends (to /login).
    live.on('refused', () => dispatch(api.util.invalidateTags(['Me']))),
    live.on('leave:created', () => dispatch(api.util.invalidateTags(['Stats']))),
    live.on('leave:updated', (change) => {
      dispatch(api.util.invalidateTags(['Stats', { type: 'LeaveEvents', id: change.leave._id }]));
      const toast = decisionToast(change, selectCurrentUser(store.getState()));
      if (toast) dispatch(toastShown(toast.kind, toast.message, DECISION_TOAST_MS));
    }),
    // The session user's leaveBalance comes with /auth/me ('Me').
    live.on('balance:updated', () => dispatch(api.util.invalidateTags(['Balance', 'Me']))),
    live.on('users:changed', () => dispatch(api.util.invalidateTags([USER_LIST, 'Stats']))),
    store.subscribe(followSession),
  ];
  followSession();

  return () => {
    for (const stop of stops) stop();
    live.close();
  };
}
