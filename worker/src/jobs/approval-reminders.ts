// The 'approval-reminders' job, run every working day at REMINDER_HOUR in APP_TIMEZONE: each approver
// with applications waiting longer than REMINDER_AFTER_DAYS working days gets one ApprovalsReminderSent
// event (stream `reminder-<approverId>-<date>`), which the inbox projection turns into their digest and
// the mail dispatcher into an e-mail. The stream holds at most one event, so running the job twice on a
// day (two workers, a retry, a restart) reminds nobody twice. Days off: weekends and the college's holidays.

import { addDays, dailyReminders, DomainError, isWorkingDay, todayIn, type Approver, type CalendarDate, type WaitingApplication } from '@leave/domain';
import { handleCommand, metadataBy, reminderStream } from '@leave/core/event-store';
import type { ApprovalRemindersResult, JobContext } from '@leave/core/jobs';
import { holidayDates } from '@leave/core/holidays';
import { awaitingDecision } from '@leave/core/projections';
import { activeApprovers } from '@leave/core/users';
import type { JobDependencies } from './dependencies';

export function createApprovalReminders(deps: JobDependencies) {
  const { db, eventStore, clock, config } = deps;
  const dateIn = (at: string) => todayIn(config.appTimezone, new Date(at));

  return async (_data: unknown, context: JobContext): Promise<ApprovalRemindersResult> => {
    const today = clock.today();
    const open = await awaitingDecision(db);
    const waiting: WaitingApplication[] = open.map((leave) => ({
      leaveId: leave.leaveId,
      applicantId: leave.applicant.id,
      applicantName: leave.applicant.name,
      leaveType: leave.leaveType,
      fromDate: leave.fromDate,
      toDate: leave.toDate,
      // A HOD's own application, and any HOD-approved one, wait for the admin.
      queue: leave.status === 'pending' && leave.applicant.role !== 'hod' ? { kind: 'hod', department: leave.department } : { kind: 'admin' },
      waitingSince: dateIn(leave.status === 'pending' ? leave.appliedAt : leave.updatedAt),
    }));
    const approvers: Approver[] = await activeApprovers(db);
    // The college's holidays between the oldest waiting application and today are days off too.
    const since = waiting.reduce((oldest, leave) => (leave.waitingSince < oldest ? leave.waitingSince : oldest), today);
    const holidays = new Set<string>(await holidayDates(db, addDays(since, 1), today));
    const isHoliday = (date: CalendarDate) => holidays.has(date);
    const digests = dailyReminders({ today, afterWorkingDays: config.reminderAfterDays, waiting, approvers, isHoliday });

    let reminders = 0;
    for (const digest of digests) {
      try {
        const handled = await eventStore.transaction((tx) =>
          handleCommand(tx, reminderStream, `${digest.approverId}-${today}`, (state) => (state === 'done' ? [] : [{ type: 'ApprovalsReminderSent', data: digest }]), metadataBy(null, { job: 'approval-reminders', jobId: context.jobId })),
        );
        reminders += handled.events.length;
      } catch (error) {
        // Another run appended this approver's reminder of the day at the same moment: it is sent.
        if (!(error instanceof DomainError && error.code === 'CONFLICT')) throw error;
      }
    }
    return { date: today, workingDay: isWorkingDay(today, isHoliday), reminders };
  };
}
