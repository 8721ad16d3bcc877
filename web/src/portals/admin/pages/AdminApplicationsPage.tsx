// All leave applications for the admin's final decision: search by name or ID, every status, and the
// department filter. The register says who each applicant is now, which decides how they are approved.
import { LEAVE_STATUSES, type LeaveDto } from '@leave/domain';
import { useCallback, useMemo } from 'react';
import { ReviewQueue } from '@/features/leaves/components/ReviewQueue';
import { useGetUsersQuery } from '@/features/users/api/get-users';

const SEARCH_IN = ['name', 'employeeId'] as const;

export function AdminApplicationsPage() {
  const { data: users } = useGetUsersQuery();
  const roles = useMemo(() => (users ? new Map(users.map((person) => [person._id, person.role])) : null), [users]);
  // The admin's register holds everybody not deleted: someone missing from it was deleted.
  const applicantNowOf = useCallback(
    (leave: LeaveDto) => {
      if (!roles) return undefined;
      const role = roles.get(leave.employee._id);
      return role ? { role, deleted: false } : { role: leave.employee.role, deleted: true };
    },
    [roles],
  );
  return (
    <ReviewQueue
      title="Leave Applications"
      subtitle="Every application across the college"
      caption="All leave applications"
      statuses={LEAVE_STATUSES}
      showDepartment
      searchIn={SEARCH_IN}
      searchPlaceholder="Employee name or ID"
      applicantNowOf={applicantNowOf}
    />
  );
}
