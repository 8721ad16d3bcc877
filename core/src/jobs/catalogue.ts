// The jobs by name, with what each takes and gives back: the api enqueues them, the worker's handlers
// run them (in-process or on BullMQ), and neither needs the other to know the shapes.

import { createHash, randomBytes } from 'node:crypto';
import type { CalendarDate, EarnedLeaveDetails, ExcelUploadResult } from '@leave/domain';

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

/** One inbox entry sent by e-mail (or kept for the admin's 'Outgoing mail' when SMTP_URL is unset). */
export const SEND_NOTIFICATION_MAIL = 'send-notification-mail';

export interface SendNotificationMailData {
  notificationId: string;
}

/** sent / held (no SMTP_URL) / already (sent or held before: the idempotency key) / skipped (opted out, nobody to send to). */
export type SendNotificationMailResult = { status: 'sent' | 'held' | 'already' | 'skipped' };

/** The job id of a notification's mail: one job per inbox entry (event and recipient). */
export function notificationMailJobId(notificationId: string): string {
  return `mail-${notificationId}`;
}

/**
 * The sweep of notification mails never queued (a process that died between its commit and queuing them):
 * every recent inbox entry its recipient wants by e-mail with no outgoing mail yet is queued again, under
 * its one job id. Run at start-up and on a schedule (docs/decisions.md, 'E-mail: queued after the commit').
 */
export const SWEEP_NOTIFICATION_MAILS = 'sweep-notification-mails';

/** unsent: entries found with no outgoing mail; queued: those of them whose recipient wants them by e-mail. */
export interface SweepNotificationMailsResult {
  unsent: number;
  queued: number;
}

/** The daily reminders of applications waiting too long, for the day it runs (docs/rules.md, Reminders). */
export const APPROVAL_REMINDERS = 'approval-reminders';

export interface ApprovalRemindersResult {
  date: CalendarDate;
  workingDay: boolean;
  reminders: number;
}
