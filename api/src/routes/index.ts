import type { FastifyPluginAsync } from 'fastify';
import health from './health';
import auth from './auth';
import demo from './demo';
import users from './users';
import leaves from './leaves';
import dashboard from './dashboard';
import departments from './departments';
import excel from './excel';
import earnedLeave from './earned-leave';
import metrics from './metrics';
import leaveCancellation from './leave-cancellation';
import holidays from './holidays';
import audit from './audit';
import exportsRoutes from './exports';
import notifications from './notifications';
import standIns from './stand-ins';
import calendar from './calendar';
import calendarFeeds from './calendar-feeds';

/** Every resource's routes, under /api. One plugin per resource. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(auth);
  if (app.config.demoMode) await app.register(demo);
  await app.register(users);
  await app.register(leaves);
  await app.register(dashboard);
  await app.register(departments);
  await app.register(excel);
  await app.register(earnedLeave);
  if (app.config.metricsToken) await app.register(metrics, { token: app.config.metricsToken });
  await app.register(leaveCancellation);
  await app.register(holidays);
  await app.register(audit);
  await app.register(exportsRoutes);
  await app.register(notifications);
  await app.register(standIns);
  await app.register(calendar);
  await app.register(calendarFeeds);
};

export default routes;
