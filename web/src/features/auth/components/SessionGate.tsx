// Loads the session on startup: with a stored token it fetches /auth/me while 'Loading application...'
// shows; if that fails for any reason but a 401 it falls back to the user inside the token.
import { useEffect, type ReactNode } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner/Spinner';
import { errorStatus } from '@/lib/api-error';
import { useAppDispatch } from '@/lib/store-hooks';
import { useGetMeQuery } from '@/lib/auth/get-me';
import { restoreSessionFromToken } from '@/lib/auth/session';
import { useSession } from '@/lib/auth/use-session';

export function SessionGate({ children }: { children: ReactNode }) {
  const { token, status } = useSession();
  const dispatch = useAppDispatch();
  const me = useGetMeQuery(undefined, { skip: !token });

  useEffect(() => {
    if (status === 'loading' && token && me.isError && errorStatus(me.error) !== 401) {
      dispatch(restoreSessionFromToken(token));
    }
  }, [status, token, me.isError, me.error, dispatch]);

  if (status === 'loading') return <FullPageSpinner />;
  return children;
}
