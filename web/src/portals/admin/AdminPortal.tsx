// The admin portal: its layout and its five screens.
import { Navigate, Route, Routes } from 'react-router';
import { PortalLayout, type NavItem } from '@/components/layout/PortalLayout';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/use-session';
import { useSignOut } from '@/features/auth/use-sign-out';
import { AdminApplicationsPage } from './pages/AdminApplicationsPage';
import { AdminDashboardPage } from './pages/AdminDashboardPage';
import { AdminEmployeesPage } from './pages/AdminEmployeesPage';
import { AdminExcelUploadPage } from './pages/AdminExcelUploadPage';
import { AdminProfilePage } from './pages/AdminProfilePage';

export const ADMIN_NAV: NavItem[] = [
  { to: paths.admin.dashboard, label: 'Dashboard', icon: 'dashboard' },
  { to: paths.admin.applications, label: 'Applications', icon: 'list' },
  { to: paths.admin.employees, label: 'Employees', icon: 'users' },
  { to: paths.admin.excelUpload, label: 'Excel Import', icon: 'upload' },
  { to: paths.admin.profile, label: 'Profile', icon: 'user' },
];

export default function AdminPortal() {
  const { user } = useSession();
  const signOut = useSignOut();
  const name = user?.name ?? '';

  return (
    <Routes>
      <Route
        element={<PortalLayout theme="admin" portalLabel="Administrator" userName={name} greeting={`Welcome, ${name}`} navItems={ADMIN_NAV} onSignOut={signOut} />}
      >
        <Route index element={<Navigate to={paths.admin.dashboard} replace />} />
        <Route path="dashboard" element={<AdminDashboardPage />} />
        <Route path="applications" element={<AdminApplicationsPage />} />
        <Route path="employees" element={<AdminEmployeesPage />} />
        <Route path="excel-upload" element={<AdminExcelUploadPage />} />
        <Route path="profile" element={<AdminProfilePage />} />
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
