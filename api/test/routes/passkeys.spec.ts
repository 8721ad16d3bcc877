// Passkeys (issue 22), on both runtimes, with a software authenticator (core/testing): a person adds one
// on their profile and signs in with it; a replayed assertion, a foreign signature, another site's origin
// and a removed passkey are refused; the list and removal are the person's own; adding and removing are
// user events.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { PASSKEY_MESSAGES } from '@leave/domain';
import { softwarePasskey } from '@leave/core/testing/passkey-authenticator';
import { startTestRuntime } from '../helper';
import { addCast, addPerson, body } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const ORIGIN = 'https://leave.college.edu';
const RP_ID = 'leave.college.edu';
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  runtime.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function addPasskeyFor(headers: Record<string, string>, passkey = softwarePasskey(), name?: string) {
  const options = body(await inject('POST', '/api/users/me/passkeys/options', headers)).data.options;
  const added = await inject('POST', '/api/users/me/passkeys', headers, { ...(name ? { name } : {}), credential: passkey.register(options, ORIGIN, RP_ID) });
  return { passkey, added, options };
}

async function signInOptions() {
  return body(await inject('POST', '/api/auth/passkey/options')).data.options as { challenge: string; rpId: string };
}

beforeAll(async () => {
  runtime = await startTestRuntime({ env: { APP_URL: ORIGIN } });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

describe('adding a passkey', () => {
  it('offers options for a discoverable credential of this site, excluding the passkeys the person has', async () => {
    const first = await addPasskeyFor(cast.hodCse.headers);
    expect(first.options).toMatchObject({ rp: { id: RP_ID }, user: { name: cast.hodCse.user.email }, authenticatorSelection: { residentKey: 'required' }, attestation: 'none' });
    const again = body(await inject('POST', '/api/users/me/passkeys/options', cast.hodCse.headers)).data.options;
    expect(again.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([first.passkey.id]);
  });

  it('stores it under the person with its name, lists it on their profile, and records a user event', async () => {
    const { passkey, added } = await addPasskeyFor(cast.empCse.headers, softwarePasskey(), 'Work laptop');
    expect(added.statusCode).toBe(201);
    expect(body(added).data.passkey).toMatchObject({ id: passkey.id, name: 'Work laptop', lastUsedAt: null });
    const listed = body(await inject('GET', '/api/users/me/passkeys', cast.empCse.headers)).data.passkeys;
    expect(listed.map((p: { id: string }) => p.id)).toEqual([passkey.id]);
    const types = (await runtime.database.db.selectFrom('events').select('type').where('stream_id', '=', `user-${cast.empCse.user.id}`).execute()).map((e) => e.type);
    expect(types).toContain('UserPasskeyAdded');
  });

  it("refuses a response for another site, a challenge used twice, and someone else's challenge", async () => {
    const passkey = softwarePasskey();
    const options = body(await inject('POST', '/api/users/me/passkeys/options', cast.empCse2.headers)).data.options;
    const foreign = await inject('POST', '/api/users/me/passkeys', cast.empCse2.headers, { credential: passkey.register(options, 'https://evil.example', RP_ID) });
    expect(foreign.statusCode).toBe(400);
    // The challenge went with the refused attempt.
    const reused = await inject('POST', '/api/users/me/passkeys', cast.empCse2.headers, { credential: passkey.register(options, ORIGIN, RP_ID) });
    expect(body(reused).message).toBe(PASSKEY_MESSAGES.expired);
    const theirs = body(await inject('POST', '/api/users/me/passkeys/options', cast.empCse2.headers)).data.options;
    const stolen = await inject('POST', '/api/users/me/passkeys', cast.empEce.headers, { credential: passkey.register(theirs, ORIGIN, RP_ID) });
    expect(stolen.statusCode).toBe(400);
    expect(body(await inject('GET', '/api/users/me/passkeys', cast.empCse2.headers)).data.passkeys).toEqual([]);
  });
});

describe("the auditor's passkeys", () => {
  it('are theirs to add and remove, though they change nothing else', async () => {
    const auditor = await addPerson(runtime, { name: 'Asha Auditor', email: 'auditor@college.edu', role: 'auditor', department: null });
    const { passkey, added } = await addPasskeyFor(auditor.headers);
    expect(added.statusCode, added.body).toBe(201);
    expect((await inject('DELETE', `/api/users/me/passkeys/${passkey.id}`, auditor.headers)).statusCode).toBe(200);
  });
});

describe('signing in with a passkey', () => {
  it('signs the person in, sets their last sign-in and the passkey\'s last use', async () => {
    const { passkey } = await addPasskeyFor(cast.empEce.headers);
    const signedIn = await inject('POST', '/api/auth/passkey', {}, { credential: passkey.signIn(await signInOptions(), ORIGIN, RP_ID) });
    expect(signedIn.statusCode).toBe(200);
    const { user, token } = body(signedIn).data;
    expect(user.id).toBe(cast.empEce.user.id);
    expect(body(await inject('GET', '/api/auth/me', { authorization: `Bearer ${token}` })).data.user.id).toBe(cast.empEce.user.id);
    expect(body(await inject('GET', '/api/users/me/passkeys', cast.empEce.headers)).data.passkeys[0].lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed assertion, a signature by another key, another origin and an unknown passkey', async () => {
    const { passkey } = await addPasskeyFor(cast.hodEce.headers);
    const assertion = passkey.signIn(await signInOptions(), ORIGIN, RP_ID);
    expect((await inject('POST', '/api/auth/passkey', {}, { credential: assertion })).statusCode).toBe(200);
    const replayed = await inject('POST', '/api/auth/passkey', {}, { credential: assertion });
    expect(replayed.statusCode).toBe(400);
    expect(body(replayed).message).toBe(PASSKEY_MESSAGES.expired);
    const forged = passkey.signIn(await signInOptions(), ORIGIN, RP_ID, generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey);
    const forgedAnswer = await inject('POST', '/api/auth/passkey', {}, { credential: forged });
    expect(forgedAnswer.statusCode, forgedAnswer.body).toBe(401);
    const phished = passkey.signIn(await signInOptions(), 'https://evil.example', RP_ID);
    const phishedAnswer = await inject('POST', '/api/auth/passkey', {}, { credential: phished });
    expect(phishedAnswer.statusCode, phishedAnswer.body).toBe(401);
    const stranger = await inject('POST', '/api/auth/passkey', {}, { credential: softwarePasskey().signIn(await signInOptions(), ORIGIN, RP_ID) });
    expect(stranger.statusCode).toBe(401);
    expect(body(stranger).message).toBe(PASSKEY_MESSAGES.unknown);
  });

  it('refuses a removed passkey, and a deactivated person', async () => {
    const { passkey } = await addPasskeyFor(cast.admin.headers);
    expect((await inject('DELETE', `/api/users/me/passkeys/${passkey.id}`, cast.empCse.headers)).statusCode).toBe(404);
    const removed = await inject('DELETE', `/api/users/me/passkeys/${passkey.id}`, cast.admin.headers);
    expect(removed.statusCode).toBe(200);
    const refused = await inject('POST', '/api/auth/passkey', {}, { credential: passkey.signIn(await signInOptions(), ORIGIN, RP_ID) });
    expect(refused.statusCode).toBe(401);
    const types = (await runtime.database.db.selectFrom('events').select('type').where('stream_id', '=', `user-${cast.admin.user.id}`).execute()).map((e) => e.type);
    expect(types).toContain('UserPasskeyRemoved');

    const person = await addPasskeyFor(cast.empCse2.headers);
    const deactivated = await runtime.app.inject({ method: 'PUT', url: `/api/users/${cast.empCse2.user.id}`, headers: cast.admin.headers, payload: { isActive: false } });
    expect(deactivated.statusCode).toBe(200);
    const inactive = await inject('POST', '/api/auth/passkey', {}, { credential: person.passkey.signIn(await signInOptions(), ORIGIN, RP_ID) });
    expect(inactive.statusCode).toBe(403);
  });
});
