import { keptFormatter } from '@leave/domain';
import { APPROVAL_REMINDERS, IMPORT_EMPLOYEES, type ImportEmployeesData, type JobQueue } from '@leave/core/jobs';
import type { Clock } from '@leave/core/clock';
import type { Db } from '@leave/core/db';
import { unfinishedImports } from '@leave/core/excel';
import type { Logger } from '@leave/core/log';
import { DAILY_JOBS, NOTIFICATION_SWEEP_JOBS, reminderJob, ROUTE_DEADLINE_JOB } from './daily-jobs';

export interface EmbeddedBackground {
  /** Settles once the start-up work (resumed imports, today's daily jobs, the notification sweeps) is queued. */
  ready: Promise<void>;
  stop(): void;
}

/**
 * The embedded runtime's share of what the worker process does besides running jobs: the daily jobs
 * (queued at start and again whenever the clock's day changes) and the imports a stopped process left
 * unfinished, queued again so that they resume where their last committed batch ended. With
 * `notificationSweeps`, the sweeps of notification mails and pushes never queued too, at start and at every
 * check.
 */
export function startEmbeddedBackground(
  jobs: JobQueue,
  deps: { db: Db; clock: Clock; log: Logger },
  options: { checkEveryMs?: number; reminders?: { hour: number; timeZone: string }; notificationSweeps?: boolean } = {},
): EmbeddedBackground {
  let lastDay: string | null = null;
  let lastReminderDay: string | null = null;

  // The approval reminders once a day, at the first check from REMINDER_HOUR on (the job skips days off).
  const queueReminders = async () => {
    if (!options.reminders) return;
    const today = deps.clock.today();
    if (today === lastReminderDay || hourIn(options.reminders.timeZone, deps.clock.now()) < options.reminders.hour) return;
    lastReminderDay = today;
    const job = reminderJob(options.reminders.hour);
    await jobs.enqueue(APPROVAL_REMINDERS, {}, { jobId: `${job.schedulerId}-${today}` });
  };

  const queueDailyJobs = async () => {
    const today = deps.clock.today();
    if (today === lastDay) return;
    lastDay = today;
    for (const job of DAILY_JOBS) await jobs.enqueue(job.name, {}, { jobId: `${job.schedulerId}-${today}` });
  };

  // No job id: the in-process queue would run an id once only, and each sweep must run.
  const sweepNotifications = async () => {
    if (options.notificationSweeps) for (const job of NOTIFICATION_SWEEP_JOBS) await jobs.enqueue(job.name, {});
  };

  // The approval routes' deadlines at every check (no job id: each check's run must run).
  const routeDeadlines = async () => {
    await jobs.enqueue(ROUTE_DEADLINE_JOB.name, {});
  };

  const resumeImports = async () => {
    const unfinished = await unfinishedImports(deps.db);
    for (const job of unfinished) {
      const data: ImportEmployeesData = { uploadedBy: job.uploadedBy, fileName: job.fileName };
      await jobs.enqueue(IMPORT_EMPLOYEES, data, { jobId: job.jobId });
    }
    if (unfinished.length > 0) deps.log.info({ imports: unfinished.map((j) => j.jobId) }, 'unfinished imports resumed');
  };

  const ready = (async () => {
    await resumeImports();
    await queueDailyJobs();
    await queueReminders();
    await sweepNotifications();
    await routeDeadlines();
  })().catch((error: unknown) => deps.log.error({ err: error }, 'background jobs could not be queued'));

  const timer = setInterval(() => {
    queueDailyJobs()
      .then(queueReminders)
      .then(sweepNotifications)
      .then(routeDeadlines)
      .catch((error: unknown) => deps.log.error({ err: error }, 'daily jobs could not be queued'));
  }, options.checkEveryMs ?? 15 * 60_000);
  timer.unref();

  return { ready, stop: () => clearInterval(timer) };
}

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The hour (0-23) of a moment in a time zone (its formatter kept per zone, as domain keeps the day's). */
function hourIn(timeZone: string, at: Date): number {
  return Number(keptFormatter(hourFormatters, timeZone, () => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' })).format(at));
}
