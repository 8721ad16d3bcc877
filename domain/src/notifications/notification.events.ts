// Facts that are not a leave application's or a person's but that somebody must hear of: an Excel import
// has ended (stream `import-<jobId>`), and a day's reminder to an approver (stream
// `reminder-<approverId>-<date>`, whose one event also makes the reminder happen once a day).

import type { CalendarDate } from '../dates';
import { eventTypes } from '../event-types';

export interface ImportFinished {
  type: 'ImportFinished';
  data: { jobId: string; uploadedBy: string; fileName: string; outcome: 'imported' | 'refused' | 'failed'; successful: number; errors: number; existing: number };
}

export type ImportEvent = ImportFinished;
export const importEventTypes = eventTypes<ImportEvent>({ ImportFinished: true });

export interface ApprovalsReminderSent {
  type: 'ApprovalsReminderSent';
  data: {
    approverId: string;
    /** The approver's queue: a department's pending applications, or the admin's HOD-approved ones. */
    queue: 'hod' | 'admin';
    date: CalendarDate;
    afterWorkingDays: number;
    leaves: { leaveId: string; applicantName: string; leaveType: string; fromDate: CalendarDate; toDate: CalendarDate; waitingSince: CalendarDate }[];
  };
}

export type ReminderEvent = ApprovalsReminderSent;
export const reminderEventTypes = eventTypes<ReminderEvent>({ ApprovalsReminderSent: true });

/** Whether a stream of one kind was started: import and reminder streams hold one event each. */
export type OnceState = 'none' | 'done';
export const initialOnce: OnceState = 'none';
export const evolveOnce = (): OnceState => 'done';
