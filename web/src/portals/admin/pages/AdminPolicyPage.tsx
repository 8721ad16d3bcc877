// Leave Policy: the college's leave types and allowances, and the versions they were published in.
import { t } from '@lingui/core/macro';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { PolicyScreen } from '@/features/policy/components/PolicyScreen';

export function AdminPolicyPage() {
  return (
    <>
      <PageHeader title={t`Leave Policy`} subtitle={t`The college's leave types and allowances, published as dated versions`} />
      <PolicyScreen canEdit />
    </>
  );
}
