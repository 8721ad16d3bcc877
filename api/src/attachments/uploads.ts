// Files as they arrive (issue 21): multipart bodies read by @fastify/multipart (never by hand), each file's
// real type sniffed from its bytes by file-type, its name cleaned, its SHA-256 taken. The limits are
// domain's: 5 MB a file (413), 3 files a request (413); a file that is not really a PDF, JPEG or PNG is a 400.

import { createHash, randomUUID } from 'node:crypto';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { APPLY_LIST_FIELDS, ATTACHMENT_LIMITS, ATTACHMENT_MESSAGES, cleanFileName, DomainError, fieldBreakingTextRule, isAttachmentType } from '@leave/domain';
import type { NewAttachment } from '@leave/core/leave';

/** The multipart field that carries a file. */
export const FILE_FIELD = 'file';

/** @fastify/multipart's limits: busboy stops a file at 5 MB and a request at 3 files (both answer 413). */
export const MULTIPART_OPTIONS: FastifyMultipartOptions = {
  limits: { fileSize: ATTACHMENT_LIMITS.maxBytes, files: ATTACHMENT_LIMITS.maxFiles, fields: 20, fieldSize: 10_000, fieldNameSize: 100, parts: 30, headerPairs: 100 },
};

/** A file checked: its real type from its content, its cleaned name, its hash and a fresh id. */
export async function checkedFile(name: string, bytes: Buffer): Promise<NewAttachment> {
  if (bytes.length === 0) throw DomainError.validation(ATTACHMENT_MESSAGES.fileRequired, FILE_FIELD);
  if (bytes.length > ATTACHMENT_LIMITS.maxBytes) throw DomainError.tooLarge(ATTACHMENT_MESSAGES.tooLarge);
  const sniffed = (await fileTypeFromBuffer(bytes))?.mime;
  if (!isAttachmentType(sniffed)) throw DomainError.validation(ATTACHMENT_MESSAGES.wrongType, FILE_FIELD);
  return {
    facts: {
      attachmentId: randomUUID(),
      fileName: cleanFileName(name, sniffed),
      contentType: sniffed,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    },
    bytes,
  };
}

/**
 * @fastify/multipart's refusals in the product's words. Anything else thrown while the parts are read is
 * the body's fault (busboy's 'Unexpected end of multipart data', a missing boundary...): a 400, never a 500.
 */
function refusalOf(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return DomainError.tooLarge(ATTACHMENT_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return DomainError.tooLarge(ATTACHMENT_MESSAGES.tooMany);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return DomainError.tooLarge('Too many fields in the request');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 && code !== 'FST_PROTO_VIOLATION' && code !== 'FST_INVALID_MULTIPART_CONTENT_TYPE') return error;
  return DomainError.validation('Malformed multipart body');
}

/**
 * Reads a multipart body whole: its text parts as fields (each once) and its `file` parts, checked. A
 * file part with neither a name nor bytes (a form's empty file input) is no file.
 */
async function readMultipart(request: FastifyRequest): Promise<{ fields: Record<string, string>; files: NewAttachment[] }> {
  const fields: Record<string, string> = {};
  const files: NewAttachment[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== FILE_FIELD) throw DomainError.validation(`Unknown field: ${part.fieldname}`, part.fieldname);
        if (bytes.length === 0 && !part.filename) continue;
        files.push(await checkedFile(part.filename, bytes));
      } else {
        if (Object.hasOwn(fields, part.fieldname)) throw DomainError.validation(`The field ${part.fieldname} is sent twice`, part.fieldname);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw refusalOf(error);
  }
  return { fields, files };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a multipart request, checked (uploads.ts). */
    uploads?: NewAttachment[];
  }
}

/**
 * preValidation of a route that takes multipart bodies (POST /api/leaves, whose JSON body may come so, and
 * POST /api/leaves/:id/attachments): the text parts become the body the route's schema validates, as if
 * sent as JSON, and the files wait in `request.uploads`, read before the Idempotency-Key's fingerprint
 * is taken (plugins/idempotency.ts). The text rule is applied to the fields here, since its own hook ran
 * before them.
 */
export async function multipartBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const { fields, files } = await readMultipart(request);
  request.body = withStructuredFields(fields);
  request.uploads = files;
  const field = fieldBreakingTextRule(fields);
  if (field !== null) request.textRuleBrokenBy ??= field;
}

/** A list field's JSON (domain's APPLY_LIST_FIELDS: issue 45's `arrangements`) read into its value; text that is not JSON stays text, for the schema to refuse. */
function withStructuredFields(fields: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...fields };
  for (const name of APPLY_LIST_FIELDS) {
    const text = fields[name];
    if (text === undefined) continue;
    try {
      body[name] = JSON.parse(text) as unknown;
    } catch {
      // The schema answers 400 for the field.
    }
  }
  return body;
}
