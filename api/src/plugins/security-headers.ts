import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer (the Content-Security-Policy, HSTS, nosniff, frame options and
 * the rest of helmet's defaults). Helmet's middleware is built once here, from one configuration; the
 * Fastify wrapper built it anew for every request (helmet(options) per request: the options checked and
 * the policy's text composed again each time, a few % of a request's CPU on the list and the commands,
 * docs/benchmarks-history.md) to serve per-route options and nonces, which this app does not use.
 */
export default fp(
  async (app, options: HelmetOptions) => {
    const apply = helmet(options);
    const done = (error?: unknown) => {
      if (error) throw error;
    };
    app.addHook('onRequest', (request, reply, next) => {
      apply(request.raw, reply.raw, done);
      next();
    });
  },
  { name: 'security-headers' },
);
