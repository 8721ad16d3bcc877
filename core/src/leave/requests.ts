// What a person (or the system) asks of one leave application, as the routes and jobs hand it to the one
// command path (handler.ts), and what that path needs of the process.

import type { Account, Actor, ApplyLeaveBody, CancellationDecisionBody, CancellationRequestBody, CompOffBody, LeaveStatusBody, StepDecisionBody } from '@leave/domain';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { EventStore } from '../event-store';
import type { AttachmentStore, NewAttachment } from './attachments';

export interface LeaveServices {
  db: Db;
  eventStore: EventStore;
  clock: Clock;
  /** Where the files of applications are kept; needed only by requests that carry files. */
  attachments?: AttachmentStore;
}

export type LeaveRequest =
  | { kind: 'apply'; applicant: Account; leaveId: string; body: ApplyLeaveBody; files?: readonly NewAttachment[]; recordedBy?: Account }
  | { kind: 'claimCompOff'; applicant: Account; leaveId: string; body: CompOffBody }
  | { kind: 'attach'; actor: Actor; leaveId: string; file: NewAttachment }
  | { kind: 'status'; actor: Actor; leaveId: string; body: LeaveStatusBody }
  | { kind: 'withdraw'; actor: Actor; leaveId: string }
  | { kind: 'requestCancellation'; actor: Actor; leaveId: string; body: CancellationRequestBody }
  | { kind: 'decideCancellation'; actor: Actor; leaveId: string; body: CancellationDecisionBody }
  | { kind: 'close'; leaveId: string; reason: string }
  /** POST /leaves/:id/decisions (issue 43): the waiting step of the application's route decided. */
  | { kind: 'decideStep'; actor: Actor; leaveId: string; body: StepDecisionBody };

/** A request on an application that already exists. */
export type DecisionRequest = Exclude<LeaveRequest, { kind: 'apply' | 'claimCompOff' }>;

export interface DecideOptions {
  /** The application's version as the client saw it (If-Match): a change since is a 409. */
  expectedVersion?: number | undefined;
}
