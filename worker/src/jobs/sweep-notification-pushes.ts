// The 'sweep-notification-pushes' job: queues the notification pushes a process that died after its commit
// never queued (core/src/notifications/push-sweep.ts). Idempotent: run it as often as you like. Without
// VAPID keys nothing is pushed, so there is nothing to sweep either.

import { UnrecoverableJobError, type SweepNotificationPushesResult } from '@leave/core/jobs';
import { sweepNotificationPushes } from '@leave/core/notifications';
import type { JobDependencies } from './dependencies';

export function createSweepNotificationPushes(deps: JobDependencies) {
  return async (): Promise<SweepNotificationPushesResult> => {
    if (!deps.jobs) throw new UnrecoverableJobError('The push sweep runs only where the job queue is known');
    if (!deps.config.vapid) return { unpushed: 0, queued: 0 };
    return sweepNotificationPushes({ db: deps.db, jobs: deps.jobs, log: deps.log });
  };
}
