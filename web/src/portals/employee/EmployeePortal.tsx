// The employee portal: its four screens, in navigation order.
import { paths } from '@/config/paths';
import { PortalShell, type PortalDefinition } from '@/portals/shared/PortalShell';
import { EmployeeApplyLeavePage } from './pages/EmployeeApplyLeavePage';
import { EmployeeDashboardPage } from './pages/EmployeeDashboardPage';
import { EmployeeHistoryPage } from './pages/EmployeeHistoryPage';
import { EmployeeProfilePage } from './pages/EmployeeProfilePage';

const EMPLOYEE_PORTAL: PortalDefinition = {
  theme: 'employee',
  label: 'Employee Portal',
  root: paths.employee.root,
  screens: [
    { to: paths.employee.dashboard, label: 'Dashboard', icon: 'dashboard', element: <EmployeeDashboardPage /> },
    { to: paths.employee.applyLeave, label: 'Apply Leave', icon: 'pen', element: <EmployeeApplyLeavePage /> },
    { to: paths.employee.history, label: 'History', icon: 'history', element: <EmployeeHistoryPage /> },
    { to: paths.employee.profile, label: 'Profile', icon: 'user', element: <EmployeeProfilePage /> },
  ],
};

export default function EmployeePortal() {
  return <PortalShell portal={EMPLOYEE_PORTAL} />;
}
