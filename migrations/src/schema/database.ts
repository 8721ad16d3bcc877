import type { EventsTable } from './events.table';
import type { UsersTable } from './users.table';
import type { BalancePeriodsTable, LeaveApplicationsTable, LeaveBalancesTable, LoginFailuresTable } from './read-models.table';
import type { ImportJobRowsTable, ImportJobsTable } from './import-jobs.table';
import type { HolidaysTable } from './holidays.table';
import type { CalendarFeedsTable } from './calendar-feeds.table';
import type { IdempotencyKeysTable } from './idempotency-keys.table';
import type { LeaveAttachmentsTable } from './attachments.table';
import type { SignInHandoffsTable, SignInLinksTable, UsedSignInStatesTable } from './sign-in-links.table';
import type { PasskeyChallengesTable, PasskeysTable } from './passkeys.table';
import type { SessionsTable } from './sessions.table';
import type { PasswordLinksTable } from './password-links.table';
import type { NotificationPeopleTable, NotificationPreferencesTable, NotificationReadsTable, NotificationsTable, OutgoingMailTable, PushDeliveriesTable, PushSubscriptionsTable, StandInsTable } from './notifications.table';

/** Every table of the application; migrations are the only place that creates them. */
export interface Database {
  events: EventsTable;
  users: UsersTable;
  leave_applications: LeaveApplicationsTable;
  leave_balances: LeaveBalancesTable;
  balance_periods: BalancePeriodsTable;
  login_failures: LoginFailuresTable;
  import_jobs: ImportJobsTable;
  import_job_rows: ImportJobRowsTable;
  holidays: HolidaysTable;
  notifications: NotificationsTable;
  notification_people: NotificationPeopleTable;
  notification_reads: NotificationReadsTable;
  notification_preferences: NotificationPreferencesTable;
  outgoing_mail: OutgoingMailTable;
  push_subscriptions: PushSubscriptionsTable;
  push_deliveries: PushDeliveriesTable;
  stand_ins: StandInsTable;
  calendar_feeds: CalendarFeedsTable;
  sessions: SessionsTable;
  idempotency_keys: IdempotencyKeysTable;
  leave_attachments: LeaveAttachmentsTable;
  sign_in_links: SignInLinksTable;
  sign_in_handoffs: SignInHandoffsTable;
  used_sign_in_states: UsedSignInStatesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  password_links: PasswordLinksTable;
}

export type * from './events.table';
export type * from './users.table';
export type * from './read-models.table';
export type * from './import-jobs.table';
export type * from './holidays.table';
export type * from './notifications.table';
export type * from './calendar-feeds.table';
export type * from './idempotency-keys.table';
export type * from './attachments.table';
export type * from './sign-in-links.table';
export type * from './passkeys.table';
export type * from './password-links.table';
