// Links of notifications that do not know the reader's portal, sent on to the screen of the signed-in
// person's own portal with the link's query (`?leave=<id>` opens that application):
// - '/approvals' (a 'waiting for your decision' notification, issue 43): the approvals screen. A holder of an
//   office keeps their role and portal; the auditor, who decides nothing, goes home.
// - '/classes-to-cover' (a class a colleague asks the reader to take, issue 45): the screen of classes to
//   cover of the employee's or the HOD's portal; anyone else goes home.
// - '/my-applications' (a colleague cannot take one of the reader's classes, issue 45): the reader's own
//   applications, where they ask someone else; anyone else goes home.
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@leave/domain';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';

const APPROVALS: Partial<Record<Role, string>> = { admin: paths.admin.approvals, hod: paths.hod.approvals, employee: paths.employee.approvals };
const CLASSES_TO_COVER: Partial<Record<Role, string>> = { hod: paths.hod.classesToCover, employee: paths.employee.classesToCover };
const MY_APPLICATIONS: Partial<Record<Role, string>> = { hod: paths.hod.history, employee: paths.employee.history };

function PortalRedirect({ screens }: { screens: Partial<Record<Role, string>> }) {
  const { user, status } = useSession();
  const { search } = useLocation();
  if (status !== 'authenticated' || !user) return <Navigate to={paths.login} replace />;
  const screen = screens[user.role];
  return <Navigate to={screen ? `${screen}${search}` : paths.home} replace />;
}

export const ApprovalsRedirect = () => <PortalRedirect screens={APPROVALS} />;
export const ClassesToCoverRedirect = () => <PortalRedirect screens={CLASSES_TO_COVER} />;
export const MyApplicationsRedirect = () => <PortalRedirect screens={MY_APPLICATIONS} />;
