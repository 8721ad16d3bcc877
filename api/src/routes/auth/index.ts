import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRegisterBody, AUDITOR_REFUSAL, canChangeData, changePasswordBody, DomainError, loginBody } from '@leave/domain';
import { responses, success, userSchema } from '../../http/responses';
import { metadataOf } from '../../http/request-context';
import { signIn } from '../../auth/sign-in';
import { changePassword, registerUser } from '../../users/commands';
import { userDto } from '../../users/queries';

const authResult = success(z.object({ user: userSchema, token: z.string().optional() }));

/** Sign-in, registration, the current user and password changes (docs/contract.md, /api/auth/*). */
const auth: FastifyPluginAsyncZod = async (app) => {
  app.post('/auth/login', { schema: { tags: ['auth'], body: loginBody, response: responses({ 200: authResult }) } }, async (request) => {
    const user = await signIn(app, request.body, request.ip);
    return { success: true as const, message: 'Login successful', data: { user: await userDto(app.db, user), token: app.signAccessToken(user) } };
  });

  app.post(
    '/auth/register',
    { schema: { tags: ['auth'], security: [{ bearer: [] }, {}], body: adminRegisterBody, response: responses({ 201: authResult }) } },
    async (request, reply) => {
      // A token is optional here, but one that is sent must be valid: an admin whose session ended must
      // not silently create a self-registered employee.
      const header = request.headers.authorization;
      let registrar = null;
      if (header) {
        registrar = await app.userForToken(header.replace(/^Bearer\s+/i, ''));
        if (!registrar) throw DomainError.unauthorized('Not authorized, please sign in');
        if (!canChangeData(registrar.role)) throw DomainError.forbidden(AUDITOR_REFUSAL);
      }
      // A self-registered person is the actor of their own first events.
      const user = await registerUser(app, request.body, registrar, registrar ? metadataOf(request, registrar) : (created) => metadataOf(request, created));
      const dto = await userDto(app.db, user);
      const byAdmin = registrar?.role === 'admin';
      return reply.status(201).send({
        success: true as const,
        message: 'User registered successfully',
        data: byAdmin ? { user: dto } : { user: dto, token: app.signAccessToken(user) },
      });
    },
  );

  app.get('/auth/me', { onRequest: app.authenticate, schema: { tags: ['auth'], security: [{ bearer: [] }], response: responses({ 200: success(z.object({ user: userSchema })) }) } }, async (request) => ({
    success: true as const,
    data: { user: await userDto(app.db, request.currentUser) },
  }));

  app.put(
    '/auth/change-password',
    { onRequest: app.authenticate, schema: { tags: ['auth'], security: [{ bearer: [] }], body: changePasswordBody, response: responses({ 200: authResult }) } },
    async (request) => {
      const user = await changePassword(app, request.currentUser, request.body, metadataOf(request));
      return { success: true as const, message: 'Password changed successfully', data: { user: await userDto(app.db, user), token: app.signAccessToken(user) } };
    },
  );
};

export default auth;
