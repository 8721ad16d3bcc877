import type { ColumnType, Selectable } from 'kysely';

/** 20261125_2601: a file attached to a leave application, with the facts its AttachmentAdded event records. */
export interface LeaveAttachmentsTable {
  /** A random uuid: the attachment's `_id`. */
  id: string;
  leave_id: string;
  file_name: string;
  content_type: string;
  size: number;
  /** Hex SHA-256 of `bytes`. */
  sha256: string;
  bytes: ColumnType<Uint8Array, Uint8Array, never>;
  uploaded_by: string;
  uploaded_at: ColumnType<Date, Date | string, never>;
}
export type LeaveAttachmentRow = Selectable<LeaveAttachmentsTable>;
