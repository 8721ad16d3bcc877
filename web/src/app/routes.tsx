// The routes of docs/product.md §2. Each portal is its own chunk, loaded once its guard lets the user in;
// so is the registration page. The sign-in page is the only screen in the initial JavaScript.
import { t } from '@lingui/core/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { GuestOnly, HomeRedirect, RequireRole } from '@/features/auth/components/guards';
import { SignInPage } from '@/features/auth/components/SignInPage';
import { paths } from '@/config/paths';
import { portals } from './portal-chunks';
import { ApprovalsRedirect, ClassesToCoverRedirect, MyApplicationsRedirect } from './ApprovalsRedirect';
import { RootRoute } from './RootRoute';

const AdminPortal = portals.admin.Component;
const HodPortal = portals.hod.Component;
const EmployeePortal = portals.employee.Component;
const AuditorPortal = portals.auditor.Component;
// Registration is rarely the first screen: its form and domain's registerSchema (zod) stay out of the entry.
const RegisterForm = lazy(() => import('@/features/auth/components/RegisterForm').then(({ RegisterForm }) => ({ default: RegisterForm })));
// So are the pages of set-password links (issue 26).
const SetPasswordPage = lazy(() => import('@/features/auth/components/SetPasswordPage').then(({ SetPasswordPage }) => ({ default: SetPasswordPage })));
// And the page of a mail's decision link (issue 44).
const DecidePage = lazy(() => import('@/features/auth/components/DecidePage').then(({ DecidePage }) => ({ default: DecidePage })));
const ForgotPasswordForm = lazy(() => import('@/features/auth/components/ForgotPasswordForm').then(({ ForgotPasswordForm }) => ({ default: ForgotPasswordForm })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label={t`Loading...`} />}>{children}</Suspense>;
}

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { path: paths.login, element: <GuestOnly><SignInPage /></GuestOnly> },
      { path: paths.register, element: <GuestOnly><Loading><RegisterForm /></Loading></GuestOnly> },
      { path: paths.forgotPassword, element: <GuestOnly><Loading><ForgotPasswordForm /></Loading></GuestOnly> },
      // Signed in or not: a link opened in a browser where someone is signed in still sets the password.
      { path: paths.setPassword, element: <Loading><SetPasswordPage /></Loading> },
      // Signed in or not: the link is the approver's, whoever is signed in here.
      { path: `${paths.decide}/:token`, element: <Loading><DecidePage /></Loading> },
      { path: paths.decide, element: <Loading><DecidePage /></Loading> },
      { path: paths.home, element: <HomeRedirect /> },
      { path: paths.approvals, element: <ApprovalsRedirect /> },
      { path: paths.classesToCover, element: <ClassesToCoverRedirect /> },
      { path: paths.myApplications, element: <MyApplicationsRedirect /> },
      { path: `${paths.admin.root}/*`, element: <RequireRole role="admin"><Loading><AdminPortal /></Loading></RequireRole> },
      { path: `${paths.hod.root}/*`, element: <RequireRole role="hod"><Loading><HodPortal /></Loading></RequireRole> },
      { path: `${paths.employee.root}/*`, element: <RequireRole role="employee"><Loading><EmployeePortal /></Loading></RequireRole> },
      { path: `${paths.audit.root}/*`, element: <RequireRole role="auditor"><Loading><AuditorPortal /></Loading></RequireRole> },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];
