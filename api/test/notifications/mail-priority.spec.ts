// Issue 25: a fresh decision's e-mail waited behind every mail queued before it (the demo data's ~100 on
// a first start). Each mail job is queued with its kind's priority (domain's MAIL_ORDER): a decision 1,
// what waits for a decision 2, the daily reminder 3, the seeded history 4 (the queues' order: job-priority.spec.ts).

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEND_NOTIFICATION_MAIL, type EnqueueOptions } from '@leave/core/jobs';
import type { Runtime } from '../../src/runtime';
import { seedDemoData } from '../../src/demo/seed';
import { fixedClock, startTestRuntime } from '../helper';
import { addPerson, body, CSE, type Person } from '../fixtures';

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let hod: Person;
let employee: Person;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  // Not the usual cast: their addresses are the demo data's, which this test seeds too.
  hod = await addPerson(runtime, { name: 'Priya Head', email: 'priya.head@example.edu', role: 'hod', department: CSE });
  employee = await addPerson(runtime, { name: 'Ravi Staff', email: 'ravi.staff@example.edu', role: 'employee', department: CSE });
});
afterAll(() => runtime.close());

describe('mail priorities', () => {
  it("queues a decision's mail before those waiting for a decision, and the seeded history's last", async () => {
    const enqueue = vi.spyOn(runtime.jobs, 'enqueue');
    const mailPriorities = async () => {
      await vi.waitFor(() => expect(enqueue.mock.calls.some(([name]) => name === SEND_NOTIFICATION_MAIL)).toBe(true));
      const priorities = enqueue.mock.calls.filter(([name]) => name === SEND_NOTIFICATION_MAIL).map(([, , options]) => (options as EnqueueOptions).priority);
      enqueue.mockClear();
      return priorities;
    };
    const applied = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: employee.headers, payload: { leaveType: 'cl', fromDate: '2026-12-01', toDate: '2026-12-01', reason: 'Family function at home' } });
    expect(applied.statusCode).toBe(201);
    expect(new Set(await mailPriorities())).toEqual(new Set([2]));
    const rejected = await runtime.app.inject({ method: 'PUT', url: `/api/leaves/${body(applied).data.leave._id as string}/status`, headers: hod.headers, payload: { status: 'rejected', rejectionReason: 'Exams that week' } });
    expect(rejected.statusCode).toBe(200);
    expect(await mailPriorities()).toEqual([1]);
    expect((await seedDemoData(runtime.app)).seeded).toBe(true);
    const seeded = await mailPriorities();
    expect(seeded.length).toBeGreaterThan(0);
    expect(new Set(seeded)).toEqual(new Set([4]));
  });
});
