// Issue 45: the HOD approved a leave whose classes are not all covered; the server refused ('Classes not
// covered: 2 of 4 periods'). The dialog says so and asks why they may stay uncovered; 'Approve Anyway' sends
// the approval again with the reason, which the application and its event keep (the admin sees it).
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { FormField } from '@/components/ui/form-field/FormField';
import type { UncoveredAsk } from './use-uncovered-reason';

export interface UncoveredClassesDialogProps {
  asking: UncoveredAsk | null;
  busy: boolean;
  onApprove: (reason: string) => Promise<boolean>;
  onCancel: () => void;
}

export function UncoveredClassesDialog({ asking, busy, onApprove, onCancel }: UncoveredClassesDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    onCancel();
  };
  const submit = async () => {
    const given = reason.trim();
    if (given === '') {
      setMissing(true);
      return;
    }
    if (await onApprove(given)) {
      setReason('');
      setMissing(false);
    }
  };
  return (
    <Dialog
      open={asking !== null}
      title={t`Classes not covered`}
      description={asking?.message}
      onClose={close}
      size="sm"
      footer={
        <>
          <Button variant="success" onClick={() => void submit()} disabled={busy}>
            {t`Approve Anyway`}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t`Cancel`}
          </Button>
        </>
      }
    >
      <FormField label={t`Why may the classes stay uncovered?`} required error={missing ? t`Please say why the classes need not be covered` : undefined} hint={t`Kept with the approval; the admin sees it.`}>
        {(control) => <textarea {...control} name="uncoveredReason" rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} data-autofocus />}
      </FormField>
    </Dialog>
  );
}
