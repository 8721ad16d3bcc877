// The root of every route: nothing renders until the session has loaded.
import { Outlet } from 'react-router';
import { SessionGate } from '@/features/auth/components/SessionGate';

export function RootRoute() {
  return (
    <SessionGate>
      <Outlet />
    </SessionGate>
  );
}
