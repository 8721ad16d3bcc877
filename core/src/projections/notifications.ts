// The inbox read model (docs/rules.md, Notifications): every event that concerns somebody becomes one
// `notifications` row per person, whose id is the event's position and the person, so that a replay of
// the log rebuilds the very same rows. Who the approvers are is itself folded from the user events into
// `notification_people`, so that a replay sees the HODs and admins as they were when each event happened.
// Each entry keeps its words as facts too (`message`), for the e-mails and pushes in the recipient's language.
// What a person has read is not here: it is their own state (notification_reads), which replay leaves alone.
// A stand-in hears of an application waiting for the HOD or the office holder they stand in for (when it is
// made, or when an office's step comes to wait): the namings are read from the log (stand-in streams) up to
// the event, so replay gives the same. Before a leave command's append, the
// people it will ask for and the namings are read with the command's facts (the prefetch), by the same
// rules as People.read (a contract test holds the two alike).

import { z } from 'zod';
import {
  APPROVER_ROLES,
  decidedByLink,
  importNotifications,
  arrangementNotifications,
  leaveNotifications,
  linkDecisionNotifications,
  reminderNotifications,
  type ApproverDirectory,
  type NotificationDraft,
  type Role,
  type StandInNamed,
  type StandInNaming,
  type UserEvent,
} from '@leave/domain';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database, NotificationPeopleTable, NotificationRow } from '@leave/migrations';
import type { InlineProjection, StoredEvent } from '../event-store/types';
import type { PrefetchScope } from '../event-store/prefetch';
import { positionText } from '../event-store/pending';
import { eventDataFieldSql, eventsOfTypesSql } from '../event-store/read';
import { eventsOfTypesBefore } from '../event-store/log-queries';
import { sqlText, sqlTextArray } from '../db/sql-text';
import { arrangementsStream, eventOf, importStream, leaveStream, reminderStream, standInStream, userStream } from '../event-store/streams';
import { leaveApplicationsProjection, type ApplicationRows } from './leave-applications';
import { Rows } from './rows';

type NotificationPersonRow = Selectable<NotificationPeopleTable>;

/** The id of the inbox entry an event makes for one person (its position's token while the append is pending). */
export function notificationId(globalPosition: number, recipientId: string): string {
  return `${positionText(globalPosition)}-${recipientId}`;
}

type StandInEventRow = { global_position: number; stream_id: string; type: string; data: unknown };

const STAND_IN_NAMED = standInStream.events.names.find((name) => name === 'StandInNamed')!;
/** The people named stand-in in the log (a subquery of their ids), for the prefetch's text. */
const standInIdsSql = () => eventDataFieldSql(sqlText(STAND_IN_NAMED), sqlText('standInId'));

/** What the inbox prefetches for a leave command: the people it asks for (with their keys) and, for an application made, the namings. */
const inboxPrefetch = {
  sql: (scope: PrefetchScope) =>
    `json_build_object(
      'people', coalesce((select json_agg(p) from notification_people p
        where p.user_id = ${scope.personId} or p.role = any(${sqlTextArray(APPROVER_ROLES)})${scope.applies ? ` or p.user_id in ${standInIdsSql()}` : ''}), '[]'::json),
      'keys', ${scope.applies ? `(select json_agg(distinct k) from (select ${scope.personId} as k union all ${standInIdsSql()}) as keys)` : `json_build_array(${scope.personId})`},
      'standInEvents', ${scope.applies ? eventsOfTypesSql(sqlTextArray(standInStream.events.names)) : 'null'})`,
  schema: z.object({
    people: z.array(z.object({ user_id: z.string(), role: z.string(), department: z.string().nullable(), active: z.boolean() })),
    keys: z.array(z.string()),
    standInEvents: z.array(z.object({ global_position: z.number().int(), stream_id: z.string(), type: z.string(), data: z.unknown() })).nullable(),
  }),
};

/** What the inbox took from a command's reads: the people asked for (every admin and HOD among them), the namings. */
type InboxKnown = z.infer<typeof inboxPrefetch.schema>;

/**
 * The people of `notification_people` a batch has met: read once, in one query for what the batch is
 * expected to ask (`read`), anyone else when asked; folded from the batch's user events in memory.
 */
class People {
  readonly rows = new Rows<NotificationPersonRow>('notification_people', ['user_id']);
  private approversRead = false;
  /** The approver directories asked for since the last change of a person, by department. */
  readonly directories = new Map<string, ApproverDirectory>();

  constructor(
    private readonly trx: Transaction<Database>,
    known?: InboxKnown,
  ) {
    // The people a command read with its facts, every admin and HOD among them.
    if (known) {
      this.rows.seed(known.people, known.keys);
      this.approversRead = true;
    }
  }

  /** Reads these people not met yet and, with `approvers`, every admin and HOD (active or not). */
  async read(ids: readonly string[], approvers: boolean): Promise<void> {
    const also = approvers && !this.approversRead ? sql<boolean>`role = any(${[...APPROVER_ROLES]})` : undefined;
    await this.rows.load(this.trx, ids, also);
    if (also) this.approversRead = true;
  }

  async person(userId: string): Promise<NotificationPersonRow | undefined> {
    if (!this.rows.known(userId)) await this.read([userId], false);
    return this.rows.get(userId);
  }

  /** Everyone met, a superset of the admins and HODs: one whose role or department a user event changed was read for it. */
  async withApprovers(): Promise<NotificationPersonRow[]> {
    if (!this.approversRead) await this.read([], true);
    return this.rows.present();
  }
}

/**
 * The stand-in namings, read from the log itself (few events, found by the type index) so that a replay
 * sees them exactly as the live append did: once per batch, up to its last application, then folded
 * forward as the batch's applications come (in log order, so positions only grow).
 */
class StandInNamings {
  private next = 0;
  private readonly namings = new Map<string, StandInNamed['data']>();

  constructor(private readonly events: readonly StandInEventRow[]) {}

  static async read(trx: Transaction<Database>, before: number, known?: InboxKnown): Promise<StandInNamings> {
    const read = known?.standInEvents;
    if (read) return new StandInNamings(read.filter((event) => event.global_position < before));
    return new StandInNamings(await eventsOfTypesBefore(trx, standInStream.events.names, before));
  }

  /** The namings not removed before `position`. */
  before(position: number): StandInNamed['data'][] {
    for (; this.next < this.events.length && Number(this.events[this.next]!.global_position) < position; this.next++) {
      const stored = this.events[this.next]!;
      const of = eventOf(standInStream, { streamId: stored.stream_id, type: stored.type, data: stored.data });
      if (of?.event.type === 'StandInNamed') this.namings.set(of.ownerId, of.event.data);
      else if (of) this.namings.delete(of.ownerId);
    }
    return [...this.namings.values()];
  }
}

/**
 * The people the inbox reads by its own rules (People.read) for a command on `personId`'s application (with
 * the stand-ins named, for an application made): what its prefetch must answer alike (a contract test).
 */
export async function inboxPeopleFor(trx: Transaction<Database>, personId: string, applies: boolean): Promise<NotificationPersonRow[]> {
  const people = new People(trx);
  const standInIds = applies ? (await eventsOfTypesBefore(trx, [STAND_IN_NAMED], Number.MAX_SAFE_INTEGER)).map((event) => (event.data as StandInNamed['data']).standInId) : [];
  await people.read([personId, ...standInIds], true);
  return people.rows.present();
}

/** The department's stand-ins at `position` (those still among the people), with their role then. */
async function standInsBefore(people: People, namings: StandInNamings, department: string, position: number): Promise<StandInNaming[]> {
  const standIns: StandInNaming[] = [];
  for (const naming of namings.before(position).filter((n) => n.department === department)) {
    const person = await people.person(naming.standInId);
    if (person) standIns.push({ ...naming, standInRole: person.role as Role });
  }
  return standIns;
}

/** The namings for offices at `position` (their stand-ins still among the people), with their role then. */
async function officeStandInsBefore(people: People, namings: StandInNamings, position: number): Promise<StandInNaming[]> {
  const standIns: StandInNaming[] = [];
  for (const naming of namings.before(position).filter((n) => n.office !== undefined)) {
    const person = await people.person(naming.standInId);
    if (person) standIns.push({ ...naming, standInRole: person.role as Role });
  }
  return standIns;
}

/** `standIns`: when the event's notifications may reach stand-ins (an application made), the namings and its position. */
async function approverDirectory(people: People, department: string, standIns: { namings: StandInNamings; at: number } | null): Promise<ApproverDirectory> {
  const known = people.directories.get(department) ?? (await directoryOf(people, department));
  if (!standIns) return known;
  const ofDepartment = await standInsBefore(people, standIns.namings, department, standIns.at);
  const ofOffices = await officeStandInsBefore(people, standIns.namings, standIns.at);
  return { ...known, standInsOf: (d) => (d === department ? ofDepartment : []), officeStandInsOf: (office) => ofOffices.filter((naming) => naming.office === office) };
}

async function directoryOf(people: People, department: string): Promise<ApproverDirectory> {
  const rows = (await people.withApprovers())
    .filter((r) => r.active && (r.role === 'admin' || (r.role === 'hod' && r.department === department)))
    .sort((a, b) => (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0));
  const admins = rows.filter((r) => r.role === 'admin').map((r) => r.user_id);
  const hods = rows.filter((r) => r.role === 'hod').map((r) => r.user_id);
  const directory: ApproverDirectory = { admins, hodsOf: (d) => (d === department ? hods : []), standInsOf: () => [] };
  people.directories.set(department, directory);
  return directory;
}

async function foldPerson(people: People, event: UserEvent): Promise<void> {
  const { userId } = event.data;
  // Neither changes who receives what.
  if (event.type === 'UserPasswordChanged' || event.type === 'UserDetailsChanged' || event.type === 'UserLanguageChosen' || event.type === 'UserSignInLinked' || event.type === 'UserSignInUnlinked' || event.type === 'UserPasskeyAdded' || event.type === 'UserPasskeyRemoved') return;
  people.directories.clear();
  if (event.type === 'UserRegistered') {
    people.rows.set({ user_id: userId, role: event.data.role, department: event.data.department, active: true });
    return;
  }
  // The others change a person already there, and nobody else.
  const row = await people.person(userId);
  if (!row) return;
  switch (event.type) {
    case 'UserRoleChanged':
      people.rows.set({ ...row, role: event.data.to });
      return;
    case 'UserDepartmentChanged':
      people.rows.set({ ...row, department: event.data.to });
      return;
    case 'UserDeactivated':
    case 'UserDeleted':
      people.rows.set({ ...row, active: false });
      return;
    case 'UserReactivated':
      people.rows.set({ ...row, active: true });
      return;
  }
}

async function draftsOf(batch: InboxBatch, applications: ApplicationRows | undefined, stored: StoredEvent): Promise<NotificationDraft[]> {
  const { people, standIns } = batch;
  const leave = eventOf(leaveStream, stored);
  if (leave) {
    // The application as it stands after this event: the leave_applications projection folded it first.
    const application = applications?.application(leave.ownerId);
    if (!application) return [];
    const namings = tellsStandIns(stored) && standIns ? { namings: standIns, at: stored.globalPosition } : null;
    return [
      ...leaveNotifications(leave.event, application, await approverDirectory(people, application.department, namings)),
      // Issue 44: a decision taken from a link is a record in the decider's own inbox too.
      ...linkDecisionNotifications(leave.event, application, decidedByLink(stored.metadata), stored.metadata.actor?.role),
    ];
  }
  const imported = eventOf(importStream, stored);
  if (imported) return importNotifications(imported.event);
  const arranged = eventOf(arrangementsStream, stored);
  if (arranged) return arrangementNotifications(arranged.event);
  const reminder = eventOf(reminderStream, stored);
  if (reminder) return reminderNotifications(reminder.event);
  return [];
}

/**
 * Whether a leave event's entries may reach stand-ins, so that the namings are read for it: an application
 * made, and a routed step approved (another step then waits: an office's stand-ins are told as its holders
 * are, decision 0400). The decision's reads do not prefetch the namings: the batch reads them from the log.
 */
function tellsStandIns(stored: StoredEvent): boolean {
  const leave = eventOf(leaveStream, stored);
  return leave?.event.type === 'LeaveApplied' || (leave?.event.type === 'LeaveHodApproved' && leave.event.data.step !== undefined);
}

interface InboxBatch {
  people: People;
  /** Read when the batch holds an event that may tell stand-ins (tellsStandIns). */
  standIns: StandInNamings | null;
  notifications: Rows<NotificationRow>;
}

export const notificationsProjection: InlineProjection<InboxBatch, InboxKnown> = {
  name: 'notifications',
  prefetch: inboxPrefetch,
  handles: [...leaveStream.events.names, ...userStream.events.names, ...importStream.events.names, ...reminderStream.events.names, ...arrangementsStream.events.names],
  async load(trx, events, earlier, known) {
    const people = new People(trx, known);
    const applications = earlier.of(leaveApplicationsProjection);
    // One read for the people the batch will most likely ask about (the people of its user events, the
    // applicants and, for a leave event, the approvers); anyone else is read when asked.
    const ids = events.flatMap((stored) => {
      const person = eventOf(userStream, stored);
      if (person) return [person.event.data.userId];
      const leave = eventOf(leaveStream, stored);
      if (leave?.event.type === 'LeaveApplied') return [leave.event.data.applicant.id];
      return leave ? (applications?.get(leave.ownerId)?.applicant_id ?? []) : [];
    });
    await people.read(ids, events.some((stored) => eventOf(leaveStream, stored)));
    const applied = events.filter(tellsStandIns).at(-1);
    const standIns = applied ? await StandInNamings.read(trx, applied.globalPosition, known) : null;
    // Inbox entries are only ever added, and the write leaves one already there alone: none to read.
    return { people, standIns, notifications: new Rows<NotificationRow>('notifications', ['id']) };
  },
  async apply(batch, stored, earlier) {
    const { people, notifications } = batch;
    const person = eventOf(userStream, stored);
    if (person) return foldPerson(people, person.event);
    const drafts = await draftsOf(batch, earlier.of(leaveApplicationsProjection), stored);
    for (const d of drafts) {
      // Only people who can still sign in hear of anything.
      if (!(await people.person(d.recipientId))?.active) continue;
      notifications.add({ id: notificationId(stored.globalPosition, d.recipientId), recipient_id: d.recipientId, kind: d.kind, title: d.title, message: d.message, link: d.link, event_position: stored.globalPosition, created_at: stored.occurredAt });
    }
  },
  statements: ({ people, notifications }) => [...people.rows.statements(), ...notifications.statements('nothing')],
};

// The inbox's reads (a person's page, unread counts, what a run of events made) are the notification family's
// (core/src/notifications/inbox.ts), beside what people have read.
