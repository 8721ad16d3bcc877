// An application's history from GET /leaves/:id/events: who did what, and when, and at each decision the
// applicant's balance of the type as the decider saw it.
import { auditEventText, leaveCodeLabel, ROLE_LABELS, type LeaveCode, type LeaveEventDto } from '@leave/domain';
import { plural, t } from '@lingui/core/macro';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { formatDateTime } from '@/lib/dates';
import { say } from '@/lib/i18n/say';
import { translateText } from '@/lib/i18n/texts';
import { useGetLeaveEventsQuery } from '../api/get-leave-events';
import './leaves.css';

/** What the event did, in the language shown; an event type the web does not know, as its words ('Leave Withdrawn'). */
function actionLabel(type: string): string {
  switch (type) {
    case 'LeaveApplied':
      return t`Applied for leave`;
    case 'LeaveHodApproved':
      return t`Approved as HOD`;
    case 'LeaveApproved':
      return t`Gave final approval`;
    case 'LeaveRejected':
      return t`Rejected the application`;
    case 'LeaveWithdrawn':
      return t`Leave Withdrawn`;
    case 'LeaveCancellationRequested':
      return t`Leave Cancellation Requested`;
    case 'LeaveCancelled':
      return t`Leave Cancelled`;
    case 'LeaveCancellationDeclined':
      return t`Leave Cancellation Declined`;
    default:
      return type.replace(/([a-z])([A-Z])/g, '$1 $2');
  }
}

function describe(event: LeaveEventDto): string {
  // Domain words an attached file with its name ('attached note.pdf'): its template, in the language shown.
  const text = auditEventText(event.type, event.data, say);
  if (text !== null) return text.charAt(0).toUpperCase() + text.slice(1);
  const label = actionLabel(event.type);
  const data = event.data as { includesHodLevel?: unknown } | null;
  return event.type === 'LeaveApproved' && data?.includesHodLevel === true ? t`${label} (both levels)` : label;
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
        {t`Application History`}
      </h3>
      {isLoading && <Spinner label={t`Loading history...`} />}
      {isError && <p className="muted">{t`The history of this application could not be loaded.`}</p>}
      {!isLoading && !isError && events.length === 0 && <p className="muted">{t`No history recorded yet.`}</p>}
      {events.length > 0 && (
        <ol className="leave-history__list">
          {events.map((event) => {
            const reason = rejectionReasonOf(event);
            const balanceBefore = balanceBeforeOf(event);
            const role = ROLE_LABELS[event.actor.role];
            const code = leaveCodeLabel(leaveType);
            return (
              <li key={`${event.position}-${event.version}`} className={`leave-history__item leave-history__item--${event.type}`}>
                <p className="leave-history__what">
                  <strong>{event.actor.name}</strong> <span className="muted">({role ? translateText(role) : event.actor.role})</span>: {describe(event)}
                </p>
                <p className="leave-history__when">
                  <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
                </p>
                {reason && <p className="leave-history__reason">{t`Reason: ${reason}`}</p>}
                {balanceBefore !== null && (
                  <p className="leave-history__balance">{t`${code} balance at the decision: ${plural(balanceBefore, { one: '# day', other: '# days' })}`}</p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
