// The toast an applicant gets when their own application is decided: which application (type and days)
// and what happened, e.g. 'Your CL application (Dec 7 - Dec 8, 2026) was approved by Asha Admin'.
import { leaveCodeLabel, type LeaveChangePayload, type LeaveEventType, type UserDto } from '@leave/domain';
import type { ToastKind } from '@/components/ui/toasts/toasts-slice';

const DECISIONS: Partial<Record<LeaveEventType, { words: string; kind: ToastKind }>> = {
  LeaveHodApproved: { words: 'HOD Approved', kind: 'info' },
  LeaveApproved: { words: 'approved', kind: 'success' },
  LeaveRejected: { words: 'rejected', kind: 'error' },
};

/** Long enough to read a rejection's reason. */
export const DECISION_TOAST_MS = 8000;

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Dec 7, 2026', 'Dec 7 - Dec 8, 2026' or 'Dec 30, 2026 - Jan 2, 2027' (leave dates are UTC midnights). */
export function shortDateRange(fromIso: string, toIso: string): string | null {
  const from = new Date(fromIso);
  const to = new Date(toIso);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  const [fromYear, toYear] = [from.getUTCFullYear(), to.getUTCFullYear()];
  if (fromYear !== toYear) return `${monthDay.format(from)}, ${fromYear} - ${monthDay.format(to)}, ${toYear}`;
  if (monthDay.format(from) === monthDay.format(to)) return `${monthDay.format(from)}, ${fromYear}`;
  return `${monthDay.format(from)} - ${monthDay.format(to)}, ${toYear}`;
}

/** The toast for `me`, or null when the change is not a decision on one of my applications. */
export function decisionToast(change: LeaveChangePayload, me: UserDto | null): { kind: ToastKind; message: string } | null {
  const { leave, event } = change;
  const decision = DECISIONS[event.type as LeaveEventType];
  if (!decision || !me || leave.employee._id !== me._id || event.actor?._id === me._id) return null;
  const range = shortDateRange(leave.fromDate, leave.toDate);
  const application = `Your ${leaveCodeLabel(leave.leaveType)} application${range ? ` (${range})` : ''}`;
  const by = event.actor?.name ? ` by ${event.actor.name}` : '';
  const reason = event.type === 'LeaveRejected' && leave.rejectionReason ? `: ${leave.rejectionReason}` : '';
  return { kind: decision.kind, message: `${application} was ${decision.words}${by}${reason}` };
}
