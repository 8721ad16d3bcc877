import { coverageOf, handBackClasses } from '@leave/core/arrangements';
import type { Db } from '@leave/core/db';
import type { Coverage } from '@leave/domain';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPROVER_ROLES, canSeeDecisionContext, DECIDED_IN_APP, DAY_HALVES, LEAVE_STATUSES, leaveScopeOf, applyLeaveBody, previewLeaveBody, stepDecisionBody, CALENDAR_MESSAGES, canViewLeaveEvents, compOffBody, DomainError, LEAVE_REFUSALS, leaveListQuery, leaveListScope, leaveStatusBody } from '@leave/domain';
import { idParams, leaveEventSchema, leaveSchema, responses, success } from '../../http/responses';
import { metadataOf, viewerOf } from '../../http/request-context';
import { awaitingCaller, awaitingLeaves, decisionContext, findLeave, leaveEvents, leavesOf, listLeaves, withDepartmentAway } from '../../leaves/queries';
import { findUser } from '../../users/queries';
import { decideOnLeave, previewLeave } from '@leave/core/leave';
import { ifMatchHeaders } from '../../http/if-match';
import multipart from '@fastify/multipart';
import { multipartBody, MULTIPART_OPTIONS } from '../../attachments/uploads';

const bearer = [{ bearer: [] }];
const leaveList = success(z.object({ leaves: z.array(leaveSchema) }));
const pagedLeaveList = success(z.object({ leaves: z.array(leaveSchema), total: z.number().int().optional() }));
const leaveResult = success(z.object({ leave: leaveSchema }));
const person = z.object({ _id: z.string(), name: z.string() });
const leavePreview = success(
  z.object({
    days: z.number(),
    balanceAfter: z.number().nullable(),
    route: z.array(z.object({ office: z.string(), name: z.string(), approvers: z.array(person) })),
    problems: z.array(z.object({ field: z.string(), msg: z.string() })),
    warnings: z.array(z.string()).optional(),
    countedDays: z.array(z.string()).optional(),
    restrictedHolidaysLeft: z.number().int().optional(),
    // Issue 45: the periods of the timetable the leave takes, when the policy asks class adjustment of it.
    periods: z
      .array(
        z.object({
          date: z.string(),
          period: z.number().int(),
          start: z.string(),
          end: z.string(),
          className: z.string(),
          subject: z.string(),
          suggestions: z.array(z.object({ _id: z.string(), name: z.string(), substitutionsThisTerm: z.number().int() })),
        }),
      )
      .optional(),
  }),
);

// Issue 49 (decision 0380): what an approver weighs beside an open application.
const decisionContextResult = success(
  z.object({
    open: z.boolean().describe('Whether the application still waits for a decision; once decided, nothing else is given'),
    balance: z
      .object({ leaveType: z.string(), balance: z.number(), heldByOthers: z.number(), available: z.number(), after: z.number() })
      .nullable()
      .describe("The applicant's figures of the type: balance, held by their other open applications, available without this one, left after it; null without a balance"),
    away: z
      .array(
        z.object({
          _id: z.string(),
          name: z.string(),
          leaveType: z.string(),
          status: z.enum(LEAVE_STATUSES),
          days: z.array(z.object({ date: z.string(), half: z.enum(DAY_HALVES).optional() })),
        }),
      )
      .describe('The others of the department away on its working days (pending, HOD-approved, approved, cancellation asked)'),
  }),
);

/** Issue 45: each application with class arrangements carries its coverage ('3 of 4 periods covered'). */
async function withCoverage<L extends { _id: string }>(db: Db, leaves: L[]): Promise<(L & { coverage?: Coverage })[]> {
  const coverage = await coverageOf(db, leaves.map((leave) => leave._id));
  return coverage.size === 0 ? leaves : leaves.map((leave) => (coverage.has(leave._id) ? { ...leave, coverage: coverage.get(leave._id)! } : leave));
}

/** Leave applications: lists, applying, status changes and each application's audit trail. */
const leaves: FastifyPluginAsyncZod = async (app) => {
  // POST /leaves may also come as multipart: the JSON body's fields as text parts, then its files (issue 21).
  await app.register(multipart, MULTIPART_OPTIONS);

  app.get(
    '/leaves',
    {
      // An employee too, for what waits for them (`awaiting=me`: a Principal's queue, a stand-in's); the whole list is not theirs.
      onRequest: app.requireRole('admin', 'hod', 'auditor', 'employee'),
      schema: { tags: ['leaves'], security: bearer, querystring: leaveListQuery, response: responses({ 200: pagedLeaveList }) },
    },
    async (request) => {
      const { awaiting, ...filter } = request.query;
      const user = request.currentUser;
      if (awaiting !== 'me' && leaveListScope(viewerOf(user)).kind === 'none') throw DomainError.forbidden('You do not have permission to do this');
      // HODs and admins decide: each open application comes with how many of its department are away (issue 46).
      const approver = APPROVER_ROLES.includes(user.role);
      const { leaves, total } =
        awaiting === 'me'
          ? await awaitingLeaves(app.db, await awaitingCaller(app.db, user, app.clock.today()), filter)
          : await listLeaves(app.db, leaveListScope(viewerOf(user)), filter, approver);
      const covered = await withCoverage(app.db, leaves);
      return { success: true as const, data: request.query.limit === undefined ? { leaves: covered } : { leaves: covered, total } };
    },
  );

  app.get('/leaves/my-leaves', { onRequest: app.authenticate, schema: { tags: ['leaves'], security: bearer, response: responses({ 200: leaveList }) } }, async (request) => ({
    success: true as const,
    data: { leaves: await withCoverage(app.db, await leavesOf(app.db, request.currentUser.id)) },
  }));

  app.post(
    '/leaves',
    {
      // An admin too, recording an application for a person (`onBehalfOf`, issue 46); the domain refuses anyone else's.
      onRequest: app.requireRole('employee', 'hod', 'admin'),
      preValidation: multipartBody,
      schema: { tags: ['leaves'], security: bearer, body: applyLeaveBody, response: responses({ 201: leaveResult }) },
    },
    async (request, reply) => {
      const { onBehalfOf } = request.body;
      const recordedFor = onBehalfOf === undefined || onBehalfOf === request.currentUser.id ? undefined : await findUser(app.db, onBehalfOf);
      if (onBehalfOf !== undefined && onBehalfOf !== request.currentUser.id && !recordedFor) {
        // Only an admin learns whether the person exists.
        if (request.currentUser.role !== 'admin') throw DomainError.forbidden(CALENDAR_MESSAGES.onBehalfForbidden);
        throw DomainError.notFound('User not found');
      }
      const recording = recordedFor ? { applicant: recordedFor, recordedBy: request.currentUser } : { applicant: request.currentUser };
      const apply = { kind: 'apply' as const, ...recording, leaveId: randomUUID(), body: request.body, files: request.uploads ?? [] };
      const leave = await decideOnLeave(app, apply, metadataOf(request));
      // Classes the applicant was to take for colleagues in these days go back to them (issue 45).
      const { fromDate, toDate, fromHalf, toHalf } = request.body;
      // The application stands whatever happens here: a failure is logged (no names), the classes stay asked.
      await handBackClasses(app, recording.applicant, { fromDate, toDate, ...(fromHalf ? { fromHalf } : {}), ...(toHalf ? { toHalf } : {}) }, metadataOf(request)).catch((error: unknown) =>
        request.log.error({ err: error, leaveId: leave._id }, 'handing back the classes of a new application failed'),
      );
      return reply.status(201).send({ success: true as const, message: 'Leave application submitted successfully', data: { leave } });
    },
  );

  // The answer to an application not yet made (issue 43): its days, the balance after it, its route and its
  // problems, by the same domain functions as POST /leaves; nothing is recorded.
  app.post(
    '/leaves/preview',
    { onRequest: app.requireRole('employee', 'hod'), schema: { tags: ['leaves'], security: bearer, body: previewLeaveBody, response: responses({ 200: leavePreview }) } },
    async (request) => {
      if (!request.currentUser.department) throw DomainError.validation('Your profile has no department: ask an administrator to set it', 'department');
      return { success: true as const, data: await previewLeave(app, request.currentUser, request.body) };
    },
  );

  // A claim of compensatory leave for a day worked (issue 20): decided like an application, credited at the end.
  app.post(
    '/comp-off',
    { onRequest: app.requireRole('employee', 'hod'), schema: { tags: ['leaves'], security: bearer, body: compOffBody, response: responses({ 201: leaveResult }) } },
    async (request, reply) => {
      const claim = { kind: 'claimCompOff' as const, applicant: request.currentUser, leaveId: randomUUID(), body: request.body };
      const leave = await decideOnLeave(app, claim, metadataOf(request));
      return reply.status(201).send({ success: true as const, message: 'Compensatory leave claim submitted successfully', data: { leave } });
    },
  );

  app.put(
    '/leaves/:id/status',
    {
      // Employees too: one named stand-in for their HOD decides as the HOD would (the leave machine judges it).
      onRequest: app.requireRole('hod', 'admin', 'employee'),
      schema: { tags: ['leaves'], security: bearer, params: idParams, headers: ifMatchHeaders, body: leaveStatusBody, response: responses({ 200: leaveResult }) },
    },
    async (request) => {
      const leave = await decideOnLeave(app, { kind: 'status', actor: request.currentUser, leaveId: request.params.id, body: request.body }, { ...metadataOf(request), via: DECIDED_IN_APP }, {
        expectedVersion: request.headers['if-match'],
      });
      return { success: true as const, message: `Leave application ${leave.status === 'hodApproved' ? 'approved by HOD' : leave.status}`, data: { leave } };
    },
  );

  // The waiting step of an application's route decided by a holder of its office (issue 43); on the default
  // route, the HOD's step then the admin's, as PUT /leaves/:id/status decides them.
  app.post(
    '/leaves/:id/decisions',
    {
      onRequest: app.requireRole('hod', 'admin', 'employee'),
      schema: { tags: ['leaves'], security: bearer, params: idParams, headers: ifMatchHeaders, body: stepDecisionBody, response: responses({ 200: leaveResult }) },
    },
    async (request) => {
      const leave = await decideOnLeave(app, { kind: 'decideStep', actor: request.currentUser, leaveId: request.params.id, body: request.body }, { ...metadataOf(request), via: DECIDED_IN_APP }, {
        expectedVersion: request.headers['if-match'],
      });
      return { success: true as const, message: request.body.decision === 'approve' ? 'Step approved' : 'Leave application rejected', data: { leave } };
    },
  );

  // One application, for whoever may see its trail: a notification opens it (docs/contract.md).
  app.get(
    '/leaves/:id',
    { onRequest: app.authenticate, schema: { tags: ['leaves'], security: bearer, params: idParams, response: responses({ 200: leaveResult }) } },
    async (request) => {
      const leave = await findLeave(app.db, request.params.id);
      if (!leave) throw DomainError.notFound(LEAVE_REFUSALS.notFound);
      if (!canViewLeaveEvents(viewerOf(request.currentUser), leaveScopeOf(leave))) {
        throw DomainError.forbidden('You do not have permission to see this application');
      }
      const [dto] = await withCoverage(app.db, await withDepartmentAway(app.db, APPROVER_ROLES.includes(request.currentUser.role), [leave]));
      return { success: true as const, data: { leave: dto! } };
    },
  );

  // What the approver weighs beside an open application (issue 49, decision 0380): the applicant's balance of
  // the type now and after it, and who else of the department is away on its days, by name.
  app.get(
    '/leaves/:id/decision-context',
    {
      onRequest: app.requireRole('admin', 'hod', 'auditor', 'employee'),
      schema: {
        tags: ['leaves'],
        description: "An open application's decision context for those who decide it (its HOD or their stand-in, the admin, the people its route names or their stand-ins) and the auditor: the applicant's balance of the type now and after it, and the colleagues away on its days.",
        security: bearer,
        params: idParams,
        response: responses({ 200: decisionContextResult }),
      },
    },
    async (request) => {
      const user = request.currentUser;
      const leave = await findLeave(app.db, request.params.id);
      if (!leave) throw DomainError.notFound(LEAVE_REFUSALS.notFound);
      const caller = await awaitingCaller(app.db, user, app.clock.today());
      const standing = { hodDepartments: caller.hodDepartments, standsInFor: (caller.standsInFor ?? []).map((holder) => holder.holderId) };
      if (!canSeeDecisionContext(viewerOf(user), leaveScopeOf(leave), standing)) throw DomainError.forbidden('You do not have permission to see this application');
      return { success: true as const, data: await decisionContext(app.db, leave) };
    },
  );

  app.get(
    '/leaves/:id/events',
    { onRequest: app.authenticate, schema: { tags: ['leaves'], security: bearer, params: idParams, response: responses({ 200: success(z.object({ events: z.array(leaveEventSchema) })) }) } },
    async (request) => {
      const leave = await findLeave(app.db, request.params.id);
      if (!leave) throw DomainError.notFound(LEAVE_REFUSALS.notFound);
      if (!canViewLeaveEvents(viewerOf(request.currentUser), leaveScopeOf(leave))) {
        throw DomainError.forbidden('You do not have permission to see this application');
      }
      return { success: true as const, data: { events: await leaveEvents(app.eventStore, leave.leaveId) } };
    },
  );
};

export default leaves;
