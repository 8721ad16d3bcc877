import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyLoggerOptions } from '@leave/core/log';
import services, { type Services } from './plugins/services';
import metrics from './plugins/metrics';
import errorHandler from './plugins/error-handler';
import auth from './plugins/auth';
import loginAttempts from './plugins/login-attempts';
import web from './plugins/web';
import socket from './plugins/socket';
import routes from './routes';

/** Builds the HTTP app around already-open services; the caller owns their lifecycle. */
export async function buildApp(deps: Services, options: { logger?: FastifyServerOptions['logger'] } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? fastifyLoggerOptions(deps.config.logLevel, deps.config.logFormat),
    bodyLimit: 100 * 1024,
    trustProxy: deps.config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    ajv: { customOptions: { removeAdditional: false } },
    // Errors Fastify answers before any route runs (a malformed URL, an over-long id) get the envelope too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      void reply.status(status).send({ success: false, message: status === 414 ? 'Request path is too long' : 'Bad request' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(services, deps);
  await app.register(metrics);
  await app.register(errorHandler);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'"],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'img-src': ["'self'", 'data:'],
      },
    },
  });
  await app.register(cors, { origin: deps.config.corsOrigins.length > 0 ? deps.config.corsOrigins : false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'College leave system API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(auth);
  await app.register(loginAttempts);
  await app.register(socket);
  await app.register(routes, { prefix: '/api' });
  await app.register(web);
  return app;
}
