// All leave applications for the admin's final decision: search by name or ID, every status, and the
// department filter.
import { LEAVE_STATUSES } from '@leave/domain';
import { ReviewQueue } from '@/features/leaves/components/ReviewQueue';

const SEARCH_IN = ['name', 'employeeId'] as const;

export function AdminApplicationsPage() {
  return (
    <ReviewQueue
      title="Leave Applications"
      subtitle="Every application across the college"
      caption="All leave applications"
      statuses={LEAVE_STATUSES}
      showDepartment
      searchIn={SEARCH_IN}
      searchPlaceholder="Employee name or ID"
    />
  );
}
