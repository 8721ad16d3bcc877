import { describe, expect, it } from 'vitest';
import { ROUTE_DEADLINES, SWEEP_NOTIFICATION_MAILS, SWEEP_NOTIFICATION_PUSHES, type JobQueue } from '@leave/core/jobs';
import type { CalendarDate } from '@leave/domain';
import { startEmbeddedBackground } from '../src/schedule/in-process-schedule';
import { silentLog } from './support';

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** A queue that only records what is queued: the schedule is under test, not the jobs. */
function recordingQueue(): JobQueue & { queued: string[] } {
  const queued: string[] = [];
  return {
    kind: 'in-process',
    queued,
    async enqueue(name) {
      queued.push(name);
      return { jobId: '' };
    },
    enqueueAndWait: () => Promise.reject(new Error('not used')),
    health: async () => 'ok',
    counts: async () => ({ waiting: 0, active: 0, delayed: 0, failed: 0 }),
    close: async () => undefined,
  };
}

describe('the embedded schedule of the mail and push sweeps', () => {
  const clock = { now: () => new Date('2026-11-26T02:30:00Z'), today: () => '2026-11-26' as CalendarDate };
  const db = { selectFrom: () => ({ select: () => ({ where: () => ({ where: () => ({ execute: async () => [] }) }) }) }) } as never;
  const sweeps = (jobs: { queued: string[] }, name: string = SWEEP_NOTIFICATION_MAILS) => jobs.queued.filter((queued) => queued === name).length;

  it('queues a sweep at start and again at every check, each run its own job', async () => {
    const jobs = recordingQueue();
    const background = startEmbeddedBackground(jobs, { db, clock, log: silentLog }, { checkEveryMs: 20, notificationSweeps: true });
    await background.ready;
    expect(sweeps(jobs)).toBe(1);
    expect(sweeps(jobs, SWEEP_NOTIFICATION_PUSHES)).toBe(1);
    await until(() => sweeps(jobs) >= 3 && sweeps(jobs, SWEEP_NOTIFICATION_PUSHES) >= 3);
    background.stop();
  });

  it('queues none unless asked', async () => {
    const jobs = recordingQueue();
    const background = startEmbeddedBackground(jobs, { db, clock, log: silentLog }, { checkEveryMs: 20 });
    await background.ready;
    await new Promise((resolve) => setTimeout(resolve, 60));
    background.stop();
    expect(sweeps(jobs)).toBe(0);
    expect(sweeps(jobs, SWEEP_NOTIFICATION_PUSHES)).toBe(0);
  });

  it('queues the route deadlines (issue 43) at start and at every check, each run its own job', async () => {
    const jobs = recordingQueue();
    const background = startEmbeddedBackground(jobs, { db, clock, log: silentLog }, { checkEveryMs: 20 });
    await background.ready;
    expect(sweeps(jobs, ROUTE_DEADLINES)).toBe(1);
    await until(() => sweeps(jobs, ROUTE_DEADLINES) >= 3);
    background.stop();
  });
});
