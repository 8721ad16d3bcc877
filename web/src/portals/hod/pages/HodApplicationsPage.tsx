// Department Applications: the HOD's queue of their department, searchable by name, ID or reason, with
// the statuses a HOD filters by.
import type { LeaveStatus } from '@leave/domain';
import { ReviewQueue } from '@/features/leaves/components/ReviewQueue';
import { useSession } from '@/lib/auth/use-session';

const STATUS_CHOICES: readonly LeaveStatus[] = ['pending', 'approved', 'rejected'];
const SEARCH_IN = ['name', 'employeeId', 'reason'] as const;

export function HodApplicationsPage() {
  const department = useSession().user?.department ?? '';
  return (
    <ReviewQueue
      title="Department Applications"
      subtitle={`Leave applications of ${department}`}
      caption="Department leave applications"
      department={department}
      statuses={STATUS_CHOICES}
      searchIn={SEARCH_IN}
      searchPlaceholder="Employee name, ID or reason"
    />
  );
}
