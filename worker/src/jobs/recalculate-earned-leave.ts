// The 'recalculate-earned-leave' job: one person's EL, for POST /api/users/calculate-earned-leave.

import { UnrecoverableError } from 'bullmq';
import type { EarnedLeaveDetails } from '@leave/domain';
import type { JobHandler } from '@leave/api/jobs/port';
import { actorOf } from './actor';
import type { JobDependencies } from './dependencies';
import { recalculateEarnedLeave } from './earned-leave';

export const RECALCULATE_EARNED_LEAVE = 'recalculate-earned-leave';

export interface RecalculateEarnedLeaveData {
  userId: string;
  /** Who asked: the person themself, or an admin. */
  requestedBy: string;
}

export function createRecalculateEarnedLeave(deps: JobDependencies): JobHandler<RecalculateEarnedLeaveData, EarnedLeaveDetails> {
  return async (data, context) => {
    const user = await deps.db.selectFrom('users').select(['id', 'date_of_joining']).where('id', '=', data.userId).where('deleted_at', 'is', null).executeTakeFirst();
    if (!user) throw new UnrecoverableError(`No user ${data.userId}`);
    const metadata = { actor: await actorOf(deps.db, data.requestedBy), job: RECALCULATE_EARNED_LEAVE, jobId: context.jobId };
    const { details } = await recalculateEarnedLeave(deps, user, metadata);
    return details;
  };
}
