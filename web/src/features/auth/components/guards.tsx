// Route guards of docs/product.md §2: guests go to /login, a wrong role goes to its own dashboard, and
// signed-in users skip the login and register pages.
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { dashboardPathFor, type Role } from '@leave/domain';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';

export function RequireRole({ role, children }: { role: Role; children?: ReactNode }) {
  const { user, status } = useSession();
  if (status !== 'authenticated' || !user) return <Navigate to={paths.login} replace />;
  if (user.role !== role) return <Navigate to={dashboardPathFor(user.role)} replace />;
  return children ?? <Outlet />;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'authenticated') return <Navigate to={paths.home} replace />;
  return children;
}

/** '/': the dashboard of the signed-in user's role, or /login. */
export function HomeRedirect() {
  const { user, status } = useSession();
  if (status !== 'authenticated' || !user) return <Navigate to={paths.login} replace />;
  return <Navigate to={dashboardPathFor(user.role)} replace />;
}
