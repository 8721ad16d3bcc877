import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canRemoveSignInLink,
  canViewSignInLinks,
  DomainError,
  oidcCallbackQuery,
  profilePathFor,
  SIGN_IN_LINK_REFUSALS,
  type IdTokenClaims,
  type SignInLinkRefusal,
  type SignInRules,
} from '@leave/domain';
import { idParams, responses, success, userSchema } from '../../http/responses';
import { metadataOf, viewerOf } from '../../http/request-context';
import { IdentityProvider, ProviderUnavailable, SignInNotCompleted, type PendingSignIn } from '../../auth/oidc/identity-provider';
import { collectHandoff, connectSignInLink, createHandoff, finishSignInOnce, personForSignIn, removeSignInLinks, signInLinksOf } from '../../auth/oidc/sign-in-links';
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
/** The profile of the person who connected an account, saying how it went (the web app reads and clears it). */
const connectedPage = (role: string, refusal: SignInLinkRefusal | null) => `${profilePathFor(role)}?${refusal === null ? 'collegeAccount=connected' : `collegeAccountError=${refusal}`}`;

const signInLinkSchema = z.object({ issuer: z.string(), email: z.string(), linkedAt: z.string().describe('ISO datetime'), byOwnAction: z.boolean().describe('connected by the person on their profile') });
const bearer = [{ bearer: [] }];

/**
 * Signing in with the college's accounts (OpenID Connect, docs/operations.md): what the sign-in page
 * offers, the start and the callback of the flow, the web app's collection of the session, connecting an
 * account from the profile, and a person's links. The session's token never appears in an address: the
 * callback leaves a one-time code in an HttpOnly cookie, which the web app exchanges by POST
 * (docs/decisions/0148-the-session-reaches-the-web-app-by-a-one-time-code-in-an.md). Each transaction
 * reaches its callback once (used_sign_in_states).
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

  /**
   * Starts a sign-in transaction: the provider's checks in the pending cookie, with when the transaction
   * expires and, to connect an account, who asked. Null when the provider cannot be reached.
   */
  const begin = async (request: FastifyRequest, reply: FastifyReply, provider: IdentityProvider, connect?: PendingTransaction['connect']): Promise<URL | null> => {
    let started: Awaited<ReturnType<IdentityProvider['start']>>;
    try {
      started = await provider.start();
    } catch (error) {
      if (error instanceof ProviderUnavailable) return null;
      throw error;
    }
    const pending: PendingTransaction = { ...started.pending, expiresAt: app.clock.now().getTime() + PENDING_MAX_AGE_S * 1000, ...(connect ? { connect } : {}) };
    reply.setCookie(PENDING_COOKIE, Buffer.from(JSON.stringify(pending)).toString('base64url'), cookieOptions(request, PENDING_MAX_AGE_S));
    return started.url;
  };

  app.get('/auth/oidc/start', { schema: { tags: ['auth'] } }, async (request, reply) => {
    if (!provider) throw DomainError.notFound(SIGN_IN_LINK_REFUSALS.notConfigured);
    const url = await begin(request, reply, provider);
    return url ? reply.redirect(url.href, 303) : refuse(request, reply, 'providerUnavailable');
  });

  // 'Connect your college account' on the profile: the only way a privileged person's account is linked.
  app.post(
    '/auth/oidc/connect',
    { onRequest: app.authenticate, schema: { tags: ['auth'], security: bearer, response: responses({ 200: success(z.object({ url: z.string().describe("where the browser goes: the provider's sign-in, or back to the profile saying why not") })) }) } },
    async (request, reply) => {
      if (!provider) throw DomainError.notFound(SIGN_IN_LINK_REFUSALS.notConfigured);
      const person = request.currentUser;
      const url = await begin(request, reply, provider, { userId: person.id, tokenVersion: person.tokenVersion });
      return { success: true as const, data: { url: url?.href ?? connectedPage(person.role, 'providerUnavailable') } };
    },
  );

  app.get('/auth/oidc/callback', { schema: { tags: ['auth'], querystring: oidcCallbackQuery } }, async (request, reply) => {
    if (!provider || !rules) throw DomainError.notFound(SIGN_IN_LINK_REFUSALS.notConfigured);
    // A sign-in is finished once: its cookie goes with this answer, whatever it is, and its state is
    // recorded as used (in the database: any api node may get a second callback).
    reply.clearCookie(PENDING_COOKIE, { path: COOKIE_PATH });
    const pending = pendingOf(unsigned(request, PENDING_COOKIE));
    if (!pending) return refuse(request, reply, 'failed', 'no sign-in in progress');
    const expiresAt = new Date(pending.expiresAt);
    if (expiresAt <= app.clock.now() || !(await finishSignInOnce(app, pending.state, expiresAt))) return refuse(request, reply, 'handoffExpired', 'sign-in already finished or expired');
    const search = new URL(request.url, 'http://callback').search;
    let claims;
    try {
      claims = await provider.finish(new URL(`${provider.redirectUri}${search}`), pending);
    } catch (error) {
      if (error instanceof ProviderUnavailable) return refuse(request, reply, 'providerUnavailable');
      if (error instanceof SignInNotCompleted) return refuse(request, reply, 'failed', error.code);
      throw error;
    }
    if (pending.connect) return connect(request, reply, provider.issuer, claims, rules, pending.connect);
    const person = await personForSignIn(app, provider.issuer, claims, rules, (who) => metadataOf(request, who));
    if ('refusal' in person) return refuse(request, reply, person.refusal);
    reply.setCookie(HANDOFF_COOKIE, await createHandoff(app, person.id), cookieOptions(request, HANDOFF_MAX_AGE_S));
    return reply.redirect(SIGNED_IN_PAGE, 303);
  });

  /** The end of 'Connect your college account': back to the profile of the person who asked, linked or told why not. */
  const connect = async (request: FastifyRequest, reply: FastifyReply, issuer: string, claims: IdTokenClaims, rules: SignInRules, asked: NonNullable<PendingTransaction['connect']>) => {
    const person = await findUser(app.db, asked.userId);
    // Signed out everywhere (or the password changed) since: the request is no longer theirs.
    if (!person || !person.isActive || person.tokenVersion !== asked.tokenVersion) return refuse(request, reply, 'handoffExpired', 'the person who asked is signed out');
    const refusal = await connectSignInLink(app, issuer, claims, rules, person, metadataOf(request, person));
    if (refusal !== null) request.log.info({ refusal }, 'OIDC connect refused');
    return reply.redirect(connectedPage(person.role, refusal), 303);
  };

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

/**
 * What the browser carries from the start of a sign-in to its callback (a signed cookie): the provider's
 * checks, when the transaction expires (ms), and, to connect an account, who asked at which token version.
 */
interface PendingTransaction extends PendingSignIn {
  expiresAt: number;
  connect?: { userId: string; tokenVersion: number };
}

function pendingOf(value: string | null): PendingTransaction | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<PendingTransaction>;
    const { state, nonce, verifier, expiresAt, connect } = parsed;
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string' || typeof expiresAt !== 'number') return null;
    const asked = connect && typeof connect.userId === 'string' && typeof connect.tokenVersion === 'number' ? { connect: { userId: connect.userId, tokenVersion: connect.tokenVersion } } : {};
    return { state, nonce, verifier, expiresAt, ...asked };
  } catch {
    return null;
  }
}

export default signInLinks;
