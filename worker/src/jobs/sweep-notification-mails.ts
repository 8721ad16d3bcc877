// The 'sweep-notification-mails' job: queues the notification mails a process that died after its commit
// never queued (core/src/notifications/mail-sweep.ts). Idempotent: run it as often as you like.

import { UnrecoverableJobError, type SweepNotificationMailsResult } from '@leave/core/jobs';
import { sweepNotificationMails } from '@leave/core/notifications';
import type { JobDependencies } from './dependencies';

export function createSweepNotificationMails(deps: JobDependencies) {
  return async (): Promise<SweepNotificationMailsResult> => {
    if (!deps.jobs) throw new UnrecoverableJobError('The mail sweep runs only where the job queue is known');
    return sweepNotificationMails({ db: deps.db, jobs: deps.jobs, log: deps.log });
  };
}
