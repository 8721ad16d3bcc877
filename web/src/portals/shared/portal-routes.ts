// Each portal's routes, built from its paths (config/paths.ts): its root, the inbox, the stand-in queue and
// the approvals where the portal has them, and its screens in navigation order. A screen that several portals have
// (Dashboard, Profile, Calendar...) carries one label and one icon in every navigation, spelled here once.
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { IconName } from '@/components/ui/icon/Icon';
import type { AppThunkDispatch } from '@/lib/store-hooks';
import type { PortalDefinition, PortalScreen } from './PortalShell';

/** Built at render, so that its labels are in the language shown. */
function navigation() {
  const audit = { label: t`Audit`, icon: 'history' } as const;
  return {
    dashboard: { label: t`Dashboard`, icon: 'dashboard' },
    applications: { label: t`Applications`, icon: 'list' },
    applyLeave: { label: t`Apply Leave`, icon: 'pen' },
    history: { label: t`History`, icon: 'history' },
    employees: { label: t`Employees`, icon: 'users' },
    excelUpload: { label: t`Excel Import`, icon: 'upload' },
    profile: { label: t`Profile`, icon: 'user' },
    holidays: { label: t`Holidays`, icon: 'star' },
    policy: { label: t`Leave Policy`, icon: 'pen' },
    payroll: { label: t`Payroll`, icon: 'clock' },
    audit,
    // The auditor's portal opens on the same audit screen, at paths.audit.events.
    events: audit,
    outgoingMail: { label: t`Outgoing Mail`, icon: 'bell' },
    standIns: { label: t`Stand-ins`, icon: 'users' },
    calendar: { label: t`Calendar`, icon: 'calendar' },
    password: { label: t`Password`, icon: 'user' },
    offices: { label: t`Offices`, icon: 'users' },
    classesToCover: { label: t`Classes to cover`, icon: 'check' },
    timetable: { label: t`Timetable`, icon: 'clock' },
    classesOfTheDay: { label: t`Classes of the day`, icon: 'calendar' },
  } as const satisfies Record<string, { label: string; icon: IconName }>;
}

type ScreenName = keyof ReturnType<typeof navigation>;

interface PortalPaths {
  root: string;
  notifications?: string;
  standInQueue?: string;
  approvals?: string;
}

/** `elements` names each screen by its key in `portalPaths`, in navigation order; the first is where the portal opens. */
export function portalRoutes<P extends PortalPaths>(
  portalPaths: P,
  elements: { [K in keyof P & ScreenName]?: ReactNode },
): Pick<PortalDefinition, 'root' | 'inbox' | 'standInQueue' | 'approvals' | 'screens'> {
  const nav = navigation();
  const screens = (Object.entries(elements) as [ScreenName, ReactNode][]).map(([name, element]): PortalScreen => ({
    to: (portalPaths as unknown as Record<ScreenName, string>)[name],
    ...nav[name],
    element,
  }));
  return {
    root: portalPaths.root,
    inbox: portalPaths.notifications,
    standInQueue: portalPaths.standInQueue,
    approvals: portalPaths.approvals,
    screens: screens as [PortalScreen, ...PortalScreen[]],
  };
}

/**
 * What a portal's chunk may export: starts the list request of its screen at `location` (and that screen's
 * chunk, where the portal splits its screens), beside the session check (app/portal-chunks.ts).
 */
export type StartList = (location: { pathname: string; search: string }, dispatch: AppThunkDispatch) => void;
