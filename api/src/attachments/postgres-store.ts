// The attachment store in the database (PGlite or Postgres): one row of `leave_attachments` per file, its
// bytes as bytea. Every api node reads the same rows, and `npm run backup` carries them with the rest.

import { isAttachmentType } from '@leave/domain';
import type { AttachmentStore } from '@leave/core/leave';

export const postgresAttachmentStore: AttachmentStore = {
  async put(trx, file) {
    const { facts } = file;
    await trx
      .insertInto('leave_attachments')
      .values({
        id: facts.attachmentId,
        leave_id: file.leaveId,
        file_name: facts.fileName,
        content_type: facts.contentType,
        size: facts.size,
        sha256: facts.sha256,
        bytes: file.bytes,
        uploaded_by: file.uploadedBy,
        uploaded_at: file.uploadedAt,
      })
      .execute();
  },

  async get(db, leaveId, attachmentId) {
    const row = await db.selectFrom('leave_attachments').selectAll().where('id', '=', attachmentId).where('leave_id', '=', leaveId).executeTakeFirst();
    if (!row || !isAttachmentType(row.content_type)) return undefined;
    return {
      attachmentId: row.id,
      leaveId: row.leave_id,
      fileName: row.file_name,
      contentType: row.content_type,
      size: row.size,
      sha256: row.sha256,
      bytes: row.bytes,
    };
  },
};
