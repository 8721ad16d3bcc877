// The 'Classes of the day' screen of a portal (issue 45): the HOD's own department (with Assign), or the
// admin's choice of one.
import { ClassesOfTheDay } from '@/features/arrangements/components/ClassesOfTheDay';
import { useSession } from '@/lib/auth/use-session';

export function ClassesOfTheDayPage() {
  const { user, isAdmin } = useSession();
  return <ClassesOfTheDay department={isAdmin ? undefined : user?.department} />;
}
