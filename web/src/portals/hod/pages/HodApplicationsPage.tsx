// Department Applications: the HOD's queue of their department (the server sends a HOD only theirs),
// searchable by name, ID or reason, with the statuses a HOD filters by.
import { t } from '@lingui/core/macro';
import { ReviewQueue } from '@/features/leaves/components/ReviewQueue';
import { HOD_QUEUE } from '@/features/leaves/api/get-leaves-page';
import { useSession } from '@/lib/auth/use-session';

/** The badge counts what waits for the HOD: their employees' pending applications (a HOD's own goes to the admin). */
const WAITING_FOR_HOD = { status: 'pending', applicantRole: 'employee' } as const;

export function HodApplicationsPage() {
  const department = useSession().user?.department ?? '';
  return (
    <ReviewQueue
      title={t`Department Applications`}
      subtitle={t`Leave applications of ${department}`}
      caption={t`Department leave applications`}
      statuses={HOD_QUEUE.statuses}
      showDepartment={HOD_QUEUE.showDepartment}
      searchPlaceholder={t`Employee name, ID or reason`}
      pendingFilter={WAITING_FOR_HOD}
    />
  );
}
