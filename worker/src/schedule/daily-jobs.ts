import { APPROVAL_REMINDERS, BALANCE_ACCRUALS, ROUTE_DEADLINES, SWEEP_NOTIFICATION_MAILS, SWEEP_NOTIFICATION_PUSHES } from '@leave/core/jobs';

/**
 * Jobs run once a day, at five past midnight in APP_TIMEZONE. Each applies whatever is due on the day it
 * runs and is idempotent, so a missed or repeated run is harmless.
 */
export const DAILY_JOBS = [{ schedulerId: 'daily-balance-accruals', name: BALANCE_ACCRUALS, cron: '5 0 * * *' }] as const;

/** The reminders of applications waiting too long: Monday to Friday at REMINDER_HOUR (the job skips holidays). */
export function reminderJob(hour: number) {
  return { schedulerId: 'daily-approval-reminders', name: APPROVAL_REMINDERS, cron: `0 ${hour} * * 1-5` } as const;
}

/**
 * The sweeps of notification mails and pushes a dead process never queued (core/src/notifications/
 * mail-sweep.ts, push-sweep.ts): at every start and then every ten minutes, so a lost mail or push goes out
 * at most that late.
 */
export const NOTIFICATION_SWEEP_JOBS = [
  { schedulerId: 'notification-mail-sweep', name: SWEEP_NOTIFICATION_MAILS, everyMs: 10 * 60_000 },
  { schedulerId: 'notification-push-sweep', name: SWEEP_NOTIFICATION_PUSHES, everyMs: 10 * 60_000 },
] as const;

/**
 * The approval routes' reminders and escalations (issue 43): every fifteen minutes, and at every start. The
 * job appends each due event once however many run (worker/src/jobs/route-deadlines.ts).
 */
export const ROUTE_DEADLINE_JOB = { schedulerId: 'route-deadlines', name: ROUTE_DEADLINES, everyMs: 15 * 60_000 } as const;
