// '/approvals' (a 'waiting for your decision' notification's link, issue 43): the approvals screen of the
// signed-in person's own portal, with the link's query (`?leave=<id>` opens that application). A holder of
// an office keeps their role and portal; the auditor, who decides nothing, goes home.
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@leave/domain';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';

const APPROVALS: Partial<Record<Role, string>> = { admin: paths.admin.approvals, hod: paths.hod.approvals, employee: paths.employee.approvals };

export function ApprovalsRedirect() {
  const { user, status } = useSession();
  const { search } = useLocation();
  if (status !== 'authenticated' || !user) return <Navigate to={paths.login} replace />;
  const screen = APPROVALS[user.role];
  return <Navigate to={screen ? `${screen}${search}` : paths.home} replace />;
}
