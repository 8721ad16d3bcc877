// Every route of docs/contract.md (but /excel/* and /users/calculate-earned-leave, owned by the worker) as
// anonymous, an employee, the HOD of the target's department, a HOD of another department, an admin and an
// auditor (AUDITOR below: every route must name what the auditor gets).
// State-changing calls get a fresh target per cell, so that every cell sees the same situation.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { workbook } from '@leave/core/testing/workbooks';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, TEST_PASSWORD, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const PERSONAS = ['anonymous', 'employee', 'hodSameDepartment', 'hodOtherDepartment', 'admin'] as const;
type Persona = (typeof PERSONAS)[number];

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let auditor: Person;
let counter = 0;

function personaOf(persona: Persona): Person | null {
  return { anonymous: null, employee: cast.empCse, hodSameDepartment: cast.hodCse, hodOtherDepartment: cast.hodEce, admin: cast.admin }[persona];
}

/** A CSE employee nobody else uses, with one pending application. */
async function freshApplicant(): Promise<{ person: Person; leaveId: string }> {
  const n = ++counter;
  const person = await addPerson(runtime, { name: `Matrix Person ${n}`, email: `matrix${n}@college.edu`, role: 'employee', department: CSE });
  const applied = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: person.headers, payload: { leaveType: 'cl', fromDate: '2026-12-01', toDate: '2026-12-01', reason: 'Reason long enough' } });
  return { person, leaveId: body(applied).data.leave.id };
}

interface RouteCase {
  name: string;
  request(persona: Persona): Promise<Omit<InjectOptions, 'headers'>>;
  expected: Record<Persona, number>;
}

const isFile = (response: { statusCode: number; headers: Record<string, unknown> }) => response.statusCode === 200 && !String(response.headers['content-type']).includes('json');

const all = (status: number): Record<Persona, number> => ({ anonymous: status, employee: status, hodSameDepartment: status, hodOtherDepartment: status, admin: status });
const signedIn = (status: number): Record<Persona, number> => ({ ...all(status), anonymous: 401 });

const applyDates: Record<Persona, string> = { anonymous: '2026-12-07', employee: '2026-12-08', hodSameDepartment: '2026-12-09', hodOtherDepartment: '2026-12-10', admin: '2026-12-11' };

/** What the read-only auditor gets on each route of ROUTES (by name): reads answered, every change refused with 403. */
const AUDITOR: Record<string, number> = {};
const standInDays: Record<Persona, string> = { anonymous: '2027-01-04', employee: '2027-01-05', hodSameDepartment: '2027-01-06', hodOtherDepartment: '2027-01-07', admin: '2027-01-08' };
let standInCounter = 0;

/** A new naming (by the admin) of the ECE HOD as the CSE HOD's stand-in, on a day nobody else uses. */
async function freshStandIn(): Promise<string> {
  const day = `2027-02-${String(++standInCounter).padStart(2, '0')}`;
  const named = await runtime.app.inject({ method: 'POST', url: '/api/stand-ins', headers: cast.admin.headers, payload: { hodId: cast.hodCse.user.id, standInId: cast.hodEce.user.id, from: day, to: day } });
  return body(named).data.standIn._id;
}

const ROUTES: RouteCase[] = [
  { name: 'GET /api/health', request: async () => ({ method: 'GET', url: '/api/health' }), expected: all(200) },
  { name: 'GET /api/health/live', request: async () => ({ method: 'GET', url: '/api/health/live' }), expected: all(200) },
  { name: 'GET /api/departments', request: async () => ({ method: 'GET', url: '/api/departments' }), expected: all(200) },
  { name: 'GET /api/demo/accounts (demo mode off)', request: async () => ({ method: 'GET', url: '/api/demo/accounts' }), expected: all(404) },
  { name: 'GET /api/metrics (METRICS_TOKEN unset)', request: async () => ({ method: 'GET', url: '/api/metrics' }), expected: all(404) },
  {
    name: 'POST /api/auth/login',
    request: async () => ({ method: 'POST', url: '/api/auth/login', payload: { email: 'emp2.cse@college.edu', password: TEST_PASSWORD } }),
    expected: all(200),
  },
  {
    name: 'POST /api/demo-login (demo mode off)',
    request: async () => ({ method: 'POST', url: '/api/demo-login', payload: { email: 'admin@college.edu', password: 'admin123' } }),
    expected: all(404),
  },
  {
    // Anyone may register an employee; with a token, it must be valid (a non-admin token registers as self).
    name: 'POST /api/auth/register',
    request: async (persona) => ({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Matrix Registrant', email: `reg.${persona}@college.edu`, password: 'secret12', department: 'CSE', mobileNo: '9000000000', dateOfBirth: '1990-01-01' },
    }),
    expected: all(201),
  },
  { name: 'GET /api/auth/me', request: async () => ({ method: 'GET', url: '/api/auth/me' }), expected: signedIn(200) },
  {
    // A wrong current password: 400 shows the call got past authentication without spending anyone's tokens.
    name: 'PUT /api/auth/change-password',
    request: async () => ({ method: 'PUT', url: '/api/auth/change-password', payload: { currentPassword: 'not-the-password', newPassword: 'whatever1' } }),
    expected: signedIn(400),
  },
  { name: 'GET /api/users', request: async () => ({ method: 'GET', url: '/api/users' }), expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 200, admin: 200 } },
  { name: 'GET /api/users/profile', request: async () => ({ method: 'GET', url: '/api/users/profile' }), expected: signedIn(200) },
  { name: 'GET /api/users/current-leave-balances', request: async () => ({ method: 'GET', url: '/api/users/current-leave-balances' }), expected: signedIn(200) },
  { name: 'GET /api/users/earned-leave-details', request: async () => ({ method: 'GET', url: '/api/users/earned-leave-details' }), expected: signedIn(200) },
  {
    name: "PUT /api/users/:id (another person's profile)",
    request: async () => ({ method: 'PUT', url: `/api/users/${cast.empCse2.user.id}`, payload: { designation: 'Senior Lecturer' } }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 403, hodOtherDepartment: 403, admin: 200 },
  },
  {
    name: "GET /api/users/:id/balance-ledger (a CSE employee's)",
    request: async () => ({ method: 'GET', url: `/api/users/${cast.empCse2.user.id}/balance-ledger` }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 200 },
  },
  {
    name: 'DELETE /api/users/:id',
    request: async () => ({ method: 'DELETE', url: `/api/users/${(await freshApplicant()).person.user.id}` }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 403, hodOtherDepartment: 403, admin: 200 },
  },
  { name: 'GET /api/dashboard/stats', request: async () => ({ method: 'GET', url: '/api/dashboard/stats' }), expected: signedIn(200) },
  {
    name: 'GET /api/dashboard/charts',
    request: async () => ({ method: 'GET', url: '/api/dashboard/charts' }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 200, admin: 200 },
  },
  { name: 'GET /api/leaves', request: async () => ({ method: 'GET', url: '/api/leaves' }), expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 200, admin: 200 } },
  { name: 'GET /api/leaves/my-leaves', request: async () => ({ method: 'GET', url: '/api/leaves/my-leaves' }), expected: signedIn(200) },
  {
    name: 'POST /api/leaves',
    request: async (persona) => ({ method: 'POST', url: '/api/leaves', payload: { leaveType: 'cl', fromDate: applyDates[persona], toDate: applyDates[persona], reason: 'Reason long enough' } }),
    expected: { anonymous: 401, employee: 201, hodSameDepartment: 201, hodOtherDepartment: 201, admin: 403 },
  },
  {
    // The default route: the HOD's step waits; an admin meets it (409), anyone else holds no step.
    name: 'POST /api/leaves/:id/decisions (approve a pending application)',
    request: async () => ({ method: 'POST', url: `/api/leaves/${(await freshApplicant()).leaveId}/decisions`, payload: { decision: 'approve' } }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 409 },
  },
  { name: 'GET /api/offices', request: async () => ({ method: 'GET', url: '/api/offices' }), expected: signedIn(200) },
  {
    // The default policy names no office: the admin meets a 404.
    name: 'PUT /api/offices/:code',
    request: async () => ({ method: 'PUT', url: '/api/offices/principal', payload: { holderIds: [] } }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 403, hodOtherDepartment: 403, admin: 404 },
  },
  {
    // Nothing is recorded: whoever may apply gets the answer, whoever may not 403.
    name: 'POST /api/leaves/preview',
    request: async () => ({ method: 'POST', url: '/api/leaves/preview', payload: { leaveType: 'cl', fromDate: '2026-12-01', toDate: '2026-12-01' } }),
    expected: { anonymous: 401, employee: 200, hodSameDepartment: 200, hodOtherDepartment: 200, admin: 403 },
  },
  {
    // The default policy has no claimed type: whoever may claim reaches the claim's own check (400).
    name: 'POST /api/comp-off',
    request: async () => ({ method: 'POST', url: '/api/comp-off', payload: { workedOn: '2026-01-03', days: 1, reason: 'Worked the admissions counter', leaveType: 'coff' } }),
    expected: { anonymous: 401, employee: 400, hodSameDepartment: 400, hodOtherDepartment: 400, admin: 403 },
  },
  {
    name: 'PUT /api/leaves/:id/status (reject a pending application)',
    request: async () => ({ method: 'PUT', url: `/api/leaves/${(await freshApplicant()).leaveId}/status`, payload: { status: 'rejected', rejectionReason: 'Matrix says no' } }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 200 },
  },
  {
    name: 'PUT /api/leaves/:id/status (approve as HOD)',
    request: async () => ({ method: 'PUT', url: `/api/leaves/${(await freshApplicant()).leaveId}/status`, payload: { status: 'hodApproved' } }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 403 },
  },
  {
    name: "GET /api/leaves/:id/events (someone else's application)",
    request: async () => ({ method: 'GET', url: `/api/leaves/${(await freshApplicant()).leaveId}/events` }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 200 },
  },
  // Issue 49: the decision dialog's figures, for those who decide it (the applicant's own call is in decision-context.spec.ts).
  {
    name: "GET /api/leaves/:id/decision-context (someone else's application)",
    request: async () => ({ method: 'GET', url: `/api/leaves/${(await freshApplicant()).leaveId}/decision-context` }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 200 },
  },
  // Issue 13: withdrawing and cancelling (the applicant's own calls are below the table).
  {
    name: "POST /api/leaves/:id/withdraw (someone else's pending application)",
    request: async () => ({ method: 'POST', url: `/api/leaves/${(await freshApplicant()).leaveId}/withdraw` }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 403, hodOtherDepartment: 403, admin: 403 },
  },
  {
    name: "POST /api/leaves/:id/cancellation (someone else's approved leave)",
    request: async () => ({ method: 'POST', url: `/api/leaves/${(await freshCancellation(false)).leaveId}/cancellation`, payload: { reason: 'Matrix wants it back' } }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 403, hodOtherDepartment: 403, admin: 403 },
  },
  {
    name: "PUT /api/leaves/:id/cancellation (accept an employee's request)",
    request: async () => ({ method: 'PUT', url: `/api/leaves/${(await freshCancellation(true)).leaveId}/cancellation`, payload: { decision: 'accept' } }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 403 },
  },
  {
    name: "PUT /api/leaves/:id/cancellation (decline an employee's request)",
    request: async () => ({ method: 'PUT', url: `/api/leaves/${(await freshCancellation(true)).leaveId}/cancellation`, payload: { decision: 'decline', reason: 'Matrix says no' } }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 403 },
  },
  // Issue 13: the holiday calendar (GET /api/holidays/template answers a workbook: holidays.spec.ts covers who gets it).
  { name: 'GET /api/holidays?year=', request: async () => ({ method: 'GET', url: '/api/holidays?year=2026' }), expected: signedIn(200) },
  {
    name: 'POST /api/holidays',
    request: async (persona) => ({ method: 'POST', url: '/api/holidays', payload: { date: `2026-05-0${PERSONAS.indexOf(persona) + 1}`, name: 'Matrix Day' } }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 403, hodOtherDepartment: 403, admin: 201 },
  },
  {
    name: 'DELETE /api/holidays/:id',
    request: async () => ({ method: 'DELETE', url: `/api/holidays/${await freshHoliday()}` }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 403, hodOtherDepartment: 403, admin: 200 },
  },
  {
    name: 'POST /api/holidays/import',
    request: async () => ({ method: 'POST', url: '/api/holidays/import', payload: { fileData: workbook([['Date', 'Name'], ['2028-01-26', 'Republic Day']]).toString('base64'), fileName: 'h.xlsx', year: 2028 } }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 403, hodOtherDepartment: 403, admin: 200 },
  },
  {
    // Paged and filtered people lists: a filter never widens the caller's scope (a HOD still sees only their department).
    name: 'GET /api/users?limit&offset&role&department&search',
    request: async () => ({ method: 'GET', url: '/api/users?limit=5&offset=0&role=employee&department=CSE&search=cse' }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 200, admin: 200 },
  },
  {
    name: 'GET /api/leaves?limit&offset&status&leaveType&department&search',
    request: async () => ({ method: 'GET', url: '/api/leaves?limit=5&offset=0&status=pending&leaveType=cl&department=CSE&search=reason' }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 200, admin: 200 },
  },
  // The audit portal and the exports (issue 12): the admin and the auditor only.
  { name: 'GET /api/audit/events', request: async () => ({ method: 'GET', url: '/api/audit/events?limit=5' }), expected: { ...signedIn(403), admin: 200 } },
  {
    name: "GET /api/leaves/:id/timeline (someone else's application)",
    request: async () => ({ method: 'GET', url: `/api/leaves/${(await freshApplicant()).leaveId}/timeline` }),
    expected: { ...signedIn(403), admin: 200 },
  },
  ...(['applications', 'staff', 'ledger', 'events'] as const).flatMap((kind) =>
    (['csv', 'xlsx'] as const).map((format) => ({
      name: `GET /api/exports/${kind}.${format}`,
      request: async () => ({ method: 'GET' as const, url: `/api/exports/${kind}.${format}` }),
      expected: { ...signedIn(403), admin: 200 },
    })),
  ),
  { name: 'GET /api/notifications (own inbox)', request: async () => ({ method: 'GET', url: '/api/notifications?limit=5' }), expected: signedIn(200) },
  { name: 'POST /api/notifications/read (all of own)', request: async () => ({ method: 'POST', url: '/api/notifications/read', payload: { all: true } }), expected: signedIn(200) },
  {
    // The CSE HOD's entry for a new application: only the HOD may mark it; to anyone else it does not exist.
    name: "POST /api/notifications/read (the CSE HOD's notification)",
    request: async () => {
      await freshApplicant();
      const entry = await runtime.database.db.selectFrom('notifications').select('id').where('recipient_id', '=', cast.hodCse.user.id).orderBy('event_position', 'desc').executeTakeFirstOrThrow();
      return { method: 'POST', url: '/api/notifications/read', payload: { ids: [entry.id] } };
    },
    expected: { anonymous: 401, employee: 404, hodSameDepartment: 200, hodOtherDepartment: 404, admin: 404 },
  },
  { name: 'GET /api/users/me/notification-preferences', request: async () => ({ method: 'GET', url: '/api/users/me/notification-preferences' }), expected: signedIn(200) },
  {
    name: 'PUT /api/users/me/notification-preferences (own)',
    request: async () => ({ method: 'PUT', url: '/api/users/me/notification-preferences', payload: { email: { importFinished: true } } }),
    expected: signedIn(200),
  },
  { name: 'GET /api/outgoing-mail', request: async () => ({ method: 'GET', url: '/api/outgoing-mail' }), expected: { anonymous: 401, employee: 403, hodSameDepartment: 403, hodOtherDepartment: 403, admin: 200 } },
  // Issue 23: a person's language, and push: the key for anyone signed in, each person's own subscriptions.
  {
    name: 'PUT /api/users/:id (own language)',
    request: async (persona) => ({ method: 'PUT', url: `/api/users/${(personaOf(persona) ?? cast.empCse).user.id}`, payload: { language: 'hi' } }),
    expected: signedIn(200),
  },
  { name: 'GET /api/push/vapid-public-key', request: async () => ({ method: 'GET', url: '/api/push/vapid-public-key' }), expected: signedIn(200) },
  {
    name: 'POST /api/push/subscriptions (own browser)',
    request: async (persona) => ({ method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: `https://push.example.com/matrix-${persona}-${++counter}`, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } } }),
    expected: signedIn(201),
  },
  {
    name: 'DELETE /api/push/subscriptions (own browser)',
    request: async (persona) => ({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: `https://push.example.com/matrix-${persona}-${counter}` } }),
    expected: signedIn(200),
  },
  {
    // A naming for the CSE HOD, on days of its own per cell.
    name: 'POST /api/stand-ins (for the CSE HOD)',
    request: async (persona) => {
      const day = standInDays[persona];
      return { method: 'POST', url: '/api/stand-ins', payload: { hodId: cast.hodCse.user.id, standInId: cast.hodEce.user.id, from: day, to: day } };
    },
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 201, hodOtherDepartment: 403, admin: 201 },
  },
  { name: 'GET /api/stand-ins', request: async () => ({ method: 'GET', url: '/api/stand-ins' }), expected: signedIn(200) },
  { name: 'GET /api/stand-ins/queue', request: async () => ({ method: 'GET', url: '/api/stand-ins/queue' }), expected: signedIn(200) },
  {
    name: "DELETE /api/stand-ins/:id (the CSE HOD's naming of the ECE HOD)",
    request: async () => ({ method: 'DELETE', url: `/api/stand-ins/${await freshStandIn()}` }),
    expected: { anonymous: 401, employee: 404, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 200 },
  },
  // Issue 13: who is away (the scope of each role: calendar.spec.ts).
  { name: 'GET /api/calendar?month=', request: async () => ({ method: 'GET', url: '/api/calendar?month=2026-12' }), expected: signedIn(200) },
  {
    name: "GET /api/calendar?month=&department= (the CSE department's)",
    request: async () => ({ method: 'GET', url: '/api/calendar?month=2026-12&department=CSE' }),
    expected: { anonymous: 401, employee: 200, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 200 },
  },
  // Issue 13: iCal feeds (calendar-feeds.spec.ts). The feed itself needs no header: its URL is the secret.
  { name: 'GET /api/calendar/feeds', request: async () => ({ method: 'GET', url: '/api/calendar/feeds' }), expected: signedIn(200) },
  { name: 'POST /api/calendar/feeds/regenerate (personal)', request: async () => ({ method: 'POST', url: '/api/calendar/feeds/regenerate', payload: { kind: 'personal' } }), expected: signedIn(200) },
  {
    name: 'POST /api/calendar/feeds/regenerate (department)',
    request: async () => ({ method: 'POST', url: '/api/calendar/feeds/regenerate', payload: { kind: 'department' } }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 200, admin: 200 },
  },
  {
    name: "GET /api/calendar/feeds/:token.ics (the CSE employee's personal feed)",
    request: async () => {
      const feeds = await runtime.app.inject({ method: 'GET', url: '/api/calendar/feeds', headers: cast.empCse.headers });
      return { method: 'GET', url: new URL(body(feeds).data.personal as string).pathname };
    },
    expected: all(200),
  },
  { name: 'GET /api/calendar/feeds/:token.ics (an unknown token)', request: async () => ({ method: 'GET', url: `/api/calendar/feeds/${'x'.repeat(43)}.ics` }), expected: all(404) },
  // Issue 44: decision links need no header: the link is the secret, and a bearer token changes nothing.
  { name: 'GET /api/decision-links/:token (an unknown token)', request: async () => ({ method: 'GET', url: `/api/decision-links/${'x'.repeat(43)}` }), expected: all(404) },
  {
    name: 'POST /api/decision-links/:token (an unknown token)',
    request: async () => ({ method: 'POST', url: `/api/decision-links/${'x'.repeat(43)}`, payload: { decision: 'approve' } }),
    expected: all(404),
  },
  // Issue 45: the timetable (timetable.spec.ts). The teacher reads their own; a colleague does not. Its upload
  // is a job's, like /excel/*: timetable-import.spec.ts covers who may upload, the auditor and anonymous included.
  {
    name: "GET /api/timetable?userId= (a CSE colleague's)",
    request: async () => ({ method: 'GET', url: `/api/timetable?userId=${cast.empCse2.user.id}` }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 200 },
  },
  {
    name: "GET /api/timetable?department= (the CSE department's)",
    request: async () => ({ method: 'GET', url: '/api/timetable?department=CSE' }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 200 },
  },
  {
    name: "POST /api/timetable/periods (a CSE teacher's)",
    request: async () => ({ method: 'POST', url: '/api/timetable/periods', payload: { userId: await freshTeacher(), ...MATRIX_PERIOD } }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 201, hodOtherDepartment: 403, admin: 201 },
  },
  {
    name: "PUT /api/timetable/periods/:id (a CSE teacher's)",
    request: async () => ({ method: 'PUT', url: `/api/timetable/periods/${await freshPeriod()}`, payload: { ...MATRIX_PERIOD, room: 'Lab 1' } }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 200 },
  },
  {
    name: "DELETE /api/timetable/periods/:id (a CSE teacher's)",
    request: async () => ({ method: 'DELETE', url: `/api/timetable/periods/${await freshPeriod()}` }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 200 },
  },
  // Issue 45: class arrangements (class-arrangements.spec.ts). A department's day: its HOD, the admin, the
  // auditor; one's own: anyone; an answer to an arrangement: only a teacher (an unknown one is 404).
  {
    name: "GET /api/arrangements?department= (the CSE department's)",
    request: async () => ({ method: 'GET', url: '/api/arrangements?department=CSE&date=2026-11-30' }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 200 },
  },
  { name: 'GET /api/arrangements?mine=true', request: async () => ({ method: 'GET', url: '/api/arrangements?mine=true' }), expected: { anonymous: 401, employee: 200, hodSameDepartment: 200, hodOtherDepartment: 200, admin: 200 } },
  { name: 'GET /api/arrangements/counts', request: async () => ({ method: 'GET', url: '/api/arrangements/counts' }), expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 200, admin: 200 } },
  {
    name: 'GET /api/arrangements/:id/candidates (an unknown one)',
    request: async () => ({ method: 'GET', url: '/api/arrangements/no-such-arrangement/candidates' }),
    expected: { anonymous: 401, employee: 404, hodSameDepartment: 404, hodOtherDepartment: 404, admin: 404 },
  },
  {
    name: 'POST /api/arrangements/:id/accept (an unknown one)',
    request: async () => ({ method: 'POST', url: '/api/arrangements/no-such-arrangement/accept' }),
    expected: { anonymous: 401, employee: 404, hodSameDepartment: 404, hodOtherDepartment: 404, admin: 403 },
  },
  // Issue 49: signed-in devices. Everyone lists their own; a session is signed out only by its owner (an
  // auditor too, their own): another person's session id is 404, as an unknown one is.
  { name: 'GET /api/users/me/sessions', request: async () => ({ method: 'GET', url: '/api/users/me/sessions' }), expected: signedIn(200) },
  {
    name: "DELETE /api/users/me/sessions/:id (a session of the CSE employee's)",
    request: async () => ({ method: 'DELETE', url: `/api/users/me/sessions/${await freshSessionOfEmployee()}` }),
    expected: { anonymous: 401, employee: 200, hodSameDepartment: 404, hodOtherDepartment: 404, admin: 404 },
  },
];

/** Issue 49: a new session of the CSE employee (a sign-in by password), by the id its token carries. */
async function freshSessionOfEmployee(): Promise<string> {
  const signedInNow = await runtime.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: cast.empCse.user.email, password: TEST_PASSWORD } });
  const token = body(signedInNow).data.token as string;
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
}
// Issue 49: the auditor lists their own sessions; another person's is no session of theirs.
Object.assign(AUDITOR, {
  'GET /api/users/me/sessions': 200,
  "DELETE /api/users/me/sessions/:id (a session of the CSE employee's)": 404,
});

const MATRIX_PERIOD = { weekday: 2, period: 3, start: '11:00', end: '11:50', className: 'II CSE-B', subject: 'Networks', room: 'B-101', termFrom: '2026-11-02', termTo: '2027-03-31' };
let teacherCounter = 0;
/** Issue 45: a CSE employee nobody else uses, with an empty timetable. */
async function freshTeacher(): Promise<string> {
  const n = ++teacherCounter;
  return (await addPerson(runtime, { name: `Matrix Teacher ${n}`, email: `matrix.teacher${n}@college.edu`, role: 'employee', department: CSE })).user.id;
}
/** Issue 45: a period (added by the admin) of a fresh CSE teacher. */
async function freshPeriod(): Promise<string> {
  const added = await runtime.app.inject({ method: 'POST', url: '/api/timetable/periods', headers: cast.admin.headers, payload: { userId: await freshTeacher(), ...MATRIX_PERIOD } });
  return body(added).data.period._id as string;
}
// Issue 45: the auditor reads every timetable and changes none.
Object.assign(AUDITOR, {
  "GET /api/timetable?userId= (a CSE colleague's)": 200,
  "GET /api/timetable?department= (the CSE department's)": 200,
  "POST /api/timetable/periods (a CSE teacher's)": 403,
  "PUT /api/timetable/periods/:id (a CSE teacher's)": 403,
  "DELETE /api/timetable/periods/:id (a CSE teacher's)": 403,
  // Issue 45: the auditor reads every department's arrangements and the counts, and answers none.
  "GET /api/arrangements?department= (the CSE department's)": 200,
  'GET /api/arrangements?mine=true': 200,
  'GET /api/arrangements/counts': 200,
  'POST /api/arrangements/:id/accept (an unknown one)': 403,
  'GET /api/arrangements/:id/candidates (an unknown one)': 403,
});

beforeAll(async () => {
  // The subscriptions' push host is named and resolved here (to a loopback alias), so nothing leaves the machine.
  runtime = await startTestRuntime({ clock, env: { PUSH_ALLOWED_HOSTS: 'push.example.com' }, lookupHost: async () => [{ address: '127.0.0.2', family: 4 }] });
  cast = await addCast(runtime);
  auditor = await addPerson(runtime, { name: 'Asha Auditor', email: 'auditor@college.edu', role: 'auditor', department: null });
});
afterAll(() => runtime.close());

describe('authorization matrix', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const seen: Record<string, number> = {};
    for (const persona of PERSONAS) {
      const who = personaOf(persona);
      const request = await route.request(persona);
      const response = await runtime.app.inject({ ...request, headers: who ? who.headers : {} } as InjectOptions);
      seen[persona] = response.statusCode;
      // A file (an export) is no envelope; everything else answers one.
      if (!isFile(response)) expect(body(response).success, `${persona}: ${response.body}`).toBe(response.statusCode < 300);
    }
    const expectedOfAuditor = AUDITOR[route.name];
    expect(expectedOfAuditor, `${route.name} has no auditor entry in AUDITOR`).toBeDefined();
    const request = await route.request('employee');
    const response = await runtime.app.inject({ ...request, headers: auditor.headers } as InjectOptions);
    seen.auditor = response.statusCode;
    if (!isFile(response)) expect(body(response).success, `auditor: ${response.body}`).toBe(response.statusCode < 300);
    expect(seen).toEqual({ ...route.expected, auditor: expectedOfAuditor });
  });

  it('lets a person read their own balance history', async () => {
    expect((await runtime.app.inject({ method: 'GET', url: `/api/users/${cast.empCse.user.id}/balance-ledger`, headers: cast.empCse.headers })).statusCode).toBe(200);
  });

  it('lets the applicant read their own audit trail', async () => {
    const { person, leaveId } = await freshApplicant();
    expect((await runtime.app.inject({ method: 'GET', url: `/api/leaves/${leaveId}/events`, headers: person.headers })).statusCode).toBe(200);
  });
});

/** Issue 13: a CSE employee nobody else uses, with an approved leave, its cancellation asked for when `asked`. */
async function freshCancellation(asked: boolean): Promise<{ person: Person; leaveId: string }> {
  const { person, leaveId } = await freshApplicant();
  await runtime.app.inject({ method: 'PUT', url: `/api/leaves/${leaveId}/status`, headers: cast.hodCse.headers, payload: { status: 'hodApproved' } });
  await runtime.app.inject({ method: 'PUT', url: `/api/leaves/${leaveId}/status`, headers: cast.admin.headers, payload: { status: 'approved' } });
  if (asked) await runtime.app.inject({ method: 'POST', url: `/api/leaves/${leaveId}/cancellation`, headers: person.headers, payload: { reason: 'Plans changed' } });
  return { person, leaveId };
}

describe('authorization matrix: the applicant withdraws and asks to cancel their own (issue 13)', () => {
  it('lets the applicant withdraw their own pending application', async () => {
    const { person, leaveId } = await freshApplicant();
    expect((await runtime.app.inject({ method: 'POST', url: `/api/leaves/${leaveId}/withdraw`, headers: person.headers })).statusCode).toBe(200);
  });

  it('lets the applicant ask to cancel their own approved leave, and not decide it', async () => {
    const { person, leaveId } = await freshCancellation(false);
    const asked = await runtime.app.inject({ method: 'POST', url: `/api/leaves/${leaveId}/cancellation`, headers: person.headers, payload: { reason: 'Plans changed' } });
    expect(asked.statusCode).toBe(200);
    const decided = await runtime.app.inject({ method: 'PUT', url: `/api/leaves/${leaveId}/cancellation`, headers: person.headers, payload: { decision: 'accept' } });
    expect(decided.statusCode).toBe(403);
  });
});

let holidayCounter = 0;
/** Issue 13: a holiday nobody else uses, for a removal. */
async function freshHoliday(): Promise<string> {
  holidayCounter += 1;
  const added = await runtime.app.inject({ method: 'POST', url: '/api/holidays', headers: cast.admin.headers, payload: { date: `2029-01-${String(holidayCounter).padStart(2, '0')}`, name: 'Matrix Holiday' } });
  return body(added).data.holiday._id as string;
}
// The auditor's column of the matrix (issue 12): they read what an admin reads and change nothing but their
// own password; the registration refuses their token, whatever the body says.
Object.assign(AUDITOR, {
  'GET /api/health': 200,
  'GET /api/health/live': 200,
  'GET /api/departments': 200,
  'GET /api/demo/accounts (demo mode off)': 404,
  'GET /api/metrics (METRICS_TOKEN unset)': 404,
  'POST /api/auth/login': 200,
  'POST /api/demo-login (demo mode off)': 404,
  'POST /api/auth/register': 403,
  'GET /api/auth/me': 200,
  'PUT /api/auth/change-password': 400,
  'GET /api/users': 200,
  'GET /api/users/profile': 200,
  'GET /api/users/current-leave-balances': 200,
  'GET /api/users/earned-leave-details': 200,
  "PUT /api/users/:id (another person's profile)": 403,
  "GET /api/users/:id/balance-ledger (a CSE employee's)": 200,
  'DELETE /api/users/:id': 403,
  'GET /api/dashboard/stats': 200,
  'GET /api/dashboard/charts': 403,
  'GET /api/leaves': 200,
  'GET /api/leaves/my-leaves': 200,
  'POST /api/leaves': 403,
  'POST /api/comp-off': 403,
  'POST /api/leaves/preview': 403,
  'POST /api/leaves/:id/decisions (approve a pending application)': 403,
  'GET /api/offices': 200,
  'PUT /api/offices/:code': 403,
  'PUT /api/leaves/:id/status (reject a pending application)': 403,
  'PUT /api/leaves/:id/status (approve as HOD)': 403,
  "GET /api/leaves/:id/events (someone else's application)": 200,
  "GET /api/leaves/:id/decision-context (someone else's application)": 200,
  'GET /api/audit/events': 200,
  "GET /api/leaves/:id/timeline (someone else's application)": 200,
  ...Object.fromEntries(['applications', 'staff', 'ledger', 'events'].flatMap((kind) => ['csv', 'xlsx'].map((format) => [`GET /api/exports/${kind}.${format}`, 200]))),
  // Withdrawing and cancelling, the holiday calendar: the auditor reads the holidays and changes nothing.
  "POST /api/leaves/:id/withdraw (someone else's pending application)": 403,
  "POST /api/leaves/:id/cancellation (someone else's approved leave)": 403,
  "PUT /api/leaves/:id/cancellation (accept an employee's request)": 403,
  "PUT /api/leaves/:id/cancellation (decline an employee's request)": 403,
  'GET /api/holidays?year=': 200,
  'POST /api/holidays': 403,
  'DELETE /api/holidays/:id': 403,
  'POST /api/holidays/import': 403,
  // The paged lists read like an admin's.
  'GET /api/users?limit&offset&role&department&search': 200,
  'GET /api/leaves?limit&offset&status&leaveType&department&search': 200,
  // Who is away: the auditor reads every department's month, like the admin.
  'GET /api/calendar?month=': 200,
  "GET /api/calendar?month=&department= (the CSE department's)": 200,
});
// Issue 14: the auditor reads their own (empty) inbox and stand-ins, and changes none of it.
Object.assign(AUDITOR, {
  'GET /api/notifications (own inbox)': 200,
  'POST /api/notifications/read (all of own)': 403,
  "POST /api/notifications/read (the CSE HOD's notification)": 403,
  'GET /api/users/me/notification-preferences': 200,
  'PUT /api/users/me/notification-preferences (own)': 403,
  // Issue 23: the auditor reads the push key; saving a language or a subscription is a change: refused.
  'PUT /api/users/:id (own language)': 403,
  'GET /api/push/vapid-public-key': 200,
  'POST /api/push/subscriptions (own browser)': 403,
  'DELETE /api/push/subscriptions (own browser)': 403,
  'GET /api/outgoing-mail': 403,
  'POST /api/stand-ins (for the CSE HOD)': 403,
  'GET /api/stand-ins': 200,
  'GET /api/stand-ins/queue': 200,
  "DELETE /api/stand-ins/:id (the CSE HOD's naming of the ECE HOD)": 403,
});

describe('authorization matrix: deciding as a stand-in', () => {
  /** The second CSE employee stands in for the CSE HOD on 2026-11-23 and 24 (today is the 23rd). */
  beforeAll(async () => {
    const named = await runtime.app.inject({ method: 'POST', url: '/api/stand-ins', headers: cast.hodCse.headers, payload: { hodId: cast.hodCse.user.id, standInId: cast.empCse2.user.id, from: '2026-11-23', to: '2026-11-24' } });
    expect(named.statusCode).toBe(201);
  });
  const decideAsStandIn = (leaveId: string, payload: Record<string, string>) => runtime.app.inject({ method: 'PUT', url: `/api/leaves/${leaveId}/status`, headers: cast.empCse2.headers, payload });

  it('inside the range the stand-in may approve as HOD and reject', async () => {
    expect((await decideAsStandIn((await freshApplicant()).leaveId, { status: 'hodApproved' })).statusCode).toBe(200);
    expect((await decideAsStandIn((await freshApplicant()).leaveId, { status: 'rejected', rejectionReason: 'Short of staff' })).statusCode).toBe(200);
  });

  it('outside the range the stand-in is refused', async () => {
    const { leaveId } = await freshApplicant();
    clock.set('2026-11-25');
    try {
      expect((await decideAsStandIn(leaveId, { status: 'hodApproved' })).statusCode).toBe(403);
      expect((await decideAsStandIn(leaveId, { status: 'rejected', rejectionReason: 'Short of staff' })).statusCode).toBe(403);
    } finally {
      clock.set('2026-11-23');
    }
  });

  it('the stand-in may not decide their own application, nor give the final approval', async () => {
    const own = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: cast.empCse2.headers, payload: { leaveType: 'cl', fromDate: '2026-12-21', toDate: '2026-12-21', reason: 'Reason long enough' } });
    expect((await decideAsStandIn(body(own).data.leave.id, { status: 'hodApproved' })).statusCode).toBe(403);
    const { leaveId } = await freshApplicant();
    expect((await decideAsStandIn(leaveId, { status: 'hodApproved' })).statusCode).toBe(200);
    expect((await decideAsStandIn(leaveId, { status: 'approved' })).statusCode).toBe(403);
  });
});

// Issue 13: the auditor reads who is away as the admin does.
Object.assign(AUDITOR, {
  'GET /api/calendar?month=': 200,
  "GET /api/calendar?month=&department= (the CSE department's)": 200,
});
// Issue 13: the auditor has a personal feed (holidays) and no department feed; regenerating is a change: refused.
Object.assign(AUDITOR, {
  'GET /api/calendar/feeds': 200,
  'POST /api/calendar/feeds/regenerate (personal)': 403,
  'POST /api/calendar/feeds/regenerate (department)': 403,
  "GET /api/calendar/feeds/:token.ics (the CSE employee's personal feed)": 200,
  'GET /api/calendar/feeds/:token.ics (an unknown token)': 404,
  'GET /api/decision-links/:token (an unknown token)': 404,
  'POST /api/decision-links/:token (an unknown token)': 404,
});
