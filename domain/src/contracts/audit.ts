// The audit contract (issue 12): GET /audit/events and its filters, an application's audit timeline,
// the exports and the rule that keeps a spreadsheet from running a cell as a formula.

import { z } from 'zod';
import { fillTemplate, type Say } from '../i18n/templates';
import { parseCalendarDate } from '../dates';
import { balanceEventTypes } from '../balance/balance.events';
import { leaveEventTypes } from '../leave/leave.events';
import { holidayEventTypes } from '../holidays/holidays';
import { LEAVE_STATUSES, type LeaveBalance } from '../leave/leave.policy';
import { normaliseDepartment } from '../people/departments';
import { userEventTypes } from '../people/user.events';
import { standInEventTypes } from '../people/stand-in.events';
import { policyEventTypes } from '../policy/policy.versions';
import { arrangementEventTypes } from '../timetable/arrangements';
import type { Role } from '../people/roles';
import type { LeaveDto } from './dto';
import type { AuditSubjectDto } from './audit-sentences';
import { leaveCodeFilter, plainText } from './fields';

/**
 * Events the audit log leaves out: a person's own preferences (the language they read in), which decide
 * nothing and change no one's record or balance. The event store keeps them like every event.
 */
export const NOT_IN_THE_AUDIT_LOG: readonly string[] = ['UserLanguageChosen'];

/** Every event type the log can hold, in the order the audit screen's filter lists them. */
export const AUDIT_EVENT_TYPES: readonly string[] = [
  ...leaveEventTypes.names,
  ...balanceEventTypes.names,
  ...userEventTypes.names.filter((type) => !NOT_IN_THE_AUDIT_LOG.includes(type)),
  ...holidayEventTypes.names,
  ...standInEventTypes.names,
  ...policyEventTypes.names,
  ...arrangementEventTypes.names,
];

/** A page of the audit log holds at most this many events; 25 when the client does not say. */
export const AUDIT_PAGE_MAX = 100;
export const AUDIT_PAGE_DEFAULT = 25;

const idFilter = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, { error: `${label} must not be blank` })
    .max(100, { error: `${label} is too long` })
    .check(plainText(label));

const dateFilter = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .max(40, { error: `${label} must be a date` })
    .check(plainText(label))
    .transform((value, ctx) => parseCalendarDate(value) ?? (ctx.addIssue({ code: 'custom', message: `${label} must be a date (YYYY-MM-DD)` }), z.NEVER));

const departmentFilter = z
  .string({ error: 'Department must be text' })
  .max(200, { error: 'Unknown department' })
  .check(plainText('Department'))
  .transform((value, ctx) => normaliseDepartment(value) ?? (ctx.addIssue({ code: 'custom', message: 'Unknown department' }), z.NEVER));

const eventTypeFilter = z.string({ error: 'Unknown event type' }).check(plainText('Event type')).refine((value) => AUDIT_EVENT_TYPES.includes(value), { error: 'Unknown event type' });

/** The filters both the log and its export take. `from` and `to` are calendar days in APP_TIMEZONE, both included. */
const logFilters = {
  personId: idFilter('Person').optional(),
  department: departmentFilter.optional(),
  leaveId: idFilter('Application').optional(),
  type: eventTypeFilter.optional(),
  from: dateFilter('From').optional(),
  to: dateFilter('To').optional(),
};

const fromNotAfterTo = {
  check: (query: { from?: unknown; to?: unknown }) => typeof query.from !== 'string' || typeof query.to !== 'string' || query.from <= query.to,
  params: { message: 'From must not be after To', path: ['to'] },
};

/** GET /audit/events: newest first, paged and counted on the server. */
export const auditEventsQuery = z
  .strictObject({
    ...logFilters,
    limit: z.coerce.number({ error: 'Limit must be a number' }).int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
    offset: z.coerce.number({ error: 'Offset must be a number' }).int().min(0).max(10_000_000).default(0),
  })
  .refine(fromNotAfterTo.check, fromNotAfterTo.params);
export type AuditEventsQuery = z.output<typeof auditEventsQuery>;
export type AuditEventsFilter = Omit<AuditEventsQuery, 'limit' | 'offset'>;

export const EXPORT_KINDS = ['applications', 'staff', 'ledger', 'events'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FILES = EXPORT_KINDS.flatMap((kind) => EXPORT_FORMATS.map((format) => `${kind}.${format}` as const));

/** GET /exports/<kind>.<format>. */
export const exportParams = z.object({
  file: z.enum(EXPORT_FILES as [`${ExportKind}.${ExportFormat}`, ...`${ExportKind}.${ExportFormat}`[]], { error: 'Unknown export' }),
});

/**
 * The filters of an export: the events export takes the log's, the applications export status, leave
 * type, department and the days it was applied on, the staff register the department, the ledger a
 * person or a department. A filter a kind does not use is ignored.
 */
export const exportQuery = z
  .strictObject({
    ...logFilters,
    status: z.enum(LEAVE_STATUSES, { error: 'Unknown status' }).optional(),
    leaveType: leaveCodeFilter('Unknown leave type').optional(),
  })
  .refine(fromNotAfterTo.check, fromNotAfterTo.params);
export type ExportQuery = z.output<typeof exportQuery>;

/** Who did it: 'System' (role null) for work with no person behind it. */
export interface AuditActorDto {
  _id: string;
  name: string;
  role: Role | null;
}

/** One event of the log as the audit screen shows it. */
export interface AuditEventDto {
  position: number;
  streamId: string;
  version: number;
  type: string;
  data: unknown;
  actor: AuditActorDto;
  /** ISO datetime. */
  occurredAt: string;
  /** How a decision was taken, when not in the app: 'email-link' or 'push' (issue 44). */
  via?: 'email-link' | 'push';
}

export interface AuditEventsPage {
  events: AuditEventDto[];
  total: number;
  /** What the page's events are about, by stream id: an application, or the person whose record or balance it is (absent when none is). */
  about?: Record<string, AuditSubjectDto>;
}

/** One step of an application's timeline: the event, and the application and the applicant's balance right after it. */
export interface AuditTimelineEntryDto {
  event: AuditEventDto;
  application: LeaveDto;
  balance: LeaveBalance;
}

export interface AuditTimelineDto {
  leaveId: string;
  entries: AuditTimelineEntryDto[];
}

/** A text cell a spreadsheet would read as a formula or a control: =, +, -, @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as an export writes it: one that begins with = + - @ tab or carriage return gets a leading
 * apostrophe, so that a spreadsheet shows it as text and never evaluates it. Numbers are not text and
 * stay numbers (a negative figure is still -1).
 */
export function escapeSpreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

// How the audit screens name an event type: a few words a person reads, the type itself for the rest.
export const AUDIT_EVENT_LABELS: Readonly<Record<string, string>> = {
  LeaveApplied: 'Applied',
  LeaveHodApproved: 'Approved by HOD',
  LeaveApproved: 'Approved',
  LeaveRejected: 'Rejected',
  LeaveWithdrawn: 'Withdrawn',
  LeaveCancellationRequested: 'Cancellation requested',
  LeaveCancelled: 'Cancelled',
  LeaveCancellationDeclined: 'Cancellation declined',
  AttachmentAdded: 'File attached',
  LeaveStepEscalated: 'Step escalated',
  LeaveStepReminded: 'Step reminder sent',
  BalanceGranted: 'Balance granted',
  BalanceReset: 'Balance reset',
  BalanceDebited: 'Balance debited',
  BalanceAdjusted: 'Balance adjusted',
  BalanceCredited: 'Balance credited',
  BalanceLapsed: 'Balance lapsed',
  HolidayAdded: 'Holiday added',
  HolidayRemoved: 'Holiday removed',
  UserRegistered: 'Person registered',
  UserRoleChanged: 'Role changed',
  UserDepartmentChanged: 'Department changed',
  UserDeactivated: 'Deactivated',
  UserReactivated: 'Reactivated',
  UserDeleted: 'Deleted',
  UserPasswordChanged: 'Password changed',
  UserDetailsChanged: 'Details changed',
  UserSignInLinked: 'College account linked',
  UserSignInUnlinked: 'College account unlinked',
  UserPasskeyAdded: 'Passkey added',
  UserPasskeyRemoved: 'Passkey removed',
  UserSignedOutEverywhere: 'Signed out everywhere',
  UserSignedOutOnDevice: 'Signed out on a device',
  StandInNamed: 'Stand-in named',
  StandInRemoved: 'Stand-in removed',
  LeavePolicyPublished: 'Leave policy published',
  ArrangementRequested: 'Class arrangement asked',
  ArrangementAccepted: 'Class accepted',
  ArrangementDeclined: 'Class declined',
  ArrangementReassigned: 'Class arrangement changed',
  ArrangementReleased: 'Class arrangement released',
};

export function auditEventLabel(type: string): string {
  return AUDIT_EVENT_LABELS[type] ?? type;
}

/** The words of `auditEventText` as templates (domain/src/i18n/templates.ts); a file's name stays as it is. */
export const AUDIT_EVENT_TEMPLATES = {
  attached: 'attached {file}',
  attachedAFile: 'attached a file',
} as const;

/** What an event did, in words, where the audit screens say more than its label: 'attached certificate.pdf'. Null for the rest. */
export function auditEventText(type: string, data: unknown, say: Say = fillTemplate): string | null {
  if (type === 'AttachmentAdded') {
    const fileName = (data as { fileName?: unknown } | null)?.fileName;
    return typeof fileName === 'string' ? say(AUDIT_EVENT_TEMPLATES.attached, { file: fileName }) : say(AUDIT_EVENT_TEMPLATES.attachedAFile);
  }
  return null;
}
