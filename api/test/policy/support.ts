// What the policy tests share: running the daily accruals job on the test clock's day and waiting for it.

import { BALANCE_ACCRUALS, type BalanceAccrualsResult } from '@leave/core/jobs';
import type { Runtime } from '../../src/runtime';

export async function runAccruals(runtime: Runtime): Promise<BalanceAccrualsResult> {
  const outcome = await runtime.jobs.enqueueAndWait(BALANCE_ACCRUALS, {}, { jobId: `accruals-${runtime.clock.today()}-${Math.random().toString(36).slice(2)}`, timeoutMs: 30_000 });
  if (outcome.state !== 'completed') throw new Error('accruals did not finish');
  return outcome.result;
}
