// The HOD portal: its screens, in navigation order; the bottom bar holds the first five.
import { t } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import { PortalShell, type PortalDefinition } from '@/portals/shared/PortalShell';
import { portalRoutes, type StartList } from '@/portals/shared/portal-routes';
import { HOD_QUEUE, prefetchLeavePage } from '@/features/leaves/api/get-leaves-page';
import { prefetchMyLeaves } from '@/features/leaves/api/get-my-leaves';
import type { AppThunk } from '@/lib/store-hooks';
import { prefetchUserPage } from '@/lib/users-page';
import { HodApplicationsPage } from './pages/HodApplicationsPage';
import { HodApplyLeavePage } from './pages/HodApplyLeavePage';
import { HodDashboardPage } from './pages/HodDashboardPage';
import { HodEmployeesPage } from './pages/HodEmployeesPage';
import { HodHistoryPage } from './pages/HodHistoryPage';
import { HodProfilePage } from './pages/HodProfilePage';
import { HodCalendarPage } from './pages/HodCalendarPage';
import { ClassesToCover } from '@/features/arrangements/components/ClassesToCover';
import { TimetablePage } from '@/portals/shared/TimetablePage';
import { ClassesOfTheDayPage } from '@/portals/shared/ClassesOfTheDayPage';

/** The list screens' requests, started beside the session check (app/portal-chunks.ts). */
const LIST_SCREENS: Record<string, (search: string) => AppThunk> = {
  [paths.hod.applications]: (search) => prefetchLeavePage(search, HOD_QUEUE),
  [paths.hod.employees]: (search) => prefetchUserPage(search, false),
  [paths.hod.history]: () => prefetchMyLeaves(),
};

export const startList: StartList = (location, dispatch) => {
  const start = LIST_SCREENS[location.pathname];
  if (start) dispatch(start(location.search));
};

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
    classesToCover: <ClassesToCover />,
    timetable: <TimetablePage />,
    classesOfTheDay: <ClassesOfTheDayPage />,
  }),
});

export default function HodPortal() {
  return <PortalShell portal={hodPortal()} />;
}
