import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, type FieldError } from '@leave/domain';
import type { FastifyError, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '@leave/core/db';

/**
 * Redis not answering (restarting): ioredis gives up on a command after its retries, or finds the
 * connection closed. Sign-in counts its failures there, so a sign-in then is a 503, not a 500, and no
 * password is checked uncounted (docs/decisions/0139-sign-in-limits-while-redis-restarts.md).
 */
function isRedisUnavailable(error: Error): boolean {
  return error.name === 'MaxRetriesPerRequestError' || /^Connection is closed\.?$|Stream isn't writeable|enableOfflineQueue options is false/.test(error.message);
}

/** Typed errors become HTTP answers here and nowhere else (docs/contract.md's envelope). */
const statusOf: Record<DomainError['code'], number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  GONE: 410,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
};

/** Why a request was refused (4xx), for the one line a terminal shows per request (app.ts). */
const refusals = new WeakMap<FastifyRequest, string>();

export function refusalOf(request: FastifyRequest): string | undefined {
  return refusals.get(request);
}

export default fp(
  async (app) => {
    /** A refusal is a log entry of its own in JSON; at a terminal it joins the request's line. */
    const logRefusal = (request: FastifyRequest, fields: object, message: string, line = message) => {
      if (app.config.logFormat === 'pretty') refusals.set(request, line);
      else request.log.info(fields, message);
    };
    app.setErrorHandler((error: FastifyError | DomainError | Error, request, reply) => {
      if (error instanceof DomainError) {
        const status = statusOf[error.code];
        logRefusal(request, { code: error.code, status }, error.message);
        const errors = error.field ? [{ field: error.field, msg: error.message }] : undefined;
        return reply.status(status).send({ success: false, message: error.message, ...(errors ? { errors } : {}) });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // One entry per problem; an unknown field is named on its own, as domain's zodIssuesToFieldErrors does.
        const errors: FieldError[] = error.validation.flatMap((issue): FieldError[] => {
          const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
          const keys = (issue.params as { keys?: unknown }).keys;
          if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
            return keys.map((key) => ({ field: field ? `${field}.${String(key)}` : String(key), msg: `Unknown field: ${String(key)}` }));
          }
          return [{ field, msg: issue.message ?? 'Invalid value' }];
        });
        logRefusal(request, { errors }, 'validation failed', `validation failed: ${errors.map((e) => e.field || 'body').join(', ')}`);
        return reply.status(400).send({ success: false, message: errors[0]?.msg ?? 'Invalid request', errors });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send({ success: false, message: 'Internal server error' });
      }
      if (isDatabaseUnavailable(error) || isRedisUnavailable(error)) {
        // The database is restarting or unreachable. A retry soon may succeed; one with its Idempotency-Key
        // is safe even if the change was committed before the connection went.
        request.log.warn({ err: { code: (error as { code?: unknown }).code, message: error.message } }, 'database unavailable');
        return reply.status(503).header('retry-after', '2').send({ success: false, message: 'The service is briefly unavailable. Please try again in a moment.' });
      }
      const fastifyError = error as FastifyError;
      const status = fastifyError.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ success: false, message: 'Internal server error' });
      }
      logRefusal(request, { err: { code: fastifyError.code, message: error.message }, status }, 'request refused', `request refused: ${error.message}`);
      const message =
        status === 413
          ? 'Request body is too large'
          : fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'Malformed JSON body'
            : fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type'
              : error.message;
      return reply.status(status).send({ success: false, message });
    });
  },
  { name: 'error-handler' },
);
