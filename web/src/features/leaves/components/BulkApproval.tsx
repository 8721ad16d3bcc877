// Bulk approval in the review queues (issue 49, decision 0380): the reviewer ticks the rows they may approve
// (each checkbox labelled with the applicant), 'Approve selected (N)' opens one confirmation listing them,
// and each is then sent as its own decision (PUT /leaves/:id/status, one after another, each audited as any
// approval), its result shown in its row and in a summary: approved, or the server's refusal word for word
// ('Classes not covered: 1 of 2 periods'). A refused row stays ticked, so it can be opened and decided alone.
import { leaveCodeLabel, type LeaveDto } from '@leave/domain';
import { plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import type { Column } from '@/components/ui/data-table/DataTable';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { formatDateSpan, formatDayCount } from '@/lib/dates';
import { serverMessage } from '@/lib/api-error';
import { useUpdateLeaveStatusMutation } from '../api/update-leave-status';
import type { Approval } from '../leave-decisions';

export interface BulkResult {
  id: string;
  name: string;
  approved: boolean;
  /** 'Approved', or the server's refusal in the language shown. */
  text: string;
}

export function useBulkApproval(approval: Approval) {
  const [updateStatus] = useUpdateLeaveStatusMutation();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [results, setResults] = useState<readonly BulkResult[]>([]);
  const [running, setRunning] = useState(false);

  const toggle = (id: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Each chosen application approved by its own command, in the order shown; what each answered. */
  const approveAll = async (chosen: readonly LeaveDto[]) => {
    setRunning(true);
    setResults([]);
    const answered: BulkResult[] = [];
    for (const leave of chosen) {
      const result = await updateStatus({ leave, status: approval.status });
      const approved = !result.error;
      const text = approved ? (approval.kind === 'HOD_APPROVE' ? t`Approved as HOD` : t`Approved`) : (serverMessage(result.error) ?? t`The approval failed. Please try again.`);
      answered.push({ id: leave._id, name: leave.employee.name, approved, text });
      setResults([...answered]);
      if (approved) toggle(leave._id, false);
    }
    setRunning(false);
  };

  return { picked, toggle, clear: () => setPicked(new Set()), results, running, approveAll, dismiss: () => setResults([]) };
}

export type BulkApproval = ReturnType<typeof useBulkApproval>;

/** The first column: a checkbox on each row the reviewer may approve, and the row's last result. */
export function selectColumn(bulk: BulkApproval, selectable: (leave: LeaveDto) => boolean): Column<LeaveDto> {
  return {
    id: 'select',
    header: <span className="sr-only">{t`Select`}</span>,
    cell: (leave) => {
      const result = bulk.results.find((entry) => entry.id === leave._id);
      const name = leave.employee.name;
      // Nothing at all in the cell of a row neither selectable nor decided: a phone's card leaves it out.
      if (!selectable(leave) && !result) return null;
      return (
        <div className="bulk-select">
          {selectable(leave) && (
            <label className="bulk-select__label">
              <input type="checkbox" checked={bulk.picked.has(leave._id)} disabled={bulk.running} onChange={(event) => bulk.toggle(leave._id, event.target.checked)} aria-label={t`Select the application of ${name}`} />
              <span className="bulk-select__text" aria-hidden="true">
                {t`Select`}
              </span>
            </label>
          )}
          {result && <span className={`bulk-result bulk-result--${result.approved ? 'ok' : 'refused'}`}>{result.text}</span>}
        </div>
      );
    },
  };
}

export interface BulkApprovalBarProps {
  bulk: BulkApproval;
  /** The ticked applications of the page shown, in its order. */
  chosen: readonly LeaveDto[];
}

function progressText(current: number, total: number): string {
  return t`Approving ${current} of ${total}...`;
}

/** 'Approve selected (N)', its one confirmation, and the summary of the last run. */
export function BulkApprovalBar({ bulk, chosen }: BulkApprovalBarProps) {
  const [confirming, setConfirming] = useState(false);
  const count = chosen.length;
  if (count === 0 && bulk.results.length === 0) return null;
  const approvedCount = bulk.results.filter((result) => result.approved).length;
  const refusedCount = bulk.results.length - approvedCount;

  const confirm = async () => {
    setConfirming(false);
    await bulk.approveAll(chosen);
  };

  return (
    <div className="bulk-bar">
      <div className="bulk-bar__actions">
        <Button variant="success" onClick={() => setConfirming(true)} disabled={count === 0 || bulk.running}>
          {t`Approve selected (${count})`}
        </Button>
        {count > 0 && (
          <Button variant="secondary" onClick={bulk.clear} disabled={bulk.running}>
            {t`Clear selection`}
          </Button>
        )}
      </div>
      <div role="status" aria-live="polite" className="bulk-bar__summary">
        {bulk.running && <p>{progressText(bulk.results.length + 1, bulk.results.length + count)}</p>}
        {!bulk.running && bulk.results.length > 0 && (
          <>
            <p>
              <strong>{t`${approvedCount} approved, ${refusedCount} refused`}</strong>{' '}
              <Button size="sm" variant="secondary" onClick={bulk.dismiss}>
                {t`Dismiss`}
              </Button>
            </p>
            <ul className="bulk-bar__results">
              {bulk.results.map((result) => (
                <li key={result.id} className={`bulk-result--${result.approved ? 'ok' : 'refused'}`}>
                  <strong>{result.name}</strong>: {result.text}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Dialog
        open={confirming}
        title={plural(count, { one: 'Approve # application?', other: 'Approve # applications?' })}
        description={t`Each is approved on its own and recorded in its history; any the server refuses stay selected.`}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="success" onClick={() => void confirm()}>
              {plural(count, { one: 'Approve # application', other: 'Approve # applications' })}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t`Cancel`}
            </Button>
          </>
        }
      >
        <ul className="bulk-confirm__list">
          {chosen.map((leave) => (
            <li key={leave._id}>
              <strong>{leave.employee.name}</strong> · {leaveCodeLabel(leave.leaveType)} · {formatDateSpan(leave.fromDate, leave.toDate)} · {formatDayCount(leave.numberOfDays)}
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}
