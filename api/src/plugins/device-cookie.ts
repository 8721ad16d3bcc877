// Device cookies (OWASP's "Slow down online guessing attacks with device cookies",
// docs/decisions/0058-device-cookies-the-limits-are-for-strangers.md): a
// browser a person has signed in from carries a signed cookie naming them. The address's limits are for
// strangers: a college's staff share one public address, and one person guessing on the staff Wi-Fi must
// not lock the whole staff room out. A browser presenting the cookie of the person it signs in as is
// counted on its own (5 wrong passwords and that cookie is trusted no more for 15 minutes), so that
// neither a shared address nor an attacker's guesses at someone's e-mail can stop that person's browser.

import { createHmac, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'leave_device';
/** Only the sign-in routes read it: no other request carries it. */
const COOKIE_PATH = '/api/auth';
const COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

/** A trusted browser: the person it signed in as, and this cookie's own id (its failure counter's subject). */
export interface Device {
  userId: string;
  nonce: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The device a sign-in request comes from, when it carries a valid device cookie. */
    deviceOf(request: FastifyRequest): Device | null;
    /** After a successful sign-in: a fresh device cookie naming the person. */
    trustDevice(request: FastifyRequest, reply: FastifyReply, userId: string): void;
  }
}

export default fp(
  async (app) => {
    // A key of its own, derived from the JWT secret: a device cookie is never a token, nor the other way round.
    const secret = createHmac('sha256', app.config.jwtSecret).update('device-cookie').digest('base64url');
    await app.register(cookie, { secret, hook: 'onRequest' });

    app.decorate('deviceOf', (request: FastifyRequest): Device | null => {
      const raw = request.cookies[DEVICE_COOKIE];
      if (!raw) return null;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return null;
      const [userId, nonce, extra] = unsigned.value.split('.');
      return userId && nonce && extra === undefined ? { userId, nonce } : null;
    });

    app.decorate('trustDevice', (request: FastifyRequest, reply: FastifyReply, userId: string) => {
      reply.setCookie(DEVICE_COOKIE, `${userId}.${randomBytes(16).toString('base64url')}`, {
        signed: true,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        path: COOKIE_PATH,
        maxAge: COOKIE_MAX_AGE_S,
      });
    });
  },
  { name: 'device-cookie', dependencies: ['services'] },
);
