// Admin: the college's offices of the approval routes and who holds each (issue 43).
import { t } from '@lingui/core/macro';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { OfficesManager } from '@/features/offices/components/OfficesManager';

export function AdminOfficesPage() {
  return (
    <>
      <PageHeader title={t`Offices`} subtitle={t`Who decides for each office of the approval routes.`} />
      <OfficesManager />
    </>
  );
}
