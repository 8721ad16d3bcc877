// The HOD portal: its six screens, in navigation order; the bottom bar holds the first five.
import { t } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import { PortalShell, type PortalDefinition } from '@/portals/shared/PortalShell';
import { HodApplicationsPage } from './pages/HodApplicationsPage';
import { HodApplyLeavePage } from './pages/HodApplyLeavePage';
import { HodDashboardPage } from './pages/HodDashboardPage';
import { HodEmployeesPage } from './pages/HodEmployeesPage';
import { HodHistoryPage } from './pages/HodHistoryPage';
import { HodProfilePage } from './pages/HodProfilePage';
import { HodCalendarPage } from './pages/HodCalendarPage';

/** Built at render, so that its labels are in the language shown. */
const hodPortal = (): PortalDefinition => ({
  theme: 'hod',
  label: t`HOD Portal`,
  root: paths.hod.root,
  inbox: paths.hod.notifications,
  standInQueue: paths.hod.standInQueue,
  bottomNavCount: 5,
  screens: [
    { to: paths.hod.dashboard, label: t`Dashboard`, icon: 'dashboard', element: <HodDashboardPage /> },
    { to: paths.hod.applications, label: t`Applications`, icon: 'list', element: <HodApplicationsPage /> },
    { to: paths.hod.applyLeave, label: t`Apply Leave`, icon: 'pen', element: <HodApplyLeavePage /> },
    { to: paths.hod.history, label: t`History`, icon: 'history', element: <HodHistoryPage /> },
    { to: paths.hod.employees, label: t`Employees`, icon: 'users', element: <HodEmployeesPage /> },
    { to: paths.hod.profile, label: t`Profile`, icon: 'user', element: <HodProfilePage /> },
    { to: paths.hod.calendar, label: t`Calendar`, icon: 'calendar', element: <HodCalendarPage /> },
  ],
});

export default function HodPortal() {
  return <PortalShell portal={hodPortal()} />;
}
