// The employee portal: its screens, in navigation order (issue 45 adds the classes to cover).
import { t } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import { PortalShell, type PortalDefinition } from '@/portals/shared/PortalShell';
import { portalRoutes, type StartList } from '@/portals/shared/portal-routes';
import { prefetchMyLeaves } from '@/features/leaves/api/get-my-leaves';
import { EmployeeApplyLeavePage } from './pages/EmployeeApplyLeavePage';
import { EmployeeDashboardPage } from './pages/EmployeeDashboardPage';
import { EmployeeHistoryPage } from './pages/EmployeeHistoryPage';
import { EmployeeProfilePage } from './pages/EmployeeProfilePage';
import { CalendarScreen } from '@/portals/shared/CalendarScreen';
import { ClassesToCover } from '@/features/arrangements/components/ClassesToCover';

/** The history's list, started beside the session check (app/portal-chunks.ts). */
export const startList: StartList = (location, dispatch) => {
  if (location.pathname === paths.employee.history) dispatch(prefetchMyLeaves());
};

/** Built at render, so that its labels are in the language shown. */
const employeePortal = (): PortalDefinition => ({
  theme: 'employee',
  label: t`Employee Portal`,
  // The employee's four most used screens (issue 49); the rest under 'More'.
  bottomNav: [paths.employee.dashboard, paths.employee.applyLeave, paths.employee.history, paths.employee.profile],
  ...portalRoutes(paths.employee, {
    dashboard: <EmployeeDashboardPage />,
    applyLeave: <EmployeeApplyLeavePage />,
    history: <EmployeeHistoryPage />,
    profile: <EmployeeProfilePage />,
    calendar: <CalendarScreen kind="employee" />,
    classesToCover: <ClassesToCover />,
  }),
});

export default function EmployeePortal() {
  return <PortalShell portal={employeePortal()} />;
}
