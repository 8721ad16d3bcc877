// Admin: name a stand-in for any HOD (another HOD, or an employee of that HOD's department), or remove one.
// The HOD and the stand-in are searched for on the server.
import { t } from '@lingui/core/macro';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { StandInManager } from '@/features/stand-ins/components/StandInManager';

export function AdminStandInsPage() {
  return (
    <>
      <PageHeader title={t`Stand-ins`} subtitle={t`Who decides a HOD's department's applications while they are away.`} />
      <StandInManager title={t`Name a stand-in`} />
    </>
  );
}
