// Sign-in limits that slow guessing without locking out the innocent
// (docs/decisions/0058-device-cookies-the-limits-are-for-strangers.md):
// a browser that signed in as a person before carries their device cookie, and neither the shared
// address's limits nor guesses at their e-mail stop it; without the cookie the limits stay as they were.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, TEST_PASSWORD } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
const TOO_MANY = { success: false, message: 'Too many login attempts. Please try again later.' };

const login = (email: string, password: string, ip: string, cookie?: string) =>
  runtime.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip, ...(cookie ? { headers: { cookie } } : {}) });

/** The device cookie a successful sign-in set, as a browser would send it back. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'leave_device');
  expect(cookie, 'a device cookie').toBeDefined();
  return `leave_device=${cookie!.value}`;
}

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

describe('device cookies', () => {
  it('are set by a successful sign-in: HttpOnly, SameSite=Strict, only for the sign-in routes, and not by a failed one', async () => {
    const failed = await login(cast.empCse.user.email, 'wrong-password', '10.20.0.1');
    expect(failed.cookies.find((c) => c.name === 'leave_device')).toBeUndefined();
    const signedIn = await login(cast.empCse.user.email, TEST_PASSWORD, '10.20.0.1');
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.find((c) => c.name === 'leave_device')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie.value).not.toContain(cast.empCse.user.email);
  });

  it('after 30 failed sign-ins from one address, a person with their device cookie signs in at once; without it they get 429', async () => {
    const staffRoom = '10.21.0.1';
    const device = deviceCookieOf(await login(cast.empCse.user.email, TEST_PASSWORD, staffRoom));
    for (let n = 0; n < 30; n++) await login(`guess${n}@college.edu`, 'Summer2026!', staffRoom);
    const withoutCookie = await login(cast.empCse.user.email, TEST_PASSWORD, staffRoom);
    expect(withoutCookie.statusCode).toBe(429);
    expect(body(withoutCookie)).toEqual(TOO_MANY);
    const withCookie = await login(cast.empCse.user.email, TEST_PASSWORD, staffRoom, device);
    expect(withCookie.statusCode).toBe(200);
    expect(body(withCookie).data.user.email).toBe(cast.empCse.user.email);
  });

  it("an attacker's 6 wrong passwords for a person do not stop that person's own browser, only untrusted ones", async () => {
    const address = '10.22.0.1';
    const device = deviceCookieOf(await login(cast.hodCse.user.email, TEST_PASSWORD, address));
    for (let n = 0; n < 6; n++) await login(cast.hodCse.user.email, `guess-${n}`, address);
    expect((await login(cast.hodCse.user.email, TEST_PASSWORD, address)).statusCode).toBe(429);
    expect((await login(cast.hodCse.user.email, TEST_PASSWORD, address, device)).statusCode).toBe(200);
  });

  it("does not trust another person's device cookie, nor one that was tampered with", async () => {
    const address = '10.23.0.1';
    const colleagues = deviceCookieOf(await login(cast.empCse2.user.email, TEST_PASSWORD, address));
    for (let n = 0; n < 5; n++) await login(cast.empCse.user.email, `guess-${n}`, address);
    expect((await login(cast.empCse.user.email, TEST_PASSWORD, address, colleagues)).statusCode).toBe(429);
    const forged = colleagues.replace(cast.empCse2.user.id, cast.empCse.user.id);
    expect(forged).not.toBe(colleagues);
    expect((await login(cast.empCse.user.email, TEST_PASSWORD, address, forged)).statusCode).toBe(429);
  });

  it('counts wrong passwords from a trusted browser on their own: 5 and that browser waits too', async () => {
    const address = '10.24.0.1';
    const device = deviceCookieOf(await login(cast.empEce.user.email, TEST_PASSWORD, address));
    for (let n = 0; n < 5; n++) expect((await login(cast.empEce.user.email, `guess-${n}`, address, device)).statusCode).toBe(401);
    const blocked = await login(cast.empEce.user.email, TEST_PASSWORD, address, device);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toEqual(TOO_MANY);
  });
});
