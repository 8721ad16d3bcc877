// The jobs by name, with what each takes and gives back: the api enqueues them, the worker's handlers
// run them (in-process or on BullMQ), and neither needs the other to know the shapes.

import { createHash, randomBytes } from 'node:crypto';
import type { CalendarDate, EarnedLeaveDetails, ExcelUploadResult, PasswordLinkPurpose, TimetableImportResult } from '@leave/domain';

/** An uploaded workbook (kept in import_jobs under the job id) turned into users. */
export const IMPORT_EMPLOYEES = 'import-employees';

export interface ImportEmployeesData {
  /** The admin who uploaded the file: the actor of every event, and whom import:progress/done go to. */
  uploadedBy: string;
  fileName: string;
}

/** 'refused': the file itself could not be imported (unreadable, missing columns, too many rows). */
export type ImportEmployeesResult = { status: 'imported'; result: ExcelUploadResult } | { status: 'refused'; message: string };

/** What import_jobs.result holds once an import has ended: a result, or the reason it failed for good. */
export type ImportEmployeesOutcome = ImportEmployeesResult | { status: 'failed'; message: string };

/**
 * The job id of one upload: the file's hash, the moment of the upload and a random tag. Each upload is its
 * own import, run against the register as it is then (the same file uploaded again imports again what
 * is missing); a crashed run resumes under the same id, recorded with the upload (import_jobs).
 */
export function importJobId(file: Uint8Array, uploadedAt: Date = new Date()): string {
  return `import-${createHash('sha256').update(file).digest('hex')}-${uploadedAt.getTime().toString(36)}${randomBytes(4).toString('hex')}`;
}

/**
 * An uploaded timetable workbook (issue 45) turned into periods of the teachers it names, each teacher's
 * rows appended to their timetable stream in a transaction of its own. The file travels in the job's data
 * (a timetable is small: the upload limit holds): docs/decisions/0281-the-timetable-import-job.md.
 */
export const IMPORT_TIMETABLE = 'import-timetable';

export interface ImportTimetableData {
  /** The admin or HOD who uploaded the file: the actor of every event, whom import:progress goes to. */
  uploadedBy: string;
  fileName: string;
  /** The workbook, base64. */
  fileData: string;
  termFrom: CalendarDate;
  termTo: CalendarDate;
}

/** 'refused': the file itself could not be read (not a workbook, missing columns, too many rows). */
export type ImportTimetableResult = { status: 'imported'; result: TimetableImportResult } | { status: 'refused'; message: string };

/** The job id of one timetable upload, formed as an employee import's. */
export function timetableImportJobId(file: Uint8Array, uploadedAt: Date = new Date()): string {
  return `timetable-${importJobId(file, uploadedAt)}`;
}

/** Whatever accrual is due today and not yet in a person's ledger; run daily by the schedule. */
export const BALANCE_ACCRUALS = 'balance-accruals';

export interface BalanceAccrualsResult {
  date: CalendarDate;
  people: number;
  changed: number;
  events: number;
}

/** One person's earned leave, for POST /api/users/calculate-earned-leave. */
export const RECALCULATE_EARNED_LEAVE = 'recalculate-earned-leave';

export interface RecalculateEarnedLeaveData {
  userId: string;
  /** Who asked: the person themself, or an admin. */
  requestedBy: string;
}

export type RecalculateEarnedLeaveResult = EarnedLeaveDetails;

/** An admin's recalculation of everybody's earned leave. */
export const RECALCULATE_EARNED_LEAVE_ALL = 'recalculate-earned-leave-all';

export interface RecalculateEarnedLeaveAllData {
  requestedBy: string;
}

export interface RecalculateEarnedLeaveAllResult {
  people: number;
  changed: number;
}

/**
 * Inbox entries sent by e-mail (or kept for the admin's 'Outgoing mail' when SMTP_URL is unset): the
 * entries one commit made, of one priority, or a sweep's (issue 24: one job, one read and one write for
 * them all, not one job per entry). Each entry's mail goes at most once (outgoing_mail.id = the entry's id).
 */
export const SEND_NOTIFICATION_MAIL = 'send-notification-mail';

export interface SendNotificationMailData {
  notificationIds: string[];
}

/** sent / held (no SMTP_URL) / already (sent or held before: the idempotency key) / skipped (opted out, nobody to send to). */
export type NotificationMailStatus = 'sent' | 'held' | 'already' | 'skipped';

/** Each entry's outcome; `status` is theirs when they all share it ('mixed' when not). */
export interface SendNotificationMailResult {
  status: NotificationMailStatus | 'mixed';
  entries: Record<string, NotificationMailStatus>;
}

/**
 * The job id of a batch of entries' mails: `mail-<id>` for one entry, else its first entry, its size and a
 * hash of them all. A batch queued twice runs once; the same entry in another batch (a sweep's) is kept
 * from going twice by its outgoing_mail row.
 */
export function notificationMailJobId(notificationIds: string | readonly string[]): string {
  return batchJobId('mail', notificationIds);
}

/**
 * How long a mail row may stay 'sending' with no failure recorded before it counts as abandoned: the run
 * that wrote it died between the SMTP exchange and its 'sent' (or failure) update. Longer than any batch
 * takes to send (at most 100 mails over one transport), so a run still sending is never overtaken; a
 * sweep queues such a row again and a run claims it (mail-sweep.ts, the send-notification-mail job).
 */
export const MAIL_SENDING_LEASE_MINUTES = 15;

/** The job id of a sweep's batch of abandoned mails: its own, since the first run's id may still be held by the queue. */
export function abandonedMailJobId(notificationIds: readonly string[], sweptAt: Date): string {
  return `${batchJobId('mail-again', notificationIds)}-${sweptAt.getTime()}`;
}

function batchJobId(kind: string, notificationIds: string | readonly string[]): string {
  const ids = typeof notificationIds === 'string' ? [notificationIds] : notificationIds;
  if (ids.length === 1) return `${kind}-${ids[0]}`;
  return `${kind}-${ids[0]}-${ids.length}-${createHash('sha256').update(ids.join(',')).digest('hex').slice(0, 16)}`;
}

/**
 * Inbox entries pushed to every browser of their recipients that has push on (issue 23), when they want
 * the kind pushed; a batch like the mail's (issue 24). push_deliveries (entry and subscription) is the
 * idempotency key: a retry pushes only to the subscriptions not reached yet.
 */
export const SEND_NOTIFICATION_PUSH = 'send-notification-push';

export interface SendNotificationPushData {
  notificationIds: string[];
}

/**
 * Over the batch: pushed: how many subscriptions got an entry now; already: how many had it before; gone:
 * subscriptions the push service said no longer exist (404, 410), deleted. skipped: no entry of the batch
 * had a recipient, subscription and wish.
 */
export type SendNotificationPushResult = { status: 'skipped' } | { status: 'pushed'; pushed: number; already: number; gone: number };

/** The job id of a batch of entries' pushes, formed as the mail's. */
export function notificationPushJobId(notificationIds: string | readonly string[]): string {
  return batchJobId('push', notificationIds);
}

/**
 * The sweep of notification mails never queued (a process that died between its commit and queuing them):
 * every recent inbox entry its recipient wants by e-mail with no outgoing mail yet is queued again, under
 * its one job id. Run at start-up and on a schedule
 * (docs/decisions/0117-e-mail-queued-after-the-commit-sent-at-most-once.md).
 */
export const SWEEP_NOTIFICATION_MAILS = 'sweep-notification-mails';

/** unsent: entries found with no outgoing mail; queued: those of them whose recipient wants them by e-mail. */
export interface SweepNotificationMailsResult {
  unsent: number;
  queued: number;
  /** Mails left 'sending' past the lease by a run that stopped, queued again (only when there were any). */
  abandoned?: number;
}

/**
 * The sweep of notification pushes never queued (issue 23): the push side of the mail sweep. Every entry of
 * the last day that no push job has run for, whose recipient wants its kind pushed and had a subscription
 * when it was made, is queued again under its one job id (docs/decisions/0163-pushes-are-swept-too.md).
 */
export const SWEEP_NOTIFICATION_PUSHES = 'sweep-notification-pushes';

/** unpushed: entries found with no push job run and a subscription; queued: those of them whose recipient wants them pushed. */
export interface SweepNotificationPushesResult {
  unpushed: number;
  queued: number;
}

/**
 * A set-password link by e-mail (issue 26): to a person an admin added ('welcome') or who asked on the
 * sign-in page ('reset'). The job makes the link's secret when it sends, keeps only its hash
 * (password_links) and keeps a copy of the mail without the link (outgoing_mail, under `mailId`).
 */
export const SEND_PASSWORD_LINK = 'send-password-link';

export interface SendPasswordLinkData {
  userId: string;
  purpose: PasswordLinkPurpose;
  /** The outgoing_mail id of this mail: its idempotency key. */
  mailId: string;
}

/** sent / held (no SMTP_URL: no link made) / already (sent or held before) / skipped (nobody active to send to). */
export type SendPasswordLinkResult = { status: 'sent' | 'held' | 'already' | 'skipped' };

/** The job id of a set-password mail. */
export function passwordLinkJobId(mailId: string): string {
  return `password-link-${mailId}`;
}

/** The daily reminders of applications waiting too long, for the day it runs (docs/rules.md, Reminders). */
export const APPROVAL_REMINDERS = 'approval-reminders';

export interface ApprovalRemindersResult {
  date: CalendarDate;
  workingDay: boolean;
  reminders: number;
}

/**
 * The deadlines of the approval routes (issue 43): every open routed application whose waiting step has
 * waited past its route's `remindAfterHours` or `escalateAfterHours` gets its LeaveStepReminded or
 * LeaveStepEscalated, appended under the stream's version (two runs, two workers: once). Every 15 minutes.
 */
export const ROUTE_DEADLINES = 'route-deadlines';

export interface RouteDeadlinesResult {
  escalated: number;
  reminded: number;
}

/**
 * Every job by name, with the data it takes and the result it gives back: `enqueue`, `enqueueAndWait`, the
 * handlers and the BullMQ worker are typed from it, so that a job enqueued with the wrong data, or a handler
 * missing for a name, is a compile error and no caller casts.
 */
// A type, not an interface: the job port takes any catalogue of this shape (the queue's own tests use theirs).
export type JobCatalogue = {
  [IMPORT_EMPLOYEES]: { data: ImportEmployeesData; result: ImportEmployeesResult };
  [IMPORT_TIMETABLE]: { data: ImportTimetableData; result: ImportTimetableResult };
  [BALANCE_ACCRUALS]: { data: Record<string, never>; result: BalanceAccrualsResult };
  [RECALCULATE_EARNED_LEAVE]: { data: RecalculateEarnedLeaveData; result: RecalculateEarnedLeaveResult };
  [RECALCULATE_EARNED_LEAVE_ALL]: { data: RecalculateEarnedLeaveAllData; result: RecalculateEarnedLeaveAllResult };
  [SEND_NOTIFICATION_MAIL]: { data: SendNotificationMailData; result: SendNotificationMailResult };
  [SEND_NOTIFICATION_PUSH]: { data: SendNotificationPushData; result: SendNotificationPushResult };
  [SWEEP_NOTIFICATION_MAILS]: { data: Record<string, never>; result: SweepNotificationMailsResult };
  [SWEEP_NOTIFICATION_PUSHES]: { data: Record<string, never>; result: SweepNotificationPushesResult };
  [APPROVAL_REMINDERS]: { data: Record<string, never>; result: ApprovalRemindersResult };
  [ROUTE_DEADLINES]: { data: Record<string, never>; result: RouteDeadlinesResult };
  [SEND_PASSWORD_LINK]: { data: SendPasswordLinkData; result: SendPasswordLinkResult };
};

export type JobName = keyof JobCatalogue;

/** Every job's name, as a value (docs/architecture.md lists each; its test reads them here). A name missing or extra fails to compile. */
export const JOB_NAMES = Object.keys({
  [IMPORT_EMPLOYEES]: true,
  [IMPORT_TIMETABLE]: true,
  [BALANCE_ACCRUALS]: true,
  [RECALCULATE_EARNED_LEAVE]: true,
  [RECALCULATE_EARNED_LEAVE_ALL]: true,
  [SEND_NOTIFICATION_MAIL]: true,
  [SEND_NOTIFICATION_PUSH]: true,
  [SWEEP_NOTIFICATION_MAILS]: true,
  [SWEEP_NOTIFICATION_PUSHES]: true,
  [APPROVAL_REMINDERS]: true,
  [ROUTE_DEADLINES]: true,
  [SEND_PASSWORD_LINK]: true,
} satisfies Record<JobName, true>) as JobName[];
export type JobData<Name extends JobName> = JobCatalogue[Name]['data'];
export type JobResult<Name extends JobName> = JobCatalogue[Name]['result'];
