// Issue 44: 'every waiting for your decision e-mail (and its reminders)' carries the approver's links. A
// route step's reminder (issue 43's remindAfterHours) is a mail about one application: read out of it
// (a real SMTP server here), its link shows the application and decides it once, as its person. The
// daily digest of reminders lists several applications and carries none.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, type LeavePolicy } from '@leave/domain';
import { ROUTE_DEADLINES } from '@leave/core/jobs';
import type { Runtime } from '../../src/runtime';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body } from '../fixtures';
import { eventually, startSmtpServer, type TestSmtpServer } from './smtp';

const APP_URL = 'https://leave.example.edu';
// Monday 23 November 2026.
const clock = fixedClock('2026-11-23');
const LINK = /https:\/\/leave\.example\.edu\/decide\/([A-Za-z0-9_-]+)(\?decision=(approve|reject))?/g;

const routed: LeavePolicy = {
  ...DEFAULT_POLICY,
  // Earned leave with no balance needed: the cast has none yet.
  leaveTypes: DEFAULT_POLICY.leaveTypes.map((type) => (type.code === 'el' ? { ...type, needsBalance: false } : type)),
  approvalRoutes: [{ name: 'Earned leave', leaveTypes: ['el'], steps: [{ office: 'hod' }, { office: 'admin' }], remindAfterHours: 24 }],
};

describe("a route step's reminder mail", () => {
  let smtp: TestSmtpServer;
  let runtime: Runtime;
  let cast: Awaited<ReturnType<typeof addCast>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    runtime = await startTestRuntime({ clock, workers: true, env: { SMTP_URL: smtp.url, APP_URL, COLLEGE_NAME: 'Sample College', MAIL_FROM: 'Leave Office <leave@sample.edu>' } });
    cast = await addCast(runtime);
    const published = await runtime.app.inject({ method: 'POST', url: '/api/policy/versions', headers: cast.admin.headers, payload: { policy: routed, effectiveFrom: clock.today(), reason: 'Reminders for earned leave' } });
    expect(published.statusCode, published.body).toBe(201);
  });
  afterAll(async () => {
    await runtime.close();
    await smtp.close();
  });

  it('carries the approver’s own links, which show the application and decide it once', async () => {
    const applied = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: cast.empCse.headers, payload: { leaveType: 'el', fromDate: '2026-12-07', toDate: '2026-12-08', reason: 'A wedding in the family' } });
    expect(applied.statusCode, applied.body).toBe(201);
    const leaveId = body(applied).data.leave._id as string;

    clock.advance(1);
    const outcome = await runtime.jobs.enqueueAndWait(ROUTE_DEADLINES, {}, { jobId: 'route-deadlines-reminder-mail', timeoutMs: 30_000 });
    expect(outcome.state === 'completed' && outcome.result).toEqual({ escalated: 0, reminded: 1 });

    const reminder = await eventually(
      () => smtp.received.filter((mail) => mail.to.includes('hod.cse@college.edu') && mail.body.includes('has waited more than 24 hours')),
      (mails) => mails.length >= 1,
      "the HOD's reminder mail",
    );
    const matches = [...reminder[0]!.body.matchAll(LINK)];
    expect(new Set(matches.map((match) => match[3] ?? 'open'))).toEqual(new Set(['approve', 'reject', 'open']));
    const tokens = new Set(matches.map((match) => match[1]!));
    expect(tokens.size).toBe(1);
    const token = [...tokens][0]!;

    const shown = await runtime.app.inject({ method: 'GET', url: `/api/decision-links/${token}` });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(body(shown).data.leave.id).toBe(leaveId);
    expect(body(shown).data.approver.name).toBe('Hema Cse');

    const decided = await runtime.app.inject({ method: 'POST', url: `/api/decision-links/${token}`, payload: { decision: 'approve' } });
    expect(decided.statusCode, decided.body).toBe(200);
    const leave = body(await runtime.app.inject({ method: 'GET', url: `/api/leaves/${leaveId}`, headers: cast.admin.headers })).data.leave;
    expect(leave.status).toBe('hodApproved');
    const again = await runtime.app.inject({ method: 'POST', url: `/api/decision-links/${token}`, payload: { decision: 'approve' } });
    expect(again.statusCode).toBe(410);
  });
});
