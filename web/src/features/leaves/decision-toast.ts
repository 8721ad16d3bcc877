// The toast an applicant gets when their own application is decided: which application (type and days)
// and what happened, e.g. 'Your CL application (Dec 7 - Dec 8, 2026) was approved by Asha Admin'.
import { leaveCodeLabel, type LeaveChangePayload, type LeaveEventType, type UserDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import type { ToastKind } from '@/components/ui/toasts/toasts-slice';
import { currentLanguage, currentLocale } from '@/lib/i18n/i18n';

const DECISION_KINDS: Partial<Record<LeaveEventType, ToastKind>> = {
  LeaveHodApproved: 'info',
  LeaveApproved: 'success',
  LeaveRejected: 'error',
};

/** The sentence of a decision, in the language shown: each decision whole, so that a language may order its words. */
function decisionSentence(type: LeaveEventType, application: string, by: string | undefined): string {
  switch (type) {
    case 'LeaveHodApproved':
      return by ? t`${application} was HOD Approved by ${by}` : t`${application} was HOD Approved`;
    case 'LeaveApproved':
      return by ? t`${application} was approved by ${by}` : t`${application} was approved`;
    default:
      return by ? t`${application} was rejected by ${by}` : t`${application} was rejected`;
  }
}

/** Long enough to read a rejection's reason. */
export const DECISION_TOAST_MS = 8000;

// Made at the first toast, not as the portal's shell loads (the first Intl formatter of a page loads ICU's data).
let monthDayFormat: Intl.DateTimeFormat | undefined;
const monthDay = (date: Date) => (monthDayFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })).format(date);

/** 'Dec 7, 2026', 'Dec 7 - Dec 8, 2026' or 'Dec 30, 2026 - Jan 2, 2027' (leave dates are UTC midnights); in Hindi and Telugu, Intl's range in their locale. */
export function shortDateRange(fromIso: string, toIso: string): string | null {
  const from = new Date(fromIso);
  const to = new Date(toIso);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  if (currentLanguage() !== 'en') {
    const local = new Intl.DateTimeFormat(currentLocale(), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    return local.formatRange(from, to);
  }
  const [fromYear, toYear] = [from.getUTCFullYear(), to.getUTCFullYear()];
  if (fromYear !== toYear) return `${monthDay(from)}, ${fromYear} - ${monthDay(to)}, ${toYear}`;
  if (monthDay(from) === monthDay(to)) return `${monthDay(from)}, ${fromYear}`;
  return `${monthDay(from)} - ${monthDay(to)}, ${toYear}`;
}

/** The toast for `me`, or null when the change is not a decision on one of my applications. */
export function decisionToast(change: LeaveChangePayload, me: UserDto | null): { kind: ToastKind; message: string } | null {
  const { leave, event } = change;
  const kind = DECISION_KINDS[event.type as LeaveEventType];
  if (!kind || !me || leave.employee._id !== me._id || event.actor?._id === me._id) return null;
  const range = shortDateRange(leave.fromDate, leave.toDate);
  const code = leaveCodeLabel(leave.leaveType);
  const application = range ? t`Your ${code} application (${range})` : t`Your ${code} application`;
  const sentence = decisionSentence(event.type as LeaveEventType, application, event.actor?.name || undefined);
  const reason = event.type === 'LeaveRejected' && leave.rejectionReason ? `: ${leave.rejectionReason}` : '';
  return { kind, message: `${sentence}${reason}` };
}
