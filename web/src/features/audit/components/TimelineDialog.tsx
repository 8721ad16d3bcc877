// An application's timeline: its events, oldest first; choosing one shows the application and the
// applicant's balance as they were right after it (the server rebuilds both with the domain's folds).
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { auditEventLabel, auditEventText, isLeaveType, LEAVE_STATUS_LABELS, LEAVE_TYPE_INFO, LEAVE_TYPES, leaveCodeLabel, leaveTypeName, otherCodesOf, type AuditTimelineEntryDto, type LeaveCode } from '@leave/domain';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { DetailsList } from '@/components/ui/details-list/DetailsList';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { Banner } from '@/components/ui/banner/Banner';
import { formatDate, formatDateTime } from '@/lib/dates';
import { serverMessage } from '@/lib/api-error';
import { say } from '@/lib/i18n/say';
import { translateText } from '@/lib/i18n/texts';
import { useGetLeaveTimelineQuery } from '../api/get-leave-timeline';

/** An event type's label in the language shown (domain's AUDIT_EVENT_LABELS). */
const eventLabel = (type: string) => translateText(auditEventLabel(type));
/** The name of one of the five types in the language shown; any other type's label stays as it is. */
const typeName = (code: LeaveCode) => (isLeaveType(code) ? translateText(LEAVE_TYPE_INFO[code].name) : leaveTypeName(code));
const datesText = (from: string, to: string) => t`${from} to ${to}`;

export function TimelineDialog({ leaveId, onClose }: { leaveId: string; onClose: () => void }) {
  const { data, error, isLoading } = useGetLeaveTimelineQuery(leaveId);
  const [chosen, setChosen] = useState<number | null>(null);
  const entries = data?.entries ?? [];
  const shown: AuditTimelineEntryDto | undefined = entries.find((entry) => entry.event.position === chosen) ?? entries.at(-1);
  // The five, then every other type the applicant's ledger held then (a policy's own types, issue 20).
  const balanceCodes = shown ? [...LEAVE_TYPES, ...otherCodesOf(shown.balance)] : [];
  const shownLabel = shown ? eventLabel(shown.event.type) : '';

  return (
    <Dialog open title={t`Application timeline`} description={t`Application ${leaveId}`} onClose={onClose} size="lg">
      {isLoading && <Spinner label={t`Loading the timeline...`} />}
      {error && <Banner tone="error">{<p>{serverMessage(error) ?? t`The timeline could not be loaded.`}</p>}</Banner>}
      {shown && (
        <div className="audit-timeline">
          <ol className="audit-timeline__events" aria-label={t`Events of this application`}>
            {entries.map((entry) => {
              const selected = entry === shown;
              const label = eventLabel(entry.event.type);
              const actor = entry.event.actor.name;
              const when = formatDateTime(entry.event.occurredAt);
              return (
                <li key={entry.event.position}>
                  <button type="button" className={`audit-timeline__event${selected ? ' audit-timeline__event--selected' : ''}`} aria-pressed={selected}
                    aria-label={t`Show the state after: ${label} by ${actor}, ${when}`}
                    onClick={() => setChosen(entry.event.position)}
                  >
                    <span className="audit-timeline__type">{label}</span>
                    {auditEventText(entry.event.type, entry.event.data) !== null && <span className="audit-timeline__meta">{auditEventText(entry.event.type, entry.event.data, say)}</span>}
                    <span className="audit-timeline__meta">
                      {entry.event.actor.name} · {formatDateTime(entry.event.occurredAt)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
          <section className="audit-timeline__state" aria-live="polite" aria-label={t`As it was right after this event`}>
            <h3>{t`Right after: ${shownLabel}`}</h3>
            <DetailsList
              rows={[
                [t`Applicant`, `${shown.application.employee.name} (${shown.application.employee.employeeId ?? ''})`],
                [t`Department`, shown.application.department],
                [t`Leave type`, typeName(shown.application.leaveType)],
                [t`Dates`, datesText(formatDate(shown.application.fromDate), formatDate(shown.application.toDate))],
                [t`Days`, String(shown.application.numberOfDays)],
                [t`Status`, translateText(LEAVE_STATUS_LABELS[shown.application.status])],
                shown.application.hodApprovedBy !== null && [t`Approved by HOD`, shown.application.hodApprovedBy.name],
                shown.application.approvedBy !== null && [t`Approved by`, shown.application.approvedBy.name],
                shown.application.rejectedBy !== null && [t`Rejected by`, shown.application.rejectedBy.name],
                shown.application.rejectionReason !== null && [t`Reason for rejection`, shown.application.rejectionReason],
                (shown.application.attachments ?? []).length > 0 && [t`Files`, shown.application.attachments.map((file) => file.fileName).join(', ')],
              ]}
            />
            <h3>{t`Applicant's balance then`}</h3>
            <table className="audit-timeline__balance">
              <caption className="sr-only">{t`The applicant's balance right after this event`}</caption>
              <thead>
                <tr>
                  {balanceCodes.map((code) => (
                    <th key={code} scope="col">
                      {leaveCodeLabel(code)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  {balanceCodes.map((code) => (
                    <td key={code} data-testid={`balance-${code}`}>
                      {shown.balance[code] ?? 0}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </section>
        </div>
      )}
    </Dialog>
  );
}
