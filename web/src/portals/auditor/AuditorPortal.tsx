// The auditor's portal (issue 12): the audit screen, the leave policy's versions (read only), and their
// password and passkeys, the only things they may change.
import { Card } from '@/components/ui/card/Card';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/profile/components/ChangePasswordForm';
import { PolicyScreen } from '@/features/policy/components/PolicyScreen';
import { PasskeysCard } from '@/features/passkeys/components/PasskeysCard';
import { SessionsCard } from '@/features/auth/components/SessionsCard';
import { AuditPage } from '@/portals/shared/AuditPage';
import { PortalShell, type PortalDefinition } from '@/portals/shared/PortalShell';

function AuditorPasswordPage() {
  return (
    <>
      <PageHeader title="Password" subtitle="Your password and your passkeys: the only things an auditor changes." />
      <Card title="Change Password">
        <ChangePasswordForm onDone={() => undefined} />
      </Card>
      <PasskeysCard />
      <SessionsCard />
    </>
  );
}

function AuditorPolicyPage() {
  return (
    <>
      <PageHeader title="Leave Policy" subtitle="The versions of the college's leave policy, with who published each and why" />
      <PolicyScreen canEdit={false} />
    </>
  );
}

const AUDITOR_PORTAL: PortalDefinition = {
  theme: 'admin',
  label: 'Auditor',
  root: paths.audit.root,
  screens: [
    { to: paths.audit.events, label: 'Audit', icon: 'history', element: <AuditPage /> },
    { to: paths.audit.policy, label: 'Leave Policy', icon: 'pen', element: <AuditorPolicyPage /> },
    { to: paths.audit.password, label: 'Password', icon: 'user', element: <AuditorPasswordPage /> },
  ],
};

export default function AuditorPortal() {
  return <PortalShell portal={AUDITOR_PORTAL} />;
}
