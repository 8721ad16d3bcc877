// Who hears of what (docs/rules.md, Notifications): each event that matters to somebody becomes one inbox
// entry per person it concerns. Pure: the inbox projection gives it the event, the application as it
// stands after the event, and who the approvers are at that point of the log.

import { isHalfDaySpan, longDate, spanText, todayIn } from '../dates';
import type { LeaveApplication, LeaveEvent } from '../leave/leave.events';
import { standInCovers } from '../people/stand-ins';
import type { StandInNamed } from '../people/stand-in.events';
import type { Role } from '../people/roles';
import type { ImportFinished, ApprovalsReminderSent } from './notification.events';
import type { NotificationKind } from './notification.kinds';

export interface NotificationDraft {
  recipientId: string;
  kind: NotificationKind;
  title: string;
  link: string;
}

/** The approvers at a point of the log: active HODs by department and active admins. */
export interface ApproverDirectory {
  admins: readonly string[];
  hodsOf(department: string): readonly string[];
  /** The namings of a department not removed at that point of the log, with each stand-in's role then. */
  standInsOf?(department: string): readonly StandInNaming[];
}

export type StandInNaming = StandInNamed['data'] & { standInRole: Role };

/** The Stand-in Queue of a stand-in's portal. */
export function standInQueuePath(role: Role): string {
  return role === 'hod' ? '/hod/stand-in-queue' : '/employee/stand-in-queue';
}

/** The screen of a person's own applications, by their role. */
export function ownApplicationsPath(role: Role): string {
  return role === 'hod' ? '/hod/history' : role === 'admin' ? '/admin/applications' : '/employee/history';
}

export const NOTIFICATION_LINKS = {
  hodQueue: '/hod/applications',
  adminQueue: '/admin/applications',
  excelImport: '/admin/excel-upload',
} as const;

function describe(application: LeaveApplication): string {
  const type = application.leaveType.toUpperCase();
  // A claim of compensatory leave: 'COFF for work on November 21, 2026 (1 day)'.
  if (application.kind === 'compOff') return `${type} for work on ${longDate(application.fromDate)} (${application.numberOfDays} ${application.numberOfDays === 1 ? 'day' : 'days'})`;
  // 'CL (December 7, 2026, 1 day)', 'CL (December 7, 2026 (afternoon) to December 9, 2026, 2.5 days)'
  const dates = application.fromDate === application.toDate && !isHalfDaySpan(application) ? longDate(application.fromDate) : spanText(application, longDate);
  return `${type} (${dates}, ${application.numberOfDays} ${application.numberOfDays === 1 ? 'day' : 'days'})`;
}

/**
 * The inbox entries of a leave event; `application` is the application after it. Each links to the screen
 * where its reader deals with the application, opened on it (`?leave=<id>`: the screen shows its details).
 */
export function leaveNotifications(event: LeaveEvent, application: LeaveApplication, approvers: ApproverDirectory): NotificationDraft[] {
  return leaveDrafts(event, application, approvers).map((draft) => ({ ...draft, link: `${draft.link}?leave=${encodeURIComponent(application.leaveId)}` }));
}

function leaveDrafts(event: LeaveEvent, application: LeaveApplication, approvers: ApproverDirectory): NotificationDraft[] {
  const { applicant } = application;
  const what = describe(application);
  const applied = application.kind === 'compOff' ? 'claimed' : 'applied for';
  const mine = ownApplicationsPath(applicant.role);
  const others = (ids: readonly string[], by: string | null) => ids.filter((id) => id !== applicant.id && id !== by);
  switch (event.type) {
    case 'LeaveApplied': {
      // A HOD's own application has no HOD level above it: it waits for the admin.
      const hodApplicant = applicant.role === 'hod';
      const recipients = others(hodApplicant ? approvers.admins : approvers.hodsOf(application.department), null);
      const drafts: NotificationDraft[] = recipients.map((recipientId) => ({
        recipientId,
        kind: 'applicationWaiting',
        title: `${applicant.name} ${applied} ${what}: waiting for your decision`,
        link: hodApplicant ? NOTIFICATION_LINKS.adminQueue : NOTIFICATION_LINKS.hodQueue,
      }));
      if (hodApplicant) return drafts;
      // Whoever stands in for the department's HOD on the day it was applied (in the naming's time zone)
      // is told as the HOD is: their Stand-in Queue now holds it.
      const standIns = (approvers.standInsOf?.(application.department) ?? []).filter(
        (naming) => standInCovers(naming, todayIn(naming.timeZone, new Date(application.appliedAt))) && !recipients.includes(naming.standInId),
      );
      const told = new Set<string>();
      for (const naming of standIns) {
        if (told.has(naming.standInId) || others([naming.standInId], null).length === 0) continue;
        told.add(naming.standInId);
        drafts.push({
          recipientId: naming.standInId,
          kind: 'applicationWaiting',
          title: `${applicant.name} ${applied} ${what}: waiting for your decision as stand-in for ${naming.hodName}`,
          link: standInQueuePath(naming.standInRole),
        });
      }
      return drafts;
    }
    case 'LeaveHodApproved': {
      const by = `${event.data.by.name}${event.data.onBehalfOf ? ` on behalf of ${event.data.onBehalfOf.name}` : ''}`;
      return [
        { recipientId: applicant.id, kind: 'applicationDecided', title: `Your ${what} was approved by HOD ${by}`, link: mine },
        ...others(approvers.admins, event.data.by.id).map((recipientId) => ({
          recipientId,
          kind: 'applicationWaiting' as const,
          title: `${applicant.name}'s ${what} was approved by HOD ${by}: waiting for your final approval`,
          link: NOTIFICATION_LINKS.adminQueue,
        })),
      ];
    }
    case 'LeaveApproved':
      return [{ recipientId: applicant.id, kind: 'applicationDecided', title: `Your ${what} was approved by ${event.data.by.name}`, link: mine }];
    case 'LeaveRejected': {
      const by = `${event.data.by.name}${event.data.onBehalfOf ? ` on behalf of ${event.data.onBehalfOf.name}` : ''}`;
      return [{ recipientId: applicant.id, kind: 'applicationDecided', title: `Your ${what} was rejected by ${by}: ${event.data.reason}`, link: mine }];
    }
    case 'LeaveWithdrawn':
    case 'AttachmentAdded':
      // The applicant's own act; the queues and the details show it live, nobody needs telling.
      return [];
    case 'LeaveCancellationRequested': {
      // The deciders of a cancellation: the department's HODs, or the admin for a HOD's leave.
      const hodApplicant = applicant.role === 'hod';
      return others(hodApplicant ? approvers.admins : approvers.hodsOf(application.department), null).map((recipientId) => ({
        recipientId,
        kind: 'cancellationToDecide' as const,
        title: `${applicant.name} asks to cancel their approved ${what}: ${event.data.reason}`,
        link: hodApplicant ? NOTIFICATION_LINKS.adminQueue : NOTIFICATION_LINKS.hodQueue,
      }));
    }
    case 'LeaveCancelled':
      return [{ recipientId: applicant.id, kind: 'cancellationDecided', title: `The cancellation of your ${what} was accepted by ${event.data.by.name}`, link: mine }];
    case 'LeaveCancellationDeclined':
      return [{ recipientId: applicant.id, kind: 'cancellationDecided', title: `The cancellation of your ${what} was declined by ${event.data.by.name}: ${event.data.reason}`, link: mine }];
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function importNotifications(event: ImportFinished): NotificationDraft[] {
  const { data } = event;
  const title =
    data.outcome === 'imported'
      ? `The Excel import of ${data.fileName} finished: ${data.successful} imported, ${data.errors} ${data.errors === 1 ? 'row' : 'rows'} with errors, ${data.existing} already present`
      : `The Excel import of ${data.fileName} ${data.outcome === 'refused' ? 'was refused' : 'failed'}: nothing was imported`;
  return [{ recipientId: data.uploadedBy, kind: 'importFinished', title, link: NOTIFICATION_LINKS.excelImport }];
}

export function reminderNotifications(event: ApprovalsReminderSent): NotificationDraft[] {
  const { data } = event;
  const count = data.leaves.length;
  const title = `${count} ${count === 1 ? 'application has' : 'applications have'} been waiting for your decision for more than ${data.afterWorkingDays} working ${data.afterWorkingDays === 1 ? 'day' : 'days'}`;
  return [{ recipientId: data.approverId, kind: 'approvalsReminder', title, link: data.queue === 'admin' ? NOTIFICATION_LINKS.adminQueue : NOTIFICATION_LINKS.hodQueue }];
}
