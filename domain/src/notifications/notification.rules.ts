// Who hears of what (docs/rules.md, Notifications): each event that matters to somebody becomes one inbox
// entry per person it concerns. Pure: the inbox projection gives it the event, the application as it
// stands after the event, and who the approvers are at that point of the log.

import { todayIn } from '../dates';
import { notificationText, type LeaveSubject, type NotificationMessage } from '../i18n/notification-messages';
import type { LeaveApplication, LeaveEvent } from '../leave/leave.events';
import { waitingStepIndex } from '../leave/leave.route';
import { standInCovers } from '../people/stand-ins';
import type { StandInNamed } from '../people/stand-in.events';
import type { Role } from '../people/roles';
import type { ImportFinished, ApprovalsReminderSent } from './notification.events';
import { ARRANGEMENT_MESSAGES, type ArrangementEvent } from '../timetable/arrangements';
import type { InboxKind } from './notification.kinds';
import type { LinkChannel } from './decision-links';

export interface NotificationDraft {
  recipientId: string;
  kind: InboxKind;
  /** The entry's words in English, as the inbox shows them. */
  title: string;
  /** The same in facts, for the e-mails and pushes in the recipient's language. */
  message: NotificationMessage;
  link: string;
}

/** The approvers at a point of the log: active HODs by department and active admins. */
export interface ApproverDirectory {
  admins: readonly string[];
  hodsOf(department: string): readonly string[];
  /** The namings of a department not removed at that point of the log, with each stand-in's role then. */
  standInsOf?(department: string): readonly StandInNaming[];
  /** The namings for an office (issue 43) not removed at that point of the log, with each stand-in's role then. */
  officeStandInsOf?(office: string): readonly StandInNaming[];
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
  /** The approvals screen of an office's holder (issue 43): what waits for them (GET /leaves?awaiting=me). */
  officeQueue: '/approvals',
  /** The screen of the classes a colleague asked the reader to take (issue 45), in their own portal. */
  classesToCover: '/classes-to-cover',
  /** The reader's own applications (issue 45: one of their classes was declined), in their own portal. */
  myApplications: '/my-applications',
} as const;

/**
 * Who a routed application's waiting step waits for, as the inbox tells them: the admins for `admin`, the
 * department's HODs for `hod` (as the approvers are at that point of the log), the holders recorded on
 * the step for another office; the screen where they decide it. Null when no step waits.
 */
export function waitingStepRecipients(application: LeaveApplication, approvers: ApproverDirectory): { ids: string[]; link: string; office: string; offices: string[] } | null {
  const index = waitingStepIndex(application);
  if (index === null) return null;
  const step = application.route![index]!;
  const offices = step.office.split('|');
  const ids = new Set<string>();
  for (const office of offices) {
    if (office === 'admin') approvers.admins.forEach((id) => ids.add(id));
    else if (office === 'hod') approvers.hodsOf(application.department).forEach((id) => ids.add(id));
  }
  if (offices.some((office) => office !== 'hod' && office !== 'admin')) step.approvers.forEach((person) => ids.add(person.id));
  const link = offices.includes('admin') ? NOTIFICATION_LINKS.adminQueue : offices.includes('hod') ? NOTIFICATION_LINKS.hodQueue : NOTIFICATION_LINKS.officeQueue;
  return { ids: [...ids], link, office: step.name, offices };
}

/**
 * The namings whose stand-ins are told of a waiting step as its holders are (issue 43, decisions 0360 and
 * 0400): for one of the step's offices, whose holder is among the step's recipients, covering the day of
 * `at` in the naming's time zone; one naming a stand-in, none for a recipient already told, none `mayTell`
 * refuses (the applicant, the decider).
 */
export function officeStandInsToTell(waiting: { ids: readonly string[]; offices: readonly string[] }, approvers: ApproverDirectory, at: string, mayTell: (id: string) => boolean): StandInNaming[] {
  const told = new Set(waiting.ids);
  const namings: StandInNaming[] = [];
  for (const office of waiting.offices) {
    for (const naming of approvers.officeStandInsOf?.(office) ?? []) {
      if (!waiting.ids.includes(naming.hodId) || told.has(naming.standInId) || !mayTell(naming.standInId)) continue;
      if (!standInCovers(naming, todayIn(naming.timeZone, new Date(at)))) continue;
      told.add(naming.standInId);
      namings.push(naming);
    }
  }
  return namings;
}

/** The application as a message names it. */
function subjectOf(application: LeaveApplication): LeaveSubject {
  const { leaveType, kind, fromDate, toDate, fromHalf, toHalf, numberOfDays } = application;
  return { type: leaveType, kind: kind === 'compOff' ? 'compOff' : 'leave', fromDate, toDate, ...(fromHalf ? { fromHalf } : {}), ...(toHalf ? { toHalf } : {}), days: numberOfDays };
}

/** A draft whose title is its message in English. */
function draft(recipientId: string, kind: InboxKind, message: NotificationMessage, link: string): NotificationDraft {
  return { recipientId, kind, title: notificationText(message, 'en'), message, link };
}

/**
 * The inbox entries of a leave event; `application` is the application after it. Each links to the screen
 * where its reader deals with the application, opened on it (`?leave=<id>`: the screen shows its details).
 */
export function leaveNotifications(event: LeaveEvent, application: LeaveApplication, approvers: ApproverDirectory): NotificationDraft[] {
  return leaveDrafts(event, application, approvers).map((draft) => ({ ...draft, link: `${draft.link}?leave=${encodeURIComponent(application.leaveId)}` }));
}

/**
 * Issue 44: a decision taken from a link (a mail's or a push's: its events' metadata `via`) is also a record
 * in the deciding approver's own inbox ('You approved Ravi Cse's CL (December 9, 2026, 1 day) from the e-mail
 * link'), linking to the screen where they decide (by their role then). Never mailed or pushed
 * (RECORD_KINDS). None for a decision taken in the app.
 */
export function linkDecisionNotifications(event: LeaveEvent, application: LeaveApplication, via: LinkChannel | undefined, deciderRole: string | undefined): NotificationDraft[] {
  if (!via) return [];
  const decision = event.type === 'LeaveHodApproved' || event.type === 'LeaveApproved' ? 'approved' : event.type === 'LeaveRejected' ? 'rejected' : null;
  if (!decision) return [];
  const by = (event.data as { by?: { id?: unknown } }).by;
  if (typeof by?.id !== 'string') return [];
  const queue = deciderRole === 'admin' ? NOTIFICATION_LINKS.adminQueue : deciderRole === 'hod' ? NOTIFICATION_LINKS.hodQueue : NOTIFICATION_LINKS.officeQueue;
  const message: NotificationMessage = { key: 'decidedByLink', applicant: application.applicant.name, leave: subjectOf(application), decision, via };
  return [{ ...draft(by.id, 'decidedByLink', message, queue), link: `${queue}?leave=${encodeURIComponent(application.leaveId)}` }];
}

function leaveDrafts(event: LeaveEvent, application: LeaveApplication, approvers: ApproverDirectory): NotificationDraft[] {
  const { applicant } = application;
  const leave = subjectOf(application);
  const mine = ownApplicationsPath(applicant.role);
  const others = (ids: readonly string[], by: string | null) => ids.filter((id) => id !== applicant.id && id !== by);
  const decider = (data: { by: { name: string }; onBehalfOf?: { name: string } | null }) => ({ by: data.by.name, ...(data.onBehalfOf ? { onBehalfOf: data.onBehalfOf.name } : {}) });
  switch (event.type) {
    case 'LeaveApplied': {
      // A routed application whose first step waiting is not the HOD's: its approvers are told.
      const waiting = waitingStepRecipients(application, approvers);
      if (waiting && waiting.offices.join('|') !== 'hod') {
        const drafts = others(waiting.ids, null).map((recipientId) => draft(recipientId, 'applicationWaiting', { key: 'applied', applicant: applicant.name, leave }, waiting.link));
        // Whoever stands in for one of the step's holders on the day it was applied is told as the holder
        // is (issue 43: stand-ins work for offices as they do for HODs): their Approvals screen holds it.
        for (const naming of officeStandInsToTell(waiting, approvers, application.appliedAt, (id) => others([id], null).length > 0)) {
          drafts.push(draft(naming.standInId, 'applicationWaiting', { key: 'applied', applicant: applicant.name, leave, standInFor: naming.hodName }, NOTIFICATION_LINKS.officeQueue));
        }
        return drafts;
      }
      // A HOD's own application has no HOD level above it: it waits for the admin.
      const hodApplicant = applicant.role === 'hod';
      const recipients = others(hodApplicant ? approvers.admins : approvers.hodsOf(application.department), null);
      const drafts: NotificationDraft[] = recipients.map((recipientId) =>
        draft(recipientId, 'applicationWaiting', { key: 'applied', applicant: applicant.name, leave }, hodApplicant ? NOTIFICATION_LINKS.adminQueue : NOTIFICATION_LINKS.hodQueue),
      );
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
        drafts.push(draft(naming.standInId, 'applicationWaiting', { key: 'applied', applicant: applicant.name, leave, standInFor: naming.hodName }, standInQueuePath(naming.standInRole)));
      }
      return drafts;
    }
    case 'LeaveHodApproved': {
      // A routed application's step other than the HOD's, or one after which another office than the
      // admin waits: the step and the office are named, and the waiting step's approvers told.
      const waiting = waitingStepRecipients(application, approvers);
      const decided = event.data.step === undefined ? undefined : application.route?.[event.data.step];
      if (decided && waiting && (decided.office !== 'hod' || waiting.offices.join('|') !== 'admin')) {
        const step = decided.name;
        return [
          draft(applicant.id, 'applicationDecided', { key: 'stepApprovedYours', leave, step, decider: decider(event.data) }, mine),
          ...others(waiting.ids, event.data.by.id).map((recipientId) =>
            draft(recipientId, 'applicationWaiting', { key: 'stepWaiting', applicant: applicant.name, leave, step, decider: decider(event.data), office: waiting.office }, waiting.link),
          ),
          // The step that now waits is an office's: whoever stands in for one of its holders on the day of
          // the decision is told as the holders are (decision 0400), as for a first step (LeaveApplied).
          ...officeStandInsToTell(waiting, approvers, event.data.at, (id) => others([id], event.data.by.id).length > 0).map((naming) =>
            draft(
              naming.standInId,
              'applicationWaiting',
              { key: 'stepWaiting', applicant: applicant.name, leave, step, decider: decider(event.data), office: waiting.office, standInFor: naming.hodName },
              NOTIFICATION_LINKS.officeQueue,
            ),
          ),
        ];
      }
      return [
        draft(applicant.id, 'applicationDecided', { key: 'hodApprovedYours', leave, decider: decider(event.data) }, mine),
        ...others(approvers.admins, event.data.by.id).map((recipientId) =>
          draft(recipientId, 'applicationWaiting', { key: 'hodApprovedWaiting', applicant: applicant.name, leave, decider: decider(event.data) }, NOTIFICATION_LINKS.adminQueue),
        ),
      ];
    }
    case 'LeaveApproved':
      return [draft(applicant.id, 'applicationDecided', { key: 'approvedYours', leave, by: event.data.by.name }, mine)];
    case 'LeaveRejected':
      return [draft(applicant.id, 'applicationDecided', { key: 'rejectedYours', leave, decider: decider(event.data), reason: event.data.reason }, mine)];
    case 'LeaveWithdrawn':
    case 'AttachmentAdded':
      // The applicant's own act; the queues and the details show it live, nobody needs telling.
      return [];
    case 'LeaveCancellationRequested': {
      // The deciders of a cancellation: the department's HODs, or the admin for a HOD's leave.
      const hodApplicant = applicant.role === 'hod';
      return others(hodApplicant ? approvers.admins : approvers.hodsOf(application.department), null).map((recipientId) =>
        draft(recipientId, 'cancellationToDecide', { key: 'cancellationAsked', applicant: applicant.name, leave, reason: event.data.reason }, hodApplicant ? NOTIFICATION_LINKS.adminQueue : NOTIFICATION_LINKS.hodQueue),
      );
    }
    case 'LeaveCancelled':
      return [draft(applicant.id, 'cancellationDecided', { key: 'cancellationAccepted', leave, by: event.data.by.name }, mine)];
    case 'LeaveCancellationDeclined':
      return [draft(applicant.id, 'cancellationDecided', { key: 'cancellationDeclined', leave, by: event.data.by.name, reason: event.data.reason }, mine)];
    case 'LeaveStepEscalated': {
      // The office it escalated to hears of it, with why.
      const waiting = waitingStepRecipients(application, approvers);
      if (!waiting) return [];
      return others(waiting.ids, null).map((recipientId) =>
        draft(recipientId, 'applicationWaiting', { key: 'stepEscalated', applicant: applicant.name, leave, office: waiting.office, reason: event.data.reason }, waiting.link),
      );
    }
    case 'LeaveStepReminded': {
      const waiting = waitingStepRecipients(application, approvers);
      if (!waiting) return [];
      return others(waiting.ids, null).map((recipientId) =>
        draft(recipientId, 'approvalsReminder', { key: 'stepReminder', applicant: applicant.name, leave, office: waiting.office, hours: event.data.hours }, waiting.link),
      );
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function importNotifications(event: ImportFinished): NotificationDraft[] {
  const { data } = event;
  const message: NotificationMessage =
    data.outcome === 'imported'
      ? { key: 'importFinished', fileName: data.fileName, successful: data.successful, errors: data.errors, existing: data.existing }
      : { key: 'importEnded', fileName: data.fileName, outcome: data.outcome };
  return [draft(data.uploadedBy, 'importFinished', message, NOTIFICATION_LINKS.excelImport)];
}

export function reminderNotifications(event: ApprovalsReminderSent): NotificationDraft[] {
  const { data } = event;
  const message: NotificationMessage = { key: 'approvalsReminder', count: data.leaves.length, afterWorkingDays: data.afterWorkingDays };
  return [draft(data.approverId, 'approvalsReminder', message, data.queue === 'admin' ? NOTIFICATION_LINKS.adminQueue : NOTIFICATION_LINKS.hodQueue)];
}

/**
 * Issue 45: the colleague asked to take a class hears of it (asked with the application or later), as does
 * one the HOD gives it to, and one who no longer needs to take it (the leave withdrawn, rejected or
 * cancelled). The screen of one's classes to take is to come: the entry opens the app.
 */
export function arrangementNotifications(event: ArrangementEvent): NotificationDraft[] {
  const absentName = event.data.absent.name;
  const slot = { className: event.data.className, period: event.data.period, date: event.data.date };
  switch (event.type) {
    case 'ArrangementRequested':
      return event.data.substitute ? [draft(event.data.substitute._id, 'classToTake', { key: 'classAsked', absent: event.data.absent.name, ...slot }, NOTIFICATION_LINKS.classesToCover)] : [];
    case 'ArrangementReassigned': {
      const { substitute } = event.data;
      if (!substitute) return [];
      const message: NotificationMessage = event.data.status === 'assigned' ? { key: 'classAssigned', by: event.data.by.name, absent: absentName, ...slot } : { key: 'classAsked', absent: absentName, ...slot };
      return [draft(substitute._id, 'classToTake', message, NOTIFICATION_LINKS.classesToCover)];
    }
    case 'ArrangementDeclined': {
      const onLeave = event.data.reason === ARRANGEMENT_MESSAGES.onLeave;
      const message: NotificationMessage = { key: 'classDeclined', by: event.data.by.name, ...slot, reason: event.data.reason, ...(onLeave ? { onLeave: true as const } : {}) };
      return [draft(event.data.absent._id, 'classDeclined', message, NOTIFICATION_LINKS.myApplications)];
    }
    case 'ArrangementReleased':
      return event.data.substitute ? [draft(event.data.substitute._id, 'classToTake', { key: 'classReleased', ...slot }, NOTIFICATION_LINKS.classesToCover)] : [];
    default:
      return [];
  }
}
