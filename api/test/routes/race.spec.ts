// Conflicting actions fired at once on many applications: for each one exactly one action wins, the
// losers get 409, and the application's events, its read model and the applicant's balance agree.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceStream, leaveStream } from '@leave/core/event-store';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { foldBalance, foldLeave, type BalanceEvent, type LeaveEvent } from '@leave/domain';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const APPLICATIONS = 12;
const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
const inject = (options: InjectOptions) => runtime.app.inject(options);
const setStatus = (who: Person, id: string, payload: object) => inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: who.headers, payload });
const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode).sort();

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

async function expectConsistent(leaveId: string, applicant: Person) {
  const stream = await runtime.eventStore.readStream(leaveStream.id(leaveId));
  const state = foldLeave(stream.map((e) => ({ type: e.type, data: e.data }) as LeaveEvent));
  const row = await runtime.database.db.selectFrom('leave_applications').selectAll().where('id', '=', leaveId).executeTakeFirstOrThrow();
  expect(row.status).toBe(state.status);
  expect(row.version).toBe(stream.length);
  const ledger = await runtime.eventStore.readStream(balanceStream.id(applicant.user.id));
  const debits = ledger.filter((e) => e.type === 'BalanceDebited' && (e.data as { leaveId: string }).leaveId === leaveId);
  expect(debits).toHaveLength(row.status === 'approved' ? 1 : 0);
  const balance = await runtime.database.db.selectFrom('leave_balances').select(['cl', 'scl', 'el', 'hpl', 'ccl']).where('user_id', '=', applicant.user.id).executeTakeFirstOrThrow();
  expect(balance).toEqual(foldBalance(ledger.map((e) => ({ type: e.type, data: e.data }) as BalanceEvent)));
  expect(balance.cl).toBe(row.status === 'approved' ? 4 : 6);
  return { stream, status: row.status };
}

describe('two or more actors on one application at once', () => {
  it('lets exactly one action win on each of many applications, in two rounds', async () => {
    const secondHod = await addPerson(runtime, { name: 'Second Hod', email: 'second.hod@college.edu', role: 'hod', department: CSE });
    const secondAdmin = await addPerson(runtime, { name: 'Second Admin', email: 'second.admin@college.edu', role: 'admin', department: null });
    const applicants = await Promise.all(
      Array.from({ length: APPLICATIONS }, (_, i) => addPerson(runtime, { name: `Racer ${i}`, email: `racer${i}@college.edu`, role: 'employee', department: CSE })),
    );
    const applied = await Promise.all(
      applicants.map((person) => inject({ method: 'POST', url: '/api/leaves', headers: person.headers, payload: { leaveType: 'cl', fromDate: '2026-12-01', toDate: '2026-12-02', reason: 'Racing for the same days' } })),
    );
    expect(applied.map((r) => r.statusCode)).toEqual(applied.map(() => 201));
    const ids = applied.map((r) => body(r).data.leave.id as string);

    // Round 1, on pending applications: the department's two HODs approve (twice) and reject at once.
    const round1 = await Promise.all(
      ids.map((id) =>
        Promise.all([
          setStatus(cast.hodCse, id, { status: 'hodApproved' }),
          setStatus(secondHod, id, { status: 'rejected', rejectionReason: 'HOD says no' }),
          setStatus(cast.hodCse, id, { status: 'hodApproved' }),
        ]),
      ),
    );
    for (const responses of round1) expect(statuses(responses)).toEqual([200, 409, 409]);

    // Round 2, on the HOD-approved ones: two admins approve (one twice) and reject, all at once.
    const open = ids.filter((_, i) => body(round1[i]!.find((r) => r.statusCode === 200)!).data.leave.status === 'hodApproved');
    const round2 = await Promise.all(
      open.map((id) =>
        Promise.all([
          setStatus(cast.admin, id, { status: 'approved' }),
          setStatus(secondAdmin, id, { status: 'rejected', rejectionReason: 'Admin says no' }),
          setStatus(cast.admin, id, { status: 'approved' }),
        ]),
      ),
    );
    for (const responses of round2) expect(statuses(responses)).toEqual([200, 409, 409]);

    for (const [i, id] of ids.entries()) {
      const { stream, status } = await expectConsistent(id, applicants[i]!);
      // The log holds only the winners: one event per round the application took part in.
      const expectedLength = open.includes(id) ? 3 : 2;
      expect(stream.map((e) => e.type), `${id} ${status}`).toHaveLength(expectedLength);
      expect(stream.map((e) => e.version)).toEqual(Array.from({ length: expectedLength }, (_, k) => k + 1));
    }
  });
});

describe('one applicant firing applications at once', () => {
  it('never reserves more days than the balance', async () => {
    const person = await addPerson(runtime, { name: 'Greedy Person', email: 'greedy@college.edu', role: 'employee', department: CSE });
    const days = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08', '2026-12-09'];
    const responses = await Promise.all(
      days.map((day) => inject({ method: 'POST', url: '/api/leaves', headers: person.headers, payload: { leaveType: 'cl', fromDate: day, toDate: day, reason: 'One day at a time' } })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(6);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, body(r).message])).toEqual([
      [400, 'Insufficient CL balance. Available: 0 days, Requested: 1 days'],
      [400, 'Insufficient CL balance. Available: 0 days, Requested: 1 days'],
    ]);
  });

  it('accepts only one of two overlapping applications sent together', async () => {
    const person = await addPerson(runtime, { name: 'Double Person', email: 'double@college.edu', role: 'employee', department: CSE });
    const responses = await Promise.all(
      ['cl', 'scl'].map((leaveType) => inject({ method: 'POST', url: '/api/leaves', headers: person.headers, payload: { leaveType, fromDate: '2026-12-01', toDate: '2026-12-02', reason: 'Same days twice' } })),
    );
    expect(statuses(responses)).toEqual([201, 409]);
    const mine = await inject({ method: 'GET', url: '/api/leaves/my-leaves', headers: person.headers });
    expect(body(mine).data.leaves).toHaveLength(1);
  });
});

describe('If-Match on a status change', () => {
  it('lets two actors who saw the same version race with exactly one winner, even for actions that could follow each other', async () => {
    const person = await addPerson(runtime, { name: 'Versioned Person', email: 'versioned@college.edu', role: 'employee', department: CSE });
    const applied = body(await inject({ method: 'POST', url: '/api/leaves', headers: person.headers, payload: { leaveType: 'cl', fromDate: '2026-12-01', toDate: '2026-12-01', reason: 'Versioned leave' } })).data.leave;
    const ifMatch = `"${applied.version}"`;
    const responses = await Promise.all([
      inject({ method: 'PUT', url: `/api/leaves/${applied.id}/status`, headers: { ...cast.hodCse.headers, 'if-match': ifMatch }, payload: { status: 'hodApproved' } }),
      inject({ method: 'PUT', url: `/api/leaves/${applied.id}/status`, headers: { ...cast.admin.headers, 'if-match': ifMatch }, payload: { status: 'rejected', rejectionReason: 'Admin saw it first' } }),
    ]);
    expect(statuses(responses)).toEqual([200, 409]);
    expect(body(responses.find((r) => r.statusCode === 409)!).message).toBe('This application was changed by someone else. Please reload and try again.');
    expect(await runtime.eventStore.readStream(leaveStream.id(applied.id))).toHaveLength(2);
    await expectConsistent(applied.id, person);
    const badHeader = await inject({ method: 'PUT', url: `/api/leaves/${applied.id}/status`, headers: { ...cast.admin.headers, 'if-match': 'yesterday' }, payload: { status: 'approved' } });
    expect(badHeader.statusCode).toBe(400);
  });

  it("keeps each racer's answer under its own Idempotency-Key: the winner's committed, the loser's 409 replayed, nothing appended twice", async () => {
    const person = await addPerson(runtime, { name: 'Keyed Person', email: 'keyed@college.edu', role: 'employee', department: CSE });
    const applied = body(await inject({ method: 'POST', url: '/api/leaves', headers: person.headers, payload: { leaveType: 'cl', fromDate: '2026-12-03', toDate: '2026-12-03', reason: 'Keyed leave' } })).data.leave;
    const ifMatch = `"${applied.version}"`;
    const hodRequest = { method: 'PUT', url: `/api/leaves/${applied.id}/status`, headers: { ...cast.hodCse.headers, 'if-match': ifMatch, 'idempotency-key': 'race-hod' }, payload: { status: 'hodApproved' } } as const;
    const adminRequest = { method: 'PUT', url: `/api/leaves/${applied.id}/status`, headers: { ...cast.admin.headers, 'if-match': ifMatch, 'idempotency-key': 'race-admin' }, payload: { status: 'rejected', rejectionReason: 'Admin saw it first' } } as const;
    const responses = await Promise.all([inject(hodRequest), inject(adminRequest)]);
    expect(statuses(responses)).toEqual([200, 409]);
    const [winner, loser] = responses[0]!.statusCode === 200 ? [responses[0]!, responses[1]!] : [responses[1]!, responses[0]!];
    expect(body(loser).message).toBe('This application was changed by someone else. Please reload and try again.');
    expect(await runtime.eventStore.readStream(leaveStream.id(applied.id))).toHaveLength(2);

    const keys = await runtime.database.db.selectFrom('idempotency_keys').select(['key', 'committed', 'status']).where('key', 'in', ['race-hod', 'race-admin']).orderBy('key').execute();
    const winnerKey = winner === responses[0] ? 'race-hod' : 'race-admin';
    expect(keys).toEqual([
      { key: 'race-admin', committed: winnerKey === 'race-admin', status: winnerKey === 'race-admin' ? 200 : 409 },
      { key: 'race-hod', committed: winnerKey === 'race-hod', status: winnerKey === 'race-hod' ? 200 : 409 },
    ]);
    // Each retry gets its own first answer back and appends nothing.
    const retries = await Promise.all([inject(hodRequest), inject(adminRequest)]);
    expect(retries.map((r) => [r.statusCode, r.body, r.headers['idempotent-replayed']])).toEqual(responses.map((r) => [r.statusCode, r.body, 'true']));
    expect(await runtime.eventStore.readStream(leaveStream.id(applied.id))).toHaveLength(2);
    await expectConsistent(applied.id, person);
  });
});
