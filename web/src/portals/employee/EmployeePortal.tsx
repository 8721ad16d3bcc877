// The employee portal: its four screens, in navigation order.
import { t } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import { PortalShell, type PortalDefinition } from '@/portals/shared/PortalShell';
import { EmployeeApplyLeavePage } from './pages/EmployeeApplyLeavePage';
import { EmployeeDashboardPage } from './pages/EmployeeDashboardPage';
import { EmployeeHistoryPage } from './pages/EmployeeHistoryPage';
import { EmployeeProfilePage } from './pages/EmployeeProfilePage';
import { CalendarScreen } from '@/portals/shared/CalendarScreen';

/** Built at render, so that its labels are in the language shown. */
const employeePortal = (): PortalDefinition => ({
  theme: 'employee',
  label: t`Employee Portal`,
  root: paths.employee.root,
  inbox: paths.employee.notifications,
  standInQueue: paths.employee.standInQueue,
  screens: [
    { to: paths.employee.dashboard, label: t`Dashboard`, icon: 'dashboard', element: <EmployeeDashboardPage /> },
    { to: paths.employee.applyLeave, label: t`Apply Leave`, icon: 'pen', element: <EmployeeApplyLeavePage /> },
    { to: paths.employee.history, label: t`History`, icon: 'history', element: <EmployeeHistoryPage /> },
    { to: paths.employee.profile, label: t`Profile`, icon: 'user', element: <EmployeeProfilePage /> },
    { to: paths.employee.calendar, label: t`Calendar`, icon: 'calendar', element: <CalendarScreen kind="employee" /> },
  ],
});

export default function EmployeePortal() {
  return <PortalShell portal={employeePortal()} />;
}
