import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, excelUploadBody } from '@leave/domain';
import { buildImportTemplate, failureOf, keepUpload, TEMPLATE_FILE_NAME, XLSX_CONTENT_TYPE } from '@leave/core/excel';
import { IMPORT_EMPLOYEES, importJobId, type ImportEmployeesData, type ImportEmployeesResult, type JobOutcome } from '@leave/core/jobs';
import { responses, success } from '../../http/responses';
import { stillImporting, UPLOAD_WAIT_MS, uploadedWorkbook, workbookUploadOptions } from '../../http/workbook-upload';

const bearer = [{ bearer: [] }];


const uploadResult = z.object({
  message: z.string(),
  successful: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), errors: z.array(z.string()) })),
  existingEmails: z.array(z.string()),
});
/** The result both in `data` and at the top level, where the seed's client reads it. */
const uploadDone = z.object({ success: z.literal(true), data: uploadResult }).extend(uploadResult.shape);
const uploadRunning = success(z.object({ jobId: z.string() }));

/** Bulk import of employees from Excel and its template (docs/contract.md); the work is the 'import-employees' job. */
const excel: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/excel/upload',
    {
      onRequest: app.requireRole('admin'),
      ...workbookUploadOptions(app),
      schema: { tags: ['excel'], security: bearer, body: excelUploadBody, response: responses({ 200: uploadDone, 202: uploadRunning }) },
    },
    async (request, reply) => {
      const { fileData, fileName } = request.body;
      const file = uploadedWorkbook(fileData);
      const jobId = importJobId(file, app.clock.now());
      const uploadedBy = request.currentUser.id;
      await keepUpload(app.db, { jobId, fileName, file, uploadedBy });
      const data: ImportEmployeesData = { uploadedBy, fileName };
      let outcome: JobOutcome<ImportEmployeesResult>;
      try {
        outcome = await app.jobs.enqueueAndWait(IMPORT_EMPLOYEES, data, { jobId, timeoutMs: UPLOAD_WAIT_MS });
      } catch (error) {
        // An import that failed for good kept its reason: the admin reads it, and may upload the file again.
        const failure = await failureOf(app.db, jobId);
        if (failure !== undefined) throw DomainError.unprocessable(failure, 'fileData');
        throw error;
      }
      if (outcome.state === 'running') {
        return stillImporting(reply, jobId);
      }
      if (outcome.result.status === 'refused') throw DomainError.validation(outcome.result.message, 'fileData');
      const result = outcome.result.result;
      return reply.status(200).send({ success: true, data: result, ...result });
    },
  );

  // Built on the first download, not at start-up: building it loads SheetJS, which an idle api need not hold.
  let template: ReturnType<typeof buildImportTemplate> | null = null;
  app.get(
    '/excel/template',
    { onRequest: app.requireRole('admin'), schema: { tags: ['excel'], security: bearer } },
    async (_request, reply) =>
      reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`).send((template ??= buildImportTemplate())),
  );
};

export default excel;
