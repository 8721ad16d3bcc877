import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Vite names every built asset after its content hash: a changed file is a new name, so these never go stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * index.html names the current assets, and sw.js is the service worker (web/src/sw.ts) whose precache list
 * names them too: the browser may keep either but must ask whether it changed, so a release reaches it.
 */
const REVALIDATE = 'no-cache';
const ALWAYS_REVALIDATED = new Set(['index.html', 'sw.js']);
const OTHER_FILES = 'public, max-age=3600';

function cacheControlFor(root: string, file: string): string {
  // A precompressed copy (index.html.br) is cached as the file it stands for.
  const relative = path.relative(root, file).replace(/\.(br|gz)$/, '').split(path.sep);
  if (relative[0] === 'assets') return IMMUTABLE;
  return ALWAYS_REVALIDATED.has(relative.join('/')) ? REVALIDATE : OTHER_FILES;
}

/**
 * Serves the built web app on the api's port, and owns the not-found answer: paths under /api and
 * /assets get a JSON 404; any other GET that is not a file gets index.html, so that the client-side
 * router takes it.
 * Every /api answer is `no-store`: they are someone's data (leave history, balances, tokens), which no
 * shared browser cache or proxy may keep.
 */
export default fp(
  async (app) => {
    const root = app.config.webDist;
    const built = Boolean(root && existsSync(path.join(root, 'index.html')));
    if (root && built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        cacheControl: false,
        // The build wrote .br and .gz beside each file (web/build-tools/precompress.ts): sent as they are.
        preCompressed: true,
        setHeaders: (reply, file) => {
          reply.header('cache-control', cacheControlFor(root, file));
          // The web manifest's own type (browsers accept it as JSON too, but validators ask for this one).
          if (/\.webmanifest(\.(br|gz))?$/.test(file)) reply.header('content-type', 'application/manifest+json');
        },
      });
    } else {
      app.log.warn('web app not built: run `npm run build -w @leave/web` (npm start does it)');
    }
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // A missing file under /assets/ is a chunk of another release (a page opened before a deployment
      // asks for it): a 404 fails its import at once, where the app shell in its place would be cached
      // as a script that cannot run. The page reloads into the new release (web's reload-for-new-release).
      if (built && request.method === 'GET' && !pathname.startsWith('/api') && !pathname.startsWith('/socket.io') && !pathname.startsWith('/assets/')) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.status(404).send({ success: false, message: `Route ${request.method} ${pathname} not found` });
    });
  },
  { name: 'web', dependencies: ['services'] },
);
