import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, type FieldError } from '@leave/domain';
import type { FastifyError } from 'fastify';

/** Typed errors become HTTP answers here and nowhere else (docs/contract.md's envelope). */
const statusOf: Record<DomainError['code'], number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
};

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | DomainError | Error, request, reply) => {
      if (error instanceof DomainError) {
        const status = statusOf[error.code];
        request.log.info({ code: error.code, status }, error.message);
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
        request.log.info({ errors }, 'validation failed');
        return reply.status(400).send({ success: false, message: errors[0]?.msg ?? 'Invalid request', errors });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send({ success: false, message: 'Internal server error' });
      }
      const fastifyError = error as FastifyError;
      const status = fastifyError.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ success: false, message: 'Internal server error' });
      }
      request.log.info({ err: { code: fastifyError.code, message: error.message }, status }, 'request refused');
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
