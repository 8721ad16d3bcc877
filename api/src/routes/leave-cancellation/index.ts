import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancellationDecisionBody, cancellationRequestBody } from '@leave/domain';
import { idParams, leaveSchema, responses, success } from '../../http/responses';
import { metadataOf } from '../../http/request-context';
import { decideCancellation, requestCancellation, withdrawLeave } from '../../leaves/cancellation';

const bearer = [{ bearer: [] }];
const leaveResult = success(z.object({ leave: leaveSchema }));
/** Optional optimistic concurrency, as on PUT /leaves/:id/status. */
const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string()
    .regex(/^(W\/)?"?\d{1,9}"?$/, { error: 'If-Match must be the version of the application' })
    .transform((value) => Number(value.replace(/\D/g, '')))
    .optional(),
});

const MESSAGES = {
  withdrawn: 'Leave application withdrawn',
  requested: 'Cancellation requested',
  accept: 'Cancellation accepted',
  decline: 'Cancellation declined',
} as const;

/**
 * Withdrawing an application and cancelling approved leave (docs/contract.md 'Withdraw and cancel'). Who
 * may do what is the leave machine's call: the roles here only keep out the admin where no admin acts.
 */
const leaveCancellation: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/leaves/:id/withdraw',
    {
      onRequest: app.requireRole('employee', 'hod'),
      schema: { tags: ['leaves'], security: bearer, params: idParams, headers: ifMatchHeaders, response: responses({ 200: leaveResult }) },
    },
    async (request) => {
      const leave = await withdrawLeave(app, request.currentUser, request.params.id, metadataOf(request), request.headers['if-match']);
      return { success: true as const, message: MESSAGES.withdrawn, data: { leave } };
    },
  );

  app.post(
    '/leaves/:id/cancellation',
    {
      onRequest: app.requireRole('employee', 'hod'),
      schema: { tags: ['leaves'], security: bearer, params: idParams, headers: ifMatchHeaders, body: cancellationRequestBody, response: responses({ 200: leaveResult }) },
    },
    async (request) => {
      const leave = await requestCancellation(app, request.currentUser, request.params.id, request.body, metadataOf(request), request.headers['if-match']);
      return { success: true as const, message: MESSAGES.requested, data: { leave } };
    },
  );

  app.put(
    '/leaves/:id/cancellation',
    {
      onRequest: app.requireRole('hod', 'admin'),
      schema: { tags: ['leaves'], security: bearer, params: idParams, headers: ifMatchHeaders, body: cancellationDecisionBody, response: responses({ 200: leaveResult }) },
    },
    async (request) => {
      const leave = await decideCancellation(app, request.currentUser, request.params.id, request.body, metadataOf(request), request.headers['if-match']);
      return { success: true as const, message: MESSAGES[request.body.decision], data: { leave } };
    },
  );
};

export default leaveCancellation;
