// Admin: name a stand-in for any HOD (another HOD, or an employee of that HOD's department), or for an
// office's holder (issue 43: anyone active), or remove one. The people are searched for on the server; the
// offices and their holders are the policy's (GET /offices).
import { t } from '@lingui/core/macro';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { useGetOfficesQuery } from '@/features/offices/api/offices';
import { AdminOfficeStandInForm } from '@/features/stand-ins/components/AdminOfficeStandInForm';
import { StandInManager } from '@/features/stand-ins/components/StandInManager';

export function AdminStandInsPage() {
  const { data: offices = [] } = useGetOfficesQuery();
  return (
    <>
      <PageHeader title={t`Stand-ins`} subtitle={t`Who decides a HOD's department's applications, or an office's steps, while they are away.`} />
      <StandInManager title={t`Name a stand-in`} />
      <AdminOfficeStandInForm offices={offices} />
    </>
  );
}
