// The audit log in sentences: what each event says happened, in the people's and the product's words
// ('Dr. Ramesh Chandran approved Vivek Rao's CL as HOD (12 to 16 December 2026, 3 days)'), for the audit
// screen; the raw event stays one click away there. Names come from the event itself where it carries
// them, else from what the log's page says the event is about (`about`); days are written by the caller's
// date helper, so every screen writes them alike.

import { spanText, type CalendarDate, type DayHalf } from '../dates';
import { ROLE_LABELS, type Role } from '../people/roles';
import { fillTemplate, type Say } from '../i18n/templates';

/** What an event of the log is about, as GET /api/audit/events answers it beside the page (`about`, by stream id). */
export type AuditSubjectDto =
  | { kind: 'application'; leaveId: string; applicant: { _id: string; name: string; employeeId: string | null }; leaveType: string; fromDate: string; toDate: string; fromHalf?: DayHalf; toHalf?: DayHalf; numberOfDays: number }
  | { kind: 'person'; _id: string; name: string; employeeId: string | null };

type Data = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const nameOf = (value: unknown): string => (value && typeof value === 'object' && 'name' in value ? text((value as { name: unknown }).name) : '');
const count = (n: unknown): number | string => (typeof n === 'number' ? n : text(n));
const code = (value: unknown): string => text(value).toUpperCase();

/**
 * The sentences as templates (domain/src/i18n/templates.ts). Names, codes, days and the pieces below are
 * values: {leave} is `leave` or `theApplication`, {reason} is `quoted` or empty, {onBehalf} and {balanceThen}
 * their pieces or empty, so that each language words the sentence around them.
 */
export const AUDIT_TEMPLATES = {
  leave: "{name}'s {type} ({span}, {days, plural, one {# day} other {# days}})",
  theApplication: 'the application',
  someone: 'someone',
  aFile: 'a file',
  none: 'none',
  theSystem: 'The system',
  quoted: ': “{reason}”',
  onBehalf: ' on behalf of {name}',
  balanceThen: '; {type} balance then {balance}',
  hodsOwn: ', a HOD’s own application',
  carried: '; {days, plural, one {# day} other {# days}} carried forward',
  carriedUntil: '; {days, plural, one {# day} other {# days}} carried forward until {date}',
  claimed: '{person} claimed {days, plural, one {# day} other {# days}} of {type} for work on {date}{reason}',
  applied: '{person} applied for {days, plural, one {# day} other {# days}} of {type}, {span}{reason}',
  hodApproved: '{by} approved {leave} as HOD{onBehalf}{balanceThen}',
  approved: '{by} gave the final approval of {leave}{hodsOwn}{balanceThen}',
  rejected: '{by} rejected {leave}{onBehalf}{reason}',
  withdrawn: '{by} withdrew {leave}',
  cancellationRequested: '{by} asked to cancel {leave}{reason}',
  cancelled: '{by} cancelled {leave} from {date}; {days, plural, one {# day} other {# days}} given back',
  cancellationDeclined: '{by} declined to cancel {leave}{reason}',
  attached: '{by} attached {file} to {leave}',
  granted: '{person} was granted {days, plural, one {# day} other {# days}} of {type}{reason}',
  reset: "{person}'s {type} was set to {to}{reason}",
  debited: '{days, plural, one {# day of {type} was} other {# days of {type} were}} taken from {person}\'s balance{reason}',
  adjusted: "{person}'s {type} was changed from {from} to {to}{reason}",
  credited: '{days, plural, one {# day of {type} was} other {# days of {type} were}} given back to {person}{reason}',
  lapsed: "{days, plural, one {# day} other {# days}} of {person}'s {type} lapsed{carried}{reason}",
  holidayAdded: '{by} added the holiday {name} on {date}',
  holidayRemoved: '{by} removed the holiday {name} on {date}',
  registered: '{person} was registered as {role}',
  registeredIn: '{person} was registered as {role} in {department}',
  roleChanged: "{person}'s role was changed from {from} to {to}",
  departmentChanged: "{person}'s department was changed from {from} to {to}",
  deactivated: "{person}'s account was deactivated",
  reactivated: "{person}'s account was reactivated",
  deleted: '{person} was deleted from the staff register',
  passwordSetWithLink: '{person} set their password with an e-mailed link',
  passwordChanged: "{person}'s password was changed",
  signedOutEverywhere: '{person} signed out on every device',
  signedOutOnDevice: '{person} signed out on one device ({device})',
  detailsChanged: "{person}'s details were changed: {fields}",
  signInLinked: "{person}'s college account ({issuer}) was linked at their first sign-in with it",
  signInConnected: '{person} connected their college account ({issuer}) on their profile',
  signInUnlinked: "{by} removed {person}'s college account link ({issuer})",
  passkeyAdded: '{person} added a passkey',
  passkeyRemoved: "{person}'s passkey was removed",
  standInNamed: '{by} named a stand-in for {hod} ({department}), {from} to {to}',
  standInNamedForOffice: '{by} named a stand-in for {hod} as {office}, {from} to {to}',
  standInEnded: "A stand-in's naming ended: {ended}",
  standInRemoved: '{by} removed a stand-in',
  policyPublished: '{by} published leave policy version {version}, in force from {date}{reason}',
  fromEmailLink: '{sentence} from the e-mail link',
  fromPush: "{sentence} from the phone's notification",
  stepApproved: 'Approved by the {office}, {by}, step {step} of {steps}: {leave}{onBehalf}{balanceThen}',
  stepRejected: 'Rejected by the {office}, {by}, step {step} of {steps}: {leave}{onBehalf}{reason}',
  stepEscalated: 'Escalated from the {from} to the {to}: {leave}{reason}',
  arrangementAsked: '{absent} asked {substitute} to take {className}, period {period}, on {date}',
  arrangementOpen: '{by} left {className}, period {period}, on {date} for the HOD to arrange',
  arrangementAccepted: '{by} will take {className}, period {period}, on {date}',
  arrangementDeclined: '{by} declined to take {className}, period {period}, on {date}{reason}',
  arrangementAssigned: '{by} assigned {substitute} to take {className}, period {period}, on {date}',
  arrangementReleased: '{className}, period {period}, on {date} need not be taken: the leave is no longer open',
  stepReminded: 'The {office} was reminded of {leave}, waiting for more than {hours, plural, one {# hour} other {# hours}}',
} as const;

function spanWords(span: { fromDate: unknown; toDate: unknown; fromHalf?: unknown; toHalf?: unknown }, formatDay: (day: string) => string, say: Say): string {
  const half = (value: unknown) => (value === 'first' || value === 'second' ? value : undefined);
  return spanText({ fromDate: text(span.fromDate) as CalendarDate, toDate: text(span.toDate) as CalendarDate, fromHalf: half(span.fromHalf), toHalf: half(span.toHalf) }, formatDay, say);
}

/**
 * One sentence for one event. `formatDay` writes a calendar day (YYYY-MM-DD) as every screen does, `say`
 * words the templates (English by default; the web's in the reader's language, with a role's label and a
 * stored ledger reason translated); an event type this function does not know reads as its type.
 */
export function auditSentence(
  event: { type: string; data: unknown; actor: { name: string }; about?: AuditSubjectDto | undefined; via?: string | undefined },
  formatDay: (day: string) => string,
  say: Say = fillTemplate,
): string {
  const sentence = sentenceOf(event, formatDay, say);
  // Issue 44: 'Dr. Rao approved ... from the e-mail link' (or '... from the phone's notification').
  if (event.via === 'email-link') return say(AUDIT_TEMPLATES.fromEmailLink, { sentence });
  if (event.via === 'push') return say(AUDIT_TEMPLATES.fromPush, { sentence });
  return sentence;
}

function sentenceOf(event: { type: string; data: unknown; actor: { name: string }; about?: AuditSubjectDto | undefined }, formatDay: (day: string) => string, say: Say): string {
  const T = AUDIT_TEMPLATES;
  const data = (event.data && typeof event.data === 'object' ? event.data : {}) as Data;
  const about = event.about;
  const by = nameOf(data.by) || event.actor.name;
  const application = about?.kind === 'application' ? about : null;
  const person = about?.kind === 'person' ? about.name : about?.kind === 'application' ? about.applicant.name : say(T.someone);
  const roleName = (value: unknown): string => (ROLE_LABELS[value as Role] ? say(ROLE_LABELS[value as Role]) : text(value));
  const day = (value: unknown) => formatDay(text(value));
  // "Vivek Rao's CL (12 December 2026 to 16 December 2026, 3 days)"
  const leave = application
    ? say(T.leave, { name: application.applicant.name, type: code(application.leaveType), span: spanWords(application, formatDay, say), days: application.numberOfDays })
    : say(T.theApplication);
  const reason = text(data.reason) ? say(T.quoted, { reason: text(data.reason) }) : '';
  const onBehalf = nameOf(data.onBehalfOf) ? say(T.onBehalf, { name: nameOf(data.onBehalfOf) }) : '';
  const balanceThen = typeof data.balanceBefore === 'number' && application ? say(T.balanceThen, { type: code(application.leaveType), balance: data.balanceBefore }) : '';
  const type = code(data.leaveType);
  const days = count(data.days);

  // A routed application's step (issue 43): its office, who decided, its place ('step 2 of 3').
  const place = data.place && typeof data.place === 'object' ? (data.place as Data) : null;
  const routed = text(data.stepName) && place ? { office: text(data.stepName), by, step: count(place.step), steps: count(place.steps), leave, onBehalf } : null;

  switch (event.type) {
    case 'LeaveApplied':
      if (data.kind === 'compOff') return say(T.claimed, { person: nameOf(data.applicant) || person, days: count(data.numberOfDays), type, date: day(data.fromDate), reason });
      return say(T.applied, { person: nameOf(data.applicant) || person, days: count(data.numberOfDays), type, span: spanWords({ fromDate: data.fromDate, toDate: data.toDate, fromHalf: data.fromHalf, toHalf: data.toHalf }, formatDay, say), reason });
    case 'LeaveHodApproved':
      if (routed) return say(T.stepApproved, { ...routed, balanceThen });
      return say(T.hodApproved, { by, leave, onBehalf, balanceThen });
    case 'LeaveApproved':
      if (routed) return say(T.stepApproved, { ...routed, balanceThen });
      return say(T.approved, { by, leave, hodsOwn: data.includesHodLevel === true ? say(T.hodsOwn) : '', balanceThen });
    case 'LeaveRejected':
      if (routed) return say(T.stepRejected, { ...routed, reason });
      return say(T.rejected, { by, leave, onBehalf, reason });
    case 'LeaveStepEscalated':
      return say(T.stepEscalated, { from: text(data.from), to: nameOf(data.to), leave, reason });
    case 'LeaveStepReminded':
      return say(T.stepReminded, { office: text(data.office), leave, hours: count(data.hours) });
    case 'LeaveWithdrawn':
      return say(T.withdrawn, { by, leave });
    case 'LeaveCancellationRequested':
      return say(T.cancellationRequested, { by, leave, reason });
    case 'LeaveCancelled':
      return say(T.cancelled, { by, leave, date: day(data.fromDate), days: count(data.daysCredited) });
    case 'LeaveCancellationDeclined':
      return say(T.cancellationDeclined, { by, leave, reason });
    case 'AttachmentAdded':
      return say(T.attached, { by: nameOf(data.uploadedBy) || event.actor.name, file: text(data.fileName) || say(T.aFile), leave });
    case 'BalanceGranted':
      return say(T.granted, { person, days, type, reason });
    case 'BalanceReset':
      return say(T.reset, { person, type, to: text(data.to), reason });
    case 'BalanceDebited':
      return say(T.debited, { days, type, person, reason });
    case 'BalanceAdjusted':
      return say(T.adjusted, { person, type, from: text(data.from), to: text(data.to), reason });
    case 'BalanceCredited':
      return say(T.credited, { days, type, person, reason });
    case 'BalanceLapsed': {
      const carriedDays = typeof data.carried === 'number' && data.carried > 0 ? data.carried : 0;
      const carried = carriedDays === 0 ? '' : text(data.carriedExpiresOn) ? say(T.carriedUntil, { days: carriedDays, date: day(data.carriedExpiresOn) }) : say(T.carried, { days: carriedDays });
      return say(T.lapsed, { days, person, type, carried, reason });
    }
    case 'HolidayAdded':
      return say(T.holidayAdded, { by, name: text(data.name), date: day(data.date) });
    case 'HolidayRemoved':
      return say(T.holidayRemoved, { by, name: text(data.name), date: day(data.date) });
    case 'UserRegistered':
      return text(data.department)
        ? say(T.registeredIn, { person: text(data.name) || person, role: roleName(data.role), department: text(data.department) })
        : say(T.registered, { person: text(data.name) || person, role: roleName(data.role) });
    case 'UserRoleChanged':
      return say(T.roleChanged, { person, from: roleName(data.from), to: roleName(data.to) });
    case 'UserDepartmentChanged':
      return say(T.departmentChanged, { person, from: text(data.from) || say(T.none), to: text(data.to) || say(T.none) });
    case 'UserDeactivated':
      return say(T.deactivated, { person });
    case 'UserReactivated':
      return say(T.reactivated, { person });
    case 'UserDeleted':
      return say(T.deleted, { person });
    case 'UserPasswordChanged':
      return say(data.withLink === true ? T.passwordSetWithLink : T.passwordChanged, { person });
    case 'UserSignedOutEverywhere':
      return say(T.signedOutEverywhere, { person });
    case 'UserSignedOutOnDevice':
      return say(T.signedOutOnDevice, { person, device: text(data.device) });
    case 'UserDetailsChanged':
      return say(T.detailsChanged, { person, fields: Array.isArray(data.fields) ? data.fields.map(text).join(', ') : '' });
    case 'UserSignInLinked':
      return say(data.by === 'profile' ? T.signInConnected : T.signInLinked, { person, issuer: text(data.issuer) });
    case 'UserSignInUnlinked':
      return say(T.signInUnlinked, { by, person, issuer: text(data.issuer) });
    case 'UserPasskeyAdded':
      return say(T.passkeyAdded, { person });
    case 'UserPasskeyRemoved':
      return say(T.passkeyRemoved, { person });
    case 'StandInNamed':
      // An office's naming (issue 43): the office in place of a department.
      if (text(data.office)) return say(T.standInNamedForOffice, { by, hod: text(data.hodName), office: text(data.officeName) || text(data.office), from: day(data.from), to: day(data.to) });
      return say(T.standInNamed, { by, hod: text(data.hodName), department: text(data.department), from: day(data.from), to: day(data.to) });
    case 'StandInRemoved':
      return text(data.ended) ? say(T.standInEnded, { ended: text(data.ended) }) : say(T.standInRemoved, { by });
    case 'ArrangementRequested':
    case 'ArrangementAccepted':
    case 'ArrangementDeclined':
    case 'ArrangementReassigned':
    case 'ArrangementReleased':
      return arrangementSentence(event.type, data, by, day, reason, say);
    case 'LeavePolicyPublished':
      return say(T.policyPublished, { by: nameOf(data.publishedBy) || say(T.theSystem), version: text(data.version), date: day(data.effectiveFrom), reason });
    default:
      return event.type;
  }
}

/** Issue 45: 'Dr. Rao will take II CSE-A, period 3, on 9 Dec'. */
function arrangementSentence(type: string, data: Data, by: string, day: (value: unknown) => string, reason: string, say: Say): string {
  const T = AUDIT_TEMPLATES;
  const slot = { className: text(data.className), period: count(data.period), date: day(data.date) };
  const substitute = nameOf(data.substitute);
  switch (type) {
    case 'ArrangementRequested':
      return substitute ? say(T.arrangementAsked, { absent: nameOf(data.absent) || by, substitute, ...slot }) : say(T.arrangementOpen, { by: nameOf(data.absent) || by, ...slot });
    case 'ArrangementAccepted':
      return say(T.arrangementAccepted, { by, ...slot });
    case 'ArrangementDeclined':
      return say(T.arrangementDeclined, { by, reason, ...slot });
    case 'ArrangementReassigned':
      if (!substitute) return say(T.arrangementOpen, { by, ...slot });
      return data.status === 'assigned' ? say(T.arrangementAssigned, { by, substitute, ...slot }) : say(T.arrangementAsked, { absent: by, substitute, ...slot });
    default:
      return say(T.arrangementReleased, slot);
  }
}
