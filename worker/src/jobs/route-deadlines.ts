// The 'route-deadlines' job (issue 43, docs/decisions/0232): every 15 minutes, each open routed application
// whose waiting step has waited past its route's `remindAfterHours` or `escalateAfterHours` gets the event
// domain's dueRouteEvent gives (LeaveStepReminded, LeaveStepEscalated), decided again on the stream as it
// is inside the append's transaction under the applicant's lock: two runs (two workers, a retry) append it
// once, the second finding it done (or, should a write slip past the lock, meeting a 409, left alone).

import { dueRouteEvent, DomainError } from '@leave/domain';
import { handleCommand, leaveStream, lockPerson, metadataBy } from '@leave/core/event-store';
import type { JobContext, RouteDeadlinesResult } from '@leave/core/jobs';
import { applicationsWithRouteTimers } from '@leave/core/projections';
import type { JobDependencies } from './dependencies';

export function createRouteDeadlines(deps: JobDependencies) {
  const { db, eventStore, clock } = deps;
  return async (_data: unknown, context: JobContext): Promise<RouteDeadlinesResult> => {
    const now = clock.now();
    const result: RouteDeadlinesResult = { escalated: 0, reminded: 0 };
    for (const application of await applicationsWithRouteTimers(db)) {
      if (!dueRouteEvent(application, now)) continue;
      try {
        const handled = await eventStore.transaction(async (tx) => {
          // The applicant's lock, as every leave command takes it: a second run (or a decision) waits, then
          // reads the stream as the first left it, and finds nothing due.
          await lockPerson(tx.trx, application.applicant.id);
          return handleCommand(
            tx,
            leaveStream,
            application.leaveId,
            (state) => {
              const due = state.status === 'none' ? null : dueRouteEvent(state, now);
              return due ? [due] : [];
            },
            metadataBy(null, { job: 'route-deadlines', jobId: context.jobId }),
          );
        });
        for (const event of handled.events) result[event.type === 'LeaveStepEscalated' ? 'escalated' : 'reminded']++;
      } catch (error) {
        // Another run (or a decision) appended to this application at the same moment: it is done, or no longer due.
        if (!(error instanceof DomainError && error.code === 'CONFLICT')) throw error;
      }
    }
    return result;
  };
}
