import fp from 'fastify-plugin';
import { DomainError } from '@leave/domain';

/**
 * The JSON body parser: Fastify's own (prototype poisoning refused), plus one refusal Postgres needs:
 * text may not hold a NUL character, which would otherwise reach the database and fail there as a 500.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
      const text = raw.toString();
      if (text.includes('\\u0000')) {
        done(DomainError.validation('Text must not contain NUL characters'), undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
