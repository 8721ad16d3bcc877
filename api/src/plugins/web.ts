import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app on the api's port, and owns the not-found answer: paths under /api get a
 * JSON 404; any other GET that is not a file gets index.html, so that the client-side router takes it.
 */
export default fp(
  async (app) => {
    const root = app.config.webDist;
    const built = Boolean(root && existsSync(path.join(root, 'index.html')));
    if (root && built) {
      await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h' });
    } else {
      app.log.warn('web app not built: run `npm run build -w @leave/web` (npm start does it)');
    }
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (built && request.method === 'GET' && !pathname.startsWith('/api') && !pathname.startsWith('/socket.io')) {
        return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({ success: false, message: `Route ${request.method} ${pathname} not found` });
    });
  },
  { name: 'web', dependencies: ['services'] },
);
