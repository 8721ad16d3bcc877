import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries the metrics token (compared in constant time). */
function carriesToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!.trim()), digest(token));
}

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN. Registered only when the
 * token is set: otherwise the path is a 404 like any unknown one, and nothing tells that it exists.
 */
const metrics: FastifyPluginAsync<{ token: string }> = async (app, { token }) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!carriesToken(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ success: false, message: 'Not authorized: the metrics token is missing or wrong' });
    }
    return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
  });
};

export default metrics;
