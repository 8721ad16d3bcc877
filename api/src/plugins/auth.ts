import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUDITOR_REFUSAL, canChangeData, CHANGES_AN_AUDITOR_MAY_MAKE, deviceOf, DomainError, type Role, type SessionMethod, type Account } from '@leave/domain';
import { userStream } from '@leave/core/event-store';
import { endedSessionsOf, recordSession } from '@leave/core/users';
import { AccountCache, type SignedIn } from '../auth/account-cache';
import { VerifiedTokens } from '../auth/verified-tokens';
import { findUser } from '../users/queries';

/**
 * What a token carries: the user id, the user's token version, the session's id (issue 49; absent from
 * tokens issued before, which work as they did), and a copy of the user for clients.
 */
export interface AccessTokenPayload {
  sub: string;
  tv: number;
  sid?: string;
  role: Role;
  user: { _id: string; id: string; name: string; email: string; role: Role; department: string | null; employeeId: string };
  /** Its expiry (seconds since the epoch), as signing sets it. */
  exp?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload;
    user: AccessTokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid token of a live, active user whose token version still matches. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler factory: authenticate, then require one of the roles (403 otherwise). */
    requireRole(...roles: Role[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A token of the person; `sessionId` names the session it belongs to (startSession gives one). */
    signAccessToken(user: Account, sessionId?: string): string;
    /**
     * A token for a session that starts now, recorded for the person's 'Signed-in devices' (the device in
     * words, how it started, at the token version the token carries).
     */
    startSession(request: FastifyRequest, user: Account, method: SessionMethod): Promise<string>;
    /** The live user behind a token, or null for a bad, expired or revoked token. Used by sockets too. */
    userForToken(token: string): Promise<Account | null>;
    /** This node's accounts (auth/account-cache.ts): the socket plugin drops those the log says changed. */
    accounts: AccountCache<SignedIn>;
  }
  interface FastifyRequest {
    currentUser: Account;
    /** The session the request's token names (its `sid`), or null for a token issued before sessions were named. */
    sessionId: string | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Enough for every member of staff of a large college; an entry is read again after a minute at most. */
const ACCOUNTS = { capacity: 20_000, ttlMs: 60_000 };

/** The token of an `Authorization: Bearer <token>` header (one space, as @fastify/jwt reads it), or null. */
function bearerToken(header: string | undefined): string | null {
  if (header === undefined || !/^Bearer\s/i.test(header)) return null;
  const parts = header.split(' ');
  return parts.length === 2 && parts[1] ? parts[1] : null;
}

export default fp(
  async (app) => {
    await app.register(jwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: app.config.jwtExpiresIn },
      verify: { algorithms: ['HS256'] },
    });
    const verified = new VerifiedTokens<AccessTokenPayload>(ACCOUNTS.capacity, ACCOUNTS.ttlMs * 10);
    const verifyToken = (token: string) => verified.verify(token, (t) => app.jwt.verify<AccessTokenPayload>(t));

    const accounts = new AccountCache<SignedIn>(ACCOUNTS);
    app.decorate('accounts', accounts);
    // This node's own changes to a person drop them at once, as their transaction commits.
    const unsubscribe = app.eventStore.onAppended((events) => {
      for (const event of events) {
        const owner = userStream.ownerOf(event.streamId);
        if (owner !== null) accounts.forget(owner);
      }
    });
    app.addHook('onClose', async () => void unsubscribe());

    // The person with the sessions they signed out one by one (issue 49), read together and dropped together
    // when their stream hears of a change (a `UserSignedOutOnDevice` among them).
    const load = async (id: string): Promise<SignedIn | undefined> => {
      const user = await findUser(app.db, id);
      if (!user) return undefined;
      return { id, account: user, endedSessions: (await endedSessionsOf(app.db, [id])).get(id) ?? new Set() };
    };

    async function liveUser(payload: AccessTokenPayload): Promise<Account | null> {
      if (typeof payload?.sub !== 'string') return null;
      const entry = await accounts.get(payload.sub, load);
      if (!entry) return null;
      const user = entry.account;
      if (!user.isActive || user.tokenVersion !== payload.tv) return null;
      // A token naming its session is refused once that one session was signed out; one naming none (issued
      // before sessions were named) stands until the token version moves on, as it always did.
      if (typeof payload.sid === 'string' && entry.endedSessions.has(payload.sid)) return null;
      return user;
    }

    app.decorate('signAccessToken', (user: Account, sessionId?: string) =>
      app.jwt.sign({
        sub: user.id,
        tv: user.tokenVersion,
        ...(sessionId ? { sid: sessionId } : {}),
        role: user.role,
        user: { _id: user.id, id: user.id, name: user.name, email: user.email, role: user.role, department: user.department, employeeId: user.employeeId },
      }),
    );

    app.decorate('startSession', async (request: FastifyRequest, user: Account, method: SessionMethod) => {
      const sessionId = await recordSession(app.db, { userId: user.id, tokenVersion: user.tokenVersion, startedAt: app.clock.now(), device: deviceOf(request.headers['user-agent']), method });
      return app.signAccessToken(user, sessionId);
    });

    app.decorate('userForToken', async (token: string) => {
      try {
        return await liveUser(verifyToken(token));
      } catch {
        return null;
      }
    });

    app.decorateRequest('currentUser', null as unknown as Account);
    app.decorateRequest('sessionId', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      // The token of `Authorization: Bearer <token>`, verified once and then remembered (VerifiedTokens;
      // what request.jwtVerify() does, without its per-request merging of options and second decoding).
      let payload: AccessTokenPayload;
      try {
        const token = bearerToken(request.headers.authorization);
        if (token === null) throw new Error('no bearer token');
        payload = verifyToken(token);
      } catch {
        throw DomainError.unauthorized('Not authorized, please sign in');
      }
      const user = await liveUser(payload);
      if (!user) throw DomainError.unauthorized('Not authorized, please sign in');
      request.currentUser = user;
      request.sessionId = typeof payload.sid === 'string' ? payload.sid : null;
      // A read-only role (the auditor) is refused every request that could change something, on every
      // route, present or future, but the few domain/ names (their own password).
      if (!canChangeData(user.role) && !SAFE_METHODS.has(request.method) && !CHANGES_AN_AUDITOR_MAY_MAKE.includes(`${request.method} ${request.routeOptions.url ?? ''}`)) {
        throw DomainError.forbidden(AUDITOR_REFUSAL);
      }
    });

    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (!roles.includes(request.currentUser.role)) throw DomainError.forbidden('You do not have permission to do this');
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
