import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, ROLES } from '@leave/domain';
import { responses, success, userSchema } from '../../http/responses';
import { metadataOf } from '../../http/request-context';
import { demoAdminSignIn } from '../../demo/demo-admin';
import { usableDemoAccounts } from '../../demo/accounts';
import { userDto } from '../../users/queries';

const demoAccountSchema = z.object({ role: z.enum(ROLES), name: z.string(), email: z.string(), password: z.string(), department: z.string() });

/**
 * Demo mode's routes, registered only in demo mode (otherwise their paths are 404s like any unknown one):
 * POST /demo-login, and GET /demo/accounts, the accounts the sign-in page offers to fill in.
 */
const demo: FastifyPluginAsyncZod = async (app) => {
  app.post('/demo-login', { schema: { tags: ['auth'], body: loginBody, response: responses({ 200: success(z.object({ user: userSchema, token: z.string() })) }) } }, async (request) => {
    const user = await demoAdminSignIn(app, request.body, request.ip, metadataOf(request, null));
    return { success: true as const, message: 'Login successful', data: { user: await userDto(app.db, user), token: await app.startSession(request, user, 'demo') } };
  });

  app.get('/demo/accounts', { schema: { tags: ['auth'], response: responses({ 200: success(z.object({ accounts: z.array(demoAccountSchema) })) }) } }, async () => ({
    success: true as const,
    data: { accounts: await usableDemoAccounts(app.db, app.config) },
  }));
};

export default demo;
