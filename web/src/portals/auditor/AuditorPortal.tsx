// The auditor's portal (issue 12): the audit screen, and their password, the one thing they may change.
import { Card } from '@/components/ui/card/Card';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/profile/components/ChangePasswordForm';
import { AuditPage } from '@/portals/shared/AuditPage';
import { PortalShell, type PortalDefinition } from '@/portals/shared/PortalShell';

function AuditorPasswordPage() {
  return (
    <>
      <PageHeader title="Password" subtitle="An auditor changes nothing else." />
      <Card title="Change Password">
        <ChangePasswordForm onDone={() => undefined} />
      </Card>
    </>
  );
}

const AUDITOR_PORTAL: PortalDefinition = {
  theme: 'admin',
  label: 'Auditor',
  root: paths.audit.root,
  screens: [
    { to: paths.audit.events, label: 'Audit', icon: 'history', element: <AuditPage /> },
    { to: paths.audit.password, label: 'Password', icon: 'user', element: <AuditorPasswordPage /> },
  ],
};

export default function AuditorPortal() {
  return <PortalShell portal={AUDITOR_PORTAL} />;
}
