import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ARRANGEMENT_STATUSES,
  arrangementCountsQuery,
  arrangementExportQuery,
  arrangementListQuery,
  canReadDepartmentArrangements,
  canReadLeaveArrangements,
  changeArrangementBody,
  declineArrangementBody,
  DomainError,
  normaliseDepartment,
  type ArrangementDto,
  type CalendarDate,
} from '@leave/domain';
import { arrangementsOfLeave, candidatesForArrangement, decideOnArrangement, listArrangements, substitutionCountsOf } from '@leave/core/arrangements';
import { namesOf } from '@leave/core/users';
import { idParams, responses, success } from '../../http/responses';
import { csvChunks, textCell, xlsxChunks, type Cell } from '../../exports/table-writers';
import { sendFile } from '../../exports/send-file';
import { metadataOf } from '../../http/request-context';

const bearer = [{ bearer: [] }];
const personSchema = z.object({ _id: z.string(), name: z.string() });
export const arrangementSchema = z.object({
  _id: z.string(),
  leaveId: z.string(),
  date: z.string(),
  period: z.number().int(),
  start: z.string(),
  end: z.string(),
  className: z.string(),
  subject: z.string(),
  department: z.string(),
  absent: personSchema,
  substitute: personSchema.nullable(),
  status: z.enum(ARRANGEMENT_STATUSES),
  declineReason: z.string().optional(),
});
/** GET /exports/arrangements.<csv|xlsx>: a department's arrangements of a range (both days included). */
const exportQuery = arrangementExportQuery;
const EXPORT_HEADER = ['Date', 'Period', 'Start', 'End', 'Class', 'Subject', 'Absent teacher', 'Substitute', 'Status', 'Decline reason', 'Arrangement ID', 'Application ID'] as const;
const EXPORT_BATCH = 500;
const cellsOf = (a: ArrangementDto): Cell[] => [
  textCell(a.date),
  a.period,
  textCell(a.start),
  textCell(a.end),
  textCell(a.className),
  textCell(a.subject),
  textCell(a.absent.name),
  a.substitute ? textCell(a.substitute.name) : null,
  textCell(a.status),
  a.declineReason ? textCell(a.declineReason) : null,
  textCell(a._id),
  textCell(a.leaveId),
];

const arrangementAnswer = success(z.object({ arrangement: arrangementSchema }));
const FORBIDDEN = 'Only the HOD of the department, the admin or the auditor can read its arrangements';

/**
 * Class arrangements (issue 45, docs/contract.md 'Class arrangements'): the substitute accepts or declines,
 * the applicant asks someone else, the HOD assigns; the department's day, one's own classes to take, and
 * each teacher's count this term.
 */
const arrangements: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/arrangements',
    {
      onRequest: app.authenticate,
      schema: { tags: ['arrangements'], security: bearer, description: "A department's class arrangements of a day or range (its HOD, the admin, the auditor; 403 for others), or with mine=true the classes the caller is asked to take (released ones left out), or with leaveId one leave's (its applicant, and who may read its department's; none for anyone else). Paged: limit (1-500, default 100), offset; total counts them all.", querystring: arrangementListQuery, response: responses({ 200: success(z.object({ arrangements: z.array(arrangementSchema), total: z.number().int() })) }) },
    },
    async (request) => {
      const viewer = request.currentUser;
      const { mine, leaveId, department, date, from, to, limit = 100, offset = 0 } = request.query;
      if (leaveId !== undefined) {
        // One leave's classes, as its applicant follows them: nobody else's leave is told apart from none.
        const all = await arrangementsOfLeave(app.db, leaveId);
        const readable = all.length > 0 && canReadLeaveArrangements(viewer, all[0]!) ? all : [];
        return { success: true as const, data: { arrangements: readable.slice(offset, offset + limit), total: readable.length } };
      }
      const range = { ...(date ? { from: date as CalendarDate, to: date as CalendarDate } : {}), ...(from ? { from: from as CalendarDate } : {}), ...(to ? { to: to as CalendarDate } : {}) };
      if (mine === 'true') {
        const { items, total } = await listArrangements(app.db, { substituteId: viewer.id, ...range, limit, offset });
        return { success: true as const, data: { arrangements: items, total } };
      }
      const named = normaliseDepartment(department ?? viewer.department ?? '');
      if (named === null) throw DomainError.validation('Unknown department', 'department');
      if (!canReadDepartmentArrangements(viewer, named)) throw DomainError.forbidden(FORBIDDEN);
      const { items, total } = await listArrangements(app.db, { department: named, ...range, limit, offset });
      return { success: true as const, data: { arrangements: items, total } };
    },
  );

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/exports/arrangements.${format}`,
      { onRequest: app.authenticate, schema: { tags: ['arrangements'], security: bearer, description: "A department's class arrangements of a range as a CSV or .xlsx file (who may read the department's list); text cells formula-safe.", querystring: exportQuery, response: responses({ 200: z.string().describe('the file: CSV text or an .xlsx workbook') }) } },
      async (request, reply) => {
        const viewer = request.currentUser;
        const named = normaliseDepartment(request.query.department ?? viewer.department ?? '');
        if (named === null) throw DomainError.validation('Unknown department', 'department');
        if (!canReadDepartmentArrangements(viewer, named)) throw DomainError.forbidden(FORBIDDEN);
        const { from, to } = request.query;
        if (from && to && from > to) throw DomainError.validation('From must not be after To', 'to');
        const db = app.db;
        async function* rows(): AsyncGenerator<readonly Cell[]> {
          for (let offset = 0; ; offset += EXPORT_BATCH) {
            const { items } = await listArrangements(db, { department: named!, ...(from ? { from: from as CalendarDate } : {}), ...(to ? { to: to as CalendarDate } : {}), limit: EXPORT_BATCH, offset });
            for (const arrangement of items) yield cellsOf(arrangement);
            if (items.length < EXPORT_BATCH) return;
          }
        }
        const chunks = format === 'csv' ? csvChunks(EXPORT_HEADER, rows()) : xlsxChunks('Arrangements', EXPORT_HEADER, rows());
        return sendFile(reply, `arrangements-${app.clock.today()}.${format}`, format, chunks);
      },
    );
  }

  app.get(
    '/arrangements/counts',
    {
      onRequest: app.requireRole('admin', 'hod', 'auditor'),
      schema: {
        tags: ['arrangements'],
        security: bearer,
        description: "Each teacher's classes covered (accepted or assigned) this term, the half year of today: the HOD's department, or for the admin and the auditor the department named (every department without one). A HOD naming another department: 403.",
        querystring: arrangementCountsQuery,
        response: responses({ 200: success(z.object({ counts: z.array(z.object({ _id: z.string(), name: z.string(), count: z.number().int() })) })) }),
      },
    },
    async (request) => {
      const viewer = request.currentUser;
      const asked = request.query.department;
      const named = asked === undefined ? null : normaliseDepartment(asked);
      if (asked !== undefined && named === null) throw DomainError.validation('Unknown department', 'department');
      if (named !== null && !canReadDepartmentArrangements(viewer, named)) throw DomainError.forbidden(FORBIDDEN);
      const department = viewer.role === 'hod' ? (viewer.department ?? '') : named;
      const counts = await substitutionCountsOf(app.db, department, app.clock.today());
      const names = new Map<string, string>((counts.length === 0 ? [] : await namesOf(app.db, counts.map((row) => row.substituteId))).map((person) => [person.id, person.name]));
      return { success: true as const, data: { counts: counts.map((row) => ({ _id: row.substituteId, name: names.get(row.substituteId) ?? '', count: row.count })) } };
    },
  );

  app.post(
    '/arrangements/:id/accept',
    { onRequest: app.requireRole('employee', 'hod'), schema: { tags: ['arrangements'], description: 'The substitute takes the class (requested → accepted); 403 for anyone else, 409 when the status does not allow it or they are no longer free then.', security: bearer, params: idParams, response: responses({ 200: arrangementAnswer }) } },
    async (request) => {
      const arrangement = await decideOnArrangement(app, { kind: 'accept', id: request.params.id, actor: request.currentUser }, metadataOf(request));
      return { success: true as const, message: 'You will take this class', data: { arrangement } };
    },
  );

  app.post(
    '/arrangements/:id/decline',
    { onRequest: app.requireRole('employee', 'hod'), schema: { tags: ['arrangements'], description: 'The substitute declines the class, with an optional reason; the applicant then asks someone else.', security: bearer, params: idParams, body: declineArrangementBody.optional(), response: responses({ 200: arrangementAnswer }) } },
    async (request) => {
      const arrangement = await decideOnArrangement(app, { kind: 'decline', id: request.params.id, actor: request.currentUser, reason: request.body?.reason }, metadataOf(request));
      return { success: true as const, message: 'Declined', data: { arrangement } };
    },
  );

  app.get(
    '/arrangements/:id/candidates',
    {
      onRequest: app.requireRole('employee', 'hod', 'admin'),
      schema: {
        tags: ['arrangements'],
        description: "Whom the class may go to now (after a decline, say): the department's colleagues free then, fewest substitutions this term first, without whoever declined it; for the applicant, the department's HOD and the admin (403 for others, 404 for an unknown arrangement).",
        security: bearer,
        params: idParams,
        response: responses({ 200: success(z.object({ candidates: z.array(z.object({ _id: z.string(), name: z.string(), substitutionsThisTerm: z.number().int() })) })) }),
      },
    },
    async (request) => ({ success: true as const, data: { candidates: await candidatesForArrangement(app, request.params.id, request.currentUser) } }),
  );

  app.put(
    '/arrangements/:id',
    { onRequest: app.requireRole('employee', 'hod', 'admin'), schema: { tags: ['arrangements'], description: "Who takes the class: the applicant asks a colleague ('requested') or leaves it to the HOD (null: 'open'); the department's HOD (or the admin, for a HOD's own leave above all) assigns ('assigned'). 409 with the reason when the colleague teaches, is away or already takes a class then.", security: bearer, params: idParams, body: changeArrangementBody, response: responses({ 200: arrangementAnswer }) } },
    async (request) => {
      const arrangement = await decideOnArrangement(app, { kind: 'change', id: request.params.id, actor: request.currentUser, substituteId: request.body.substituteId }, metadataOf(request));
      return { success: true as const, message: 'Arrangement changed', data: { arrangement } };
    },
  );
};

export default arrangements;
