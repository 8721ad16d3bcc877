// The audit log in sentences: what each event says happened, in the people's and the product's words
// ('Dr. Ramesh Chandran approved Vivek Rao's CL as HOD (12 to 16 December 2026, 3 days)'), for the audit
// screen; the raw event stays one click away there. Names come from the event itself where it carries
// them, else from what the log's page says the event is about (`about`); days are written by the caller's
// date helper, so every screen writes them alike.

import { spanText, type CalendarDate, type DayHalf } from '../dates';
import { ROLE_LABELS, type Role } from '../people/roles';

/** What an event of the log is about, as GET /api/audit/events answers it beside the page (`about`, by stream id). */
export type AuditSubjectDto =
  | { kind: 'application'; leaveId: string; applicant: { _id: string; name: string; employeeId: string | null }; leaveType: string; fromDate: string; toDate: string; fromHalf?: DayHalf; toHalf?: DayHalf; numberOfDays: number }
  | { kind: 'person'; _id: string; name: string; employeeId: string | null };

type Data = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const nameOf = (value: unknown): string => (value && typeof value === 'object' && 'name' in value ? text((value as { name: unknown }).name) : '');
const days = (n: unknown): string => `${text(n)} ${n === 1 ? 'day' : 'days'}`;
const were = (n: unknown): string => (n === 1 ? 'was' : 'were');
const code = (value: unknown): string => text(value).toUpperCase();
const quoted = (value: unknown): string => (text(value) ? `: “${text(value)}”` : '');
function spanWords(span: { fromDate: unknown; toDate: unknown; fromHalf?: unknown; toHalf?: unknown }, formatDay: (day: string) => string): string {
  const half = (value: unknown) => (value === 'first' || value === 'second' ? value : undefined);
  return spanText({ fromDate: text(span.fromDate) as CalendarDate, toDate: text(span.toDate) as CalendarDate, fromHalf: half(span.fromHalf), toHalf: half(span.toHalf) }, formatDay);
}
const roleName = (value: unknown): string => ROLE_LABELS[value as Role] ?? text(value);

/**
 * One sentence for one event. `formatDay` writes a calendar day (YYYY-MM-DD) as every screen does; an event
 * type this function does not know reads as its type.
 */
export function auditSentence(event: { type: string; data: unknown; actor: { name: string }; about?: AuditSubjectDto | undefined }, formatDay: (day: string) => string): string {
  const data = (event.data && typeof event.data === 'object' ? event.data : {}) as Data;
  const about = event.about;
  const by = nameOf(data.by) || event.actor.name;
  const application = about?.kind === 'application' ? about : null;
  const person = about?.kind === 'person' ? about.name : about?.kind === 'application' ? about.applicant.name : 'someone';
  // "Vivek Rao's CL (12 December 2026 to 16 December 2026, 3 days)"
  const leave = application
    ? `${application.applicant.name}'s ${code(application.leaveType)} (${spanWords(application, formatDay)}, ${days(application.numberOfDays)})`
    : 'the application';
  const onBehalf = nameOf(data.onBehalfOf) ? ` on behalf of ${nameOf(data.onBehalfOf)}` : '';
  const balanceThen = typeof data.balanceBefore === 'number' && application ? `; ${code(application.leaveType)} balance then ${data.balanceBefore}` : '';

  switch (event.type) {
    case 'LeaveApplied':
      if (data.kind === 'compOff') return `${nameOf(data.applicant) || person} claimed ${days(data.numberOfDays)} of ${code(data.leaveType)} for work on ${formatDay(text(data.fromDate))}${quoted(data.reason)}`;
      return `${nameOf(data.applicant) || person} applied for ${days(data.numberOfDays)} of ${code(data.leaveType)}, ${spanWords({ fromDate: data.fromDate, toDate: data.toDate, fromHalf: data.fromHalf, toHalf: data.toHalf }, formatDay)}${quoted(data.reason)}`;
    case 'LeaveHodApproved':
      return `${by} approved ${leave} as HOD${onBehalf}${balanceThen}`;
    case 'LeaveApproved':
      return `${by} gave the final approval of ${leave}${data.includesHodLevel === true ? ', a HOD’s own application' : ''}${balanceThen}`;
    case 'LeaveRejected':
      return `${by} rejected ${leave}${onBehalf}${quoted(data.reason)}`;
    case 'LeaveWithdrawn':
      return `${by} withdrew ${leave}`;
    case 'LeaveCancellationRequested':
      return `${by} asked to cancel ${leave}${quoted(data.reason)}`;
    case 'LeaveCancelled':
      return `${by} cancelled ${leave} from ${formatDay(text(data.fromDate))}; ${days(data.daysCredited)} given back`;
    case 'LeaveCancellationDeclined':
      return `${by} declined to cancel ${leave}${quoted(data.reason)}`;
    case 'AttachmentAdded':
      return `${nameOf(data.uploadedBy) || event.actor.name} attached ${text(data.fileName) || 'a file'} to ${leave}`;
    case 'BalanceGranted':
      return `${person} was granted ${days(data.days)} of ${code(data.leaveType)}${quoted(data.reason)}`;
    case 'BalanceReset':
      return `${person}'s ${code(data.leaveType)} was set to ${text(data.to)}${quoted(data.reason)}`;
    case 'BalanceDebited':
      return `${days(data.days)} of ${code(data.leaveType)} ${were(data.days)} taken from ${person}'s balance${quoted(data.reason)}`;
    case 'BalanceAdjusted':
      return `${person}'s ${code(data.leaveType)} was changed from ${text(data.from)} to ${text(data.to)}${quoted(data.reason)}`;
    case 'BalanceCredited':
      return `${days(data.days)} of ${code(data.leaveType)} ${were(data.days)} given back to ${person}${quoted(data.reason)}`;
    case 'BalanceLapsed': {
      const carried = typeof data.carried === 'number' && data.carried > 0 ? `; ${days(data.carried)} carried forward${text(data.carriedExpiresOn) ? ` until ${formatDay(text(data.carriedExpiresOn))}` : ''}` : '';
      return `${days(data.days)} of ${person}'s ${code(data.leaveType)} lapsed${carried}${quoted(data.reason)}`;
    }
    case 'HolidayAdded':
      return `${by} added the holiday ${text(data.name)} on ${formatDay(text(data.date))}`;
    case 'HolidayRemoved':
      return `${by} removed the holiday ${text(data.name)} on ${formatDay(text(data.date))}`;
    case 'UserRegistered':
      return `${text(data.name) || person} was registered as ${roleName(data.role)}${text(data.department) ? ` in ${text(data.department)}` : ''}`;
    case 'UserRoleChanged':
      return `${person}'s role was changed from ${roleName(data.from)} to ${roleName(data.to)}`;
    case 'UserDepartmentChanged':
      return `${person}'s department was changed from ${text(data.from) || 'none'} to ${text(data.to) || 'none'}`;
    case 'UserDeactivated':
      return `${person}'s account was deactivated`;
    case 'UserReactivated':
      return `${person}'s account was reactivated`;
    case 'UserDeleted':
      return `${person} was deleted from the staff register`;
    case 'UserPasswordChanged':
      return data.withLink === true ? `${person} set their password with an e-mailed link` : `${person}'s password was changed`;
    case 'UserSignedOutEverywhere':
      return `${person} signed out on every device`;
    case 'UserDetailsChanged':
      return `${person}'s details were changed: ${Array.isArray(data.fields) ? data.fields.map(text).join(', ') : ''}`;
    case 'UserSignInLinked':
      return `${person}'s college account (${text(data.issuer)}) was linked at their first sign-in with it`;
    case 'UserSignInUnlinked':
      return `${by} removed ${person}'s college account link (${text(data.issuer)})`;
    case 'UserPasskeyAdded':
      return `${person} added a passkey`;
    case 'UserPasskeyRemoved':
      return `${person}'s passkey was removed`;
    case 'StandInNamed':
      return `${by} named a stand-in for ${text(data.hodName)} (${text(data.department)}), ${formatDay(text(data.from))} to ${formatDay(text(data.to))}`;
    case 'StandInRemoved':
      return text(data.ended) ? `A stand-in's naming ended: ${text(data.ended)}` : `${by} removed a stand-in`;
    case 'LeavePolicyPublished':
      return `${nameOf(data.publishedBy) || 'The system'} published leave policy version ${text(data.version)}, in force from ${formatDay(text(data.effectiveFrom))}${quoted(data.reason)}`;
    default:
      return event.type;
  }
}
