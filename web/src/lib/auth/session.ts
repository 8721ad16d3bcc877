// Starting and ending a session: the token goes to (or leaves) localStorage, and ending a session drops
// every cached server answer so that the next user never sees the previous one's data.
import type { UserDto } from '@leave/domain';
import { isRole } from '@leave/domain';
import { api } from '@/lib/api';
import { decodeTokenPayload } from '@/lib/jwt';
import type { AppThunk } from '@/lib/store-hooks';
import { removeToken, writeToken } from '@/lib/token-storage';
import { sessionStarted, sessionUserRestored, signedOut } from './auth-slice';

export function startSession(session: { token: string; user: UserDto }): AppThunk {
  return (dispatch) => {
    writeToken(session.token);
    dispatch(sessionStarted(session));
  };
}

export function endSession(): AppThunk {
  return (dispatch) => {
    removeToken();
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  };
}

/** The user a token carries (read, never verified): who the session is while /auth/me has not answered. */
export function userInToken(token: string): UserDto | null {
  const user = decodeTokenPayload(token)?.['user'];
  if (typeof user !== 'object' || user === null) return null;
  return isRole((user as { role?: unknown }).role) ? (user as UserDto) : null;
}

/** /auth/me failed (not with a 401): use the user embedded in the token, else sign out without redirect. */
export function restoreSessionFromToken(token: string): AppThunk {
  return (dispatch) => {
    const user = userInToken(token);
    if (user) dispatch(sessionUserRestored(user));
    else dispatch(endSession());
  };
}
