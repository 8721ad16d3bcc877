import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportParams, exportQuery, type ExportFormat, type ExportKind } from '@leave/domain';
import { responses } from '../../http/responses';
import { exportTable } from '../../exports/sources';
import { csvChunks, xlsxChunks } from '../../exports/table-writers';
import { requireAuditReader } from '../audit';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET /exports/<applications|staff|ledger|events>.<csv|xlsx> (docs/contract.md): the file, streamed as it is read. */
const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exports/:file',
    {
      onRequest: app.authenticate,
      preValidation: requireAuditReader,
      schema: {
        tags: ['audit'],
        security: [{ bearer: [] }],
        params: exportParams,
        querystring: exportQuery,
        response: responses({ 200: z.string().describe('the file: CSV text or an .xlsx workbook') }),
      },
    },
    async (request, reply) => {
      const [kind, format] = request.params.file.split('.') as [ExportKind, ExportFormat];
      const table = exportTable(app.db, kind, request.query, app.config.appTimezone);
      const stamp = app.clock.today();
      const chunks = format === 'csv' ? csvChunks(table.header, table.rows) : xlsxChunks(table.sheetName, table.header, table.rows);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${kind}-${stamp}.${format}"`)
        .header('cache-control', 'no-store')
        // A stream is sent as it is (the 200 schema describes the file for the OpenAPI description only).
        .send(Readable.from(chunks, { objectMode: false }) as unknown as string);
    },
  );
};

export default exportsRoutes;
