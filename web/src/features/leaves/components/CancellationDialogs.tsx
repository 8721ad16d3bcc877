// The applicant's Withdraw and Request Cancellation, and the deciders' Accept and Decline Cancellation:
// each asks first in a dialog (a reason with its label where one is needed), then calls the server, whose
// message is shown as a toast. Which buttons show is the status machine's answer (leave-cancellation.ts).
import { cancellationReasonField, declineReasonField, type CalendarDate, type LeaveDto, type UserDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { ConfirmDialog } from '@/components/ui/dialog/ConfirmDialog';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { FormField } from '@/components/ui/form-field/FormField';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { firstValidationMessage, ownMessage, serverMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';
import { useAppDispatch } from '@/lib/store-hooks';
import { useChangeLeaveMutation } from '../api/leave-cancellation';
import { canAcceptCancellation, canAskToCancel, canDecideCancellation, canWithdraw } from '../leave-cancellation';
import type { ApplicantNow } from '../leave-decisions';

/** The buttons' and dialogs' words, in the language shown (called at render). */
export function cancellationTexts() {
  return {
    withdraw: t`Withdraw`,
    withdrawTitle: t`Withdraw Application`,
    requestCancellation: t`Request Cancellation`,
    requestReasonLabel: t`Reason for cancellation`,
    accept: t`Accept Cancellation`,
    decline: t`Decline Cancellation`,
    declineReasonLabel: t`Reason for declining`,
  };
}

type Open = null | 'withdraw' | 'request' | 'accept' | 'decline';

function useChange(onDone?: () => void) {
  const dispatch = useAppDispatch();
  const [change, state] = useChangeLeaveMutation();
  const run = async (args: Parameters<typeof change>[0], done: string): Promise<boolean> => {
    const result = await change(args);
    if (result.error) {
      dispatch(toast.error(serverMessage(result.error) ?? firstValidationMessage(result.error) ?? ownMessage(result.error) ?? t`The change could not be made`));
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
            {t`Cancel`}
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
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message;
  return message ? translateText(message) : t`Please give a reason`;
};

/** The applicant's buttons on their own application. */
export function ApplicantCancellationActions({ leave, user, today, onDone }: { leave: LeaveDto; user: UserDto | null; today: CalendarDate; onDone?: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const { run, busy } = useChange(onDone);
  const withdrawable = canWithdraw(leave, user);
  const cancellable = canAskToCancel(leave, user, today);
  if (!withdrawable && !cancellable) return null;
  const from = formatDate(leave.fromDate);
  const to = formatDate(leave.toDate);
  const dates = t`${from} to ${to}`;
  const texts = cancellationTexts();
  return (
    <>
      {withdrawable && (
        <Button variant="danger" onClick={() => setOpen('withdraw')}>
          {texts.withdraw}
        </Button>
      )}
      {cancellable && (
        <Button variant="danger" onClick={() => setOpen('request')}>
          {texts.requestCancellation}
        </Button>
      )}
      <ConfirmDialog
        open={open === 'withdraw'}
        title={texts.withdrawTitle}
        confirmLabel={texts.withdraw}
        busyLabel={t`Withdrawing...`}
        busy={busy}
        onConfirm={() => void run({ kind: 'withdraw', leave }, t`Leave application withdrawn`).then(() => setOpen(null))}
        onCancel={() => setOpen(null)}
      >
        <p>{t`Withdraw your application for ${dates}? The days it reserved become available again. This cannot be undone.`}</p>
      </ConfirmDialog>
      <ReasonDialog
        open={open === 'request'}
        title={texts.requestCancellation}
        label={texts.requestReasonLabel}
        submitLabel={texts.requestCancellation}
        intro={t`Ask to cancel your approved leave of ${dates}. The days stay taken until it is decided; if accepted, the days from tomorrow on are credited back.`}
        validate={checkWith(cancellationReasonField)}
        busy={busy}
        onSubmit={(reason) => void run({ kind: 'request', leave, reason }, t`Cancellation requested`).then((done) => done && setOpen(null))}
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
  const applicant = leave.employee.name;
  const texts = cancellationTexts();
  return (
    <section className="cancellation-panel" aria-label={t`Cancellation request`}>
      <p>
        <strong>{t`${applicant} asks to cancel this leave:`}</strong> {leave.cancellationReason}
      </p>
      {!acceptable && <p className="muted">{t`The leave has ended: the cancellation can only be declined.`}</p>}
      <div className="row-actions">
        {acceptable && (
          <Button variant="success" onClick={() => setOpen('accept')}>
            {texts.accept}
          </Button>
        )}
        <Button variant="danger" onClick={() => setOpen('decline')}>
          {texts.decline}
        </Button>
      </div>
      <ConfirmDialog
        open={open === 'accept'}
        title={texts.accept}
        confirmLabel={texts.accept}
        busyLabel={t`Accepting...`}
        busy={busy}
        onConfirm={() => void run({ kind: 'decide', leave, decision: 'accept' }, t`Cancellation accepted`).then(() => setOpen(null))}
        onCancel={() => setOpen(null)}
      >
        <p>{t`Cancel the leave of ${applicant}? The days from tomorrow on are credited back to their balance.`}</p>
      </ConfirmDialog>
      <ReasonDialog
        open={open === 'decline'}
        title={texts.decline}
        label={texts.declineReasonLabel}
        submitLabel={texts.decline}
        intro={t`The leave stays approved, its days taken.`}
        validate={checkWith(declineReasonField)}
        busy={busy}
        onSubmit={(reason) => void run({ kind: 'decide', leave, decision: 'decline', reason }, t`Cancellation declined`).then((done) => done && setOpen(null))}
        onCancel={() => setOpen(null)}
      />
    </section>
  );
}
