// 'Signed-in devices', one by one (issue 49): each session's token names the session, the list marks the
// caller's own, and signing out one device refuses exactly that token from its next request on, the
// others standing. Another person's session is 404; tokens issued before sessions were named keep working
// as they did, and their sessions end only with 'Sign out everywhere'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { userStream } from '@leave/core/event-store';
import { startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, TEST_PASSWORD } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const CHROME_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
const inject = (options: InjectOptions) => runtime.app.inject(options);

interface Listed {
  _id: string;
  device: string;
  method: string;
  current: boolean;
  endable: boolean;
}

beforeAll(async () => {
  runtime = await startTestRuntime();
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

async function signIn(email: string, userAgent = CHROME_ON_LINUX): Promise<Record<string, string>> {
  const answer = await inject({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': userAgent }, payload: { email, password: TEST_PASSWORD } });
  expect(answer.statusCode, answer.body).toBe(200);
  return { authorization: `Bearer ${body(answer).data.token}` };
}
const sessions = async (headers: Record<string, string>) => body(await inject({ method: 'GET', url: '/api/users/me/sessions', headers })).data.sessions as Listed[];
const me = async (headers: Record<string, string>) => (await inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode;
const signOut = (headers: Record<string, string>, id: string) => inject({ method: 'DELETE', url: `/api/users/me/sessions/${id}`, headers });

describe('GET /api/users/me/sessions and DELETE /api/users/me/sessions/:id', () => {
  it('marks this device among identical ones, and signs out exactly the one chosen', async () => {
    const person = await addPerson(runtime, { name: 'Three Browsers', email: 'three.browsers@college.edu', role: 'employee', department: CSE });
    const lab = await signIn(person.user.email);
    const office = await signIn(person.user.email);
    const phone = await signIn(person.user.email, SAFARI_ON_IOS);

    const listed = await sessions(lab);
    expect(listed.map(({ device, current, endable }) => [device, current, endable])).toEqual(
      expect.arrayContaining([
        ['Chrome on Linux', true, true],
        ['Chrome on Linux', false, true],
        ['Safari on iOS', false, true],
      ]),
    );
    expect(listed).toHaveLength(3);
    // The same list from another browser marks that one instead.
    const fromOffice = await sessions(office);
    const officeId = fromOffice.find((s) => s.current)!._id;
    const labId = listed.find((s) => s.current)!._id;
    expect(officeId).not.toBe(labId);

    const answer = await signOut(lab, officeId);
    expect(answer.statusCode).toBe(200);
    expect(body(answer)).toMatchObject({ success: true, message: 'Signed out on that device', data: { _id: officeId, current: false } });
    expect(await me(office)).toBe(401);
    expect(await me(lab)).toBe(200);
    expect(await me(phone)).toBe(200);
    expect((await sessions(phone)).map((s) => s._id)).not.toContain(officeId);
    expect((await sessions(phone)).map((s) => s._id)).toContain(labId);
    const events = await runtime.eventStore.readStream(userStream.id(person.user.id));
    expect(events.at(-1)).toMatchObject({ type: 'UserSignedOutOnDevice', data: { userId: person.user.id, sessionId: officeId, device: 'Chrome on Linux' } });
    // Signed out already: that session is no longer there.
    expect((await signOut(lab, officeId)).statusCode).toBe(404);

    // This device, from the list: its own token ends, the phone's stands.
    const own = await signOut(lab, labId);
    expect(body(own).data).toEqual({ _id: labId, current: true });
    expect(await me(lab)).toBe(401);
    expect(await me(phone)).toBe(200);
    expect((await sessions(phone)).map((s) => s.device)).toEqual(['Safari on iOS']);
  });

  it("refuses another person's session with 404, a malformed id with 400, and signs out nothing", async () => {
    const owner = await addPerson(runtime, { name: 'Session Owner', email: 'session.owner@college.edu', role: 'employee', department: CSE });
    const ownersBrowser = await signIn(owner.user.email);
    const ownersId = (await sessions(ownersBrowser)).find((s) => s.current)!._id;
    for (const other of [cast.empCse2, cast.hodCse, cast.admin]) {
      const refused = await signOut(other.headers, ownersId);
      expect(refused.statusCode).toBe(404);
      expect(body(refused).message).toBe('Session not found');
    }
    expect((await signOut(cast.empCse2.headers, 'not a session')).statusCode).toBe(400);
    expect((await signOut(cast.empCse2.headers, '7d1c2a52-3b0e-4f7e-9a57-0f5b1b7c9e12')).statusCode).toBe(404);
    expect(await me(ownersBrowser)).toBe(200);
    expect((await inject({ method: 'DELETE', url: `/api/users/me/sessions/${ownersId}` })).statusCode).toBe(401);
  });

  it("refuses a deleted person's token on both routes", async () => {
    const leaving = await addPerson(runtime, { name: 'Leaving Soon', email: 'leaving.soon@college.edu', role: 'employee', department: CSE });
    const browser = await signIn(leaving.user.email);
    const id = (await sessions(browser)).find((s) => s.current)!._id;
    expect((await inject({ method: 'DELETE', url: `/api/users/${leaving.user.id}`, headers: cast.admin.headers })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/users/me/sessions', headers: browser })).statusCode).toBe(401);
    expect((await signOut(browser, id)).statusCode).toBe(401);
  });

  it('keeps a token that names no session working, marks nothing as this device for it, and ends such a session only everywhere', async () => {
    const person = await addPerson(runtime, { name: 'Old Token', email: 'old.token@college.edu', role: 'employee', department: CSE });
    // A session started before tokens named their session: its row says so.
    await runtime.database.db
      .insertInto('sessions')
      .values({ id: 'a1b2c3d4-0000-4000-8000-000000000001', user_id: person.user.id, token_version: person.user.tokenVersion, started_at: runtime.clock.now(), device: 'Firefox on Windows', method: 'password' })
      .execute();
    const listed = await sessions(person.headers);
    expect(listed).toEqual([expect.objectContaining({ device: 'Firefox on Windows', current: false, endable: false })]);
    const refused = await signOut(person.headers, 'a1b2c3d4-0000-4000-8000-000000000001');
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe('This session started before devices could be signed out one by one. Sign out everywhere to end it.');
    expect(await me(person.headers)).toBe(200);
    // A named session of the same person ended does not touch the unnamed token.
    const browser = await signIn(person.user.email);
    expect((await signOut(person.headers, (await sessions(browser)).find((s) => s.current)!._id)).statusCode).toBe(200);
    expect(await me(browser)).toBe(401);
    expect(await me(person.headers)).toBe(200);
    expect((await inject({ method: 'POST', url: '/api/auth/sign-out-everywhere', headers: person.headers })).statusCode).toBe(200);
    expect(await me(person.headers)).toBe(401);
  });

  it('lets an auditor sign out a device of their own', async () => {
    const auditor = await addPerson(runtime, { name: 'Device Auditor', email: 'device.auditor@college.edu', role: 'auditor', department: null });
    const first = await signIn(auditor.user.email);
    const second = await signIn(auditor.user.email, SAFARI_ON_IOS);
    const secondId = (await sessions(second)).find((s) => s.current)!._id;
    expect((await signOut(first, secondId)).statusCode).toBe(200);
    expect(await me(second)).toBe(401);
    expect(await me(first)).toBe(200);
  });
});
