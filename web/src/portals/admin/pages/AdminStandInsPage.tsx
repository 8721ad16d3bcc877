// Admin: name a stand-in for any HOD (another HOD, or an employee of that HOD's department), or remove one.
// The HOD and the stand-in are searched for on the server.
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { StandInManager } from '@/features/stand-ins/components/StandInManager';

export function AdminStandInsPage() {
  return (
    <>
      <PageHeader title="Stand-ins" subtitle="Who decides a HOD's department's applications while they are away." />
      <StandInManager title="Name a stand-in" />
    </>
  );
}
