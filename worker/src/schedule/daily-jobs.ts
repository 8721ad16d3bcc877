import { BALANCE_ACCRUALS } from '@leave/core/jobs';

/**
 * Jobs run once a day, at five past midnight in APP_TIMEZONE. Each applies whatever is due on the day it
 * runs and is idempotent, so a missed or repeated run is harmless.
 */
export const DAILY_JOBS = [{ schedulerId: 'daily-balance-accruals', name: BALANCE_ACCRUALS, cron: '5 0 * * *' }] as const;
