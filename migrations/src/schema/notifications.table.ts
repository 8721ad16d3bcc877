import type { ColumnType, Selectable } from 'kysely';

/** Read model: one inbox entry per event and person it concerns (id: `<global position>-<recipient>`). */
export interface NotificationsTable {
  id: string;
  recipient_id: string;
  kind: string;
  title: string;
  link: string;
  event_position: ColumnType<number, number, number>;
  created_at: ColumnType<Date, Date | string, Date | string>;
  /** 20261127_3303: the entry's words as facts (domain's NotificationMessage); null on entries made before. */
  message: ColumnType<unknown, string | null | undefined, string | null>;
}
export type NotificationRow = Selectable<NotificationsTable>;

/** Read model: who can approve, as the user events leave it at each point of the log. */
export interface NotificationPeopleTable {
  user_id: string;
  role: string;
  department: string | null;
  active: boolean;
}

/** User state (not rebuilt by replay): the notifications a person has marked read. */
export interface NotificationReadsTable {
  notification_id: string;
  user_id: string;
  read_at: ColumnType<Date, Date | undefined, Date>;
}

/** User state: which kinds a person wants by e-mail (absent kinds: on) and pushed (20261127_3302; absent kinds: off). */
export interface NotificationPreferencesTable {
  user_id: string;
  email: ColumnType<Record<string, boolean>, string, string>;
  push: ColumnType<Record<string, boolean>, string | undefined, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type OutgoingMailStatus = 'held' | 'sending' | 'sent' | 'failed';

/** Every e-mail of a notification, keyed by the notification: it is sent at most once. */
export interface OutgoingMailTable {
  id: string;
  recipient_id: string;
  recipient_name: string;
  to_address: string;
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: OutgoingMailStatus;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export type OutgoingMailRow = Selectable<OutgoingMailTable>;

/**
 * A HOD's stand-in for a range of days (docs/rules.md 'Stand-ins'); removed ones keep their row. Since
 * 20261207_5401 also an office holder's: `office` set, `hod_id` the holder, no department.
 */
export interface StandInsTable {
  id: string;
  hod_id: string;
  stand_in_id: string;
  department: string | null;
  office: ColumnType<string | null, string | null | undefined, string | null>;
  from_date: ColumnType<string, string, string>;
  to_date: ColumnType<string, string, string>;
  created_by: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  removed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type StandInRow = Selectable<StandInsTable>;

/** 20261127_3302: a browser a person turned push on in (endpoint unique: one browser, one person). */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** When it was subscribed, or moved to its person (another person's endpoint posted again). */
  created_at: ColumnType<Date, Date | undefined, Date>;
}
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

export type PushDeliveryStatus = 'sending' | 'sent' | 'failed';

/** 20261127_3302: one inbox entry pushed to one subscription: it is pushed there at most once. */
export interface PushDeliveriesTable {
  notification_id: string;
  subscription_id: string;
  status: PushDeliveryStatus;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
