import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaveChangePayload } from '@leave/domain';
import type { Runtime } from '../../src/runtime';
import { fixedClock, startTestRuntime, listenLocally } from '../helper';
import { listen, person, record, waitFor, type LiveSocket } from './live-helpers';
import { toAccount } from '@leave/core/users';

const CSE = 'Computer Science & Engineering (CSE)';
const ECE = 'Electronics & Communication Engineering (ECE)';

describe('live updates over Socket.IO', () => {
  let runtime: Runtime;
  let url: string;
  let admin: { token: string };
  let hodCse: { user: { id: string }; token: string };
  let hodEce: { token: string };
  let employee: { user: { id: string }; token: string };
  let otherEmployee: { token: string };
  const sockets: LiveSocket[] = [];

  const open = async (token: string) => {
    const socket = await listen(url, token);
    sockets.push(socket);
    return socket;
  };
  const apply = (token: string, fromDate: string, toDate: string) =>
    runtime.app.inject({
      method: 'POST',
      url: '/api/leaves',
      headers: { authorization: `Bearer ${token}` },
      payload: { leaveType: 'cl', fromDate: `${fromDate}T00:00:00.000Z`, toDate: `${toDate}T00:00:00.000Z`, reason: 'Family function at home town' },
    });
  const setStatus = (token: string, id: string, payload: Record<string, string>) =>
    runtime.app.inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: { authorization: `Bearer ${token}` }, payload });

  beforeAll(async () => {
    runtime = await startTestRuntime({ clock: fixedClock('2026-11-23') });
    url = await listenLocally(runtime);
    const adminRow = toAccount(await runtime.database.db.selectFrom('users').selectAll().where('role', '=', 'admin').executeTakeFirstOrThrow());
    admin = { token: runtime.app.signAccessToken(adminRow) };
    hodCse = await person(runtime, 'hod', CSE, 'Hod Cse');
    hodEce = await person(runtime, 'hod', ECE, 'Hod Ece');
    employee = await person(runtime, 'employee', CSE, 'Asha Employee');
    otherEmployee = await person(runtime, 'employee', CSE, 'Ravi Employee');
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await runtime.close();
  });

  it('refuses a handshake without a token or with a bad one: connect_error Unauthorized', async () => {
    await expect(listen(url, undefined)).rejects.toThrow('Unauthorized');
    await expect(listen(url, 'not-a-jwt')).rejects.toThrow('Unauthorized');
    const forged = admin.token.slice(0, -4) + 'AAAA';
    await expect(listen(url, forged)).rejects.toThrow('Unauthorized');
  });

  it('sends a new application to the applicant, the HOD of that department and the admins, and to nobody else', async () => {
    const [mine, hod, otherHod, adminSocket, colleague] = await Promise.all([open(employee.token), open(hodCse.token), open(hodEce.token), open(admin.token), open(otherEmployee.token)]);
    const seen = [mine, hod, otherHod, adminSocket, colleague].map(record);
    const arrivals = [mine, hod, adminSocket].map((s) => waitFor(s, 'leave:created'));
    const response = await apply(employee.token, '2026-11-30', '2026-12-01');
    expect(response.statusCode).toBe(201);
    const payloads = (await Promise.all(arrivals)) as LeaveChangePayload[];
    for (const payload of payloads) {
      expect(payload.leave).toMatchObject({ status: 'pending', leaveType: 'cl', numberOfDays: 2, employee: { _id: employee.user.id } });
      expect(payload.event).toMatchObject({ type: 'LeaveApplied', actor: { _id: employee.user.id, name: 'Asha Employee', role: 'employee' } });
    }
    await runtime.app.livePublisher.flush();
    await new Promise((r) => setTimeout(r, 200));
    expect(seen[2]!['leave:created']).toBeUndefined();
    expect(seen[4]!['leave:created']).toBeUndefined();
    // Each socket gets the message once.
    expect(seen[0]!['leave:created']).toHaveLength(1);
    expect(seen[1]!['leave:created']).toHaveLength(1);
    expect(seen[3]!['leave:created']).toHaveLength(1);
  });

  it('tells the employee of each decision and refreshes their balance on final approval', async () => {
    const mine = await open(employee.token);
    const adminSocket = await open(admin.token);
    const created = (await apply(employee.token, '2026-12-07', '2026-12-08')).json().data.leave as { _id: string };

    const hodDecision = waitFor(mine, 'leave:updated');
    const adminSees = waitFor(adminSocket, 'leave:updated');
    expect((await setStatus(hodCse.token, created._id, { status: 'hodApproved' })).statusCode).toBe(200);
    expect(((await hodDecision) as LeaveChangePayload).leave.status).toBe('hodApproved');
    expect(((await adminSees) as LeaveChangePayload).event).toMatchObject({ type: 'LeaveHodApproved', actor: { name: 'Hod Cse', role: 'hod' } });

    const finalDecision = waitFor(mine, 'leave:updated');
    const balance = waitFor(mine, 'balance:updated');
    expect((await setStatus(admin.token, created._id, { status: 'approved' })).statusCode).toBe(200);
    expect(((await finalDecision) as LeaveChangePayload).leave.status).toBe('approved');
    expect(((await balance) as { leaveBalance: { cl: number } }).leaveBalance.cl).toBe(4);
  });

  it('tells every signed-in socket, of every role and department, that a policy version was published', async () => {
    const sockets = await Promise.all([open(employee.token), open(hodEce.token), open(admin.token)]);
    const heard = sockets.map((socket) => waitFor(socket, 'policy:changed'));
    const policy = (await runtime.app.inject({ method: 'GET', url: '/api/policy', headers: { authorization: `Bearer ${admin.token}` } })).json().data.policy;
    const published = await runtime.app.inject({
      method: 'POST',
      url: '/api/policy/versions',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { policy, effectiveFrom: '2027-01-01', reason: 'The same rules, published again' },
    });
    expect(published.statusCode, published.body).toBe(201);
    for (const payload of await Promise.all(heard)) expect(payload).toEqual({ position: expect.any(Number) });
  });

  it('shows a change made while a client was away once it reconnects and refetches', async () => {
    const hod = await open(hodCse.token);
    hod.disconnect();
    const created = (await apply(employee.token, '2026-12-14', '2026-12-14')).json().data.leave as { _id: string };
    const again = await open(hodCse.token);
    expect(again.connected).toBe(true);
    const list = await runtime.app.inject({ method: 'GET', url: '/api/leaves', headers: { authorization: `Bearer ${hodCse.token}` } });
    expect(list.json().data.leaves.map((l: { _id: string }) => l._id)).toContain(created._id);
  });

  it('drops a socket whose token is revoked by a password change', async () => {
    const victim = await person(runtime, 'employee', CSE, 'Meena Employee');
    const socket = await open(victim.token);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    const change = await runtime.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${victim.token}` },
      payload: { currentPassword: 'secret123', newPassword: 'another-secret', confirmPassword: 'another-secret' },
    });
    expect(change.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    await expect(listen(url, victim.token)).rejects.toThrow('Unauthorized');
  });
});
