import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportParams, exportQuery, isLeaveType, type ExportFormat, type ExportKind } from '@leave/domain';
import { readPolicyHistory, versionInForce } from '@leave/core/policy';
import { responses } from '../../http/responses';
import { exportTable } from '../../exports/sources';
import { csvChunks, xlsxChunks } from '../../exports/table-writers';
import { sendFile } from '../../exports/send-file';
import { requireAuditReader } from '../audit';

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
      // The staff export has a column per type of the policy in force: the five, then the others.
      const otherCodes = kind === 'staff' ? versionInForce(await readPolicyHistory(app.eventStore, app.db), app.clock.today()).policy.leaveTypes.map((type) => type.code).filter((code) => !isLeaveType(code)) : [];
      const table = exportTable(app.db, kind, request.query, app.config.appTimezone, otherCodes);
      const stamp = app.clock.today();
      const chunks = format === 'csv' ? csvChunks(table.header, table.rows) : xlsxChunks(table.sheetName, table.header, table.rows);
      return sendFile(reply, `${kind}-${stamp}.${format}`, format, chunks);
    },
  );
};

export default exportsRoutes;
