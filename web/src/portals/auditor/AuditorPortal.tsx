// The auditor's portal (issue 12): the audit screen, the leave policy's versions (read only), and their
// password, passkeys and college account, the only things they may change.
import { t } from '@lingui/core/macro';
import { Card } from '@/components/ui/card/Card';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/profile/components/ChangePasswordForm';
import { PolicyScreen } from '@/features/policy/components/PolicyScreen';
import { PasskeysCard } from '@/features/passkeys/components/PasskeysCard';
import { SessionsCard } from '@/features/auth/components/SessionsCard';
import { useGetAuthConfigQuery } from '@/features/auth/api/college-account';
import { SignInLinks } from '@/features/sign-in-links/components/SignInLinks';
import { useSession } from '@/lib/auth/use-session';
import { AuditPage } from '@/portals/shared/AuditPage';
import { PortalShell, type PortalDefinition } from '@/portals/shared/PortalShell';
import { portalRoutes } from '@/portals/shared/portal-routes';

function AuditorPasswordPage() {
  const { user } = useSession();
  const { data: authConfig } = useGetAuthConfigQuery();
  return (
    <>
      <PageHeader title={t`Password`} subtitle={t`Your password, your passkeys and your college account: the only things an auditor changes.`} />
      <Card title={t`Change Password`}>
        <ChangePasswordForm onDone={() => undefined} />
      </Card>
      {user && <SignInLinks userId={user._id} headingLevel={2} connectable={Boolean(authConfig?.oidc)} />}
      <PasskeysCard />
      <SessionsCard />
    </>
  );
}

function AuditorPolicyPage() {
  return (
    <>
      <PageHeader title={t`Leave Policy`} subtitle={t`The versions of the college's leave policy, with who published each and why`} />
      <PolicyScreen canEdit={false} />
    </>
  );
}

/** Built at render, so that its labels are in the language shown. */
const auditorPortal = (): PortalDefinition => ({
  theme: 'admin',
  label: t`Auditor`,
  ...portalRoutes(paths.audit, {
    events: <AuditPage />,
    policy: <AuditorPolicyPage />,
    password: <AuditorPasswordPage />,
  }),
});

export default function AuditorPortal() {
  return <PortalShell portal={auditorPortal()} />;
}
