import type { JobHandler } from '@leave/api/jobs/port';
import type { JobDependencies } from './dependencies';
import { BALANCE_ACCRUALS, createBalanceAccruals } from './balance-accruals';
import { createImportEmployees, IMPORT_EMPLOYEES, type ImportOptions } from './import-employees';
import { createRecalculateEarnedLeave, RECALCULATE_EARNED_LEAVE } from './recalculate-earned-leave';
import { createRecalculateEarnedLeaveAll, RECALCULATE_EARNED_LEAVE_ALL } from './recalculate-earned-leave-all';

export type { JobDependencies } from './dependencies';

/** The handlers by job name; the in-process queue and the BullMQ workers run exactly these. */
export function createJobHandlers(deps: JobDependencies, options: { import?: Partial<ImportOptions> } = {}): Record<string, JobHandler> {
  return {
    [IMPORT_EMPLOYEES]: createImportEmployees(deps, options.import) as JobHandler,
    [BALANCE_ACCRUALS]: createBalanceAccruals(deps) as JobHandler,
    [RECALCULATE_EARNED_LEAVE]: createRecalculateEarnedLeave(deps) as JobHandler,
    [RECALCULATE_EARNED_LEAVE_ALL]: createRecalculateEarnedLeaveAll(deps) as JobHandler,
  };
}
