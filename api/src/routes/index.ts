import type { FastifyPluginAsync } from 'fastify';
import health from './health';
import auth from './auth';
import demo from './demo';
import users from './users';
import leaves from './leaves';
import leaveAttachments from './leave-attachments';
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
import push from './push';
import standIns from './stand-ins';
import offices from './offices';
import calendar from './calendar';
import calendarFeeds from './calendar-feeds';
import policy from './policy';
import payroll from './payroll';
import signInLinks from './sign-in-links';
import passkeys from './passkeys';
import passwordLinks from './password-links';
import decisionLinks from './decision-links';
import timetable from './timetable';
import arrangements from './arrangements';

/** Every resource's routes, under /api. One plugin per resource, registered in this order. */
const routes: FastifyPluginAsync = async (app) => {
  for (const plugin of [health, auth, signInLinks, passkeys, passwordLinks, decisionLinks]) await app.register(plugin);
  if (app.config.demoMode) await app.register(demo);
  for (const plugin of [users, leaves, leaveAttachments, dashboard, departments, excel, earnedLeave]) await app.register(plugin);
  if (app.config.metricsToken) await app.register(metrics, { token: app.config.metricsToken });
  for (const plugin of [leaveCancellation, holidays, audit, exportsRoutes, notifications, push, standIns, calendar, calendarFeeds, policy, payroll, offices, timetable, arrangements]) {
    await app.register(plugin);
  }
};

export default routes;
