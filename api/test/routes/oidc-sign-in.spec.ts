// Signing in with the college's accounts (issue 22) against a real OpenID provider started here: the
// first sign-in links the account to the person with its verified e-mail, later ones go by issuer and
// subject; every refusal (a wrong state or nonce, a replayed callback, an ID token for another audience or
// signed by another key, a domain not allowed, an unverified e-mail, an unknown or deactivated person)
// redirects to the sign-in page with its reason and creates nothing.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { SIGN_IN_LINK_REFUSALS } from '@leave/domain';
import { startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, type Person } from '../fixtures';
import { startTestProvider, throughProvider, type TestProvider } from '@leave/core/testing/oidc-provider';
import type { Runtime } from '../../src/runtime';

const APP_URL = 'http://127.0.0.1:3999';
const REDIRECT_URI = `${APP_URL}/api/auth/oidc/callback`;
let provider: TestProvider;
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

const cookieOf = (response: LightMyRequestResponse, name: string) => response.cookies.find((c) => c.name === name)?.value;

/** GET /api/auth/oidc/start: the provider's address and the pending sign-in's cookie. */
async function start() {
  const started = await runtime.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
  expect(started.statusCode).toBe(303);
  const pending = cookieOf(started, 'leave_oidc');
  expect(pending).toBeDefined();
  return { authorizationUrl: started.headers.location as string, pending: pending! };
}

async function callback(url: URL, pending: string | undefined) {
  return runtime.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, ...(pending ? { cookies: { leave_oidc: pending } } : {}) });
}

/** The whole flow as a browser goes through it, up to the callback's answer. */
async function signInWith(subject: string, spoil: { authorizationUrl?: (url: URL) => void; callbackUrl?: (url: URL) => void } = {}) {
  provider.signInAs(subject);
  const { authorizationUrl, pending } = await start();
  const url = new URL(authorizationUrl);
  spoil.authorizationUrl?.(url);
  const back = await throughProvider(url.href, REDIRECT_URI);
  spoil.callbackUrl?.(back);
  return { answer: await callback(back, pending), back, pending };
}

async function collectSession(answer: LightMyRequestResponse) {
  const handoff = cookieOf(answer, 'leave_oidc_handoff');
  return runtime.app.inject({ method: 'POST', url: '/api/auth/oidc/session', ...(handoff ? { cookies: { leave_oidc_handoff: handoff } } : {}) });
}

/** What a sign-in could create: links, handoffs, events and people. */
async function created() {
  const count = async (table: 'sign_in_links' | 'sign_in_handoffs' | 'events' | 'users') =>
    Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(runtime.database.db)).rows[0]!.n);
  return { links: await count('sign_in_links'), handoffs: await count('sign_in_handoffs'), events: await count('events'), users: await count('users') };
}

function expectRefused(answer: LightMyRequestResponse, refusal: keyof typeof SIGN_IN_LINK_REFUSALS) {
  expect(answer.statusCode).toBe(303);
  expect(answer.headers.location).toBe(`/login?signInError=${refusal}`);
  expect(cookieOf(answer, 'leave_oidc_handoff')).toBeUndefined();
}

beforeAll(async () => {
  provider = await startTestProvider(REDIRECT_URI);
  runtime = await startTestRuntime({
    env: { APP_URL, OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, OIDC_ALLOWED_DOMAINS: 'college.edu', OIDC_BUTTON_LABEL: 'Sign in with College ID' },
  });
  cast = await addCast(runtime);
  provider.accounts.set('ravi-sub', { email: 'Emp.Cse@college.edu', email_verified: true, name: 'Ravi' });
  provider.accounts.set('sita-sub', { email: 'emp2.cse@college.edu', email_verified: true });
  provider.accounts.set('unverified-sub', { email: 'hod.cse@college.edu', email_verified: false });
  provider.accounts.set('elsewhere-sub', { email: 'emp.cse@gmail.com', email_verified: true });
  provider.accounts.set('stranger-sub', { email: 'nobody@college.edu', email_verified: true });
  provider.accounts.set('uma-sub', { email: 'emp.ece@college.edu', email_verified: true });
  provider.accounts.set('hari-sub', { email: 'hod.ece@college.edu', email_verified: true });
  provider.accounts.set('gone-sub', { email: 'gone@college.edu', email_verified: true });
  const deactivated = await runtime.app.inject({ method: 'PUT', url: `/api/users/${cast.empEce.user.id}`, headers: cast.admin.headers, payload: { isActive: false } });
  expect(deactivated.statusCode).toBe(200);
  const gone = await addPerson(runtime, { name: 'Gone Soon', email: 'gone@college.edu', role: 'employee', department: CSE });
  expect((await runtime.app.inject({ method: 'DELETE', url: `/api/users/${gone.user.id}`, headers: cast.admin.headers })).statusCode).toBe(200);
});
afterAll(async () => {
  await runtime?.close();
  await provider?.close();
});

describe('GET /api/auth/config', () => {
  it("offers the provider's button with its label", async () => {
    const answer = await runtime.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(body(answer)).toEqual({ success: true, data: { oidc: { label: 'Sign in with College ID' } } });
  });
});

describe('the first sign-in', () => {
  it('links the account to the active person with its verified e-mail, and the web app collects the session once by POST', async () => {
    const before = await created();
    const { authorizationUrl } = await start();
    const asked = new URL(authorizationUrl);
    expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
    expect(asked.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    for (const parameter of ['state', 'nonce', 'code_challenge']) expect(asked.searchParams.get(parameter)).toBeTruthy();

    const { answer } = await signInWith('ravi-sub');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/login?signIn=oidc');
    const handoff = answer.cookies.find((c) => c.name === 'leave_oidc_handoff')!;
    expect(handoff).toMatchObject({ httpOnly: true, path: '/api/auth/oidc', sameSite: 'Lax' });
    // The pending sign-in's cookie is gone with the answer.
    expect(answer.cookies.find((c) => c.name === 'leave_oidc')?.value).toBe('');

    const session = await collectSession(answer);
    expect(session.statusCode).toBe(200);
    const { user, token } = body(session).data;
    expect(user.email).toBe('emp.cse@college.edu');
    expect(answer.headers.location).not.toContain(token);
    const me = await runtime.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(body(me).data.user.id).toBe(cast.empCse.user.id);
    // Once: the same handoff again is refused.
    const again = await collectSession(answer);
    expect(again.statusCode).toBe(401);
    expect(body(again)).toEqual({ success: false, message: SIGN_IN_LINK_REFUSALS.handoffExpired });

    const after = await created();
    expect(after).toMatchObject({ links: before.links + 1, users: before.users, events: before.events + 1 });
    const links = body(await runtime.app.inject({ method: 'GET', url: `/api/users/${cast.empCse.user.id}/sign-in-links`, headers: cast.empCse.headers })).data.links;
    expect(links).toEqual([{ issuer: provider.issuer, email: 'emp.cse@college.edu', linkedAt: expect.any(String), byOwnAction: false }]);
  });

  it('later goes by issuer and subject alone: a changed e-mail at the provider still signs the same person in', async () => {
    provider.accounts.set('ravi-sub', { email: 'ravi.renamed@college.edu', email_verified: true });
    const { answer } = await signInWith('ravi-sub');
    const session = await collectSession(answer);
    expect(body(session).data.user.id).toBe(cast.empCse.user.id);
    provider.accounts.set('ravi-sub', { email: 'emp.cse@college.edu', email_verified: true });
  });

  it('never stores the session in the idempotency table: a retry under the same key gets no token', async () => {
    const { answer } = await signInWith('ravi-sub');
    const handoff = cookieOf(answer, 'leave_oidc_handoff')!;
    const collect = () => runtime.app.inject({ method: 'POST', url: '/api/auth/oidc/session', headers: { 'idempotency-key': 'oidc-retry-1' }, cookies: { leave_oidc_handoff: handoff } });
    expect((await collect()).statusCode).toBe(200);
    expect((await collect()).statusCode).toBe(401);
    const kept = await runtime.database.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'oidc-retry-1').execute();
    expect(kept).toEqual([]);
  });

  it("is refused when another of the provider's accounts is already linked to the person", async () => {
    provider.accounts.set('ravi-second-sub', { email: 'emp.cse@college.edu', email_verified: true });
    const before = await created();
    expectRefused((await signInWith('ravi-second-sub')).answer, 'linkedElsewhere');
    expect(await created()).toEqual(before);
  });
});

describe('refused, with nothing created', () => {
  const cases: [string, () => Promise<LightMyRequestResponse>, keyof typeof SIGN_IN_LINK_REFUSALS][] = [
    ['a wrong state', async () => (await signInWith('sita-sub', { callbackUrl: (url) => url.searchParams.set('state', 'forged-state') })).answer, 'failed'],
    ['a wrong nonce', async () => (await signInWith('sita-sub', { authorizationUrl: (url) => url.searchParams.set('nonce', 'an-attackers-nonce') })).answer, 'failed'],
    [
      'an ID token for another audience',
      async () => {
        provider.forgeIdToken((claims, sign) => sign({ ...claims, aud: 'another-client' }));
        return (await signInWith('sita-sub')).answer;
      },
      'failed',
    ],
    [
      "an ID token signed by a key that is not the provider's",
      async () => {
        provider.forgeIdToken((claims, sign) => sign(claims, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey));
        return (await signInWith('sita-sub')).answer;
      },
      'failed',
    ],
    ['an e-mail of a domain not allowed', async () => (await signInWith('elsewhere-sub')).answer, 'domainNotAllowed'],
    ['an unverified e-mail', async () => (await signInWith('unverified-sub')).answer, 'noEmail'],
    ['an e-mail no member of staff has', async () => (await signInWith('stranger-sub')).answer, 'unknownPerson'],
    ['a deactivated person', async () => (await signInWith('uma-sub')).answer, 'inactive'],
    ['a deleted person', async () => (await signInWith('gone-sub')).answer, 'unknownPerson'],
  ];

  it.each(cases)('%s', async (_name, attempt, refusal) => {
    const before = await created();
    const answer = await attempt();
    expectRefused(answer, refusal);
    expect(await created()).toEqual(before);
    expect((await collectSession(answer)).statusCode).toBe(401);
  });

  it('a replayed callback', async () => {
    const { answer, back, pending } = await signInWith('hari-sub');
    expect(answer.headers.location).toBe('/login?signIn=oidc');
    const before = await created();
    // The browser's cookie is gone; whoever kept it finds the transaction finished.
    expectRefused(await callback(back, undefined), 'failed');
    expectRefused(await callback(back, pending), 'handoffExpired');
    expect(await created()).toEqual(before);
  });

  it('a second callback of a finished sign-in, with another code of the same authorization request: an expired sign-in', async () => {
    provider.signInAs('hari-sub');
    const { authorizationUrl, pending } = await start();
    const first = await callback(await throughProvider(authorizationUrl, REDIRECT_URI), pending);
    expect(first.headers.location).toBe('/login?signIn=oidc');
    const before = await created();
    // The provider answers the same request again with a new code: the transaction is still finished.
    const secondCode = await throughProvider(authorizationUrl, REDIRECT_URI);
    expectRefused(await callback(secondCode, pending), 'handoffExpired');
    expect(await created()).toEqual(before);
    // Recorded in the database, where every api node looks.
    const used = await runtime.database.db.selectFrom('used_sign_in_states').select('state_hash').execute();
    const state = JSON.parse(Buffer.from(decodeURIComponent(pending).split('.')[0]!, 'base64url').toString('utf8')).state as string;
    expect(used.map((row) => row.state_hash)).toContain(createHash('sha256').update(state).digest('hex'));
  });

  it('a callback with no sign-in in progress, or a provider error', async () => {
    expectRefused(await runtime.app.inject({ method: 'GET', url: '/api/auth/oidc/callback?code=abc&state=def' }), 'failed');
    const { pending } = await start();
    expectRefused(await runtime.app.inject({ method: 'GET', url: '/api/auth/oidc/callback?error=access_denied&state=x', cookies: { leave_oidc: pending } }), 'failed');
  });
});

describe("a person's link", () => {
  it('is seen by the administrator and the person, not by others, and removed by the administrator only, as a user event', async () => {
    const url = `/api/users/${cast.empCse2.user.id}/sign-in-links`;
    await collectSession((await signInWith('sita-sub')).answer);
    expect(body(await runtime.app.inject({ method: 'GET', url, headers: cast.admin.headers })).data.links).toHaveLength(1);
    expect((await runtime.app.inject({ method: 'GET', url, headers: cast.hodCse.headers })).statusCode).toBe(403);
    expect((await runtime.app.inject({ method: 'DELETE', url, headers: cast.empCse2.headers })).statusCode).toBe(403);
    const removed = await runtime.app.inject({ method: 'DELETE', url, headers: cast.admin.headers });
    expect(removed.statusCode).toBe(200);
    expect(body(await runtime.app.inject({ method: 'GET', url, headers: cast.empCse2.headers })).data.links).toEqual([]);
    expect((await runtime.app.inject({ method: 'DELETE', url, headers: cast.admin.headers })).statusCode).toBe(404);
    const types = (await runtime.database.db.selectFrom('events').select('type').where('stream_id', '=', `user-${cast.empCse2.user.id}`).orderBy('version').execute()).map((e) => e.type);
    expect(types.slice(-2)).toEqual(['UserSignInLinked', 'UserSignInUnlinked']);
  });
});

describe('a privileged account (admin, auditor)', () => {
  /** 'Connect your college account' as the profile does it: POST, then the browser through the provider to the callback. */
  async function connectAs(person: Person, subject: string) {
    const asked = await runtime.app.inject({ method: 'POST', url: '/api/auth/oidc/connect', headers: person.headers });
    expect(asked.statusCode, asked.body).toBe(200);
    const pending = cookieOf(asked, 'leave_oidc')!;
    expect(pending).toBeDefined();
    provider.signInAs(subject);
    return callback(await throughProvider(body(asked).data.url as string, REDIRECT_URI), pending);
  }
  const linksOf = async (person: Person) => body(await runtime.app.inject({ method: 'GET', url: `/api/users/${person.user.id}/sign-in-links`, headers: person.headers })).data.links as { byOwnAction: boolean }[];
  const signedInAs = async (subject: string) => {
    const session = await collectSession((await signInWith(subject)).answer);
    return session.statusCode === 200 ? (body(session).data.user.id as string) : null;
  };

  it("is never signed in by an account that asserts its verified e-mail; once the admin connects their own account on the profile, that account signs in by its subject", async () => {
    provider.accounts.set('provider-admin-sub', { email: 'admin@college.edu', email_verified: true, name: 'Whoever runs the provider' });
    provider.accounts.set('admin-own-sub', { email: 'principal.office@college.edu', email_verified: true });
    const before = await created();
    expectRefused((await signInWith('provider-admin-sub')).answer, 'connectFirst');
    expect(await created()).toEqual(before);
    expect(await linksOf(cast.admin)).toEqual([]);

    const connected = await connectAs(cast.admin, 'admin-own-sub');
    expect(connected.statusCode).toBe(303);
    expect(connected.headers.location).toBe('/admin/profile?collegeAccount=connected');
    expect(await linksOf(cast.admin)).toEqual([expect.objectContaining({ email: 'principal.office@college.edu', byOwnAction: true })]);
    const [event] = await runtime.database.db.selectFrom('events').select(['type', 'data']).where('stream_id', '=', `user-${cast.admin.user.id}`).orderBy('version', 'desc').limit(1).execute();
    expect(event).toEqual({ type: 'UserSignInLinked', data: { userId: cast.admin.user.id, issuer: provider.issuer, by: 'profile' } });

    expect(await signedInAs('admin-own-sub')).toBe(cast.admin.user.id);
    // The account asserting the admin's e-mail still signs in as nobody.
    expectRefused((await signInWith('provider-admin-sub')).answer, 'connectFirst');
  });

  it('an e-mail link made before for someone privileged now does not sign them in, until they connect that account themselves', async () => {
    const auditor = await addPerson(runtime, { name: 'Asha Auditor', email: 'auditor@college.edu', role: 'auditor', department: null });
    provider.accounts.set('auditor-sub', { email: 'auditor@college.edu', email_verified: true });
    await runtime.database.db.insertInto('sign_in_links').values({ user_id: auditor.user.id, issuer: provider.issuer, subject: 'auditor-sub', email: 'auditor@college.edu', linked_at: new Date() }).execute();
    expectRefused((await signInWith('auditor-sub')).answer, 'connectFirst');

    const connected = await connectAs(auditor, 'auditor-sub');
    expect(connected.headers.location).toBe('/audit/password?collegeAccount=connected');
    expect(await linksOf(auditor)).toEqual([expect.objectContaining({ byOwnAction: true })]);
    expect(await signedInAs('auditor-sub')).toBe(auditor.user.id);
  });

  it("connecting is refused for someone else's account, after signing out everywhere, and without a session", async () => {
    // Ravi's account is linked to Ravi (the first sign-in above).
    const taken = await connectAs(cast.admin, 'ravi-sub');
    expect(taken.headers.location).toBe('/admin/profile?collegeAccountError=accountTaken');
    expect((await runtime.app.inject({ method: 'POST', url: '/api/auth/oidc/connect' })).statusCode).toBe(401);

    const person = await addPerson(runtime, { name: 'Kavya Cse', email: 'kavya.cse@college.edu', role: 'employee', department: CSE });
    provider.accounts.set('kavya-sub', { email: 'kavya.cse@college.edu', email_verified: true });
    const asked = await runtime.app.inject({ method: 'POST', url: '/api/auth/oidc/connect', headers: person.headers });
    expect((await runtime.app.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere', headers: person.headers })).statusCode).toBe(200);
    provider.signInAs('kavya-sub');
    const before = await created();
    expectRefused(await callback(await throughProvider(body(asked).data.url as string, REDIRECT_URI), cookieOf(asked, 'leave_oidc')), 'handoffExpired');
    expect(await created()).toEqual(before);
  });

  it('employees and HODs keep the e-mail match: their first sign-in links them as before', async () => {
    provider.accounts.set('hema-sub', { email: 'hod.cse@college.edu', email_verified: true });
    expect(await signedInAs('hema-sub')).toBe(cast.hodCse.user.id);
    expect(await linksOf(cast.hodCse)).toEqual([expect.objectContaining({ byOwnAction: false })]);
  });
});

describe('without the OIDC variables', () => {
  it('offers no button, and the flow is not there', async () => {
    const plain = await startTestRuntime();
    try {
      expect(body(await plain.app.inject({ method: 'GET', url: '/api/auth/config' }))).toEqual({ success: true, data: { oidc: null } });
      const started = await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(started.statusCode).toBe(404);
      expect(body(started).message).toBe(SIGN_IN_LINK_REFUSALS.notConfigured);
    } finally {
      await plain.close();
    }
  });
});

describe('a provider that cannot be reached', () => {
  it('sends the browser back to the sign-in page saying so, and the product keeps running', async () => {
    const unreachable = await startTestRuntime({ env: { APP_URL, OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' } });
    try {
      const started = await unreachable.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(started.statusCode).toBe(303);
      expect(started.headers.location).toBe('/login?signInError=providerUnavailable');
      expect(started.cookies.find((c) => c.name === 'leave_oidc')).toBeUndefined();
      expect((await unreachable.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await unreachable.close();
    }
  });
});
