// Issue 45, in the applicant's own application: who takes each class of the leave (GET
// /arrangements?leaveId=), as it stands and live. After a colleague declined, the applicant asks another
// colleague free then ('Ask someone else', from GET /arrangements/:id/candidates) or leaves the class to the
// HOD ('Leave to the HOD'): PUT /arrangements/:id {substituteId | null}.
import type { ArrangementDto, ArrangementStatus } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge/Badge';
import { Button } from '@/components/ui/button/Button';
import { serverMessage } from '@/lib/api-error';
import { useChangeSubstituteMutation, useGetCandidatesQuery, useGetLeaveArrangementsQuery } from '../api/leave-arrangements';
import { ARRANGEMENT_TONE, arrangementStatusLabel } from './arrangement-status';
import { arrangementTitle } from './ClassesToCover';
import './arrangements.css';

/** A status as the absent teacher reads it (the substitute's own words say 'your answer'). */
function statusForApplicant(status: ArrangementStatus): string {
  if (status === 'requested') return t`Asked, waiting for the answer`;
  if (status === 'released') return t`Released`;
  return arrangementStatusLabel(status);
}

function takenBy(arrangement: ArrangementDto): string {
  const name = arrangement.substitute?.name;
  return name ? t`Taken by ${name}` : t`HOD to arrange`;
}

/** 'Ask someone else': the colleagues free for the class now, each with their count this term. */
function AskSomeoneElse({ arrangement, title, busy, onAsk }: { arrangement: ArrangementDto; title: string; busy: boolean; onAsk: (substituteId: string) => void }) {
  const { data: candidates = [], isLoading } = useGetCandidatesQuery(arrangement._id);
  return (
    <select aria-label={t`Ask someone else to take ${title}`} value="" disabled={busy || isLoading} onChange={(event) => event.target.value && onAsk(event.target.value)}>
      <option value="">{isLoading ? t`Loading colleagues...` : candidates.length === 0 ? t`No colleague is free then` : t`Ask someone else`}</option>
      {candidates.map((person) => {
        const name = person.name;
        const count = person.substitutionsThisTerm;
        return (
          <option key={person._id} value={person._id}>
            {t`${name} (${count} this term)`}
          </option>
        );
      })}
    </select>
  );
}

export function LeaveClasses({ leaveId, canChange }: { leaveId: string; canChange: boolean }) {
  const { data: arrangements = [] } = useGetLeaveArrangementsQuery(leaveId);
  const [changeSubstitute, { isLoading }] = useChangeSubstituteMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (arrangements.length === 0) return null;

  const change = async (arrangement: ArrangementDto, substituteId: string | null) => {
    setRefusal(null);
    const result = await changeSubstitute({ id: arrangement._id, leaveId, substituteId });
    if ('error' in result) setRefusal(serverMessage(result.error) ?? t`Your change could not be saved. Please try again.`);
  };

  return (
    <section className="leave-classes" aria-labelledby={`leave-classes-${leaveId}`}>
      <h3 id={`leave-classes-${leaveId}`}>{t`Who takes my classes`}</h3>
      {refusal && (
        <p className="form-field__error" role="alert">
          {refusal}
        </p>
      )}
      <ul className="arrangements">
        {arrangements.map((arrangement) => {
          const title = arrangementTitle(arrangement);
          return (
            <li key={arrangement._id} className="arrangement">
              <div className="arrangement__head">
                <strong>{title}</strong>
                <Badge tone={ARRANGEMENT_TONE[arrangement.status]}>{statusForApplicant(arrangement.status)}</Badge>
              </div>
              <p className="arrangement__line">
                {`${arrangement.start}–${arrangement.end}`} · {arrangement.subject} · {takenBy(arrangement)}
              </p>
              {canChange && arrangement.status === 'declined' && (
                <div className="row-actions">
                  <AskSomeoneElse arrangement={arrangement} title={title} busy={isLoading} onAsk={(substituteId) => void change(arrangement, substituteId)} />
                  <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => void change(arrangement, null)} aria-label={t`Leave ${title} to the HOD`}>
                    {t`Leave to the HOD`}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
