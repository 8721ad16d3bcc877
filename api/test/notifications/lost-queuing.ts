// What the notification sweeps' tests share: a process that died between its commit and queuing the jobs,
// and a sweep run to its end.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { importStream, metadataBy } from '@leave/core/event-store';
import { SWEEP_NOTIFICATION_MAILS, SWEEP_NOTIFICATION_PUSHES, type JobResult } from '@leave/core/jobs';
import type { Runtime } from '../../src/runtime';
import type { Person } from '../fixtures';

/**
 * The event and its inbox entry (an import finished, for the uploader) are committed through the store
 * (its projections run), but in a transaction of the test's own, so no listener hears of it and neither a
 * mail nor a push job is queued. Answers the entry's id.
 */
export async function commitWithoutQueuing(runtime: Runtime, uploader: Person, fileName: string): Promise<string> {
  const jobId = randomUUID();
  const [stored] = await runtime.database.db.transaction().execute((trx) =>
    runtime.eventStore.within(trx).append(
      [{ streamId: importStream.id(jobId), expectedVersion: 0, events: [{ type: 'ImportFinished', data: { jobId, uploadedBy: uploader.user.id, fileName, outcome: 'imported', successful: 3, errors: 0, existing: 0 } }] }],
      metadataBy(null),
    ),
  );
  return `${stored!.globalPosition}-${uploader.user.id}`;
}

/** One sweep, run to its end: its result. */
export async function sweep<Name extends typeof SWEEP_NOTIFICATION_MAILS | typeof SWEEP_NOTIFICATION_PUSHES>(runtime: Runtime, name: Name): Promise<JobResult<Name>> {
  const outcome = await runtime.jobs.enqueueAndWait(name, {}, { timeoutMs: 30_000 });
  expect(outcome.state).toBe('completed');
  return (outcome as { result: JobResult<Name> }).result;
}
