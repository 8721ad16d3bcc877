import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canRemoveSignInLink, canViewSignInLinks, DomainError, oidcCallbackQuery, SIGN_IN_LINK_REFUSALS, type SignInLinkRefusal } from '@leave/domain';
import { idParams, responses, success, userSchema } from '../../http/responses';
import { metadataOf, viewerOf } from '../../http/request-context';
import { IdentityProvider, ProviderUnavailable, SignInNotCompleted, type PendingSignIn } from '../../auth/oidc/identity-provider';
import { collectHandoff, createHandoff, personForSignIn, removeSignInLinks, signInLinksOf } from '../../auth/oidc/sign-in-links';
import { findUser, userDto } from '../../users/queries';

/** The cookies of a sign-in in progress and of a finished one, read only under this path. */
const COOKIE_PATH = '/api/auth/oidc';
const PENDING_COOKIE = 'leave_oidc';
const HANDOFF_COOKIE = 'leave_oidc_handoff';
const PENDING_MAX_AGE_S = 10 * 60;
const HANDOFF_MAX_AGE_S = 2 * 60;
/** Where the sign-in page takes over: it collects the session, or says why there is none. */
const SIGNED_IN_PAGE = '/login?signIn=oidc';
const refusalPage = (refusal: SignInLinkRefusal) => `/login?signInError=${refusal}`;

const signInLinkSchema = z.object({ issuer: z.string(), email: z.string(), linkedAt: z.string().describe('ISO datetime') });
const bearer = [{ bearer: [] }];

/**
 * Signing in with the college's accounts (OpenID Connect, docs/operations.md): what the sign-in page
 * offers, the start and the callback of the flow, the web app's collection of the session, and a person's
 * links. The session's token never appears in an address: the callback leaves a one-time code in an
 * HttpOnly cookie, which the web app exchanges by POST
 * (docs/decisions/0148-the-session-reaches-the-web-app-by-a-one-time-code-in-an.md).
 */
const signInLinks: FastifyPluginAsyncZod = async (app) => {
  const oidc = app.config.oidc;
  const provider = oidc ? new IdentityProvider(oidc, `${app.config.appUrl}/api/auth/oidc/callback`) : null;
  const rules = oidc ? { allowedDomains: oidc.allowedDomains, kind: oidc.kind } : null;

  const cookieOptions = (request: FastifyRequest, maxAge: number) => ({
    signed: true,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level navigation from another site.
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
    maxAge,
  });
  const unsigned = (request: FastifyRequest, name: string): string | null => {
    const raw = request.cookies[name];
    if (!raw) return null;
    const result = request.unsignCookie(raw);
    return result.valid ? result.value : null;
  };
  const refuse = (request: FastifyRequest, reply: FastifyReply, refusal: SignInLinkRefusal, detail?: string) => {
    request.log.info({ refusal, detail }, 'OIDC sign-in refused');
    return reply.redirect(refusalPage(refusal), 303);
  };

  app.get(
    '/auth/config',
    { schema: { tags: ['auth'], response: responses({ 200: success(z.object({ oidc: z.object({ label: z.string() }).nullable() })) }) } },
    async () => ({ success: true as const, data: { oidc: oidc ? { label: oidc.buttonLabel } : null } }),
  );

  app.get('/auth/oidc/start', { schema: { tags: ['auth'] } }, async (request, reply) => {
    if (!provider) throw DomainError.notFound(SIGN_IN_LINK_REFUSALS.notConfigured);
    let started: Awaited<ReturnType<IdentityProvider['start']>>;
    try {
      started = await provider.start();
    } catch (error) {
      if (error instanceof ProviderUnavailable) return refuse(request, reply, 'providerUnavailable');
      throw error;
    }
    reply.setCookie(PENDING_COOKIE, Buffer.from(JSON.stringify(started.pending)).toString('base64url'), cookieOptions(request, PENDING_MAX_AGE_S));
    return reply.redirect(started.url.href, 303);
  });

  app.get('/auth/oidc/callback', { schema: { tags: ['auth'], querystring: oidcCallbackQuery } }, async (request, reply) => {
    if (!provider || !rules) throw DomainError.notFound(SIGN_IN_LINK_REFUSALS.notConfigured);
    // A sign-in is finished once: its cookie goes with this answer, whatever it is.
    reply.clearCookie(PENDING_COOKIE, { path: COOKIE_PATH });
    const pending = pendingOf(unsigned(request, PENDING_COOKIE));
    if (!pending) return refuse(request, reply, 'failed', 'no sign-in in progress');
    const search = new URL(request.url, 'http://callback').search;
    let claims;
    try {
      claims = await provider.finish(new URL(`${provider.redirectUri}${search}`), pending);
    } catch (error) {
      if (error instanceof ProviderUnavailable) return refuse(request, reply, 'providerUnavailable');
      if (error instanceof SignInNotCompleted) return refuse(request, reply, 'failed', error.code);
      throw error;
    }
    const person = await personForSignIn(app, provider.issuer, claims, rules, (who) => metadataOf(request, who));
    if ('refusal' in person) return refuse(request, reply, person.refusal);
    reply.setCookie(HANDOFF_COOKIE, await createHandoff(app, person.id), cookieOptions(request, HANDOFF_MAX_AGE_S));
    return reply.redirect(SIGNED_IN_PAGE, 303);
  });

  app.post(
    '/auth/oidc/session',
    { schema: { tags: ['auth'], response: responses({ 200: success(z.object({ user: userSchema, token: z.string() })) }) } },
    async (request, reply) => {
      const code = unsigned(request, HANDOFF_COOKIE);
      reply.clearCookie(HANDOFF_COOKIE, { path: COOKIE_PATH });
      const person = code ? await collectHandoff(app, code) : null;
      if (!person) throw DomainError.unauthorized(SIGN_IN_LINK_REFUSALS.handoffExpired);
      app.trustDevice(request, reply, person.id);
      return { success: true as const, message: 'Login successful', data: { user: await userDto(app.db, person), token: await app.startSession(request, person, 'college account') } };
    },
  );

  app.get(
    '/users/:id/sign-in-links',
    { onRequest: app.authenticate, schema: { tags: ['users'], security: bearer, params: idParams, response: responses({ 200: success(z.object({ links: z.array(signInLinkSchema) })) }) } },
    async (request) => {
      const person = await findUser(app.db, request.params.id);
      if (!person) throw DomainError.notFound('User not found');
      if (!canViewSignInLinks(viewerOf(request.currentUser), person)) throw DomainError.forbidden('You do not have permission to see this');
      return { success: true as const, data: { links: await signInLinksOf(app.db, person.id) } };
    },
  );

  app.delete(
    '/users/:id/sign-in-links',
    { onRequest: app.authenticate, schema: { tags: ['users'], security: bearer, params: idParams, response: responses({ 200: success(z.object({ id: z.string() })) }) } },
    async (request) => {
      if (!canRemoveSignInLink(viewerOf(request.currentUser))) throw DomainError.forbidden('Only an administrator can remove a college account link');
      const person = await findUser(app.db, request.params.id);
      if (!person) throw DomainError.notFound('User not found');
      await removeSignInLinks(app, person.id, metadataOf(request));
      return { success: true as const, message: 'College account link removed', data: { id: person.id } };
    },
  );
};

function pendingOf(value: string | null): PendingSignIn | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<PendingSignIn>;
    return typeof parsed.state === 'string' && typeof parsed.nonce === 'string' && typeof parsed.verifier === 'string' ? { state: parsed.state, nonce: parsed.nonce, verifier: parsed.verifier } : null;
  } catch {
    return null;
  }
}

export default signInLinks;
