import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSKEY_MESSAGES, passkeyRegistrationBody, passkeySignInBody } from '@leave/domain';
import { responses, success, userSchema } from '../../http/responses';
import { metadataOf } from '../../http/request-context';
import { addPasskey, passkeysOf, registrationOptions, removePasskey, signInOptions, signInWithPasskey } from '../../auth/passkeys';
import { userDto } from '../../users/queries';

const passkeySchema = z.object({ id: z.string(), name: z.string(), createdAt: z.string().describe('ISO datetime'), lastUsedAt: z.string().nullable() });
/** WebAuthn's options as @simplewebauthn/browser takes them. */
const optionsSchema = success(z.object({ options: z.record(z.string(), z.unknown()) }));
const passkeyParams = z.object({ id: z.string().min(1).max(1024).regex(/^[A-Za-z0-9_-]+$/) });
const bearer = [{ bearer: [] }];

/**
 * Passkeys (docs/contract.md): a signed-in person's own (list, the options to add one, add, remove), and
 * signing in with one (the options, then the assertion: data {user, token} like POST /auth/login).
 */
const passkeys: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/passkeys',
    { onRequest: app.authenticate, schema: { tags: ['users'], security: bearer, response: responses({ 200: success(z.object({ passkeys: z.array(passkeySchema) })) }) } },
    async (request) => ({ success: true as const, data: { passkeys: await passkeysOf(app.db, request.currentUser.id) } }),
  );

  app.post('/users/me/passkeys/options', { onRequest: app.authenticate, schema: { tags: ['users'], security: bearer, response: responses({ 200: optionsSchema }) } }, async (request) => ({
    success: true as const,
    data: { options: { ...(await registrationOptions(app, request.currentUser)) } },
  }));

  app.post(
    '/users/me/passkeys',
    { onRequest: app.authenticate, schema: { tags: ['users'], security: bearer, body: passkeyRegistrationBody, response: responses({ 201: success(z.object({ passkey: passkeySchema })) }) } },
    async (request, reply) => {
      const passkey = await addPasskey(app, request.currentUser, request.body, metadataOf(request));
      return reply.status(201).send({ success: true as const, message: PASSKEY_MESSAGES.added, data: { passkey } });
    },
  );

  app.delete(
    '/users/me/passkeys/:id',
    { onRequest: app.authenticate, schema: { tags: ['users'], security: bearer, params: passkeyParams, response: responses({ 200: success(z.object({ id: z.string() })) }) } },
    async (request) => {
      await removePasskey(app, request.currentUser, request.params.id, metadataOf(request));
      return { success: true as const, message: PASSKEY_MESSAGES.removed, data: { id: request.params.id } };
    },
  );

  app.post('/auth/passkey/options', { schema: { tags: ['auth'], response: responses({ 200: optionsSchema }) } }, async () => ({
    success: true as const,
    data: { options: { ...(await signInOptions(app)) } },
  }));

  app.post(
    '/auth/passkey',
    { schema: { tags: ['auth'], body: passkeySignInBody, response: responses({ 200: success(z.object({ user: userSchema, token: z.string() })) }) } },
    async (request, reply) => {
      const person = await signInWithPasskey(app, request.body);
      app.trustDevice(request, reply, person.id);
      return { success: true as const, message: 'Login successful', data: { user: await userDto(app.db, person), token: await app.startSession(request, person, 'passkey') } };
    },
  );
};

export default passkeys;
