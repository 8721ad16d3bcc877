// The employee portal: its green-accented layout and its four screens.
import { Navigate, Route, Routes } from 'react-router';
import { PortalLayout, type NavItem } from '@/components/layout/PortalLayout';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/use-session';
import { useSignOut } from '@/features/auth/use-sign-out';
import { EmployeeApplyLeavePage } from './pages/EmployeeApplyLeavePage';
import { EmployeeDashboardPage } from './pages/EmployeeDashboardPage';
import { EmployeeHistoryPage } from './pages/EmployeeHistoryPage';
import { EmployeeProfilePage } from './pages/EmployeeProfilePage';

export const EMPLOYEE_NAV: NavItem[] = [
  { to: paths.employee.dashboard, label: 'Dashboard', icon: 'dashboard' },
  { to: paths.employee.applyLeave, label: 'Apply Leave', icon: 'pen' },
  { to: paths.employee.history, label: 'History', icon: 'history' },
  { to: paths.employee.profile, label: 'Profile', icon: 'user' },
];

export default function EmployeePortal() {
  const { user } = useSession();
  const signOut = useSignOut();
  const name = user?.name ?? '';

  return (
    <Routes>
      <Route
        element={
          <PortalLayout theme="employee" portalLabel="Employee Portal" userName={name} greeting={`Welcome, ${name}`} navItems={EMPLOYEE_NAV} onSignOut={signOut} />
        }
      >
        <Route index element={<Navigate to={paths.employee.dashboard} replace />} />
        <Route path="dashboard" element={<EmployeeDashboardPage />} />
        <Route path="apply-leave" element={<EmployeeApplyLeavePage />} />
        <Route path="history" element={<EmployeeHistoryPage />} />
        <Route path="profile" element={<EmployeeProfilePage />} />
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
