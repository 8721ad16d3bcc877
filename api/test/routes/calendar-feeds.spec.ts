// iCal feeds (docs/contract.md 'Calendar feeds'): every feed is read back with ical.js, the parser calendar
// clients use. All-day dates with an exclusive end across a month boundary, whatever the reader's time zone;
// stable UIDs; withdrawn, rejected and cancelled leave gone; a regenerated URL retires the old one; no
// token header; the department feed only for HODs and admins; a deleted owner's feed gone.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { InjectOptions } from 'fastify';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
const inject = (options: InjectOptions) => runtime.app.inject(options);
const ids: Record<string, string> = {};

async function apply(person: Person, fromDate: string, toDate: string): Promise<string> {
  const response = await inject({ method: 'POST', url: '/api/leaves', headers: person.headers, payload: { leaveType: 'cl', fromDate, toDate, reason: 'Away for a family event' } });
  expect(response.statusCode, response.body).toBe(201);
  return body(response).data.leave.id as string;
}
const setStatus = (who: Person, id: string, payload: object) => inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: who.headers, payload });
const feeds = async (who: Person) => {
  const response = await inject({ method: 'GET', url: '/api/calendar/feeds', headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return body(response).data as { personal: string; department?: string };
};
/** Fetches a feed URL with no header at all, as a calendar client does. */
const fetchFeed = (url: string) => inject({ method: 'GET', url: new URL(url).pathname });

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  isDate: boolean;
  status: string | null;
  /** The day of the month of the start as a JavaScript Date in the process's time zone. */
  startDay: number;
}
function parse(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toString(), end: event.endDate.toString(), isDate: event.startDate.isDate && event.endDate.isDate, status: component.getFirstPropertyValue('status') as string | null, startDay: event.startDate.toJSDate().getDate() };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
  // 30 Nov - 2 Dec: across the end of the month, approved.
  ids.approved = await apply(cast.empCse, '2026-11-30', '2026-12-02');
  await setStatus(cast.hodCse, ids.approved, { status: 'hodApproved' });
  await setStatus(cast.admin, ids.approved, { status: 'approved' });
  ids.pending = await apply(cast.empCse2, '2026-12-07', '2026-12-07');
  ids.withdrawn = await apply(cast.empCse, '2026-12-10', '2026-12-10');
  await inject({ method: 'POST', url: `/api/leaves/${ids.withdrawn}/withdraw`, headers: cast.empCse.headers });
  ids.rejected = await apply(cast.empCse2, '2026-12-14', '2026-12-14');
  await setStatus(cast.hodCse, ids.rejected, { status: 'rejected', rejectionReason: 'Exams' });
  ids.ece = await apply(cast.empEce, '2026-12-03', '2026-12-03');
  await inject({ method: 'POST', url: '/api/holidays', headers: cast.admin.headers, payload: { date: '2026-12-25', name: 'Christmas; Day, "25"' } });
});
afterAll(() => runtime.close());

describe('GET /api/calendar/feeds', () => {
  it('gives an employee a personal feed only, and the same URL on every call', async () => {
    const first = await feeds(cast.empCse);
    expect(first.personal).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.department).toBeUndefined();
    expect(await feeds(cast.empCse)).toEqual(first);
    expect((await inject({ method: 'GET', url: '/api/calendar/feeds' })).statusCode).toBe(401);
  });

  it('gives HODs and the admin a department feed too', async () => {
    expect((await feeds(cast.hodCse)).department).toMatch(/\.ics$/);
    expect((await feeds(cast.admin)).department).toMatch(/\.ics$/);
  });
});

describe('the feed', () => {
  it('is text/calendar that ical.js reads, with all-day dates and an exclusive end across a month boundary', async () => {
    const response = await fetchFeed((await feeds(cast.empCse)).personal);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(response.body).toContain('PRODID:');
    expect(response.body).toContain('CALSCALE:GREGORIAN');
    const feed = parse(response.body);
    expect(feed.name).toBe('Leave – Ravi Cse');
    const leave = feed.events.find((event) => event.uid.startsWith(`leave-${ids.approved}@`));
    expect(leave).toMatchObject({ start: '2026-11-30', end: '2026-12-03', isDate: true, status: 'CONFIRMED', summary: 'Casual Leave (Approved)' });
    expect(feed.events.find((event) => event.uid.startsWith('holiday-2026-12-25@'))).toMatchObject({ start: '2026-12-25', end: '2026-12-26', summary: 'Christmas; Day, "25"' });
    // Own leave only, and not the withdrawn application.
    expect(feed.events.filter((event) => event.uid.startsWith('leave-')).map((event) => event.uid.split('@')[0])).toEqual([`leave-${ids.approved}`]);
  });

  it("writes a half day as a timed event at the policy's hours in the college's time zone", async () => {
    const person = await addPerson(runtime, { name: 'Half Feed', email: 'half.feed@college.edu', role: 'employee', department: 'Civil Engineering (CIVIL)' });
    const response = await inject({ method: 'POST', url: '/api/leaves', headers: person.headers, payload: { leaveType: 'cl', fromDate: '2026-12-08', toDate: '2026-12-08', toHalf: 'first', reason: 'Away for a family event' } });
    expect(response.statusCode, response.body).toBe(201);
    const event = parse((await fetchFeed((await feeds(person)).personal)).body).events.find((one) => one.uid.startsWith('leave-'))!;
    // The morning, 09:00-13:00 in the test's APP_TIMEZONE, written in UTC.
    const zone = runtime.app.config.appTimezone;
    const local = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', day: '2-digit' }).format(new Date(iso));
    expect(event.isDate).toBe(false);
    expect([local(event.start), local(event.end)]).toEqual(['08, 09:00', '08, 13:00']);
  });

  it('reads the same dates in any time zone', async () => {
    const url = (await feeds(cast.hodCse)).department!;
    const saved = process.env.TZ;
    const read = async (zone: string) => {
      process.env.TZ = zone;
      const events = parse((await fetchFeed(url)).body).events;
      const leave = events.find((event) => event.uid.startsWith(`leave-${ids.approved}@`))!;
      // The day a client shows: the local date of the all-day start, in the reader's zone.
      return { start: leave.start, end: leave.end, jsStart: leave.startDay };
    };
    try {
      const kiritimati = await read('Pacific/Kiritimati');
      const honolulu = await read('Pacific/Honolulu');
      expect(kiritimati).toEqual({ start: '2026-11-30', end: '2026-12-03', jsStart: 30 });
      expect(honolulu).toEqual(kiritimati);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it("shows the HOD their department's open and approved leave with names, and nothing of another department", async () => {
    const feed = parse((await fetchFeed((await feeds(cast.hodCse)).department!)).body);
    expect(feed.name).toBe(`Leave – ${CSE}`);
    const leaves = feed.events.filter((event) => event.uid.startsWith('leave-'));
    expect(leaves.map((event) => [event.uid.split('@')[0], event.status, event.summary])).toEqual([
      [`leave-${ids.approved}`, 'CONFIRMED', 'Ravi Cse – Casual Leave (Approved)'],
      [`leave-${ids.pending}`, 'TENTATIVE', 'Sita Cse – Casual Leave (Pending)'],
    ]);
    const all = parse((await fetchFeed((await feeds(cast.admin)).department!)).body).events.map((event) => event.uid.split('@')[0]);
    expect(all).toEqual(expect.arrayContaining([`leave-${ids.approved}`, `leave-${ids.pending}`, `leave-${ids.ece}`]));
  });

  it('keeps its UIDs from one fetch to the next', async () => {
    const url = (await feeds(cast.admin)).department!;
    const uids = async () => parse((await fetchFeed(url)).body).events.map((event) => event.uid);
    expect(await uids()).toEqual(await uids());
  });

  it('drops a cancelled leave', async () => {
    const url = (await feeds(cast.empCse)).personal;
    await inject({ method: 'POST', url: `/api/leaves/${ids.approved}/cancellation`, headers: cast.empCse.headers, payload: { reason: 'Plans changed' } });
    expect(parse((await fetchFeed(url)).body).events.some((event) => event.uid.startsWith(`leave-${ids.approved}@`))).toBe(true);
    const decided = await inject({ method: 'PUT', url: `/api/leaves/${ids.approved}/cancellation`, headers: cast.hodCse.headers, payload: { decision: 'accept' } });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(parse((await fetchFeed(url)).body).events.some((event) => event.uid.startsWith(`leave-${ids.approved}@`))).toBe(false);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    expect((await inject({ method: 'GET', url: `/api/calendar/feeds/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/calendar/feeds/nope.ics' })).statusCode).toBe(404);
    const personal = (await feeds(cast.empCse)).personal;
    expect((await inject({ method: 'GET', url: new URL(personal).pathname.replace(/\.ics$/, '') })).statusCode).toBe(404);
  });
});

describe('POST /api/calendar/feeds/regenerate', () => {
  it('retires the old URL (404) and gives a new one', async () => {
    const before = await feeds(cast.hodCse);
    const response = await inject({ method: 'POST', url: '/api/calendar/feeds/regenerate', headers: cast.hodCse.headers, payload: { kind: 'department' } });
    expect(response.statusCode, response.body).toBe(200);
    const after = body(response).data;
    expect(after.personal).toBe(before.personal);
    expect(after.department).not.toBe(before.department);
    expect((await fetchFeed(before.department!)).statusCode).toBe(404);
    expect((await fetchFeed(after.department)).statusCode).toBe(200);
    expect(await feeds(cast.hodCse)).toEqual(after);
  });

  it('refuses an employee the department feed, and bad bodies', async () => {
    const regenerate = (payload: unknown) => inject({ method: 'POST', url: '/api/calendar/feeds/regenerate', headers: cast.empCse2.headers, payload: payload as object });
    expect((await regenerate({ kind: 'department' })).statusCode).toBe(403);
    expect((await regenerate({ kind: 'everything' })).statusCode).toBe(400);
    expect((await regenerate({ kind: 'personal', extra: 1 })).statusCode).toBe(400);
    expect((await regenerate({ kind: 'personal' })).statusCode).toBe(200);
  });
});

describe("a departed owner's feed", () => {
  it('answers 404 once the owner is deleted', async () => {
    const person = await addPerson(runtime, { name: 'Leaving Soon', email: 'leaving@college.edu', role: 'employee', department: CSE });
    const url = (await feeds(person)).personal;
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const deleted = await inject({ method: 'DELETE', url: `/api/users/${person.user.id}`, headers: cast.admin.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });
});
