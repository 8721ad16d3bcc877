// The offices of the approval routes (issue 43, docs/contract.md 'Offices'): who holds each office of the
// policy in force (GET), and an admin naming them (PUT). The built-in `hod` and `admin` are held by role.

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, OFFICE_MESSAGES, officeHoldersBody, officeParams, officesOf, type OfficeDto } from '@leave/domain';
import { readPolicyHistory, versionInForce } from '@leave/core/policy';
import { namedHolders, setOfficeHolders } from '@leave/core/offices';
import { liveAccounts } from '@leave/core/users';
import { responses, success } from '../../http/responses';
import { metadataOf } from '../../http/request-context';
import { endNamingsOfFormerHolders } from '../../stand-ins/stand-ins';

const bearer = [{ bearer: [] }];
const officeSchema = z.object({ code: z.string(), name: z.string(), holders: z.array(z.object({ _id: z.string(), name: z.string() })) });

const offices: FastifyPluginAsyncZod = async (app) => {
  async function officeList(): Promise<OfficeDto[]> {
    const { policy } = versionInForce(await readPolicyHistory(app.eventStore, app.db), app.clock.today());
    const holders = await namedHolders(app.db);
    return officesOf(policy).map((office) => ({ code: office.code, name: office.name, holders: (holders[office.code] ?? []).map((person) => ({ _id: person.id, name: person.name })) }));
  }

  app.get('/offices', { onRequest: app.authenticate, schema: { tags: ['offices'], security: bearer, response: responses({ 200: success(z.object({ offices: z.array(officeSchema) })) }) } }, async () => ({
    success: true as const,
    data: { offices: await officeList() },
  }));

  app.put(
    '/offices/:code',
    { onRequest: app.requireRole('admin'), schema: { tags: ['offices'], security: bearer, params: officeParams, body: officeHoldersBody, response: responses({ 200: success(z.object({ office: officeSchema })) }) } },
    async (request) => {
      const { code } = request.params;
      if (code === 'hod' || code === 'admin') throw DomainError.validation(OFFICE_MESSAGES.builtIn, 'code');
      const { policy } = versionInForce(await readPolicyHistory(app.eventStore, app.db), app.clock.today());
      if (!officesOf(policy).some((office) => office.code === code)) throw DomainError.notFound(OFFICE_MESSAGES.unknownOffice);
      const ids = [...new Set(request.body.holderIds)];
      const people = ids.length === 0 ? [] : await liveAccounts(app.db, ids, ids.length);
      if (people.length !== ids.length || people.some((person) => !person.isActive)) throw DomainError.validation(OFFICE_MESSAGES.unknownPerson, 'holderIds');
      // A stand-in named by someone who no longer holds the office ends with it (issue 43), in one transaction.
      await app.eventStore.transaction(async (tx) => {
        await setOfficeHolders(tx.trx, code, ids, app.clock.now());
        await endNamingsOfFormerHolders(tx, code, ids, app.clock.now(), metadataOf(request));
      });
      const office = (await officeList()).find((known) => known.code === code)!;
      return { success: true as const, data: { office } };
    },
  );
};

export default offices;
