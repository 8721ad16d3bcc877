import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** What helmet's middleware did to a response: the headers it set and those it removed, in order. */
type HeaderStep = { set: string; value: string | number | readonly string[] } | { remove: string };

/**
 * Helmet's headers for this configuration, read once: its middleware is run against a recorder. Every
 * option the app passes is static (no nonce, no per-request directive), so each answer gets the same steps.
 */
function helmetSteps(options: HelmetOptions): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void steps.push({ set: name, value }),
    removeHeader: (name: string) => void steps.push({ remove: name }),
  };
  let failed: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => void (failed = error ?? null));
  if (failed) throw failed;
  return steps;
}

/**
 * Helmet's security headers on every answer (the Content-Security-Policy, HSTS, nosniff, frame options and
 * the rest of helmet's defaults). Helmet's middleware runs once, at start, against a recorder, and each
 * answer gets the headers it set (docs/decisions/0225-list-page-per-request-work.md): the Fastify wrapper
 * built the middleware anew for every request, and even built once its chain of a dozen middlewares cost
 * about 3% of a page of the list's CPU, to set the same values every time.
 */
export default fp(
  async (app, options: HelmetOptions) => {
    const steps = helmetSteps(options);
    app.addHook('onRequest', (_request, reply, next) => {
      const raw = reply.raw;
      for (const step of steps) {
        if ('set' in step) raw.setHeader(step.set, step.value);
        else raw.removeHeader(step.remove);
      }
      next();
    });
  },
  { name: 'security-headers' },
);
