import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { officesHeldNow } from '@leave/core/offices';
import { balanceInfoUnder, canListUsers, canViewBalanceLedger, DomainError, readsEverything, updateUserBody, userListQuery, withPolicyTypes, type CurrentBalancesDto } from '@leave/domain';
import { earnedLeaveFor } from '@leave/core/earned-leave';
import { elDivisorOn, readPolicyHistory, versionInForce } from '@leave/core/policy';
import { balanceLedgerEntrySchema, currentBalancesSchema, idParams, responses, success, userSchema } from '../../http/responses';
import { metadataOf, viewerOf } from '../../http/request-context';
import { balanceLedgerOf, balanceOf, findUser, listUsers, userDto } from '../../users/queries';
import { deleteUser, updateUser } from '../../users/commands';

const bearer = [{ bearer: [] }];
const userResult = success(z.object({ user: userSchema }));

/** People: the lists, the own profile and balances, admin and self edits, deletion (docs/contract.md). */
const users: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      onRequest: app.authenticate,
      schema: { tags: ['users'], security: bearer, querystring: userListQuery, response: responses({ 200: success(z.object({ users: z.array(userSchema), total: z.number().int().optional() })) }) },
    },
    async (request) => {
      const viewer = viewerOf(request.currentUser);
      // An employee holding an office (issue 43) searches their department to name a stand-in.
      const holdsOffice = viewer.role === 'employee' && (await officesHeldNow(app.db, viewer.id)).length > 0;
      if (!canListUsers(viewer, { holdsOffice })) throw DomainError.forbidden('You do not have permission to do this');
      const scope = readsEverything(viewer.role) ? ('all' as const) : { department: viewer.department ?? '' };
      const { users, total } = await listUsers(app.db, scope, request.query);
      return { success: true as const, data: request.query.limit === undefined ? { users } : { users, total } };
    },
  );

  app.get('/users/profile', { onRequest: app.authenticate, schema: { tags: ['users'], security: bearer, response: responses({ 200: userResult }) } }, async (request) => ({
    success: true as const,
    // The row as it is now: the node's cached account may hold an older last sign-in.
    data: { user: await userDto(app.db, (await findUser(app.db, request.currentUser.id)) ?? request.currentUser) },
  }));

  app.get(
    '/users/current-leave-balances',
    {
      onRequest: app.authenticate,
      schema: { tags: ['users'], security: bearer, response: responses({ 200: success(currentBalancesSchema) }) },
    },
    async (request) => {
      const { policy } = versionInForce(await readPolicyHistory(app.eventStore, app.db), app.clock.today());
      // The five always, and every other type of the policy in force (0 until the ledger holds some).
      const data: CurrentBalancesDto = { ...withPolicyTypes(await balanceOf(app.db, request.currentUser.id), policy), ...balanceInfoUnder(policy, app.clock.today()) };
      return { success: true as const, data };
    },
  );

  app.get(
    '/users/earned-leave-details',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        security: bearer,
        response: responses({ 200: success(z.object({ totalWorkingDays: z.number(), actualWorkingDays: z.number(), earnedLeave: z.number(), currentELBalance: z.number() })) }),
      },
    },
    async (request) => ({
      success: true as const,
      data: await earnedLeaveFor(app.db, request.currentUser, app.clock.today(), elDivisorOn(await readPolicyHistory(app.eventStore, app.db), app.clock.today(), app.config.elDivisor)),
    }),
  );

  app.get(
    '/users/:id/balance-ledger',
    {
      onRequest: app.authenticate,
      schema: { tags: ['users'], security: bearer, params: idParams, response: responses({ 200: success(z.object({ entries: z.array(balanceLedgerEntrySchema) })) }) },
    },
    async (request) => {
      const person = await findUser(app.db, request.params.id);
      if (!person) throw DomainError.notFound('User not found');
      if (!canViewBalanceLedger(viewerOf(request.currentUser), person)) throw DomainError.forbidden('You do not have permission to see this balance history');
      return { success: true as const, data: { entries: await balanceLedgerOf(app.eventStore, person.id) } };
    },
  );

  app.put(
    '/users/:id',
    { onRequest: app.authenticate, schema: { tags: ['users'], security: bearer, params: idParams, body: updateUserBody, response: responses({ 200: userResult }) } },
    async (request) => {
      const user = await updateUser(app, request.currentUser, request.params.id, request.body, metadataOf(request));
      return { success: true as const, message: 'User updated successfully', data: { user: await userDto(app.db, user) } };
    },
  );

  app.delete(
    '/users/:id',
    { onRequest: app.requireRole('admin'), schema: { tags: ['users'], security: bearer, params: idParams, response: responses({ 200: success(z.object({ id: z.string() })) }) } },
    async (request) => {
      await deleteUser(app, request.currentUser, request.params.id, metadataOf(request));
      return { success: true as const, message: 'User deleted successfully', data: { id: request.params.id } };
    },
  );
};

export default users;
