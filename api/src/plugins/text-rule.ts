import fp from 'fastify-plugin';
import { DomainError, fieldBreakingTextRule, textRuleMessage } from '@leave/domain';

declare module 'fastify' {
  interface FastifyRequest {
    /** The first field of the request as sent that breaks the text rule, found before validation. */
    textRuleBrokenBy?: string;
  }
}

/**
 * The text rule (domain's text-rule.ts) for every route: a NUL or an unpaired surrogate anywhere in the
 * path parameters, the query or a JSON body is a 400 naming the field, so that no such text reaches a
 * command, an event's JSON or the database (where it was a 500), and none is silently replaced either.
 * The fields are read as sent (before validation can transform them), and the refusal comes after the
 * route's own validation, so that a field its schema already refuses keeps that message.
 */
export default fp(
  async (app) => {
    // Callback hooks, not async ones: they run on every request and never wait (no promise each).
    app.addHook('preValidation', (request, _reply, done) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = fieldBreakingTextRule(part);
        if (field !== null) {
          request.textRuleBrokenBy = field;
          break;
        }
      }
      done();
    });
    app.addHook('preHandler', (request, _reply, done) => {
      const field = request.textRuleBrokenBy;
      done(field === undefined ? undefined : DomainError.validation(textRuleMessage(field), field));
    });
  },
  { name: 'text-rule' },
);
