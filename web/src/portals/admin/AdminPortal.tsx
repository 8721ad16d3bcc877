// The admin portal: its five screens, in navigation order.
import { paths } from '@/config/paths';
import { PortalShell, type PortalDefinition } from '@/portals/shared/PortalShell';
import { AdminApplicationsPage } from './pages/AdminApplicationsPage';
import { AdminDashboardPage } from './pages/AdminDashboardPage';
import { AdminEmployeesPage } from './pages/AdminEmployeesPage';
import { AdminExcelUploadPage } from './pages/AdminExcelUploadPage';
import { AdminProfilePage } from './pages/AdminProfilePage';

const ADMIN_PORTAL: PortalDefinition = {
  theme: 'admin',
  label: 'Administrator',
  root: paths.admin.root,
  screens: [
    { to: paths.admin.dashboard, label: 'Dashboard', icon: 'dashboard', element: <AdminDashboardPage /> },
    { to: paths.admin.applications, label: 'Applications', icon: 'list', element: <AdminApplicationsPage /> },
    { to: paths.admin.employees, label: 'Employees', icon: 'users', element: <AdminEmployeesPage /> },
    { to: paths.admin.excelUpload, label: 'Excel Import', icon: 'upload', element: <AdminExcelUploadPage /> },
    { to: paths.admin.profile, label: 'Profile', icon: 'user', element: <AdminProfilePage /> },
  ],
};

export default function AdminPortal() {
  return <PortalShell portal={ADMIN_PORTAL} />;
}
