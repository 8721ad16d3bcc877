import { BALANCE_ACCRUALS, IMPORT_EMPLOYEES, IMPORT_TIMETABLE, RECALCULATE_EARNED_LEAVE, RECALCULATE_EARNED_LEAVE_ALL, SEND_NOTIFICATION_MAIL, SEND_NOTIFICATION_PUSH, APPROVAL_REMINDERS, SWEEP_NOTIFICATION_MAILS, SWEEP_NOTIFICATION_PUSHES, SEND_PASSWORD_LINK, ROUTE_DEADLINES, type JobHandlers } from '@leave/core/jobs';
import type { JobDependencies } from './dependencies';
import { createBalanceAccruals } from './balance-accruals';
import { createImportEmployees, type ImportOptions } from './import-employees';
import { createImportTimetable } from './import-timetable';
import { createRecalculateEarnedLeave } from './recalculate-earned-leave';
import { createRecalculateEarnedLeaveAll } from './recalculate-earned-leave-all';
import { createSendNotificationMail } from './send-notification-mail';
import { createSendNotificationPush } from './send-notification-push';
import { createApprovalReminders } from './approval-reminders';
import { createSweepNotificationMails } from './sweep-notification-mails';
import { createSweepNotificationPushes } from './sweep-notification-pushes';
import { createSendPasswordLink } from './send-password-link';
import { createRouteDeadlines } from './route-deadlines';

export type { JobDependencies } from './dependencies';
export type { ImportOptions } from './import-employees';

/** The handlers by job name; the in-process queue and the BullMQ workers run exactly these. */
export function createJobHandlers(deps: JobDependencies, options: { import?: Partial<ImportOptions> } = {}): JobHandlers {
  return {
    [IMPORT_EMPLOYEES]: createImportEmployees(deps, options.import),
    [IMPORT_TIMETABLE]: createImportTimetable(deps),
    [BALANCE_ACCRUALS]: createBalanceAccruals(deps),
    [RECALCULATE_EARNED_LEAVE]: createRecalculateEarnedLeave(deps),
    [RECALCULATE_EARNED_LEAVE_ALL]: createRecalculateEarnedLeaveAll(deps),
    [SEND_NOTIFICATION_MAIL]: createSendNotificationMail(deps),
    [SEND_NOTIFICATION_PUSH]: createSendNotificationPush(deps),
    [APPROVAL_REMINDERS]: createApprovalReminders(deps),
    [SWEEP_NOTIFICATION_MAILS]: createSweepNotificationMails(deps),
    [SWEEP_NOTIFICATION_PUSHES]: createSweepNotificationPushes(deps),
    [SEND_PASSWORD_LINK]: createSendPasswordLink(deps),
    [ROUTE_DEADLINES]: createRouteDeadlines(deps),
  };
}
