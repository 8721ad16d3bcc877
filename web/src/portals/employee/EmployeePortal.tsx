// The employee portal: its four screens, in navigation order.
import { paths } from '@/config/paths';
import { PortalShell, type PortalDefinition } from '@/portals/shared/PortalShell';
import { EmployeeApplyLeavePage } from './pages/EmployeeApplyLeavePage';
import { EmployeeDashboardPage } from './pages/EmployeeDashboardPage';
import { EmployeeHistoryPage } from './pages/EmployeeHistoryPage';
import { EmployeeProfilePage } from './pages/EmployeeProfilePage';
import { CalendarScreen } from '@/portals/shared/CalendarScreen';

const EMPLOYEE_PORTAL: PortalDefinition = {
  theme: 'employee',
  label: 'Employee Portal',
  root: paths.employee.root,
  inbox: paths.employee.notifications,
  standInQueue: paths.employee.standInQueue,
  screens: [
    { to: paths.employee.dashboard, label: 'Dashboard', icon: 'dashboard', element: <EmployeeDashboardPage /> },
    { to: paths.employee.applyLeave, label: 'Apply Leave', icon: 'pen', element: <EmployeeApplyLeavePage /> },
    { to: paths.employee.history, label: 'History', icon: 'history', element: <EmployeeHistoryPage /> },
    { to: paths.employee.profile, label: 'Profile', icon: 'user', element: <EmployeeProfilePage /> },
    { to: paths.employee.calendar, label: 'Calendar', icon: 'calendar', element: <CalendarScreen kind="employee" /> },
  ],
};

export default function EmployeePortal() {
  return <PortalShell portal={EMPLOYEE_PORTAL} />;
}
