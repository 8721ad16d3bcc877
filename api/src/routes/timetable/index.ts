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
} from '@leave/domain';
import { departmentTimetable, timetableOf } from '@leave/core/timetable';
import { idParams, responses, success } from '../../http/responses';
import { metadataOf } from '../../http/request-context';
import { addPeriod, changePeriod, removePeriod, teacherOf } from '../../timetable/commands';

const bearer = [{ bearer: [] }];
const periodAnswer = success(z.object({ period: timetablePeriodDtoSchema }));

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
};

export default timetable;
