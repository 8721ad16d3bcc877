// The review queue of the admin and the HOD: one page of applications at a time, filtered, searched and
// counted on the server, with the page and filters in the address (a reload or a shared link shows the
// same view); the pending count; a decision on each row where the machine allows one, and on the rows
// ticked together (BulkApproval.tsx, issue 49); the details dialog. What differs between the two (title,
// statuses, the department filter) is the portal's configuration; which buttons show follows from the
// reviewer's role and the status machine.
import { UI_MESSAGES, type LeaveDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge/Badge';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { useSession } from '@/lib/auth/use-session';
import { translateText } from '@/lib/i18n/texts';
import { useCountLeavesQuery, type LeaveFilterArgs } from '../api/get-leaves-page';
import { approvalOf, canDecide, type ApplicantNow } from '../leave-decisions';
import { useLeaveApproval } from '../use-leave-approval';
import { UncoveredClassesDialog } from '@/components/uncovered-classes/UncoveredClassesDialog';
import { BulkApprovalBar, selectColumn, useBulkApproval } from './BulkApproval';
import { actionsColumn, employeeColumn, LEAVE_COLUMNS } from './leave-columns';
import type { LeaveFilterBarProps } from './LeaveFilterBar';
import { PagedLeaveView, usePagedLeaves } from './PagedLeaveTable';
import { ReviewActions } from './ReviewActions';
import { useLinkedLeave } from '../use-linked-leave';

// The details dialog (its forms' rules, the application's history and files) loads when one first opens: the
// list's first paint builds none of domain's form schemas
// (docs/decisions/0098-domain-imported-module-by-module-in-the-build-the-list.md).
const ReviewLeaveDialog = lazy(() => import('./ReviewLeaveDialog').then(({ ReviewLeaveDialog }) => ({ default: ReviewLeaveDialog })));

/** The applicants of the shown applications as they are now, when the portal can tell (see ApplicantNow). */
export type ApplicantsNowHook = (leaves: readonly LeaveDto[]) => (leave: LeaveDto) => ApplicantNow | undefined;
const noApplicantsNow: ApplicantsNowHook = () => () => undefined;

export interface ReviewQueueProps extends Pick<LeaveFilterBarProps, 'searchPlaceholder' | 'statuses' | 'showDepartment'> {
  title: string;
  subtitle: string;
  caption: string;
  /** A hook (the same one on every render) that looks the page's applicants up. */
  useApplicantsNow?: ApplicantsNowHook;
  /** What the pending badge counts: every pending application by default; the HOD's, those waiting for them. */
  pendingFilter?: LeaveFilterArgs;
}

const ALL_PENDING: LeaveFilterArgs = { status: 'pending' };

export function ReviewQueue({ title, subtitle, caption, statuses, showDepartment = false, searchPlaceholder, useApplicantsNow = noApplicantsNow, pendingFilter = ALL_PENDING }: ReviewQueueProps) {
  const { user } = useSession();
  const paged = usePagedLeaves(statuses, showDepartment);
  const { data: pending } = useCountLeavesQuery(pendingFilter);
  const [selected, setSelected] = useState<{ id: string; focusReason: boolean } | null>(null);
  const { approve, isUpdating, uncovered } = useLeaveApproval();

  const leaves = useMemo(() => paged.data?.leaves ?? [], [paged.data]);
  const applicantNowOf = useApplicantsNow(leaves);
  // The dialog shows the application as the cache holds it now, live updates included.
  // A notification opens the queue on its application (`?leave=`), on this page or not.
  const linked = useLinkedLeave();
  const selectedLeave = selected ? (leaves.find((leave) => leave._id === selected.id) ?? null) : linked.leave;
  // Once opened, the dialog stays mounted (closed), as it was before it loaded lazily.
  const [dialogOpened, setDialogOpened] = useState(false);
  if (selectedLeave && !dialogOpened) setDialogOpened(true);
  const approval = approvalOf(user);
  const pendingCount = pending ?? '–';
  // Issue 49: the rows the reviewer may approve can be ticked and approved together, each by its own command.
  const bulk = useBulkApproval(approval);
  const approvable = (leave: LeaveDto) => canDecide(leave, user, approval.kind, applicantNowOf(leave));
  const chosen = leaves.filter((leave) => bulk.picked.has(leave._id) && approvable(leave));

  const columns = [
    selectColumn(bulk, approvable),
    employeeColumn,
    ...LEAVE_COLUMNS,
    actionsColumn((leave: LeaveDto) => (
      <ReviewActions
        leave={leave}
        reviewer={user}
        busy={isUpdating}
        onView={() => setSelected({ id: leave._id, focusReason: false })}
        onApprove={() => void approve(leave, approval.status)}
        onReject={() => setSelected({ id: leave._id, focusReason: true })}
        applicantNow={applicantNowOf(leave)}
      />
    )),
  ];

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={<Badge tone="warning">{t`${pendingCount} pending`}</Badge>} />
      <PagedLeaveView
        paged={paged}
        caption={caption}
        columns={columns}
        statuses={statuses}
        searchPlaceholder={searchPlaceholder}
        showDepartment={showDepartment}
        loadingLabel={t`Loading applications...`}
        emptyMessage={translateText(UI_MESSAGES.noApplicationsFound)}
        beforeTable={<BulkApprovalBar bulk={bulk} chosen={chosen} />}
      />
      <UncoveredClassesDialog asking={uncovered.asking} busy={isUpdating} onApprove={uncovered.approveAnyway} onCancel={uncovered.cancel} />
      {dialogOpened && (
        <Suspense fallback={null}>
          <ReviewLeaveDialog
            leave={selectedLeave}
            reviewer={user}
            focusReason={selected?.focusReason ?? false}
            onClose={() => (selected ? setSelected(null) : linked.close())}
            applicantNow={selectedLeave ? applicantNowOf(selectedLeave) : undefined}
          />
        </Suspense>
      )}
    </>
  );
}
