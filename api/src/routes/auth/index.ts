import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRegisterBody, AUDITOR_REFUSAL, canChangeData, changePasswordBody, DomainError, loginBody, SESSION_MESSAGES, SESSION_METHODS } from '@leave/domain';
import { liveSessions } from '@leave/core/users';
import { responses, success, userSchema } from '../../http/responses';
import { metadataOf } from '../../http/request-context';
import { signIn } from '../../auth/sign-in';
import { registerUser } from '../../users/commands';
import { changePassword, signOutEverywhere, signOutSession } from '../../users/credentials';
import { findUser, userDto } from '../../users/queries';
import { queuePasswordLink } from '../../auth/password-links';

const authResult = success(z.object({ user: userSchema, token: z.string().optional() }));
const sessionSchema = z.object({
  _id: z.string(),
  startedAt: z.string().describe('ISO datetime'),
  device: z.string().describe("The device in words, from the User-Agent ('Chrome on Android')"),
  method: z.enum(SESSION_METHODS),
  current: z.boolean().describe("The session of the token that asked ('This device')"),
  endable: z.boolean().describe('Whether this one session can be signed out alone (false for a session started before tokens carried their session id)'),
});
/** A session's id (a UUID); anything else is a 400, an id of no session of the caller a 404. */
const sessionParams = z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, 'id must be a session id') });
/** The most sessions the list shows: a person signs in from a handful of devices. */
const SESSIONS_SHOWN = 50;

/** JWT_EXPIRES_IN ('7d', '12h', '3600') in milliseconds: a session older than that has no live token. */
function tokenLifetimeMs(expiresIn: string): number {
  const match = /^(\d+)\s*(s|m|h|d)?$/.exec(expiresIn.trim());
  if (!match) return 7 * 24 * 3600 * 1000;
  const unit = { s: 1, m: 60, h: 3600, d: 86_400 }[(match[2] ?? 's') as 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit * 1000;
}

/** Sign-in, registration, the current user and password changes (docs/contract.md, /api/auth/*). */
const auth: FastifyPluginAsyncZod = async (app) => {
  app.post('/auth/login', { schema: { tags: ['auth'], body: loginBody, response: responses({ 200: authResult }) } }, async (request, reply) => {
    const user = await signIn(app, request.body, request.ip, app.deviceOf(request));
    app.trustDevice(request, reply, user.id);
    return { success: true as const, message: 'Login successful', data: { user: await userDto(app.db, user), token: await app.startSession(request, user, 'password') } };
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
      // Someone an admin added chooses their own password from an e-mailed link (issue 26). The person is
      // created whatever becomes of the mail: a queue that refuses it is logged, and 'Forgot password?' remains.
      if (byAdmin) await queuePasswordLink(app, user.id, 'welcome').catch((error: unknown) => request.log.error({ err: error, userId: user.id }, 'the set-password mail could not be queued'));
      return reply.status(201).send({
        success: true as const,
        message: 'User registered successfully',
        data: byAdmin ? { user: dto } : { user: dto, token: await app.startSession(request, user, 'registration') },
      });
    },
  );

  app.get('/auth/me', { onRequest: app.authenticate, schema: { tags: ['auth'], security: [{ bearer: [] }], response: responses({ 200: success(z.object({ user: userSchema })) }) } }, async (request) => ({
    success: true as const,
    // The row as it is now: the node's cached account may hold an older last sign-in.
    data: { user: await userDto(app.db, (await findUser(app.db, request.currentUser.id)) ?? request.currentUser) },
  }));

  /** Sessions started before this moment have expired tokens. */
  const liveSince = () => new Date(app.clock.now().getTime() - tokenLifetimeMs(app.config.jwtExpiresIn));

  // 'Signed-in devices' (issues 22 and 49): the sessions whose tokens still open the product, newest first,
  // the caller's own marked.
  app.get(
    '/users/me/sessions',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        description: "The caller's sessions whose tokens still work, newest first (50 at most); `current` marks the caller's own.",
        security: [{ bearer: [] }],
        response: responses({ 200: success(z.object({ sessions: z.array(sessionSchema) })) }),
      },
    },
    async (request) => {
      const sessions = await liveSessions(app.db, { userId: request.currentUser.id, tokenVersion: request.currentUser.tokenVersion }, liveSince(), SESSIONS_SHOWN);
      return {
        success: true as const,
        data: {
          sessions: sessions.map((session) => ({
            _id: session.id,
            startedAt: session.startedAt.toISOString(),
            device: session.device,
            method: session.method,
            current: session.id === request.sessionId,
            endable: session.namedInToken,
          })),
        },
      };
    },
  );

  // A sign-out per device (issue 49): that one session's token is refused from its next request on.
  app.delete(
    '/users/me/sessions/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        description: "Signs out one of the caller's sessions: its token stops working on every api node, the others stand. 404 for a session that is not the caller's or no longer stands; 409 for one started before tokens carried their session id.",
        security: [{ bearer: [] }],
        params: sessionParams,
        response: responses({ 200: success(z.object({ _id: z.string(), current: z.boolean() })) }),
      },
    },
    async (request) => {
      await signOutSession(app, request.currentUser, request.params.id, liveSince(), metadataOf(request));
      return { success: true as const, message: SESSION_MESSAGES.signedOut, data: { _id: request.params.id, current: request.params.id === request.sessionId } };
    },
  );

  // 'Sign out everywhere' on every profile (issue 22): every session of the person ends, this one too.
  app.post(
    '/auth/sign-out-everywhere',
    { onRequest: app.authenticate, schema: { tags: ['auth'], security: [{ bearer: [] }], response: responses({ 200: success(z.object({})) }) } },
    async (request) => {
      await signOutEverywhere(app, request.currentUser, metadataOf(request));
      return { success: true as const, message: 'Signed out on every device', data: {} };
    },
  );

  app.put(
    '/auth/change-password',
    { onRequest: app.authenticate, schema: { tags: ['auth'], security: [{ bearer: [] }], body: changePasswordBody, response: responses({ 200: authResult }) } },
    async (request) => {
      const user = await changePassword(app, request.currentUser, request.body, metadataOf(request));
      return { success: true as const, message: 'Password changed successfully', data: { user: await userDto(app.db, user), token: await app.startSession(request, user, 'password change') } };
    },
  );
};

export default auth;
