import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monthRange, PAYROLL_COLUMNS, payrollQuery, payrollRows } from '@leave/domain';
import { readPolicyHistory, versionInForce } from '@leave/core/policy';
import { responses } from '../../http/responses';
import { csvChunks, textCell, xlsxChunks, type Cell } from '../../exports/table-writers';
import { takenLeavesIn } from '../../payroll/queries';
import { sendFile } from '../../exports/send-file';

async function* cells(rows: ReturnType<typeof payrollRows>): AsyncGenerator<readonly Cell[]> {
  for (const row of rows) yield [textCell(row.employeeId), textCell(row.name), textCell(row.department), textCell(row.leaveType), row.pay, row.days];
}

/** GET /payroll?month=YYYY-MM&format=csv|xlsx (docs/contract.md 'Payroll'): the month's days of leave per person and type. */
const payroll: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payroll',
    {
      onRequest: app.requireRole('admin', 'auditor'),
      schema: { tags: ['policy'], security: [{ bearer: [] }], querystring: payrollQuery, response: responses({ 200: z.string().describe('the file: CSV text or an .xlsx workbook') }) },
    },
    async (request, reply) => {
      const { month, format } = request.query;
      const { first, last } = monthRange(month);
      const history = await readPolicyHistory(app.eventStore, app.db);
      const rows = payrollRows(await takenLeavesIn(app.db, first, last), month, versionInForce(history, first).policy, versionInForce(history, last).policy);
      const chunks = format === 'csv' ? csvChunks(PAYROLL_COLUMNS, cells(rows)) : xlsxChunks(`Payroll ${month}`, PAYROLL_COLUMNS, cells(rows));
      return sendFile(reply, `payroll-${month}.${format}`, format, chunks);
    },
  );
};

export default payroll;
