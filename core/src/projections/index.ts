import type { InlineProjection } from '../event-store/event-store';
import { leaveApplicationsProjection } from './leave-applications';
import { leaveBalancesProjection } from './leave-balances';

/** Every read model kept up to date in the appending transaction. */
export const inlineProjections: InlineProjection[] = [leaveApplicationsProjection, leaveBalancesProjection];
export { rowToApplication } from './leave-applications';
