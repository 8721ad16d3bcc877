import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEPARTMENTS } from '@leave/domain';
import { departmentSchema, responses, success } from '../../http/responses';

/** GET /departments: the eight of docs/product.md, open to anyone (the registration page needs them). */
const departments: FastifyPluginAsyncZod = async (app) => {
  app.get('/departments', { schema: { tags: ['departments'], response: responses({ 200: success(z.object({ departments: z.array(departmentSchema) })) }) } }, async () => ({
    success: true as const,
    data: { departments: DEPARTMENTS.map(({ code, name, label }) => ({ code, name, label })) },
  }));
};

export default departments;
