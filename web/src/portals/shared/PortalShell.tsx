// What the three portals share, built from each portal's table of screens: the layout with its
// navigation and the live indicator, the applicant's decision toasts, and one route per screen (the
// portal's root goes to its first screen, anything unknown to '/'), with 'You are offline' above each
// screen while the server cannot be reached. With push on in this browser, the portal registers its
// subscription again at start and when the browser renews it; signing out here removes it (features/push)
// before the session ends.
import { canChangeData } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { useSelector } from 'react-redux';
import { PortalLayout, type NavItem, type PortalLayoutProps } from '@/components/layout/PortalLayout';
import { LanguageMenu } from '@/components/ui/language-menu/LanguageMenu';
import { LiveIndicator } from '@/components/ui/live-indicator/LiveIndicator';
import { OfflineNotice } from '@/components/ui/offline-notice/OfflineNotice';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/use-sign-out';
import { useUpdateProfileMutation } from '@/features/profile/api/update-profile';
import { useUpdateLeaveStatusMutation } from '@/features/leaves/api/update-leave-status';
import { useDecisionToasts } from '@/features/leaves/use-decision-toasts';
import { holdsAnOffice, useGetOfficesQuery } from '@/features/offices/api/offices';
import { useGetStandInsQuery } from '@/features/stand-ins/api/stand-ins';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { NotificationInbox } from '@/features/notifications/components/NotificationInbox';
import { useKeepPushSubscription } from '@/features/push/keep-push-subscription';
import { useForgetPushSubscription } from '@/features/push/use-forget-push-subscription';
import { StandInQueue } from '@/features/stand-ins/components/StandInQueue';
import { StandInQueueLink } from '@/features/stand-ins/components/StandInQueueLink';
import { useSession } from '@/lib/auth/use-session';
import { TransScope } from '@/lib/i18n/TransScope';
import { useGetPolicyQuery } from '@/lib/policy';
import { selectLiveStatus } from '@/lib/live/live-slice';
import { FirstPasswordPrompt, usePasswordPrompt } from './FirstPasswordPrompt';

export interface PortalScreen extends NavItem {
  element: ReactNode;
}

export interface PortalDefinition {
  theme: PortalLayoutProps['theme'];
  label: string;
  /** The portal's root path; every screen's `to` lies under it. */
  root: string;
  /** In navigation order; the first is where the portal opens. */
  screens: readonly [PortalScreen, ...PortalScreen[]];
  /** How many screens the bottom bar holds (all by default). */
  bottomNavCount?: number;
  /**
   * The screens of the bottom bar (issue 49: the role's four most used, then 'More'), by path; an office
   * holder's Approvals comes second among them.
   */
  bottomNav?: readonly [string, ...string[]];
  /** The inbox screen, reached from the bell in the header (the auditor, whom nothing concerns, has none). */
  inbox?: string;
  /** The stand-in's queue, reached from the header while the person stands in for a HOD. */
  standInQueue?: string;
  /**
   * The approvals of an office's holder (issue 43): always a route (a notification links to it), in the
   * navigation only while the person holds an office of the policy or stands in for someone.
   */
  approvals?: string;
}

// The approvals screen (its dialog, the route's steps) loads when first opened, as the queues' dialogs do.
const ApprovalsQueue = lazy(() => import('@/features/leaves/components/ApprovalsQueue').then(({ ApprovalsQueue }) => ({ default: ApprovalsQueue })));

/** Whether the signed-in person holds an office (GET /offices names them) or stands in for a HOD today. */
function useDecidesForAnOffice(userId: string | undefined, asked: boolean): boolean {
  const { data: offices = [] } = useGetOfficesQuery(undefined, { skip: !asked });
  const { data: standIns = [] } = useGetStandInsQuery(undefined, { skip: !asked });
  return holdsAnOffice(offices, userId) || standIns.some((standIn) => standIn.active && standIn.standIn._id === userId);
}

/** The stand-in's queue, deciding through the one PUT /leaves/:id/status of the leaves feature. */
function StandInQueueScreen() {
  const [decide, { isLoading }] = useUpdateLeaveStatusMutation();
  return <StandInQueue decide={decide} deciding={isLoading} />;
}

export function PortalShell({ portal }: { portal: PortalDefinition }) {
  const { user } = useSession();
  const signOut = useSignOut(useForgetPushSubscription());
  // The auditor changes no data: no subscription of theirs is kept (the server refuses it with a 403).
  useKeepPushSubscription(user ? canChangeData(user.role) : false);
  const liveStatus = useSelector(selectLiveStatus);
  useDecisionToasts();
  // The policy in force, read once for the portal: its answer also says the college's time zone, which is
  // what 'today' means on every screen (web/src/lib/policy.ts).
  useGetPolicyQuery();
  const passwordPrompt = usePasswordPrompt(user);
  const showsApprovals = useDecidesForAnOffice(user?._id, portal.approvals !== undefined);
  // The approvals come second, beside the dashboard, for the people who decide for an office.
  const [first, ...others] = portal.screens;
  const navItems = portal.approvals && showsApprovals ? [first, { to: portal.approvals, label: t`Approvals`, icon: 'check' as const }, ...others] : [...portal.screens];
  const bottomNav = portal.bottomNav && portal.approvals && showsApprovals ? [portal.bottomNav[0], portal.approvals, ...portal.bottomNav.slice(1, -1)] : portal.bottomNav;
  const name = user?.name ?? '';
  const [updateProfile] = useUpdateProfileMutation();
  // The language chosen here follows the person to any device: it is kept on their profile. The auditor
  // changes no data (domain's canChangeData): theirs is kept in this browser only, with no refusal to show.
  const keepLanguage = (language: string) => {
    if (user && canChangeData(user.role)) void updateProfile({ id: user._id, changes: { language } });
  };

  const layout = (
    <PortalLayout
      theme={portal.theme}
      portalLabel={portal.label}
      userName={name}
      greeting={t`Welcome, ${name}`}
      navItems={navItems}
      bottomNavCount={portal.bottomNavCount}
      bottomNavPaths={bottomNav}
      onSignOut={() => void signOut()}
      language={<LanguageMenu onChosen={keepLanguage} />}
      status={
        <>
          {portal.standInQueue && <StandInQueueLink to={portal.standInQueue} />}
          {portal.inbox && <NotificationBell to={portal.inbox} />}
          <LiveIndicator status={liveStatus} />
        </>
      }
    >
      <OfflineNotice />
      <Outlet />
    </PortalLayout>
  );

  // Someone who still has the default password an admin gave them chooses their own first (issue 26).
  if (passwordPrompt.show) return <FirstPasswordPrompt onDismiss={passwordPrompt.dismiss} />;

  return (
    <TransScope>
      <Routes>
        <Route element={layout}>
          <Route index element={<Navigate to={portal.screens[0].to} replace />} />
          {portal.screens.map((screen) => (
            // A screen may be a lazy chunk: the layout stays while it loads.
            <Route key={screen.to} path={screen.to.slice(portal.root.length + 1)} element={<Suspense fallback={<Spinner label={t`Loading...`} />}>{screen.element}</Suspense>} />
          ))}
          {portal.inbox && <Route path={portal.inbox.slice(portal.root.length + 1)} element={<NotificationInbox />} />}
          {portal.standInQueue && <Route path={portal.standInQueue.slice(portal.root.length + 1)} element={<StandInQueueScreen />} />}
          {portal.approvals && <Route path={portal.approvals.slice(portal.root.length + 1)} element={<Suspense fallback={<Spinner label={t`Loading...`} />}><ApprovalsQueue /></Suspense>} />}
          <Route path="*" element={<Navigate to={paths.home} replace />} />
        </Route>
      </Routes>
    </TransScope>
  );
}
