import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canReadDepartmentTimetable,
  canReadTimetable,
  DomainError,
  normaliseDepartment,
  TIMETABLE_MESSAGES,
  timetablePeriodBody,
  timetablePeriodChangeBody,
  timetablePeriodDtoSchema,
  timetableQuery,
  timetableUploadBody,
} from '@leave/domain';
import { buildTimetableTemplate, TIMETABLE_TEMPLATE_FILE_NAME, XLSX_CONTENT_TYPE } from '@leave/core/excel';
import { IMPORT_TIMETABLE, timetableImportJobId, type ImportTimetableData } from '@leave/core/jobs';
import { stillImporting, UPLOAD_WAIT_MS, uploadedWorkbook, workbookUploadOptions } from '../../http/workbook-upload';
import { departmentTimetable, timetableOf } from '@leave/core/timetable';
import { idParams, responses, success } from '../../http/responses';
import { metadataOf } from '../../http/request-context';
import { addPeriod, changePeriod, removePeriod, teacherOf } from '../../timetable/commands';

const bearer = [{ bearer: [] }];
const periodAnswer = success(z.object({ period: timetablePeriodDtoSchema }));
/** As the staff import: an import still running after this answers 202 and reports its progress over Socket.IO. */
const importResult = z.object({ message: z.string(), imported: z.number().int(), errors: z.array(z.object({ row: z.number().int(), errors: z.array(z.string()) })) });

/**
 * Each teacher's weekly timetable (docs/contract.md 'Timetable'): read by the teacher, their HOD, the admin
 * and the auditor; changed by the admin or the HOD of the teacher's department; a clash is 409.
 */
const timetable: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timetable',
    { onRequest: app.authenticate, schema: { tags: ['timetable'], security: bearer, querystring: timetableQuery, response: responses({ 200: success(z.object({ periods: z.array(timetablePeriodDtoSchema) })) }) } },
    async (request) => {
      const viewer = request.currentUser;
      const { userId, department } = request.query;
      if (userId !== undefined) {
        const teacher = await teacherOf(app, userId);
        if (!canReadTimetable(viewer, teacher)) throw DomainError.forbidden(TIMETABLE_MESSAGES.notAllowedToRead);
        return { success: true as const, data: { periods: await timetableOf(app.db, teacher.id) } };
      }
      const named = normaliseDepartment(department ?? '');
      if (named === null) throw DomainError.validation('Unknown department', 'department');
      if (!canReadDepartmentTimetable(viewer, named)) throw DomainError.forbidden(TIMETABLE_MESSAGES.notAllowedToRead);
      return { success: true as const, data: { periods: await departmentTimetable(app.db, named) } };
    },
  );

  app.post(
    '/timetable/periods',
    { onRequest: app.requireRole('admin', 'hod'), schema: { tags: ['timetable'], security: bearer, body: timetablePeriodBody, response: responses({ 201: periodAnswer }) } },
    async (request, reply) => {
      const period = await addPeriod(app, request.currentUser, request.body, metadataOf(request));
      return reply.status(201).send({ success: true as const, message: 'Period added', data: { period } });
    },
  );

  app.put(
    '/timetable/periods/:id',
    { onRequest: app.requireRole('admin', 'hod'), schema: { tags: ['timetable'], security: bearer, params: idParams, body: timetablePeriodChangeBody, response: responses({ 200: periodAnswer }) } },
    async (request) => {
      const period = await changePeriod(app, request.currentUser, request.params.id, request.body, metadataOf(request));
      return { success: true as const, message: 'Period changed', data: { period } };
    },
  );

  app.delete(
    '/timetable/periods/:id',
    { onRequest: app.requireRole('admin', 'hod'), schema: { tags: ['timetable'], security: bearer, params: idParams, response: responses({ 200: success(z.object({ id: z.string() })) }) } },
    async (request) => {
      await removePeriod(app, request.currentUser, request.params.id, metadataOf(request));
      return { success: true as const, message: 'Period removed', data: { id: request.params.id } };
    },
  );

  app.post(
    '/timetable/upload',
    {
      onRequest: app.requireRole('admin', 'hod'),
      ...workbookUploadOptions(app),
      schema: { tags: ['timetable'], security: bearer, body: timetableUploadBody, response: responses({ 200: success(importResult), 202: success(z.object({ jobId: z.string() })) }) },
    },
    async (request, reply) => {
      const { fileData, fileName, termFrom, termTo } = request.body;
      const file = uploadedWorkbook(fileData);
      const jobId = timetableImportJobId(file, app.clock.now());
      const data: ImportTimetableData = { uploadedBy: request.currentUser.id, fileName, fileData, termFrom, termTo };
      const outcome = await app.jobs.enqueueAndWait(IMPORT_TIMETABLE, data, { jobId, timeoutMs: UPLOAD_WAIT_MS });
      if (outcome.state === 'running') {
        return stillImporting(reply, jobId);
      }
      if (outcome.result.status === 'refused') throw DomainError.validation(outcome.result.message, 'fileData');
      const result = outcome.result.result;
      return reply.status(200).send({ success: true as const, message: result.message, data: result });
    },
  );

  // Built on the first download, not at start-up: building it loads SheetJS, which an idle api need not hold.
  let template: ReturnType<typeof buildTimetableTemplate> | null = null;
  app.get('/timetable/template', { onRequest: app.requireRole('admin', 'hod'), schema: { tags: ['timetable'], security: bearer } }, async (_request, reply) =>
    reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${TIMETABLE_TEMPLATE_FILE_NAME}"`).send((template ??= buildTimetableTemplate())),
  );
};

export default timetable;
