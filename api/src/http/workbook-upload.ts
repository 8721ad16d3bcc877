// A workbook upload (the employees', the holidays' and the timetable's Excel imports, a base64 body): the
// route's body limit, a body over it or a file over EXCEL_MAX_BYTES refused with docs/product.md's
// file-size message, a file that is no workbook refused on its field, and the 202 of an import still running.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { base64DecodedBytes, DomainError, EXCEL_MAX_BYTES, MESSAGES } from '@leave/domain';
import { inspectWorkbook, UnreadableWorkbookError } from '@leave/core/excel';

/** The seed's client gives up after 60 s; an import still running then answers 202 and finishes over Socket.IO. */
export const UPLOAD_WAIT_MS = 55_000;

/** 10 MB of file is about 13.4 MB of base64; a little more lets the size check answer with its own message. */
const UPLOAD_BODY_LIMIT = 15 * 1024 * 1024;

export function workbookUploadOptions(app: FastifyInstance) {
  return {
    bodyLimit: UPLOAD_BODY_LIMIT,
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
      app.errorHandler(error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? DomainError.tooLarge(MESSAGES.excelFileSize) : error, request, reply),
  };
}

/** Refuses a workbook of EXCEL_MAX_BYTES or more. */
export function refuseOversizedWorkbook(fileData: string): void {
  if (base64DecodedBytes(fileData) >= EXCEL_MAX_BYTES) throw DomainError.tooLarge(MESSAGES.excelFileSize);
}

/** The uploaded file's bytes, once they are a workbook of an allowed size: otherwise 413, or 400 on `fileData`. */
export function uploadedWorkbook(fileData: string): Buffer {
  refuseOversizedWorkbook(fileData);
  const file = Buffer.from(fileData, 'base64');
  try {
    inspectWorkbook(file);
  } catch (error) {
    if (error instanceof UnreadableWorkbookError) throw DomainError.validation(error.message, 'fileData');
    throw error;
  }
  return file;
}

/** The answer of an import still running when the wait is over: its job, whose end reaches the screen over Socket.IO. */
export function stillImporting(reply: FastifyReply, jobId: string) {
  return reply.status(202).send({ success: true as const, message: 'The file is still being imported. The result will appear when it is done.', data: { jobId } });
}
