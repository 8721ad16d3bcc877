import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RECALCULATE_EARNED_LEAVE,
  RECALCULATE_EARNED_LEAVE_ALL,
  type RecalculateEarnedLeaveAllData,
  type RecalculateEarnedLeaveData,
} from '@leave/core/jobs';
import { responses, success } from '../../http/responses';

const bearer = [{ bearer: [] }];
const WAIT_MS = 55_000;

const earnedLeaveSchema = z.object({ totalWorkingDays: z.number(), actualWorkingDays: z.number(), earnedLeave: z.number(), currentELBalance: z.number() });
const stillRunning = success(z.object({ jobId: z.string() }));
const stillRunningMessage = 'The recalculation is still running. Reload in a moment to see the result.';

/** Earned-leave recalculation (docs/rules.md): for oneself, and by an admin for everybody. Both are jobs. */
const earnedLeave: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/calculate-earned-leave',
    {
      onRequest: app.authenticate,
      schema: { tags: ['users'], security: bearer, response: responses({ 200: success(z.object({ earnedLeaveCalculation: earnedLeaveSchema })), 202: stillRunning }) },
    },
    async (request, reply) => {
      const data: RecalculateEarnedLeaveData = { userId: request.currentUser.id, requestedBy: request.currentUser.id };
      const outcome = await app.jobs.enqueueAndWait(RECALCULATE_EARNED_LEAVE, data, { timeoutMs: WAIT_MS });
      if (outcome.state === 'running') return reply.status(202).send({ success: true, message: stillRunningMessage, data: { jobId: outcome.jobId } });
      return reply.status(200).send({ success: true, message: 'Earned leave calculated and updated successfully', data: { earnedLeaveCalculation: outcome.result } });
    },
  );

  app.post(
    '/users/recalculate-earned-leave',
    {
      onRequest: app.requireRole('admin'),
      schema: { tags: ['users'], security: bearer, response: responses({ 200: success(z.object({ people: z.number().int(), changed: z.number().int() })), 202: stillRunning }) },
    },
    async (request, reply) => {
      const data: RecalculateEarnedLeaveAllData = { requestedBy: request.currentUser.id };
      const outcome = await app.jobs.enqueueAndWait(RECALCULATE_EARNED_LEAVE_ALL, data, { timeoutMs: WAIT_MS });
      if (outcome.state === 'running') return reply.status(202).send({ success: true, message: stillRunningMessage, data: { jobId: outcome.jobId } });
      return reply.status(200).send({ success: true, message: `Earned leave recalculated for ${outcome.result.people} people`, data: outcome.result });
    },
  );
};

export default earnedLeave;
