// The attachment store (issue 21): where the bytes of an application's files live. A port, so that the
// command path and the routes do not care where; its one implementation is Postgres (the api's
// attachments/postgres-store.ts), which both runtimes share and every api node reads. A file is put inside
// the transaction that appends its AttachmentAdded event: the event and the bytes commit together, or
// neither does.

import type { Transaction } from 'kysely';
import type { AttachmentFacts } from '@leave/domain';
import type { Database, Db } from '../db';

/** A file received and checked (its real type, its cleaned name, its hash), not stored yet. */
export interface NewAttachment {
  facts: AttachmentFacts;
  bytes: Uint8Array;
}

/** A stored file with what its event recorded. */
export interface StoredAttachment extends AttachmentFacts {
  leaveId: string;
  bytes: Uint8Array;
}

export interface AttachmentStore {
  /** Keeps the file of `leaveId`, in the transaction that appends its AttachmentAdded event. */
  put(trx: Transaction<Database>, file: NewAttachment & { leaveId: string; uploadedBy: string; uploadedAt: Date }): Promise<void>;
  /** The file `attachmentId` of `leaveId`, or undefined (another application's file is not found either). */
  get(db: Db, leaveId: string, attachmentId: string): Promise<StoredAttachment | undefined>;
}
