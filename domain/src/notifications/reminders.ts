// The daily reminder (docs/rules.md, Reminders): on a working day, each approver with applications that
// have waited longer than REMINDER_AFTER_DAYS working days gets one digest listing them. Pure: the job
// gives it the open applications, the approvers and the day; days off are weekends and the dates
// `isHoliday` names.

import { addDays, compareDates, dayOfWeek, type CalendarDate } from '../dates';
import type { ApprovalsReminderSent } from './notification.events';

export type IsHoliday = (date: CalendarDate) => boolean;
export const NO_HOLIDAYS: IsHoliday = () => false;

export function isWorkingDay(date: CalendarDate, isHoliday: IsHoliday = NO_HOLIDAYS): boolean {
  const day = dayOfWeek(date);
  return day !== 0 && day !== 6 && !isHoliday(date);
}

/** Working days after `since` up to and including `today`: a Monday application has waited 1 on Tuesday. */
export function workingDaysWaited(since: CalendarDate, today: CalendarDate, isHoliday: IsHoliday = NO_HOLIDAYS): number {
  let count = 0;
  for (let day = addDays(since, 1); compareDates(day, today) <= 0; day = addDays(day, 1)) if (isWorkingDay(day, isHoliday)) count++;
  return count;
}

/** An application in an approver's queue, and the day it entered that queue. */
export interface WaitingApplication {
  leaveId: string;
  applicantId: string;
  applicantName: string;
  leaveType: string;
  fromDate: CalendarDate;
  toDate: CalendarDate;
  /** The HOD queue of this department, or the admin's queue. */
  queue: { kind: 'hod'; department: string } | { kind: 'admin' };
  waitingSince: CalendarDate;
}

export interface Approver {
  id: string;
  role: 'hod' | 'admin';
  department: string | null;
}

/**
 * The digests of the day, one per approver with anything over the threshold (none on a day off). Nobody
 * is reminded of their own application.
 */
export function dailyReminders(input: {
  today: CalendarDate;
  afterWorkingDays: number;
  waiting: readonly WaitingApplication[];
  approvers: readonly Approver[];
  isHoliday?: IsHoliday;
}): ApprovalsReminderSent['data'][] {
  const isHoliday = input.isHoliday ?? NO_HOLIDAYS;
  if (!isWorkingDay(input.today, isHoliday)) return [];
  const overdue = input.waiting.filter((leave) => workingDaysWaited(leave.waitingSince, input.today, isHoliday) > input.afterWorkingDays);
  const digests: ApprovalsReminderSent['data'][] = [];
  for (const approver of input.approvers) {
    const mine = overdue.filter(
      (leave) => leave.applicantId !== approver.id && (approver.role === 'admin' ? leave.queue.kind === 'admin' : leave.queue.kind === 'hod' && leave.queue.department === approver.department),
    );
    if (mine.length === 0) continue;
    digests.push({
      approverId: approver.id,
      queue: approver.role,
      date: input.today,
      afterWorkingDays: input.afterWorkingDays,
      leaves: [...mine]
        .sort((a, b) => compareDates(a.waitingSince, b.waitingSince) || a.leaveId.localeCompare(b.leaveId))
        .map(({ leaveId, applicantName, leaveType, fromDate, toDate, waitingSince }) => ({ leaveId, applicantName, leaveType, fromDate, toDate, waitingSince })),
    });
  }
  return digests;
}
