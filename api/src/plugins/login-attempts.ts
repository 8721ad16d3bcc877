import fp from 'fastify-plugin';
import { redisLoginAttempts, tableLoginAttempts, type LoginAttempts } from '../auth/login-attempts';

declare module 'fastify' {
  interface FastifyInstance {
    loginAttempts: LoginAttempts;
  }
}

/** The login failure counters: in Redis when the runtime has one (shared by every api node), else in Postgres. */
export default fp(
  async (app) => {
    const attempts = app.config.redisUrl ? redisLoginAttempts(app.config.redisUrl, app.config.redisPrefix) : tableLoginAttempts(app.db, app.clock);
    app.decorate('loginAttempts', attempts);
    app.addHook('onClose', () => attempts.close());
  },
  { name: 'login-attempts', dependencies: ['services'] },
);
