// Leave Calendar: who of the HOD's department is away in a month.
import { useSession } from '@/lib/auth/use-session';
import { CalendarScreen } from '@/portals/shared/CalendarScreen';

export function HodCalendarPage() {
  return <CalendarScreen kind="hod" department={useSession().user?.department ?? null} />;
}
