// Admin: name a stand-in for any HOD (another HOD, or an employee of that HOD's department), or remove one.
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { useGetUsersQuery } from '@/features/users/api/get-users';
import { StandInManager } from '@/features/stand-ins/components/StandInManager';

export function AdminStandInsPage() {
  const { data: users = [] } = useGetUsersQuery();
  const people = users.filter((user) => user.isActive && user.role !== 'admin');
  return (
    <>
      <PageHeader title="Stand-ins" subtitle="Who decides a HOD's department's applications while they are away." />
      <StandInManager hods={people.filter((user) => user.role === 'hod')} candidates={people} title="Name a stand-in" />
    </>
  );
}
