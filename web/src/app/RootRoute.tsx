// The root of every route: nothing renders until the session has loaded. With a stored token, the screen
// the address names starts loading beside the session check (app/start-screen.ts, a chunk of its own).
// Each later change of screen scrolls to the top and focuses the screen's heading (use-navigation-focus.ts).
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SessionGate } from '@/features/auth/components/SessionGate';
import { useSession } from '@/lib/auth/use-session';
import { useAppDispatch } from '@/lib/store-hooks';
import { startScreen } from './portal-chunks';
import { useNavigationFocus } from './use-navigation-focus';

export function RootRoute() {
  const { token, status } = useSession();
  const location = useLocation();
  const dispatch = useAppDispatch();
  useNavigationFocus();
  useEffect(() => {
    if (token && status === 'loading') startScreen(token, location, dispatch);
    // Once, as the app starts: later navigations find the session loaded.
  }, []);
  return (
    <SessionGate>
      <Outlet />
    </SessionGate>
  );
}
