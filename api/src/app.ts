import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyLoggerOptions, requestLine } from '@leave/core/log';
import { isPlainRequestId } from '@leave/domain';
import services, { type Services } from './plugins/services';
import metrics from './plugins/metrics';
import errorHandler, { refusalOf } from './plugins/error-handler';
import textRule from './plugins/text-rule';
import securityHeaders from './plugins/security-headers';
import idempotency from './plugins/idempotency';
import auth from './plugins/auth';
import loginAttempts from './plugins/login-attempts';
import deviceCookie from './plugins/device-cookie';
import web from './plugins/web';
import socket from './plugins/socket';
import routes from './routes';
import { createResponseSerializerCompiler, type CompiledAnswer } from './http/response-serializer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every answer's serializer as compiled at start, and whether fast-json-stringify or zod writes it (http/response-serializer.ts). */
    responseSerializers: readonly CompiledAnswer[];
    /** Every route as declared, with its schemas: what the test of one text and strictness rule for every route walks. */
    routeTable: readonly RouteOptions[];
  }
}

/** A request in one line when it is answered: `GET /api/leaves?limit=25 200 12 ms` (errors as Fastify logs them). */
class TerminalLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const refusal = refusalOf(request);
    const line = `${requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime)}${refusal ? `: ${refusal}` : ''}`;
    if (error) request.log.error({ err: error }, line);
    else request.log.info(line);
  }
}

/** Builds the HTTP app around already-open services; the caller owns their lifecycle. */
export async function buildApp(deps: Services, options: { logger?: FastifyServerOptions['logger'] } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? fastifyLoggerOptions(deps.config.logLevel, deps.config.logFormat),
    // At a terminal a request is one line, not Fastify's two entries of nested fields.
    ...(deps.config.logFormat === 'pretty' ? { logController: new TerminalLogController() } : {}),
    bodyLimit: 100 * 1024,
    trustProxy: deps.config.trustProxy,
    // A client's x-request-id is kept only when short and plain (it goes into the log and into every
    // event's metadata); anything else gets a generated id, as a request without one does.
    requestIdHeader: false,
    genReqId: (request) => {
      const sent = request.headers['x-request-id'];
      return isPlainRequestId(sent) ? sent : randomUUID();
    },
    ajv: { customOptions: { removeAdditional: false } },
    // Errors Fastify answers before any route runs (a malformed URL, an over-long id) get the envelope too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      void reply.status(status).send({ success: false, message: status === 414 ? 'Request path is too long' : 'Bad request' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  const routeTable: RouteOptions[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => void routeTable.push(route));
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by fast-json-stringify from the routes' zod schemas, or by zod where that would differ.
  const serializers = createResponseSerializerCompiler();
  app.setSerializerCompiler(serializers.compiler);
  app.decorate('responseSerializers', serializers.compiled);

  await app.register(services, deps);
  await app.register(metrics);
  await app.register(errorHandler);
  await app.register(textRule);
  await app.register(securityHeaders, {
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
  await app.register(deviceCookie);
  await app.register(idempotency);
  await app.register(socket);
  await app.register(routes, { prefix: '/api' });
  await app.register(web);
  return app;
}
