// 'Sign out everywhere' (issue 22): every token the person holds stops working at once, on this node and in
// any browser, the event says so in their record, and signing in again works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { userStream } from '@leave/core/event-store';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, asPerson, body, CSE, TEST_PASSWORD } from '../fixtures';
import type { Runtime } from '../../src/runtime';

let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
const inject = (options: InjectOptions) => runtime.app.inject(options);

beforeAll(async () => {
  runtime = await startTestRuntime({ clock: fixedClock('2026-11-23') });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

describe('POST /api/auth/sign-out-everywhere', () => {
  it("ends every session of the person, this one too, and nobody else's", async () => {
    const person = await addPerson(runtime, { name: 'Many Devices', email: 'many.devices@college.edu', role: 'employee', department: CSE });
    // A second browser: another token for the same person.
    const phone = asPerson(runtime, person.user);
    for (const who of [person, phone]) expect((await inject({ method: 'GET', url: '/api/auth/me', headers: who.headers })).statusCode).toBe(200);

    const answer = await inject({ method: 'POST', url: '/api/auth/sign-out-everywhere', headers: person.headers });
    expect(answer.statusCode).toBe(200);
    expect(body(answer).message).toBe('Signed out on every device');
    for (const who of [person, phone]) expect((await inject({ method: 'GET', url: '/api/auth/me', headers: who.headers })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/auth/me', headers: cast.empCse.headers })).statusCode).toBe(200);

    const events = await runtime.eventStore.readStream(userStream.id(person.user.id));
    expect(events.at(-1)).toMatchObject({ type: 'UserSignedOutEverywhere', data: { userId: person.user.id } });
    const again = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'many.devices@college.edu', password: TEST_PASSWORD } });
    expect(again.statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${body(again).data.token}` } })).statusCode).toBe(200);
  });

  it('lets an auditor end their own sessions, and refuses without a token', async () => {
    const auditor = await addPerson(runtime, { name: 'Audit Person', email: 'audit.person@college.edu', role: 'auditor', department: null });
    expect((await inject({ method: 'POST', url: '/api/auth/sign-out-everywhere', headers: auditor.headers })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/auth/me', headers: auditor.headers })).statusCode).toBe(401);
    expect((await inject({ method: 'POST', url: '/api/auth/sign-out-everywhere' })).statusCode).toBe(401);
  });

  it("lists the person's sessions by device and how they started, and none of them after signing out everywhere", async () => {
    await addPerson(runtime, { name: 'Two Phones', email: 'two.phones@college.edu', role: 'employee', department: CSE });
    const signIn = async (userAgent: string) => {
      const answer = await inject({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': userAgent }, payload: { email: 'two.phones@college.edu', password: TEST_PASSWORD } });
      expect(answer.statusCode).toBe(200);
      return { authorization: `Bearer ${body(answer).data.token}` };
    };
    const phone = await signIn('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36');
    await signIn('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0');
    const sessions = async (headers: Record<string, string>) => body(await inject({ method: 'GET', url: '/api/users/me/sessions', headers })).data.sessions as { device: string; method: string }[];
    expect((await sessions(phone)).map(({ device, method }) => [device, method])).toEqual([
      ['Firefox on Windows', 'password'],
      ['Chrome on Android', 'password'],
    ]);
    // Another person sees only their own.
    expect(await sessions(cast.empCse2.headers)).toEqual([]);

    expect((await inject({ method: 'POST', url: '/api/auth/sign-out-everywhere', headers: phone })).statusCode).toBe(200);
    const again = await signIn('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1');
    expect((await sessions(again)).map(({ device }) => device)).toEqual(['Safari on iOS']);
  });
});
