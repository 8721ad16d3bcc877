// The 'recalculate-earned-leave-all' job: an admin's recalculation of everybody's EL.

import { RECALCULATE_EARNED_LEAVE_ALL, type JobHandler, type RecalculateEarnedLeaveAllData, type RecalculateEarnedLeaveAllResult } from '@leave/core/jobs';
import { metadataBy } from '@leave/core/event-store';
import { findActor } from '@leave/core/users';
import { peopleInPages } from './balance-ledger';
import type { JobDependencies } from './dependencies';
import { recalculateEarnedLeave } from './earned-leave';

export function createRecalculateEarnedLeaveAll(deps: JobDependencies): JobHandler<RecalculateEarnedLeaveAllData, RecalculateEarnedLeaveAllResult> {
  return async (data, context) => {
    const metadata = metadataBy(await findActor(deps.db, data.requestedBy), { job: RECALCULATE_EARNED_LEAVE_ALL, jobId: context.jobId });
    const result: RecalculateEarnedLeaveAllResult = { people: 0, changed: 0 };
    for await (const page of peopleInPages(deps.db)) {
      for (const person of page) {
        const { changed } = await recalculateEarnedLeave(deps, person, metadata);
        result.people++;
        if (changed) result.changed++;
      }
    }
    return result;
  };
}
