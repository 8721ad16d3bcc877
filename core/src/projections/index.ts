import type { InlineProjection } from '../event-store/types';
import { leaveApplicationsProjection } from './leave-applications';
import { leaveBalancesProjection } from './leave-balances';
import { holidaysProjection } from './holidays';
import { notificationsProjection } from './notifications';
import { timetableProjection } from './timetable';
import { arrangementsProjection } from './arrangements';

/** Every read model kept up to date in the appending transaction (the inbox last: it reads the applications). */
export const inlineProjections: InlineProjection<any, any>[] = [leaveApplicationsProjection, leaveBalancesProjection, holidaysProjection, timetableProjection, arrangementsProjection, notificationsProjection];
export {
  applicationById,
  applicationsByIds,
  applicationsBatch,
  applicationsWithRouteTimers,
  applicationsOf,
  applicationSummaries,
  appliedByMonthAndStatus,
  approvedCountBetween,
  approvedDaysByMonthAndType,
  awaitingApplications,
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
  takenApplications,
  writtenApplications,
  ownApplicationsOf,
  ownApplicationsSql,
  ownApplicationsSchema,
  claimedDaysOf,
  claimedDaysSql,
  claimedDaysSchema,
  applicationHeadSql,
  departmentAwayFor,
  decisionContextOf,
  type DecisionContext,
  type OwnApplication,
  type ApplicationSummary,
  type AwaitingCaller,
  type LeaveListQuery,
  type TakenApplication,
} from './leave-applications';
export { balanceOf, balanceRowSql, balanceSchema, balancesBeside, codesHeld, writtenBalances } from './leave-balances';
export { holidayDatesSchema, holidayDatesSql } from './holidays';
export { inboxPeopleFor, notificationId } from './notifications';
