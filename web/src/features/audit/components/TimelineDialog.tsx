// An application's timeline: its events, oldest first; choosing one shows the application and the
// applicant's balance as they were right after it (the server rebuilds both with the domain's folds).
import { useState } from 'react';
import { auditEventLabel, auditEventText, LEAVE_STATUS_LABELS, LEAVE_TYPES, leaveCodeLabel, leaveTypeName, otherCodesOf, type AuditTimelineEntryDto } from '@leave/domain';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { DetailsList } from '@/components/ui/details-list/DetailsList';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { Banner } from '@/components/ui/banner/Banner';
import { formatDate, formatDateTime } from '@/lib/dates';
import { serverMessage } from '@/lib/api-error';
import { useGetLeaveTimelineQuery } from '../api/get-leave-timeline';


export function TimelineDialog({ leaveId, onClose }: { leaveId: string; onClose: () => void }) {
  const { data, error, isLoading } = useGetLeaveTimelineQuery(leaveId);
  const [chosen, setChosen] = useState<number | null>(null);
  const entries = data?.entries ?? [];
  const shown: AuditTimelineEntryDto | undefined = entries.find((entry) => entry.event.position === chosen) ?? entries.at(-1);
  // The five, then every other type the applicant's ledger held then (a policy's own types, issue 20).
  const balanceCodes = shown ? [...LEAVE_TYPES, ...otherCodesOf(shown.balance)] : [];

  return (
    <Dialog open title="Application timeline" description={`Application ${leaveId}`} onClose={onClose} size="lg">
      {isLoading && <Spinner label="Loading the timeline..." />}
      {error && <Banner tone="error">{<p>{serverMessage(error) ?? 'The timeline could not be loaded.'}</p>}</Banner>}
      {shown && (
        <div className="audit-timeline">
          <ol className="audit-timeline__events" aria-label="Events of this application">
            {entries.map((entry) => {
              const selected = entry === shown;
              return (
                <li key={entry.event.position}>
                  <button type="button" className={`audit-timeline__event${selected ? ' audit-timeline__event--selected' : ''}`} aria-pressed={selected}
                    aria-label={`Show the state after: ${auditEventLabel(entry.event.type)} by ${entry.event.actor.name}, ${formatDateTime(entry.event.occurredAt)}`}
                    onClick={() => setChosen(entry.event.position)}
                  >
                    <span className="audit-timeline__type">{auditEventLabel(entry.event.type)}</span>
                    {auditEventText(entry.event.type, entry.event.data) !== null && <span className="audit-timeline__meta">{auditEventText(entry.event.type, entry.event.data)}</span>}
                    <span className="audit-timeline__meta">
                      {entry.event.actor.name} · {formatDateTime(entry.event.occurredAt)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
          <section className="audit-timeline__state" aria-live="polite" aria-label="As it was right after this event">
            <h3>Right after: {auditEventLabel(shown.event.type)}</h3>
            <DetailsList
              rows={[
                ['Applicant', `${shown.application.employee.name} (${shown.application.employee.employeeId ?? ''})`],
                ['Department', shown.application.department],
                ['Leave type', leaveTypeName(shown.application.leaveType)],
                ['Dates', `${formatDate(shown.application.fromDate)} to ${formatDate(shown.application.toDate)}`],
                ['Days', String(shown.application.numberOfDays)],
                ['Status', LEAVE_STATUS_LABELS[shown.application.status]],
                shown.application.hodApprovedBy !== null && ['Approved by HOD', shown.application.hodApprovedBy.name],
                shown.application.approvedBy !== null && ['Approved by', shown.application.approvedBy.name],
                shown.application.rejectedBy !== null && ['Rejected by', shown.application.rejectedBy.name],
                shown.application.rejectionReason !== null && ['Reason for rejection', shown.application.rejectionReason],
                (shown.application.attachments ?? []).length > 0 && ['Files', shown.application.attachments.map((file) => file.fileName).join(', ')],
              ]}
            />
            <h3>Applicant&apos;s balance then</h3>
            <table className="audit-timeline__balance">
              <caption className="sr-only">The applicant&apos;s balance right after this event</caption>
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
