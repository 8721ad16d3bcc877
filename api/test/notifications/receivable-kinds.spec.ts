// Preferences only of kinds the person can receive (issue 49): the answer names them (`kinds`), by role, and
// for an employee the approver's kinds only while they are named a stand-in (or hold an office). A kind
// they cannot receive, sent anyway, is kept and changes nothing they get (docs/decisions/0390).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
const inject = (options: InjectOptions) => runtime.app.inject(options);
const kindsOf = async (who: Person) => body(await inject({ method: 'GET', url: '/api/users/me/notification-preferences', headers: who.headers })).data.kinds as string[];

beforeAll(async () => {
  runtime = await startTestRuntime({ clock: fixedClock('2026-11-23') });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

describe('GET and PUT /api/users/me/notification-preferences: the kinds a person can receive', () => {
  it('names by role what each person receives', async () => {
    expect(await kindsOf(cast.empCse)).toEqual(['applicationDecided', 'cancellationDecided', 'classToTake', 'classDeclined']);
    expect(await kindsOf(cast.hodCse)).toEqual(['applicationDecided', 'applicationWaiting', 'cancellationToDecide', 'cancellationDecided', 'approvalsReminder', 'classToTake', 'classDeclined']);
    expect(await kindsOf(cast.admin)).toEqual(['applicationDecided', 'applicationWaiting', 'cancellationToDecide', 'cancellationDecided', 'importFinished', 'approvalsReminder', 'classToTake', 'classDeclined']);
    const auditor = await addPerson(runtime, { name: 'Kinds Auditor', email: 'kinds.auditor@college.edu', role: 'auditor', department: null });
    expect(await kindsOf(auditor)).toEqual([]);
  });

  it("adds the approver's kinds for an employee named a stand-in, until the naming is removed", async () => {
    const standIn = await addPerson(runtime, { name: 'Stand In Kinds', email: 'stand.in.kinds@college.edu', role: 'employee', department: CSE });
    const named = await inject({ method: 'POST', url: '/api/stand-ins', headers: cast.admin.headers, payload: { hodId: cast.hodCse.user.id, standInId: standIn.user.id, from: '2026-12-01', to: '2026-12-04' } });
    expect(named.statusCode, named.body).toBe(201);
    expect(await kindsOf(standIn)).toEqual(['applicationDecided', 'applicationWaiting', 'cancellationDecided', 'approvalsReminder', 'classToTake', 'classDeclined']);
    expect((await inject({ method: 'DELETE', url: `/api/stand-ins/${body(named).data.standIn._id}`, headers: cast.admin.headers })).statusCode).toBe(200);
    expect(await kindsOf(standIn)).toEqual(['applicationDecided', 'cancellationDecided', 'classToTake', 'classDeclined']);
  });

  it('keeps a kind the person cannot receive, sent anyway, and answers the kinds with the change', async () => {
    const saved = await inject({ method: 'PUT', url: '/api/users/me/notification-preferences', headers: cast.empCse2.headers, payload: { email: { applicationDecided: false, applicationWaiting: false } } });
    expect(saved.statusCode).toBe(200);
    expect(body(saved).data).toMatchObject({ email: { applicationDecided: false, applicationWaiting: false }, kinds: ['applicationDecided', 'cancellationDecided', 'classToTake', 'classDeclined'] });
  });
});
