// Sending an export's file: its content type, its name as an attachment, never cached, streamed as it is
// written. The audit exports and the payroll share it.

import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type FileFormat = 'csv' | 'xlsx';

const CONTENT_TYPES: Record<FileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function sendFile(reply: FastifyReply, fileName: string, format: FileFormat, chunks: AsyncIterable<string | Uint8Array>): FastifyReply {
  return (
    reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      // A stream is sent as it is (the 200 schema describes the file for the OpenAPI description only).
      .send(Readable.from(chunks, { objectMode: false }) as unknown as string)
  );
}
