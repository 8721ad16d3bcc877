import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancellationDecisionBody, cancellationRequestBody, type Role, type Account } from '@leave/domain';
import { idParams, leaveSchema, responses, success } from '../../http/responses';
import { metadataOf } from '../../http/request-context';
import { ifMatchHeaders } from '../../http/if-match';
import { decideOnLeave, type LeaveRequest } from '@leave/core/leave';

const bearer = [{ bearer: [] }];
const leaveResult = success(z.object({ leave: leaveSchema }));

const MESSAGES = {
  withdrawn: 'Leave application withdrawn',
  requested: 'Cancellation requested',
  accept: 'Cancellation accepted',
  decline: 'Cancellation declined',
} as const;

/**
 * Withdrawing an application and cancelling approved leave (docs/contract.md 'Withdraw and cancel'). Who
 * may do what is the leave machine's call: the roles here only keep out the admin where no admin acts.
 * Each route turns its request into a LeaveRequest for the one decision path.
 */
const leaveCancellation: FastifyPluginAsyncZod = async (app) => {
  const route = <Body extends z.ZodType | undefined>(
    method: 'POST' | 'PUT',
    url: string,
    roles: Role[],
    body: Body,
    toRequest: (actor: Account, leaveId: string, payload: Body extends z.ZodType ? z.output<Body> : undefined) => { request: LeaveRequest; message: string },
  ) =>
    app.route({
      method,
      url,
      onRequest: app.requireRole(...roles),
      schema: { tags: ['leaves'], security: bearer, params: idParams, headers: ifMatchHeaders, ...(body ? { body } : {}), response: responses({ 200: leaveResult }) },
      handler: async (request) => {
        // app.route does not carry the schemas' types into the handler: these are what idParams and ifMatchHeaders validated.
        const { params, headers } = request as unknown as { params: { id: string }; headers: { 'if-match'?: number } };
        const { request: leaveRequest, message } = toRequest(request.currentUser, params.id, request.body as never);
        const leave = await decideOnLeave(app, leaveRequest, metadataOf(request), { expectedVersion: headers['if-match'] });
        return { success: true as const, message, data: { leave } };
      },
    });

  route('POST', '/leaves/:id/withdraw', ['employee', 'hod'], undefined, (actor, leaveId) => ({ request: { kind: 'withdraw', actor, leaveId }, message: MESSAGES.withdrawn }));
  route('POST', '/leaves/:id/cancellation', ['employee', 'hod'], cancellationRequestBody, (actor, leaveId, body) => ({
    request: { kind: 'requestCancellation', actor, leaveId, body },
    message: MESSAGES.requested,
  }));
  route('PUT', '/leaves/:id/cancellation', ['hod', 'admin'], cancellationDecisionBody, (actor, leaveId, body) => ({
    request: { kind: 'decideCancellation', actor, leaveId, body },
    message: MESSAGES[body.decision],
  }));
};

export default leaveCancellation;
