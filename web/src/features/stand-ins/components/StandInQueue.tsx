// The stand-in's queue: the pending applications of the departments they stand in for today, with
// 'Approve as HOD' and 'Reject' (which asks for a reason first). The server judges every decision again.
// The decision is the leaves feature's (PUT /leaves/:id/status), given by the portal that shows the queue:
// one endpoint for every decision, so every list that holds the application follows it. An approval refused
// for classes not covered (issue 45) asks why, as the HOD's queue does, and approves again with the reason.
import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { MESSAGES, type LeaveDto } from '@leave/domain';
import { Button } from '@/components/ui/button/Button';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { EmptyState } from '@/components/ui/empty-state/EmptyState';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { serverMessage } from '@/lib/api-error';
import { formatDate, formatDateSpan, formatDayCount } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';
import { useAppDispatch } from '@/lib/store-hooks';
import { UncoveredClassesDialog } from '@/components/uncovered-classes/UncoveredClassesDialog';
import { useUncoveredReason } from '@/components/uncovered-classes/use-uncovered-reason';
import { useGetStandInQueueQuery, useGetStandInsQuery } from '../api/stand-ins';
import './stand-ins.css';

/** What a stand-in decides: the HOD's approval, or a rejection with its reason. */
export type StandInDecision = { leave: LeaveDto; status: 'hodApproved'; uncoveredReason?: string } | { leave: LeaveDto; status: 'rejected'; rejectionReason: string };

export interface StandInQueueProps {
  /** Sends a decision; the answer's `error` is the server's refusal. */
  decide: (decision: StandInDecision) => PromiseLike<{ error?: unknown }>;
  /** Whether a decision is on its way (the buttons wait for it). */
  deciding: boolean;
}

export function StandInQueue({ decide, deciding }: StandInQueueProps) {
  const { data: leaves = [], isLoading } = useGetStandInQueueQuery();
  const { data: standIns = [] } = useGetStandInsQuery();
  const [rejecting, setRejecting] = useState<LeaveDto | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const uncovered = useUncoveredReason();
  // A HOD's namings only: an office's stand-in decides from Approvals (issue 43).
  const mandates = standIns.flatMap((s) => (s.active && s.hod !== null && s.department !== null && s.standIn._id !== s.hod._id ? [{ ...s, hod: s.hod, department: s.department }] : []));
  const standingInFor = mandates
    .map((m) => {
      const hod = m.hod.name;
      const department = m.department;
      const until = formatDate(m.to);
      return t`${hod} (${department}) until ${until}`;
    })
    .join(', ');

  const decided = (result: { error?: unknown }, done: string) => {
    if (result.error) dispatch(toast.error(serverMessage(result.error) ?? t`The decision could not be saved`));
    else dispatch(toast.success(done));
  };
  const approve = async (leave: LeaveDto, uncoveredReason?: string): Promise<boolean> => {
    const result = await decide({ leave, status: 'hodApproved', ...(uncoveredReason ? { uncoveredReason } : {}) });
    // Classes not covered: the dialog asks why, and this approves again with the reason.
    if (result.error && uncovered.refused(result.error, leave, (reason) => approve(leave, reason))) return false;
    decided(result, t`Leave application approved by HOD`);
    if (result.error) return false;
    uncovered.done();
    return true;
  };
  const reject = async (event: FormEvent) => {
    event.preventDefault();
    if (!rejecting) return;
    if (reason.trim() === '') {
      setReasonError(MESSAGES.rejectionReasonRequired);
      return;
    }
    const result = await decide({ leave: rejecting, status: 'rejected', rejectionReason: reason.trim() });
    decided(result, t`Leave application rejected`);
    setRejecting(null);
    setReason('');
  };

  return (
    <section aria-labelledby="stand-in-queue-title">
      <PageHeader
        title={<span id="stand-in-queue-title">{t`Stand-in Queue`}</span>}
        subtitle={mandates.length > 0 ? t`Standing in for ${standingInFor}` : t`You are not standing in for a HOD today.`}
      />
      {isLoading ? (
        <Spinner label={t`Loading applications...`} />
      ) : leaves.length === 0 ? (
        <EmptyState message={t`No applications are waiting for you as a stand-in.`} />
      ) : (
        <ul className="row-list stand-ins__queue" aria-label={t`Applications waiting for the stand-in`}>
          {leaves.map((leave) => {
            const name = leave.employee.name;
            const days = leave.numberOfDays;
            return (
              <li key={leave._id} className="row-list__item stand-ins__item">
                <span>
                  <strong>{name}</strong> · {leave.leaveType.toUpperCase()} · {formatDateSpan(leave.fromDate, leave.toDate)} ({formatDayCount(days)}) · {leave.reason}
                </span>
                <span className="stand-ins__actions">
                  <Button size="sm" variant="success" disabled={deciding} aria-label={t`Approve as HOD: ${name}`} onClick={() => void approve(leave)}>
                    {t`Approve as HOD`}
                  </Button>
                  <Button size="sm" variant="danger" disabled={deciding} aria-label={t`Reject: ${name}`} onClick={() => setRejecting(leave)}>
                    {t`Reject`}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <UncoveredClassesDialog asking={uncovered.asking} busy={deciding} onApprove={uncovered.approveAnyway} onCancel={uncovered.cancel} />
      <Dialog open={rejecting !== null} onClose={() => setRejecting(null)} title={t`Reject application`} size="sm">
        <form onSubmit={(event) => void reject(event)} noValidate>
          <label className="stand-ins__reason">
            {t`Rejection reason`}
            <textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={3} aria-invalid={reasonError !== null} />
          </label>
          {reasonError && (
            <p className="stand-ins__error" role="alert">
              {translateText(reasonError)}
            </p>
          )}
          <Button type="submit" variant="danger" busy={deciding}>
            {t`Reject`}
          </Button>
        </form>
      </Dialog>
    </section>
  );
}
