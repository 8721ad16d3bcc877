// What a person can be notified of (docs/rules.md, Notifications): the kinds of the inbox, their labels
// on the profile's e-mail preferences, the preferences' defaults, and the inbox's answers. The request bodies'
// rules are contracts/notifications.ts (zod, kept apart so that every portal's shell, which shows the
// inbox, builds no schema as it loads).

import type { NotificationMessage } from '../i18n/notification-messages';
import type { Role } from '../people/roles';

export const NOTIFICATION_KINDS = ['applicationDecided', 'applicationWaiting', 'cancellationToDecide', 'cancellationDecided', 'importFinished', 'approvalsReminder', 'classToTake', 'classDeclined'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Inbox entries that are records only (issue 44: a decision the reader took from a link), never mailed or
 * pushed, so with no preference: the reader knows, the inbox keeps it.
 */
export const RECORD_KINDS = ['decidedByLink'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
/** Every kind an inbox entry may have. */
export const INBOX_KINDS = [...NOTIFICATION_KINDS, ...RECORD_KINDS] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Whether entries of a kind go out by e-mail and push (as the person's preferences say). */
export function isSentKind(kind: string): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind);
}

/**
 * The kinds a person can receive (issue 49: the profile offers, and the server takes, preferences of these
 * only), as notification.rules.ts addresses them: an applicant hears of their own applications and
 * cancellations, a teacher of the classes they are asked to take and of a colleague who cannot take one of theirs; what waits for a decision and its reminders
 * go to HODs and admins, and to an employee only while they hold an office or are named a stand-in
 * (`approves`); a cancellation to decide to HODs and admins; an import's end to the admin who uploaded. The
 * auditor decides and applies for nothing. In NOTIFICATION_KINDS' order.
 */
export function receivableKinds(person: { role: Role; approves?: boolean }): NotificationKind[] {
  const receives: Record<Role, readonly NotificationKind[]> = {
    admin: NOTIFICATION_KINDS,
    hod: ['applicationDecided', 'applicationWaiting', 'cancellationToDecide', 'cancellationDecided', 'approvalsReminder', 'classToTake', 'classDeclined'],
    employee: person.approves
      ? ['applicationDecided', 'applicationWaiting', 'cancellationDecided', 'approvalsReminder', 'classToTake', 'classDeclined']
      : ['applicationDecided', 'cancellationDecided', 'classToTake', 'classDeclined'],
    auditor: [],
  };
  const kinds = receives[person.role] ?? [];
  return NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind));
}

/** The kinds an answer's `kinds` names, in NOTIFICATION_KINDS' order; an answer from before issue 49 names none: every kind. */
export function kindsNamed(kinds: unknown): readonly NotificationKind[] {
  return Array.isArray(kinds) ? NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind)) : NOTIFICATION_KINDS;
}

export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  applicationDecided: 'My application decided',
  applicationWaiting: 'An application waiting for me',
  cancellationToDecide: 'A cancellation to decide',
  cancellationDecided: 'My cancellation decided',
  importFinished: 'An import finished',
  approvalsReminder: 'Daily reminder of applications waiting for me',
  classToTake: 'A class I am asked to take',
  classDeclined: 'A colleague cannot take my class',
};

/**
 * The order e-mails go out in when several wait (issue 25): the decision a person is waiting for first,
 * then what waits for someone's decision, then the daily reminder; mails of a seeded history last. Lower
 * goes first (the queue's priority).
 */
export const MAIL_ORDER: Readonly<Record<NotificationKind, number>> = {
  applicationDecided: 1,
  cancellationDecided: 1,
  applicationWaiting: 2,
  cancellationToDecide: 2,
  importFinished: 2,
  approvalsReminder: 3,
  classToTake: 2,
  classDeclined: 1,
};
export const HISTORY_MAIL_ORDER = 4;

/** Whether each kind also goes out by e-mail. */
export type EmailPreferences = Record<NotificationKind, boolean>;

/** Everybody gets every kind by e-mail until they say otherwise. */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as EmailPreferences;

/** Whether each kind is also pushed to the person's browsers and phones (issue 23). */
export type PushPreferences = Record<NotificationKind, boolean>;

/** Nobody gets a push of any kind until they turn it on. */
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, false])) as PushPreferences;

/** GET and PUT /api/users/me/notification-preferences answer both. */
export interface NotificationPreferencesDto {
  email: EmailPreferences;
  push: PushPreferences;
  /** The kinds the person can receive (receivableKinds): the profile shows these only, the server takes these only. */
  kinds: NotificationKind[];
}

/** The stored preferences laid over the defaults (a kind added later starts as on). */
export function emailPreferencesOf(stored: Partial<Record<string, unknown>> | null | undefined): EmailPreferences {
  const preferences = { ...DEFAULT_EMAIL_PREFERENCES };
  for (const kind of NOTIFICATION_KINDS) if (typeof stored?.[kind] === 'boolean') preferences[kind] = stored[kind];
  return preferences;
}

/** The stored push choices laid over the defaults (everything off). */
export function pushPreferencesOf(stored: Partial<Record<string, unknown>> | null | undefined): PushPreferences {
  const preferences = { ...DEFAULT_PUSH_PREFERENCES };
  for (const kind of NOTIFICATION_KINDS) if (typeof stored?.[kind] === 'boolean') preferences[kind] = stored[kind];
  return preferences;
}

/** The most entries of the inbox one request asks for. */
export const NOTIFICATIONS_PAGE_MAX = 100;

/** One entry of a person's inbox as the api answers it. */
export interface NotificationDto {
  _id: string;
  kind: InboxKind;
  title: string;
  /**
   * The entry's facts (issue 23), from which domain's notificationText words it in any language: the web
   * shows it in the reader's. Absent on entries made before issue 23 (the title, in English, stands).
   */
  message?: NotificationMessage;
  /** A path of the web app: the screen where the thing is. */
  link: string;
  read: boolean;
  createdAt: string;
}

export interface NotificationPage {
  notifications: NotificationDto[];
  total: number;
  unread: number;
}

/** One notification e-mail on the admin's 'Outgoing mail' (GET /outgoing-mail): held when SMTP_URL is unset. */
export interface OutgoingMailDto {
  _id: string;
  recipientName: string;
  to: string;
  kind: string;
  subject: string;
  text: string;
  status: 'held' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}
