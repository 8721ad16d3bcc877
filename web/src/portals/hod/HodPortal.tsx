// The HOD portal: its six screens, in navigation order; the bottom bar holds the first five.
import { t } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import { PortalShell, type PortalDefinition } from '@/portals/shared/PortalShell';
import { portalRoutes } from '@/portals/shared/portal-routes';
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
  bottomNavCount: 5,
  ...portalRoutes(paths.hod, {
    dashboard: <HodDashboardPage />,
    applications: <HodApplicationsPage />,
    applyLeave: <HodApplyLeavePage />,
    history: <HodHistoryPage />,
    employees: <HodEmployeesPage />,
    profile: <HodProfilePage />,
    calendar: <HodCalendarPage />,
  }),
});

export default function HodPortal() {
  return <PortalShell portal={hodPortal()} />;
}
