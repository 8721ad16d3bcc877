// The applicant's Withdraw and Request Cancellation, and the deciders' Accept and Decline Cancellation:
// each asks first in a dialog (a reason with its label where one is needed), then calls the server, whose
// message is shown as a toast. Which buttons show is the status machine's answer (leave-cancellation.ts).
import { cancellationReasonField, declineReasonField, type CalendarDate, type LeaveDto, type UserDto } from '@leave/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { ConfirmDialog } from '@/components/ui/dialog/ConfirmDialog';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { FormField } from '@/components/ui/form-field/FormField';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { firstValidationMessage, ownMessage, serverMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import { useAppDispatch } from '@/lib/store-hooks';
import { useChangeLeaveMutation } from '../api/leave-cancellation';
import { canAcceptCancellation, canAskToCancel, canDecideCancellation, canWithdraw } from '../leave-cancellation';
import type { ApplicantNow } from '../leave-decisions';

export const CANCELLATION_TEXTS = {
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw Application',
  requestCancellation: 'Request Cancellation',
  requestReasonLabel: 'Reason for cancellation',
  accept: 'Accept Cancellation',
  decline: 'Decline Cancellation',
  declineReasonLabel: 'Reason for declining',
} as const;

type Open = null | 'withdraw' | 'request' | 'accept' | 'decline';

function useChange(onDone?: () => void) {
  const dispatch = useAppDispatch();
  const [change, state] = useChangeLeaveMutation();
  const run = async (args: Parameters<typeof change>[0], done: string): Promise<boolean> => {
    const result = await change(args);
    if (result.error) {
      dispatch(toast.error(serverMessage(result.error) ?? firstValidationMessage(result.error) ?? ownMessage(result.error) ?? 'The change could not be made'));
      return false;
    }
    dispatch(toast.success(done));
    onDone?.();
    return true;
  };
  return { run, busy: state.isLoading };
}

function ReasonDialog({
  open,
  title,
  label,
  submitLabel,
  intro,
  validate,
  busy,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  title: string;
  label: string;
  submitLabel: string;
  intro: string;
  validate: (reason: string) => string | null;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const close = () => {
    setReason('');
    setError(undefined);
    onCancel();
  };
  const submit = () => {
    const problem = validate(reason);
    if (problem) {
      setError(problem);
      return;
    }
    onSubmit(reason.trim());
    setReason('');
    setError(undefined);
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={close}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" onClick={submit} busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <p>{intro}</p>
      <FormField label={label} error={error} required>
        {(control) => <textarea {...control} name="reason" rows={3} value={reason} onChange={(event) => setReason(event.target.value)} data-autofocus />}
      </FormField>
    </Dialog>
  );
}

const checkWith = (field: typeof cancellationReasonField) => (reason: string) => {
  const parsed = field.safeParse(reason);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please give a reason');
};

/** The applicant's buttons on their own application. */
export function ApplicantCancellationActions({ leave, user, today, onDone }: { leave: LeaveDto; user: UserDto | null; today: CalendarDate; onDone?: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const { run, busy } = useChange(onDone);
  const withdrawable = canWithdraw(leave, user);
  const cancellable = canAskToCancel(leave, user, today);
  if (!withdrawable && !cancellable) return null;
  const dates = `${formatDate(leave.fromDate)} to ${formatDate(leave.toDate)}`;
  return (
    <>
      {withdrawable && (
        <Button variant="danger" onClick={() => setOpen('withdraw')}>
          {CANCELLATION_TEXTS.withdraw}
        </Button>
      )}
      {cancellable && (
        <Button variant="danger" onClick={() => setOpen('request')}>
          {CANCELLATION_TEXTS.requestCancellation}
        </Button>
      )}
      <ConfirmDialog
        open={open === 'withdraw'}
        title={CANCELLATION_TEXTS.withdrawTitle}
        confirmLabel={CANCELLATION_TEXTS.withdraw}
        busyLabel="Withdrawing..."
        busy={busy}
        onConfirm={() => void run({ kind: 'withdraw', leave }, 'Leave application withdrawn').then(() => setOpen(null))}
        onCancel={() => setOpen(null)}
      >
        <p>Withdraw your application for {dates}? The days it reserved become available again. This cannot be undone.</p>
      </ConfirmDialog>
      <ReasonDialog
        open={open === 'request'}
        title={CANCELLATION_TEXTS.requestCancellation}
        label={CANCELLATION_TEXTS.requestReasonLabel}
        submitLabel={CANCELLATION_TEXTS.requestCancellation}
        intro={`Ask to cancel your approved leave of ${dates}. The days stay taken until it is decided; if accepted, the days from tomorrow on are credited back.`}
        validate={checkWith(cancellationReasonField)}
        busy={busy}
        onSubmit={(reason) => void run({ kind: 'request', leave, reason }, 'Cancellation requested').then((done) => done && setOpen(null))}
        onCancel={() => setOpen(null)}
      />
    </>
  );
}

/** The deciders' part of the review dialog, while a cancellation waits for them. */
export function CancellationDecisionPanel({ leave, reviewer, today, applicantNow, onDone }: { leave: LeaveDto; reviewer: UserDto | null; today: CalendarDate; applicantNow?: ApplicantNow | undefined; onDone?: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const { run, busy } = useChange(onDone);
  if (leave.status !== 'cancellationRequested' || !canDecideCancellation(leave, reviewer, today, applicantNow)) return null;
  const acceptable = canAcceptCancellation(leave, reviewer, today, applicantNow);
  return (
    <section className="cancellation-panel" aria-label="Cancellation request">
      <p>
        <strong>{leave.employee.name} asks to cancel this leave:</strong> {leave.cancellationReason}
      </p>
      {!acceptable && <p className="muted">The leave has ended: the cancellation can only be declined.</p>}
      <div className="row-actions">
        {acceptable && (
          <Button variant="success" onClick={() => setOpen('accept')}>
            {CANCELLATION_TEXTS.accept}
          </Button>
        )}
        <Button variant="danger" onClick={() => setOpen('decline')}>
          {CANCELLATION_TEXTS.decline}
        </Button>
      </div>
      <ConfirmDialog
        open={open === 'accept'}
        title={CANCELLATION_TEXTS.accept}
        confirmLabel={CANCELLATION_TEXTS.accept}
        busyLabel="Accepting..."
        busy={busy}
        onConfirm={() => void run({ kind: 'decide', leave, decision: 'accept' }, 'Cancellation accepted').then(() => setOpen(null))}
        onCancel={() => setOpen(null)}
      >
        <p>Cancel the leave of {leave.employee.name}? The days from tomorrow on are credited back to their balance.</p>
      </ConfirmDialog>
      <ReasonDialog
        open={open === 'decline'}
        title={CANCELLATION_TEXTS.decline}
        label={CANCELLATION_TEXTS.declineReasonLabel}
        submitLabel={CANCELLATION_TEXTS.decline}
        intro="The leave stays approved, its days taken."
        validate={checkWith(declineReasonField)}
        busy={busy}
        onSubmit={(reason) => void run({ kind: 'decide', leave, decision: 'decline', reason }, 'Cancellation declined').then((done) => done && setOpen(null))}
        onCancel={() => setOpen(null)}
      />
    </section>
  );
}
