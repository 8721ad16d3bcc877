// All leave applications for the admin's final decision: search by name or ID, every status, and
// the department filter. The applicants of the page are looked up as they are now (GET /users?ids=),
// which decides how they are approved.
import type { LeaveDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useCallback, useMemo } from 'react';
import { ReviewQueue } from '@/features/leaves/components/ReviewQueue';
import { ADMIN_QUEUE, prefetchLeavePage } from '@/features/leaves/api/get-leaves-page';
import { useGetUsersPageQuery } from '@/lib/users-page';

function useApplicantsNow(leaves: readonly LeaveDto[]) {
  const ids = useMemo(() => [...new Set(leaves.map((leave) => leave.employee._id))].sort(), [leaves]);
  const { data } = useGetUsersPageQuery({ ids }, { skip: ids.length === 0 });
  const roles = useMemo(() => (data ? new Map(data.users.map((person) => [person._id, person.role])) : null), [data]);
  // Everybody not deleted is answered: someone missing was deleted.
  return useCallback(
    (leave: LeaveDto) => {
      if (!roles) return undefined;
      const role = roles.get(leave.employee._id);
      return role ? { role, deleted: false } : { role: leave.employee.role, deleted: true };
    },
    [roles],
  );
}

/** This screen's request, started beside the session check (AdminPortal's startList): the page the address asks for. */
export const startList = (search: string) => prefetchLeavePage(search, ADMIN_QUEUE);

export function AdminApplicationsPage() {
  return (
    <ReviewQueue
      title={t`Leave Applications`}
      subtitle={t`Every application across the college`}
      caption={t`All leave applications`}
      statuses={ADMIN_QUEUE.statuses}
      showDepartment={ADMIN_QUEUE.showDepartment}
      searchPlaceholder={t`Employee name or ID`}
      useApplicantsNow={useApplicantsNow}
    />
  );
}
