// Idempotency-Key (the IETF httpapi draft 'The Idempotency-Key HTTP Header Field'), on every POST and PUT:
// the first request with a key runs and its answer is kept 24 hours (idempotency_keys, in the database, so
// any api node answers a retry); a retry with the same key and the same request gets that answer again
// (`Idempotent-Replayed: true`) and changes nothing; the same key with another request (another field,
// another file) is a 422; a retry while the first still runs is a 409 with Retry-After
// (docs/decisions/0138-idempotency-key.md).
//
// Exactly once across a crash: the key is marked committed inside the command's own transaction (the
// event store's commit hook, by request id). A retry after the first node died finds either no commit
// (the lease runs out and the retry runs the command) or a commit without an answer (409, 'already
// applied'): never a second application.

import { createHash, randomUUID } from 'node:crypto';
import { DomainError } from '@leave/domain';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a first request holds its key before a retry may take over (it has not committed by then). */
const LEASE_SECONDS = 15;
const KEEP_HOURS = 24;

/** Routes whose answers carry a token: their answers are never stored (a key there is ignored). */
const ANSWERS_WITH_SECRETS = new Set(['/api/auth/login', '/api/auth/register', '/api/auth/change-password', '/api/demo-login', '/api/auth/oidc/session', '/api/auth/passkey', '/api/calendar/feeds/regenerate']);

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 printable characters',
  reused: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please retry shortly.',
  appliedAnswerLost: 'This request was already applied; its answer is no longer available',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds (its answer is stored when sent). */
    idempotency?: { scope: string; key: string };
  }
}

/** The key as sent: a structured-field string ("...") per the draft, or the bare text clients also send. */
function keyOf(header: string): string | null {
  const bare = header.startsWith('"') && header.endsWith('"') && header.length >= 2 ? header.slice(1, -1) : header;
  return /^[\x20-\x7e]{1,255}$/.test(bare) && !bare.includes('"') ? bare : null;
}

/**
 * The whole request: method, address, every field, and each uploaded file's name and bytes (by their
 * SHA-256; a multipart body's files are read before this hook, attachments/uploads.ts).
 */
function fingerprintOf(request: FastifyRequest): string {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`);
  for (const file of request.uploads ?? []) hash.update(`\n${file.facts.fileName} ${file.facts.sha256}`);
  return hash.digest('hex');
}

export default fp(
  async (app) => {
    let lastSweep = 0;
    const sweepExpired = async () => {
      if (Date.now() - lastSweep < 60_000) return;
      lastSweep = Date.now();
      await app.db.deleteFrom('idempotency_keys').where('created_at', '<', sql<Date>`now() - make_interval(hours => ${KEEP_HOURS})`).execute();
    };

    const refuse = (reply: FastifyReply, status: number, message: string) => reply.status(status).send({ success: false, message });

    // The hooks run on every request; most carry no key (every GET), so each is a callback hook that
    // answers at once for those, and waits on the database only for a request with a key.
    app.addHook('preHandler', (request, reply, done) => {
      if (request.method !== 'POST' && request.method !== 'PUT') return done();
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined || ANSWERS_WITH_SECRETS.has(request.routeOptions.url ?? '')) return done();
      holdKey(request, reply, header).then(() => done(), done);
    });

    const holdKey = async (request: FastifyRequest, reply: FastifyReply, header: string | string[]) => {
      const key = typeof header === 'string' ? keyOf(header) : null;
      if (key === null) return refuse(reply, 400, IDEMPOTENCY_MESSAGES.invalidKey);
      const scope = request.currentUser?.id ?? 'anonymous';
      const fingerprint = fingerprintOf(request);
      await sweepExpired();
      const lease = sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})`;
      const holder = randomUUID();
      const fresh = await app.db
        .insertInto('idempotency_keys')
        .values({ scope, key, fingerprint, locked_until: lease, holder })
        .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!fresh) {
        const row = await app.db
          .selectFrom('idempotency_keys')
          .selectAll()
          .select(sql<boolean>`locked_until < now()`.as('lapsed'))
          .select(sql<boolean>`created_at < now() - make_interval(hours => ${KEEP_HOURS})`.as('expired'))
          .where('scope', '=', scope)
          .where('key', '=', key)
          .executeTakeFirst();
        if (row && !row.expired) {
          if (row.fingerprint !== fingerprint) return refuse(reply, 422, IDEMPOTENCY_MESSAGES.reused);
          if (row.status !== null) {
            return reply
              .status(row.status)
              .header('content-type', row.content_type ?? 'application/json; charset=utf-8')
              .header('idempotent-replayed', 'true')
              .send(row.body ?? '');
          }
          if (!row.lapsed) return reply.header('retry-after', '1').status(409).send({ success: false, message: IDEMPOTENCY_MESSAGES.inProgress });
          if (row.committed) return refuse(reply, 409, IDEMPOTENCY_MESSAGES.appliedAnswerLost);
        }
        // Expired, or a first request that died before committing: this one takes the key over.
        const taken = await app.db
          .updateTable('idempotency_keys')
          .set({ fingerprint, locked_until: lease, holder, created_at: sql<Date>`now()`, committed: false, status: null, content_type: null, body: null })
          .where('scope', '=', scope)
          .where('key', '=', key)
          .where((eb) => eb.or([eb('created_at', '<', sql<Date>`now() - make_interval(hours => ${KEEP_HOURS})`), eb.and([eb('locked_until', '<', sql<Date>`now()`), eb('committed', '=', false), eb('status', 'is', null)])]))
          .returning('key')
          .executeTakeFirst();
        if (!taken) return reply.header('retry-after', '1').status(409).send({ success: false, message: IDEMPOTENCY_MESSAGES.inProgress });
      }
      request.idempotency = { scope, key };
      app.eventStore.commitHooks.set(request.id, async (trx) => {
        // Only while this request still holds the key: one so slow that a retry took it over (its lease
        // ran out) is rolled back rather than applied a second time.
        const marked = await trx.updateTable('idempotency_keys').set({ committed: true }).where('scope', '=', scope).where('key', '=', key).where('holder', '=', holder).executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0) throw DomainError.conflict(IDEMPOTENCY_MESSAGES.inProgress);
      });
    };

    app.addHook('onSend', (request, reply, payload, done) => {
      const held = request.idempotency;
      if (!held) return done(null, payload);
      request.idempotency = undefined;
      keepAnswer(request, reply, payload, held).then((kept) => done(null, kept), done);
    });

    const keepAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown, held: { scope: string; key: string }) => {
      app.eventStore.commitHooks.delete(request.id);
      try {
        if (reply.statusCode >= 500 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
          // No answer to keep: a retry runs again, unless this one's changes were committed.
          await app.db.deleteFrom('idempotency_keys').where('scope', '=', held.scope).where('key', '=', held.key).where('committed', '=', false).execute();
          return payload;
        }
        const contentType = reply.getHeader('content-type');
        await app.db
          .updateTable('idempotency_keys')
          .set({ status: reply.statusCode, content_type: typeof contentType === 'string' ? contentType : null, body: payload.toString() })
          .where('scope', '=', held.scope)
          .where('key', '=', held.key)
          .execute();
      } catch (error) {
        // The answer still goes out; a retry finds the key as a crash would leave it (lease, then commit or not).
        request.log.warn({ err: error }, 'the answer to an Idempotency-Key could not be kept');
      }
      return payload;
    };

    app.addHook('onResponse', (request, _reply, done) => {
      app.eventStore.commitHooks.delete(request.id);
      done();
    });
  },
  { name: 'idempotency', dependencies: ['services'] },
);
