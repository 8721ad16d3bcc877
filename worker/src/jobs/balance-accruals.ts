// The 'balance-accruals' job, run daily by the schedule: whatever accrual is due on the clock's today and
// not yet in a person's ledger is recorded there: the CL (6) and SCL (4) half-year resets from 1 January
// and 1 July, the CCL (7) year reset from 1 January (each less the days already approved for its period),
// and HPL +10 at each milestone of 3 years of service. Each event carries its key, so a second run for
// the same day finds nothing to do, and a day the schedule missed is caught up by the next run. The quotas
// and the grant are those of the leave policy in force on the day; on a version's effective date the
// difference of an allowance it changed is credited or debited once, naming the version (docs/policy.md).

import { accrualsDue } from '@leave/domain';
import { BALANCE_ACCRUALS, type BalanceAccrualsResult, type JobHandler } from '@leave/core/jobs';
import { metadataBy } from '@leave/core/event-store';
import { policyForAccruals, readPolicyHistory } from '@leave/core/policy';
import { changeLedger, peopleInPages } from './balance-ledger';
import type { JobDependencies } from './dependencies';

export function createBalanceAccruals(deps: JobDependencies): JobHandler<unknown, BalanceAccrualsResult> {
  return async (_data, context) => {
    const today = deps.clock.today();
    const metadata = metadataBy(null, { job: BALANCE_ACCRUALS, jobId: context.jobId });
    const result: BalanceAccrualsResult = { date: today, people: 0, changed: 0, events: 0 };
    const policy = policyForAccruals(await readPolicyHistory(deps.eventStore), today);
    for await (const page of peopleInPages(deps.db)) {
      for (const person of page) {
        const dateOfJoining = person.dateOfJoining;
        const appended = await changeLedger(deps.eventStore, person.id, (ledger) => accrualsDue({ dateOfJoining, today, ledger, ...(policy === undefined ? {} : { policy }) }), metadata);
        result.people++;
        if (appended.length > 0) {
          result.changed++;
          result.events += appended.length;
        }
      }
    }
    if (result.events > 0) deps.log.info(result, 'balance accruals recorded');
    return result;
  };
}
