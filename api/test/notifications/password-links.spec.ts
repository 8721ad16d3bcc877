// Issue 26: a person an admin adds gets an e-mail (a real SMTP server here) with a link to set their
// own password; the link works once and for 72 hours; 'Forgot password?' sends a new one and answers the
// same for an address nobody has. The link's secret is nowhere but in the mail sent.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PASSWORD_LINK_MESSAGES } from '@leave/domain';
import { passwordLinkHash } from '@leave/core/users';
import { HEADINGS, staffRow, workbook } from '@leave/core/testing/workbooks';
import type { Runtime } from '../../src/runtime';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body } from '../fixtures';
import { eventually, startSmtpServer, type TestSmtpServer } from './smtp';

const APP_URL = 'https://leave.example.edu';
const clock = fixedClock('2026-11-26');
const LINK = /https:\/\/leave\.example\.edu\/set-password#([A-Za-z0-9_-]+)/g;

describe('set-password links by e-mail', () => {
  let smtp: TestSmtpServer;
  let runtime: Runtime;
  let cast: Awaited<ReturnType<typeof addCast>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    runtime = await startTestRuntime({ clock, workers: true, env: { SMTP_URL: smtp.url, APP_URL, COLLEGE_NAME: 'Sample College', MAIL_FROM: 'Leave Office <leave@sample.edu>' } });
    cast = await addCast(runtime);
  });
  afterAll(async () => {
    await runtime.close();
    await smtp.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  /** The secrets of the links in the newest mail to an address, waiting for its `n`th mail. */
  async function linkOf(address: string, n: number): Promise<string> {
    const mails = await eventually(() => mailsTo(address), (list) => list.length >= n, `mail ${n} to ${address}`);
    const secrets = [...mails[n - 1]!.body.matchAll(LINK)].map((match) => match[1]!);
    expect(secrets.length).toBeGreaterThan(0);
    expect(new Set(secrets).size).toBe(1);
    return secrets[0]!;
  }
  const addEmployee = (email: string, extra: Record<string, unknown> = {}) =>
    runtime.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: cast.admin.headers,
      payload: { name: 'Nila Newcomer', email, role: 'employee', department: 'CSE', mobileNo: '9000000042', dateOfBirth: '1995-04-01', dateOfJoining: '2026-11-20', ...extra },
    });
  const login = (email: string, password: string) => runtime.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: '10.1.1.1' });
  const setPassword = (token: string, newPassword: string) => runtime.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, newPassword, confirmPassword: newPassword } });
  const forgot = (email: string, remoteAddress = '10.2.2.2') => runtime.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });

  it('an admin-added person sets their password from the e-mailed link and signs in with it', async () => {
    const added = await addEmployee('nila@college.edu');
    expect(added.statusCode).toBe(201);
    expect(body(added).data.user.mustSetPassword).toBe(true);

    const token = await linkOf('nila@college.edu', 1);
    const mail = mailsTo('nila@college.edu')[0]!;
    expect(mail.subject).toBe('Sample College leave: set your password');
    expect(mail.raw).toMatch(/^From: Leave Office <leave@sample\.edu>$/m);
    expect(mail.body).toContain('Dear Nila Newcomer,');
    expect(mail.body).toContain('72 hours');

    // The default password still signs in, and the person is asked to choose theirs.
    const first = await login('nila@college.edu', runtime.app.config.defaultEmployeePassword);
    expect(first.statusCode).toBe(200);
    expect(body(first).data.user.mustSetPassword).toBe(true);

    const set = await setPassword(token, 'my-own-secret-1');
    expect(set.statusCode).toBe(200);
    expect(body(set).message).toBe(PASSWORD_LINK_MESSAGES.set);
    const signedIn = await login('nila@college.edu', 'my-own-secret-1');
    expect(signedIn.statusCode).toBe(200);
    expect(body(signedIn).data.user.mustSetPassword).toBeUndefined();
    expect((await login('nila@college.edu', runtime.app.config.defaultEmployeePassword)).statusCode).toBe(401);
    // The token the default password got stopped working: the token version moved on.
    const me = await runtime.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${body(first).data.token}` } });
    expect(me.statusCode).toBe(401);

    // An event says so; neither the secret nor its hash is in any event, stored mail or table but the hash's own.
    const person = body(added).data.user._id as string;
    const events = await runtime.database.db.selectFrom('events').select(['type', 'data']).where('stream_id', '=', `user-${person}`).orderBy('version').execute();
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'UserPasswordChanged']);
    expect(events[1]!.data).toEqual({ userId: person, withLink: true });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from events where data::text like ${`%${token}%`} or metadata::text like ${`%${token}%`} or data::text like ${`%${passwordLinkHash(token)}%`}`.execute(runtime.database.db);
    expect(rows[0]!.n).toBe(0);
    const outgoing = body(await runtime.app.inject({ method: 'GET', url: '/api/outgoing-mail?limit=100', headers: cast.admin.headers })).data.mails as { to: string; kind: string; text: string; status: string; subject: string }[];
    const copy = outgoing.find((m) => m.to === 'nila@college.edu')!;
    expect(copy).toMatchObject({ kind: 'passwordWelcome', status: 'sent', subject: 'Sample College leave: set your password' });
    expect(copy.text).toContain(PASSWORD_LINK_MESSAGES.redacted);
    expect(JSON.stringify(outgoing)).not.toContain(token);
    const stored = await runtime.database.db.selectFrom('outgoing_mail').select(['text_body', 'html_body']).execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await runtime.database.db.selectFrom('password_links').selectAll().where('user_id', '=', person).execute()).toEqual([]);
  });

  it('refuses a used link with a 400 and changes nothing', async () => {
    const token = await linkOf('nila@college.edu', 1);
    const before = await runtime.database.db.selectFrom('users').select(['password_hash', 'token_version']).where('email', '=', 'nila@college.edu').executeTakeFirstOrThrow();
    const again = await setPassword(token, 'another-one-2');
    expect(again.statusCode).toBe(400);
    expect(body(again).message).toBe(PASSWORD_LINK_MESSAGES.invalid);
    expect(await runtime.database.db.selectFrom('users').select(['password_hash', 'token_version']).where('email', '=', 'nila@college.edu').executeTakeFirstOrThrow()).toEqual(before);
    expect((await login('nila@college.edu', 'my-own-secret-1')).statusCode).toBe(200);
  });

  it("'Forgot password?' sends a new link; it expires after 72 hours; a newer link replaces an older one", async () => {
    const answer = await forgot('nila@college.edu');
    expect(answer.statusCode).toBe(200);
    expect(body(answer)).toMatchObject({ success: true, message: PASSWORD_LINK_MESSAGES.requested });
    const first = await linkOf('nila@college.edu', 2);
    expect(mailsTo('nila@college.edu')[1]!.subject).toBe('Sample College leave: a link to set a new password');

    // A second request: the first link stops working.
    await forgot('nila@college.edu');
    const second = await linkOf('nila@college.edu', 3);
    expect(second).not.toBe(first);
    expect((await setPassword(first, 'replaced-link-3')).statusCode).toBe(400);

    // 72 hours on, the second has expired too.
    clock.advance(3);
    try {
      const late = await setPassword(second, 'too-late-4');
      expect(late.statusCode).toBe(400);
      expect(body(late).message).toBe(PASSWORD_LINK_MESSAGES.invalid);
    } finally {
      clock.set('2026-11-26');
    }
    expect((await login('nila@college.edu', 'my-own-secret-1')).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const sentBefore = smtp.offered;
    const mailsBefore = await runtime.database.db.selectFrom('outgoing_mail').select('id').execute();
    const unknown = await forgot('nobody@college.edu', '10.3.3.3');
    const known = await forgot('emp.cse@college.edu', '10.3.3.3');
    expect(unknown.statusCode).toBe(200);
    expect(body(unknown)).toEqual(body(known));
    await linkOf('emp.cse@college.edu', 1);
    expect(smtp.offered).toBe(sentBefore + 1);
    expect((await runtime.database.db.selectFrom('outgoing_mail').select('id').execute()).length).toBe(mailsBefore.length + 1);
  });

  it('limits requests like sign-in: the sixth for one address from one place is a 429', async () => {
    for (let i = 0; i < 5; i++) expect((await forgot('nobody-else@college.edu', '10.4.4.4')).statusCode).toBe(200);
    const blocked = await forgot('nobody-else@college.edu', '10.4.4.4');
    expect(blocked.statusCode).toBe(429);
  });

  it('refuses an unknown or malformed link with a 400', async () => {
    expect((await setPassword('x'.repeat(43), 'whatever-5')).statusCode).toBe(400);
    const malformed = await runtime.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token: 'not a token!', newPassword: 'whatever-5' } });
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed).message).toBe(PASSWORD_LINK_MESSAGES.invalid);
  });

  it('the import queues the set-password e-mail for each new person; a chosen password is not the default', async () => {
    const file = workbook([HEADINGS, staffRow(1), staffRow(2)]).toString('base64');
    const upload = await runtime.app.inject({ method: 'POST', url: '/api/excel/upload', headers: cast.admin.headers, payload: { fileData: file, fileName: 'staff.xlsx' } });
    expect(upload.statusCode).toBeLessThan(300);
    const imported = await eventually(
      () => runtime.database.db.selectFrom('users').select(['email', 'password_is_default']).where('email', 'like', '%staff%').execute(),
      (rows) => rows.length === 2,
      'the imported people',
    );
    for (const person of imported) {
      await linkOf(person.email, 1);
      expect(person.password_is_default).toBe(false);
    }
  });
});
