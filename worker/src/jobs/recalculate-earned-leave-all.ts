// The 'recalculate-earned-leave-all' job: an admin's recalculation of everybody's EL.

import type { JobHandler } from '@leave/api/jobs/port';
import { actorOf } from './actor';
import { countPeople, peopleInPages } from './balance-ledger';
import type { JobDependencies } from './dependencies';
import { recalculateEarnedLeave } from './earned-leave';

export const RECALCULATE_EARNED_LEAVE_ALL = 'recalculate-earned-leave-all';

export interface RecalculateEarnedLeaveAllData {
  requestedBy: string;
}

export interface RecalculateEarnedLeaveAllResult {
  people: number;
  changed: number;
}

export function createRecalculateEarnedLeaveAll(deps: JobDependencies): JobHandler<RecalculateEarnedLeaveAllData, RecalculateEarnedLeaveAllResult> {
  return async (data, context) => {
    const total = await countPeople(deps.db);
    const metadata = { actor: await actorOf(deps.db, data.requestedBy), job: RECALCULATE_EARNED_LEAVE_ALL, jobId: context.jobId };
    const result: RecalculateEarnedLeaveAllResult = { people: 0, changed: 0 };
    for await (const page of peopleInPages(deps.db)) {
      for (const person of page) {
        const { changed } = await recalculateEarnedLeave(deps, person, metadata);
        result.people++;
        if (changed) result.changed++;
      }
      await context.reportProgress({ processed: result.people, total: Math.max(total, result.people) });
    }
    return result;
  };
}
