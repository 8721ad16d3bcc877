// The timetable screen of a portal: the HOD's own department, or the admin's choice of one.
import { useSession } from '@/lib/auth/use-session';
import { TimetableScreen } from './TimetableScreen';

export function SessionTimetable() {
  const { user, isAdmin } = useSession();
  return <TimetableScreen department={isAdmin ? undefined : user?.department} />;
}
