import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstOfMonth, holidayBody, holidayImportBody, holidayListQuery, addDays } from '@leave/domain';
import { holidaysBetween } from '@leave/core/holidays';
import { buildHolidayTemplate, HOLIDAY_TEMPLATE_FILE_NAME, XLSX_CONTENT_TYPE } from '@leave/core/excel';
import { idParams, responses, success } from '../../http/responses';
import { refuseOversizedWorkbook, workbookUploadOptions } from '../../http/workbook-upload';
import { metadataOf } from '../../http/request-context';
import { addHoliday, importHolidays, removeHoliday } from '../../holidays/commands';

const bearer = [{ bearer: [] }];
const holidaySchema = z.object({ _id: z.string(), date: z.string(), name: z.string(), optional: z.literal(true).optional() });

/** The college's holiday calendar (docs/contract.md 'Holidays'): anyone signed in reads it, the admin changes it. */
const holidays: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/holidays',
    { onRequest: app.authenticate, schema: { tags: ['holidays'], security: bearer, querystring: holidayListQuery, response: responses({ 200: success(z.object({ holidays: z.array(holidaySchema) })) }) } },
    async (request) => {
      const { year } = request.query;
      const list = await holidaysBetween(app.db, firstOfMonth(year, 1), addDays(firstOfMonth(year + 1, 1), -1));
      return { success: true as const, data: { holidays: list } };
    },
  );

  app.post(
    '/holidays',
    { onRequest: app.requireRole('admin'), schema: { tags: ['holidays'], security: bearer, body: holidayBody, response: responses({ 201: success(z.object({ holiday: holidaySchema })) }) } },
    async (request, reply) => {
      const holiday = await addHoliday(app, request.currentUser, request.body, metadataOf(request));
      return reply.status(201).send({ success: true as const, message: 'Holiday added', data: { holiday } });
    },
  );

  app.delete(
    '/holidays/:id',
    { onRequest: app.requireRole('admin'), schema: { tags: ['holidays'], security: bearer, params: idParams, response: responses({ 200: success(z.object({ id: z.string() })) }) } },
    async (request) => {
      await removeHoliday(app, request.currentUser, request.params.id, metadataOf(request));
      return { success: true as const, message: 'Holiday removed', data: { id: request.params.id } };
    },
  );

  app.post(
    '/holidays/import',
    {
      onRequest: app.requireRole('admin'),
      ...workbookUploadOptions(app),
      schema: {
        tags: ['holidays'],
        security: bearer,
        body: holidayImportBody,
        response: responses({
          200: success(
            z.object({ message: z.string(), added: z.number().int(), errors: z.array(z.object({ row: z.number().int(), errors: z.array(z.string()) })), existingDates: z.array(z.string()) }),
          ),
        }),
      },
    },
    async (request) => {
      refuseOversizedWorkbook(request.body.fileData);
      const result = await importHolidays(app, request.currentUser, request.body, metadataOf(request));
      return { success: true as const, message: result.message, data: result };
    },
  );

  // Built on the first download, not at start-up: building it loads SheetJS, which an idle api need not hold.
  let template: ReturnType<typeof buildHolidayTemplate> | null = null;
  app.get('/holidays/template', { onRequest: app.requireRole('admin'), schema: { tags: ['holidays'], security: bearer } }, async (_request, reply) =>
    reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${HOLIDAY_TEMPLATE_FILE_NAME}"`).send((template ??= buildHolidayTemplate())),
  );
};

export default holidays;
