// Socket.IO event maps (docs/contract.md (Socket.IO)), for `new Server<ClientToServerEvents, ServerToClientEvents>()`
// on the api and `io(...)` typed as `Socket<ServerToClientEvents, ClientToServerEvents>` on the web.

import type { LeaveBalance } from '../leave/leave.policy';
import type { ExcelUploadResult, LeaveDto, LeaveEventActorDto } from './dto';
import type { NotificationDto } from '../notifications/notification.kinds';
import type { ArrangementDto } from '../timetable/arrangements';
import type { TimetableImportResult } from './timetable';

/**
 * Every message that stems from an event of the log carries the event's global `position`. A client
 * keeps the position of the last such message it applied and hands it back as `auth.since` when it
 * connects again, to receive what it missed first (docs/contract.md (Socket.IO)).
 */
export interface Positioned {
  position: number;
}

export interface LeaveChangePayload extends Positioned {
  leave: LeaveDto;
  event: {
    type: string;
    actor: LeaveEventActorDto;
    occurredAt: string;
  };
}

export interface ArrangementChangePayload extends Positioned {
  arrangement: ArrangementDto;
  event: { type: string; actor: LeaveEventActorDto; occurredAt: string };
}

/** How far a running Excel import is: rows dealt with out of the sheet's rows (sent after each batch). */
export interface ImportProgress {
  jobId: string;
  processed: number;
  total: number;
}

/** A finished Excel import, whether or not the upload's HTTP answer carried the result too. */
export interface ImportDone {
  jobId: string;
  result: ExcelUploadResult;
  /** The import failed for good (it will not be retried): `result.message` says why. */
  failed?: true;
}

/**
 * A finished timetable import (issue 45) whose upload was answered 202 {jobId}: its result, or why it was
 * refused (a file that is no workbook) or failed for good (it will not be retried).
 */
export type TimetableImportDone = { jobId: string; result: TimetableImportResult } | { jobId: string; refused: string } | { jobId: string; failed: string };

/** Why a connection with `since` was not resumed: the client must fetch what it shows again. */
export type LiveResyncReason = 'too-old' | 'unknown-position';

/**
 * Sent once per connection, after the missed messages (when resumed) and before any live one.
 * `position`: where this connection's stream of messages stands (the client's new last position).
 * `resumed: false`: nothing was replayed (no `since`, or `reason`), so the client refetches what it shows.
 */
export interface LiveReady {
  position: number;
  resumed: boolean;
  reason?: LiveResyncReason;
}

/** The handshake's `auth`: the session token, and the position of the last message applied, if any. */
export interface LiveHandshakeAuth {
  token: string;
  since?: number;
}

export interface ServerToClientEvents {
  'leave:created': (payload: LeaveChangePayload) => void;
  'leave:updated': (payload: LeaveChangePayload) => void;
  'balance:updated': (payload: { leaveBalance: LeaveBalance } & Positioned) => void;
  'users:changed': (payload: Positioned) => void;
  'import:progress': (payload: ImportProgress) => void;
  'import:done': (payload: ImportDone) => void;
  /** Issue 45: a timetable import ended (to its uploader), whether or not the upload's answer carried it. */
  'timetable:import-done': (payload: TimetableImportDone) => void;
  /** The holiday calendar changed (to every signed-in socket); calendars and apply forms refetch. */
  'holidays:changed': (payload: Positioned) => void;
  /** A policy version was published (to every signed-in socket); screens that read the policy refetch it. */
  'policy:changed': (payload: Positioned) => void;
  'live:ready': (payload: LiveReady) => void;
  /** Issue 45: a class arrangement changed (to the absent teacher, the substitute and the department's HODs). */
  'arrangement:changed': (payload: ArrangementChangePayload) => void;
  /** A new entry in the person's inbox (docs/rules.md, Notifications). */
  'notification:new': (payload: { notification: NotificationDto; unread: number } & Positioned) => void;
}

/** The client only listens. */
export type ClientToServerEvents = Record<never, never>;

export const SOCKET_ROOMS = {
  user: (userId: string) => `user:${userId}`,
  hod: (department: string) => `hod:${department}`,
  admin: 'admin',
  /** Every signed-in socket (the holiday calendar, the policy). */
  everyone: 'everyone',
} as const;
