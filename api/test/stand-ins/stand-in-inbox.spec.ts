import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineProjections } from '@leave/core/projections';
import type { Runtime } from '../../src/runtime';
import { replayReadModels } from '../../src/replay/replay';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import { eventually, startSmtpServer, type TestSmtpServer } from '../notifications/smtp';

type Entry = { _id: string; kind: string; title: string; link: string };

describe("a stand-in's inbox: the applications waiting for the HOD they stand in for", () => {
  const clock = fixedClock('2026-11-23');
  let smtp: TestSmtpServer;
  let runtime: Runtime;
  let cast: Awaited<ReturnType<typeof addCast>>;

  const inbox = async (who: Person) => body(await runtime.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: who.headers })).data.notifications as Entry[];
  const waiting = async (who: Person) => (await inbox(who)).filter((entry) => entry.kind === 'applicationWaiting');
  const apply = async (who: Person, date: string) => {
    const answer = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType: 'cl', fromDate: date, toDate: date, reason: 'Family function at home' } });
    expect(answer.statusCode).toBe(201);
  };
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    runtime = await startTestRuntime({ clock, workers: true, env: { SMTP_URL: smtp.url, APP_URL: 'https://leave.example.edu', COLLEGE_NAME: 'Sample College' } });
    cast = await addCast(runtime);
  });
  afterAll(async () => {
    await runtime.close();
    await smtp.close();
  });

  it('during the range, the stand-in gets the same waiting entry as the HOD, with a link to their Stand-in Queue, and its mail', async () => {
    const named = await runtime.app.inject({ method: 'POST', url: '/api/stand-ins', headers: cast.hodCse.headers, payload: { hodId: cast.hodCse.user.id, standInId: cast.empCse2.user.id, from: '2026-11-23', to: '2026-11-27' } });
    expect(named.statusCode).toBe(201);
    await apply(cast.empCse, '2026-12-01');

    const [hodEntry] = await waiting(cast.hodCse);
    expect(hodEntry!.title).toBe('Ravi Cse applied for CL (December 1, 2026, 1 day): waiting for your decision');
    expect(await waiting(cast.empCse2)).toEqual([
      expect.objectContaining({ title: 'Ravi Cse applied for CL (December 1, 2026, 1 day): waiting for your decision as stand-in for Hema Cse', link: expect.stringMatching(/^\/employee\/stand-in-queue\?leave=/) }),
    ]);
    // Nobody else of the department hears of it.
    expect(await waiting(cast.empCse)).toEqual([]);

    const mails = await eventually(() => mailsTo('emp2.cse@college.edu'), (received) => received.length === 1, 'the stand-in’s mail');
    expect(mails[0]!.subject).toBe('Sample College leave: Ravi Cse applied for CL (December 1, 2026, 1 day): waiting for your decision as stand-in for Hema Cse');
    expect(mails[0]!.body).toContain('https://leave.example.edu/employee/stand-in-queue');
  });

  it('the stand-in hears nothing of their own application', async () => {
    await apply(cast.empCse2, '2026-12-02');
    expect(await waiting(cast.hodCse)).toHaveLength(2);
    expect(await waiting(cast.empCse2)).toHaveLength(1);
  });

  it('outside the range the stand-in hears nothing, the HOD still does', async () => {
    clock.set('2026-11-30');
    await apply(cast.empCse, '2026-12-03');
    expect(await waiting(cast.hodCse)).toHaveLength(3);
    expect(await waiting(cast.empCse2)).toHaveLength(1);
  });

  it('after the naming is removed the stand-in hears nothing, even inside its range', async () => {
    clock.set('2026-11-24');
    const [naming] = body(await runtime.app.inject({ method: 'GET', url: '/api/stand-ins', headers: cast.hodCse.headers })).data.standIns as { _id: string }[];
    expect((await runtime.app.inject({ method: 'DELETE', url: `/api/stand-ins/${naming!._id}`, headers: cast.hodCse.headers })).statusCode).toBe(200);
    await apply(cast.empCse, '2026-12-04');
    expect(await waiting(cast.hodCse)).toHaveLength(4);
    expect(await waiting(cast.empCse2)).toHaveLength(1);
  });

  it('a HOD of another department standing in gets the link of the HOD portal; a replay rebuilds every entry', async () => {
    const named = await runtime.app.inject({ method: 'POST', url: '/api/stand-ins', headers: cast.admin.headers, payload: { hodId: cast.hodCse.user.id, standInId: cast.hodEce.user.id, from: '2026-11-24', to: '2026-11-24' } });
    expect(named.statusCode).toBe(201);
    await apply(cast.empCse, '2026-12-07');
    expect((await waiting(cast.hodEce)).map((entry) => [entry.title, entry.link])).toEqual([
      ['Ravi Cse applied for CL (December 7, 2026, 1 day): waiting for your decision as stand-in for Hema Cse', expect.stringMatching(/^\/hod\/stand-in-queue\?leave=/)],
    ]);

    const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
    expect(report.rows).toEqual([]);
    expect(report.differences.find((d) => d.table === 'notifications')).toEqual({ table: 'notifications', onlyLive: 0, onlyRebuilt: 0 });
  });
});
