// The timetable screen of a portal (issue 45): the HOD's own department, or the admin's choice of one, with
// the running import's progress as the socket reports it (the Excel feature's import status).
import { useGetImportStatusQuery } from '@/features/excel/api/get-import-status';
import { TimetableScreen } from '@/features/timetable/components/TimetableScreen';
import { useSession } from '@/lib/auth/use-session';

export function TimetablePage() {
  const { user, isAdmin } = useSession();
  const { data: imports } = useGetImportStatusQuery();
  return <TimetableScreen department={isAdmin ? undefined : user?.department} progress={imports?.progress ?? null} />;
}
