import type { FastifyPluginAsync } from 'fastify';
import health from './health';

/** Every resource's routes, under /api. One plugin per resource. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(health);
};

export default routes;
