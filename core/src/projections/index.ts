import type { InlineProjection } from '../event-store/event-store';
import { leaveApplicationsProjection } from './leave-applications';
import { leaveBalancesProjection } from './leave-balances';
import { holidaysProjection } from './holidays';
import { notificationsProjection } from './notifications';

/** Every read model kept up to date in the appending transaction (the inbox last: it reads the applications). */
export const inlineProjections: InlineProjection[] = [leaveApplicationsProjection, leaveBalancesProjection, holidaysProjection, notificationsProjection];
export {
  applicationById,
  applicationRowsByIds,
  applicationsBatch,
  applicationsOf,
  applicationSummaries,
  appliedByMonthAndStatus,
  approvedCountBetween,
  approvedDaysByMonthAndType,
  awaitingDecision,
  calendarEntries,
  countsByStatus,
  latestApplications,
  leaveStreamIdsOf,
  listApplications,
  openApplicationIdsOf,
  openLeaveCodes,
  pendingByDepartment,
  pendingInDepartments,
  rowToApplication,
  takenApplications,
  writtenApplicationRows,
  type ApplicationSummary,
  type LeaveListQuery,
  type TakenApplication,
} from './leave-applications';
export { balanceIn, balanceOf, codesHeld, withBalances, writtenBalanceRows } from './leave-balances';
export { notificationId } from './notifications';
export { KNOWN_APPROVERS, KNOWN_STAND_IN_EVENTS } from './notifications';
