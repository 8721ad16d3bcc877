// A workbook upload (the employees' and the holidays' Excel imports, a base64 body): the route's body
// limit, and a body over it or a file over EXCEL_MAX_BYTES refused with docs/product.md's file-size message.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { base64DecodedBytes, DomainError, EXCEL_MAX_BYTES, MESSAGES } from '@leave/domain';

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
