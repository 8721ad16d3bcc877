import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody } from '@leave/domain';
import { responses, success, userSchema } from '../../http/responses';
import { metadataOf } from '../../http/request-context';
import { demoAdminSignIn } from '../../demo/demo-admin';
import { userDto } from '../../users/queries';

/** POST /demo-login, registered only in demo mode (otherwise the path is a 404 like any unknown one). */
const demo: FastifyPluginAsyncZod = async (app) => {
  app.post('/demo-login', { schema: { tags: ['auth'], body: loginBody, response: responses({ 200: success(z.object({ user: userSchema, token: z.string() })) }) } }, async (request) => {
    const user = await demoAdminSignIn(app, request.body, request.ip, metadataOf(request, null));
    return { success: true as const, message: 'Login successful', data: { user: await userDto(app.db, user), token: app.signAccessToken(user) } };
  });
};

export default demo;
