// An application's history from GET /leaves/:id/events: who did what, and when, and at each decision the
// applicant's balance of the type as the decider saw it.
import { auditEventText, leaveCodeLabel, ROLE_LABELS, type LeaveCode, type LeaveEventDto } from '@leave/domain';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { formatDateTime } from '@/lib/dates';
import { useGetLeaveEventsQuery } from '../api/get-leave-events';
import './leaves.css';

const ACTION_LABEL: Record<string, string> = {
  LeaveApplied: 'Applied for leave',
  LeaveHodApproved: 'Approved as HOD',
  LeaveApproved: 'Gave final approval',
  LeaveRejected: 'Rejected the application',
};

function describe(event: LeaveEventDto): string {
  const text = auditEventText(event.type, event.data);
  if (text !== null) return text.charAt(0).toUpperCase() + text.slice(1);
  const label = ACTION_LABEL[event.type] ?? event.type.replace(/([a-z])([A-Z])/g, '$1 $2');
  const data = event.data as { includesHodLevel?: unknown } | null;
  return event.type === 'LeaveApproved' && data?.includesHodLevel === true ? `${label} (both levels)` : label;
}

function rejectionReasonOf(event: LeaveEventDto): string | null {
  if (event.type !== 'LeaveRejected') return null;
  const reason = (event.data as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : null;
}

function balanceBeforeOf(event: LeaveEventDto): number | null {
  const balance = (event.data as { balanceBefore?: unknown } | null)?.balanceBefore;
  return typeof balance === 'number' ? balance : null;
}

export function LeaveHistory({ leaveId, leaveType }: { leaveId: string; leaveType: LeaveCode }) {
  const { data: events = [], isLoading, isError } = useGetLeaveEventsQuery(leaveId);

  return (
    <section className="leave-history" aria-labelledby={`history-${leaveId}`}>
      <h3 id={`history-${leaveId}`} className="leave-history__title">
        Application History
      </h3>
      {isLoading && <Spinner label="Loading history..." />}
      {isError && <p className="muted">The history of this application could not be loaded.</p>}
      {!isLoading && !isError && events.length === 0 && <p className="muted">No history recorded yet.</p>}
      {events.length > 0 && (
        <ol className="leave-history__list">
          {events.map((event) => {
            const reason = rejectionReasonOf(event);
            const balanceBefore = balanceBeforeOf(event);
            return (
              <li key={`${event.position}-${event.version}`} className={`leave-history__item leave-history__item--${event.type}`}>
                <p className="leave-history__what">
                  <strong>{event.actor.name}</strong> <span className="muted">({ROLE_LABELS[event.actor.role] ?? event.actor.role})</span>: {describe(event)}
                </p>
                <p className="leave-history__when">
                  <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
                </p>
                {reason && <p className="leave-history__reason">Reason: {reason}</p>}
                {balanceBefore !== null && (
                  <p className="leave-history__balance">
                    {leaveCodeLabel(leaveType)} balance at the decision: {balanceBefore} {balanceBefore === 1 ? 'day' : 'days'}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
