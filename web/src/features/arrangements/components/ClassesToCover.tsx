// Issue 45, 'Classes to cover': the classes a colleague asked the signed-in person to take while away
// (GET /arrangements?mine=true), fetched again when one changes (`arrangement:changed`). A request waiting
// for an answer has Accept and Decline; Decline asks for an optional reason in a dialog. The server's
// refusal (409: another class then, or the leave was withdrawn) shows above the list.
import type { ArrangementDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge/Badge';
import { Button } from '@/components/ui/button/Button';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { EmptyState } from '@/components/ui/empty-state/EmptyState';
import { FormField } from '@/components/ui/form-field/FormField';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { firstValidationMessage, serverMessage } from '@/lib/api-error';
import { formatDateSpan } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';
import { useAnswerArrangementMutation, useGetMyArrangementsQuery, type ArrangementAnswer } from '../api/arrangements';
import { ARRANGEMENT_TONE, arrangementStatusLabel } from './arrangement-status';
import './arrangements.css';

/** 'II CSE-A, period 3 on 9 Dec 2026' */
export function arrangementTitle(arrangement: Pick<ArrangementDto, 'className' | 'period' | 'date'>): string {
  const day = formatDateSpan(arrangement.date);
  const className = arrangement.className;
  const number = arrangement.period;
  return t`${className}, period ${number} on ${day}`;
}

function DeclineDialog({ arrangement, busy, onDecline, onClose }: { arrangement: ArrangementDto | null; busy: boolean; onDecline: (reason: string) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(arrangement?._id);
  if (shown !== arrangement?._id) {
    setShown(arrangement?._id);
    setReason('');
  }
  return (
    <Dialog
      open={arrangement !== null}
      title={t`Decline this class?`}
      description={arrangement ? arrangementTitle(arrangement) : undefined}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="danger" onClick={() => onDecline(reason.trim())} disabled={busy}>
            {t`Decline`}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t`Cancel`}
          </Button>
        </>
      }
    >
      <FormField label={t`Reason (optional)`} hint={t`Your colleague sees it and asks someone else.`}>
        {(control) => <textarea {...control} name="declineReason" rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} data-autofocus />}
      </FormField>
    </Dialog>
  );
}

export function ClassesToCover() {
  const { data: arrangements = [], isLoading } = useGetMyArrangementsQuery();
  const [answer, { isLoading: answering }] = useAnswerArrangementMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [declining, setDeclining] = useState<ArrangementDto | null>(null);
  const waiting = arrangements.filter((arrangement) => arrangement.status === 'requested').length;

  const send = async (given: ArrangementAnswer): Promise<boolean> => {
    setRefusal(null);
    const result = await answer(given);
    if (result.error) {
      const message = serverMessage(result.error) ?? firstValidationMessage(result.error);
      setRefusal(message ? translateText(message) : t`Your answer could not be saved. Please try again.`);
      return false;
    }
    return true;
  };

  return (
    <>
      <PageHeader title={t`Classes to cover`} subtitle={t`Classes colleagues asked you to take while they are away`} actions={<Badge tone="warning">{t`${waiting} waiting`}</Badge>} />
      {refusal && (
        <p className="arrangements__error" role="alert">
          {refusal}
        </p>
      )}
      {isLoading ? (
        <Spinner label={t`Loading classes...`} />
      ) : arrangements.length === 0 ? (
        <EmptyState message={t`No colleague has asked you to take a class.`} />
      ) : (
        <ul className="arrangements" aria-label={t`Classes to cover`}>
          {arrangements.map((arrangement) => {
            const title = arrangementTitle(arrangement);
            const absent = arrangement.absent.name;
            return (
              <li key={arrangement._id} className="arrangement">
                <div className="arrangement__head">
                  <strong>{title}</strong>
                  <Badge tone={ARRANGEMENT_TONE[arrangement.status]}>{arrangementStatusLabel(arrangement.status)}</Badge>
                </div>
                <p className="arrangement__line">
                  {`${arrangement.start}–${arrangement.end}`} · {arrangement.subject}
                </p>
                <p className="arrangement__line muted">{t`For ${absent}, who is on leave`}</p>
                {arrangement.status === 'requested' && (
                  <div className="row-actions">
                    <Button size="sm" variant="success" disabled={answering} onClick={() => void send({ id: arrangement._id, answer: 'accept' })} aria-label={t`Accept ${title}`}>
                      {t`Accept`}
                    </Button>
                    <Button size="sm" variant="danger" disabled={answering} onClick={() => setDeclining(arrangement)} aria-label={t`Decline ${title}`}>
                      {t`Decline`}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <DeclineDialog
        arrangement={declining}
        busy={answering}
        onClose={() => setDeclining(null)}
        onDecline={(reason) => {
          if (!declining) return;
          void send({ id: declining._id, answer: 'decline', ...(reason ? { reason } : {}) }).then((done) => done && setDeclining(null));
        }}
      />
    </>
  );
}
