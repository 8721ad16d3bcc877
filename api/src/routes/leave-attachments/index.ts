import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATTACHMENT_MESSAGES, ATTACHMENT_LIMITS, canOpenAttachment, DomainError, LEAVE_REFUSALS } from '@leave/domain';
import { attachmentSchema, idParams, responses, success } from '../../http/responses';
import { metadataOf, viewerOf } from '../../http/request-context';
import { findLeave } from '../../leaves/queries';
import { decideOnLeave } from '@leave/core/leave';
import { mandateFor } from '@leave/core/stand-ins';
import { FILE_FIELD, MULTIPART_OPTIONS, multipartBody } from '../../attachments/uploads';

const bearer = [{ bearer: [] }];
const attachmentParams = idParams.extend({ aid: idParams.shape.id });

/** `content-disposition: attachment` with the cleaned name: an ASCII fallback and the exact name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/** An application's files (issue 21): the applicant attaches them while it is open; its deciders, the admin and the auditor open them. */
const leaveAttachments: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, MULTIPART_OPTIONS);

  app.post(
    '/leaves/:id/attachments',
    {
      onRequest: app.authenticate,
      preValidation: multipartBody,
      schema: { tags: ['leaves'], security: bearer, params: idParams, response: responses({ 201: success(z.object({ attachment: attachmentSchema })) }) },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw DomainError.validation(ATTACHMENT_MESSAGES.fileRequired, FILE_FIELD);
      const unknown = Object.keys(request.body ?? {})[0];
      if (unknown !== undefined) throw DomainError.validation(`Unknown field: ${unknown}`, unknown);
      const [file, ...more] = request.uploads ?? [];
      if (!file) throw DomainError.validation(ATTACHMENT_MESSAGES.fileRequired, FILE_FIELD);
      if (more.length > 0) throw DomainError.validation(`Send one file at a time (at most ${ATTACHMENT_LIMITS.maxFiles} per application)`, FILE_FIELD);
      const leave = await decideOnLeave(app, { kind: 'attach', actor: request.currentUser, leaveId: request.params.id, file }, metadataOf(request));
      const attachment = leave.attachments.find((kept) => kept._id === file.facts.attachmentId)!;
      return reply.status(201).send({ success: true as const, message: 'File attached', data: { attachment } });
    },
  );

  app.get(
    '/leaves/:id/attachments/:aid',
    { onRequest: app.authenticate, schema: { tags: ['leaves'], security: bearer, params: attachmentParams } },
    async (request, reply) => {
      const leave = await findLeave(app.db, request.params.id);
      if (!leave) throw DomainError.notFound(LEAVE_REFUSALS.notFound);
      const viewer = viewerOf(request.currentUser);
      const scope = { applicantId: leave.applicant.id, department: leave.department };
      // A stand-in named for the department decides its applications, and so may open their files.
      const standIn = async () => (await mandateFor(app.db, viewer.id, leave.department, app.clock.today())) !== undefined;
      const allowed = canOpenAttachment(viewer, scope, { standInForDepartment: false }) || canOpenAttachment(viewer, scope, { standInForDepartment: await standIn() });
      if (!allowed) throw DomainError.forbidden(ATTACHMENT_MESSAGES.downloadForbidden);
      const file = await app.attachments.get(app.db, leave.leaveId, request.params.aid);
      if (!file) throw DomainError.notFound(ATTACHMENT_MESSAGES.notFound);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );
};

export default leaveAttachments;
