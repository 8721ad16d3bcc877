// The 'recalculate-earned-leave' job: one person's EL, for POST /api/users/calculate-earned-leave.

import { UnrecoverableError } from 'bullmq';
import { RECALCULATE_EARNED_LEAVE, type JobHandler, type RecalculateEarnedLeaveData, type RecalculateEarnedLeaveResult } from '@leave/core/jobs';
import { metadataBy } from '@leave/core/event-store';
import { findActor, livePersonJoining } from '@leave/core/users';
import type { JobDependencies } from './dependencies';
import { recalculateEarnedLeave } from './earned-leave';

export function createRecalculateEarnedLeave(deps: JobDependencies): JobHandler<RecalculateEarnedLeaveData, RecalculateEarnedLeaveResult> {
  return async (data, context) => {
    const user = await livePersonJoining(deps.db, data.userId);
    if (!user) throw new UnrecoverableError(`No user ${data.userId}`);
    const metadata = metadataBy(await findActor(deps.db, data.requestedBy), { job: RECALCULATE_EARNED_LEAVE, jobId: context.jobId });
    const { details } = await recalculateEarnedLeave(deps, user, metadata);
    return details;
  };
}
