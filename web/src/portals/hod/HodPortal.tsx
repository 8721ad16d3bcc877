// The HOD portal: its layout (the bottom bar holds the first five items) and its six screens.
import { Navigate, Route, Routes } from 'react-router';
import { PortalLayout, type NavItem } from '@/components/layout/PortalLayout';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/use-session';
import { useSignOut } from '@/features/auth/use-sign-out';
import { HodApplicationsPage } from './pages/HodApplicationsPage';
import { HodApplyLeavePage } from './pages/HodApplyLeavePage';
import { HodDashboardPage } from './pages/HodDashboardPage';
import { HodEmployeesPage } from './pages/HodEmployeesPage';
import { HodHistoryPage } from './pages/HodHistoryPage';
import { HodProfilePage } from './pages/HodProfilePage';

export const HOD_NAV: NavItem[] = [
  { to: paths.hod.dashboard, label: 'Dashboard', icon: 'dashboard' },
  { to: paths.hod.applications, label: 'Applications', icon: 'list' },
  { to: paths.hod.applyLeave, label: 'Apply Leave', icon: 'pen' },
  { to: paths.hod.history, label: 'History', icon: 'history' },
  { to: paths.hod.employees, label: 'Employees', icon: 'users' },
  { to: paths.hod.profile, label: 'Profile', icon: 'user' },
];

export const HOD_BOTTOM_NAV_COUNT = 5;

export default function HodPortal() {
  const { user } = useSession();
  const signOut = useSignOut();
  const name = user?.name ?? '';

  return (
    <Routes>
      <Route
        element={
          <PortalLayout
            theme="hod"
            portalLabel="HOD Portal"
            userName={name}
            greeting={`Welcome, ${name}`}
            navItems={HOD_NAV}
            bottomNavCount={HOD_BOTTOM_NAV_COUNT}
            onSignOut={signOut}
          />
        }
      >
        <Route index element={<Navigate to={paths.hod.dashboard} replace />} />
        <Route path="dashboard" element={<HodDashboardPage />} />
        <Route path="applications" element={<HodApplicationsPage />} />
        <Route path="apply-leave" element={<HodApplyLeavePage />} />
        <Route path="history" element={<HodHistoryPage />} />
        <Route path="employees" element={<HodEmployeesPage />} />
        <Route path="profile" element={<HodProfilePage />} />
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
