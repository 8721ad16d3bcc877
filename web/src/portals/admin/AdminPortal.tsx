// The admin portal: its screens, in navigation order.
import { t } from '@lingui/core/macro';
import { lazy } from 'react';
import { paths } from '@/config/paths';
import { lazyChunk } from '@/lib/lazy-chunk';
import { PortalShell, type PortalDefinition } from '@/portals/shared/PortalShell';
import { portalRoutes, type StartList } from '@/portals/shared/portal-routes';
import type { AppThunk } from '@/lib/store-hooks';

// Each screen is a chunk of its own: an admin who opens one (a bookmark of the applications, 10,000 of
// them) loads and runs only that screen's code, not the calendar's, the audit's or the forms' (zod).
// The list screens load ahead when the address names them (startList), and then render without suspending.
const applications = lazyChunk(() => import('./pages/AdminApplicationsPage').then(({ AdminApplicationsPage, startList }) => ({ default: AdminApplicationsPage, startList })));
const employees = lazyChunk(() => import('./pages/AdminEmployeesPage').then(({ AdminEmployeesPage, startList }) => ({ default: AdminEmployeesPage, startList })));
const AdminDashboardPage = lazy(() => import('./pages/AdminDashboardPage').then(({ AdminDashboardPage }) => ({ default: AdminDashboardPage })));
const AdminExcelUploadPage = lazy(() => import('./pages/AdminExcelUploadPage').then(({ AdminExcelUploadPage }) => ({ default: AdminExcelUploadPage })));
const AdminProfilePage = lazy(() => import('./pages/AdminProfilePage').then(({ AdminProfilePage }) => ({ default: AdminProfilePage })));
const AdminHolidaysPage = lazy(() => import('./pages/AdminHolidaysPage').then(({ AdminHolidaysPage }) => ({ default: AdminHolidaysPage })));
const AuditPage = lazy(() => import('@/portals/shared/AuditPage').then(({ AuditPage }) => ({ default: AuditPage })));
const AdminOutgoingMailPage = lazy(() => import('./pages/AdminOutgoingMailPage').then(({ AdminOutgoingMailPage }) => ({ default: AdminOutgoingMailPage })));
const AdminStandInsPage = lazy(() => import('./pages/AdminStandInsPage').then(({ AdminStandInsPage }) => ({ default: AdminStandInsPage })));
const AdminOfficesPage = lazy(() => import('./pages/AdminOfficesPage').then(({ AdminOfficesPage }) => ({ default: AdminOfficesPage })));
const AdminPolicyPage = lazy(() => import('./pages/AdminPolicyPage').then(({ AdminPolicyPage }) => ({ default: AdminPolicyPage })));
const AdminPayrollPage = lazy(() => import('./pages/AdminPayrollPage').then(({ AdminPayrollPage }) => ({ default: AdminPayrollPage })));
const TimetablePage = lazy(() => import('@/portals/shared/TimetablePage').then(({ TimetablePage }) => ({ default: TimetablePage })));
const ClassesOfTheDayPage = lazy(() => import('@/portals/shared/ClassesOfTheDayPage').then(({ ClassesOfTheDayPage }) => ({ default: ClassesOfTheDayPage })));
const CalendarScreen = lazy(() => import('@/portals/shared/CalendarScreen').then(({ CalendarScreen }) => ({ default: CalendarScreen })));

/** The list screens: their chunk, which starts their list's request. */
const LIST_SCREENS: Record<string, () => Promise<{ startList(search: string): AppThunk }>> = { [paths.admin.applications]: applications.load, [paths.admin.employees]: employees.load };

export const startList: StartList = (location, dispatch) => {
  void LIST_SCREENS[location.pathname]?.().then(({ startList }) => dispatch(startList(location.search)), () => undefined);
};

/** Built at render, so that its labels are in the language shown. */
const adminPortal = (): PortalDefinition => ({
  theme: 'admin',
  label: t`Administrator`,
  // The admin's four most used screens (issue 49); the rest under 'More'.
  bottomNav: [paths.admin.dashboard, paths.admin.applications, paths.admin.policy, paths.admin.audit],
  ...portalRoutes(paths.admin, {
    dashboard: <AdminDashboardPage />,
    applications: <applications.Component />,
    employees: <employees.Component />,
    excelUpload: <AdminExcelUploadPage />,
    profile: <AdminProfilePage />,
    holidays: <AdminHolidaysPage />,
    policy: <AdminPolicyPage />,
    payroll: <AdminPayrollPage />,
    audit: <AuditPage />,
    outgoingMail: <AdminOutgoingMailPage />,
    standIns: <AdminStandInsPage />,
    offices: <AdminOfficesPage />,
    calendar: <CalendarScreen kind="admin" />,
    timetable: <TimetablePage />,
    classesOfTheDay: <ClassesOfTheDayPage />,
  }),
});

export default function AdminPortal() {
  return <PortalShell portal={adminPortal()} />;
}
