// Issue 45, in the applicant's own application: who takes each class of the leave (GET
// /arrangements?leaveId=), as it stands and live. After a colleague declined, the applicant may leave the
// class to the HOD ('Leave to the HOD': PUT /arrangements/:id {substituteId: null}); the HOD assigns someone.
import type { ArrangementDto, ArrangementStatus } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge/Badge';
import { Button } from '@/components/ui/button/Button';
import { serverMessage } from '@/lib/api-error';
import { useGetLeaveArrangementsQuery, useLeaveToHodMutation } from '../api/leave-arrangements';
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

export function LeaveClasses({ leaveId, canChange }: { leaveId: string; canChange: boolean }) {
  const { data: arrangements = [] } = useGetLeaveArrangementsQuery(leaveId);
  const [leaveToHod, { isLoading }] = useLeaveToHodMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (arrangements.length === 0) return null;

  const handOver = async (arrangement: ArrangementDto) => {
    setRefusal(null);
    const result = await leaveToHod({ id: arrangement._id, leaveId });
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
                  <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => void handOver(arrangement)} aria-label={t`Leave ${title} to the HOD`}>
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
