// The sweep of every route for 5xx answers: each route's body fields, query parameters, path ids and
// headers, read from the OpenAPI description the api publishes from its own zod schemas, get the bad
// values those schemas derive (fuzz-values.ts), and every answer must be a 4xx in the JSON envelope with
// the database unchanged. Every documented route must be in the catalogue below (which says who calls it
// and what a valid request is), so that a new route is swept or the test fails.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_POLICY } from '@leave/domain';
import { sql } from 'kysely';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { HEADINGS, staffRow, workbook } from '@leave/core/testing/workbooks';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, TEST_PASSWORD, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';
import { badBodyValues, badHeaderValues, badIds, badQueryValues, badTokens, type InputSchema } from './fuzz-values';

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let pendingLeaveId: string;
let attachmentId: string;
/** Generated values per field: bounded, so that the sweep stays a few seconds per runtime. */
const RUNS = 12;

type Who = 'anonymous' | 'admin' | 'hod' | 'employee';
interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As the OpenAPI description writes it. */
  path: string;
  who: Who;
  url: () => string;
  /** A request body the route accepts, which each case spoils in one field. */
  body?: () => Record<string, unknown>;
  /** Query parameters the route accepts, likewise. */
  query?: Record<string, string>;
}

/** Client data naming a challenge the server never handed out: a passkey body that is well formed and refused. */
const SWEEP_CLIENT_DATA = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: 'never-handed-out', origin: 'http://localhost:3000' })).toString('base64url');

const ROUTES: RouteCase[] = [
  { method: 'GET', path: '/api/health', who: 'anonymous', url: () => '/api/health' },
  { method: 'GET', path: '/api/health/live', who: 'anonymous', url: () => '/api/health/live' },
  { method: 'GET', path: '/api/departments', who: 'anonymous', url: () => '/api/departments' },
  {
    method: 'POST',
    path: '/api/auth/login',
    who: 'anonymous',
    url: () => '/api/auth/login',
    body: () => ({ email: 'emp.cse@college.edu', password: TEST_PASSWORD }),
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    who: 'admin',
    url: () => '/api/auth/register',
    body: () => ({
        name: 'Sweep Person',
        email: 'sweep@college.edu',
        password: 'secret12',
        confirmPassword: 'secret12',
        role: 'employee',
        department: 'CSE',
        designation: 'Lecturer',
        qualification: 'M.Sc',
        mobileNo: '9000000000',
        dateOfBirth: '1990-01-01',
        dateOfJoining: '2024-07-01',
        employeeId: 'SWEEP-1',
      }),
  },
  { method: 'GET', path: '/api/auth/me', who: 'employee', url: () => '/api/auth/me' },
  { method: 'GET', path: '/api/auth/config', who: 'anonymous', url: () => '/api/auth/config' },
  { method: 'GET', path: '/api/auth/oidc/start', who: 'anonymous', url: () => '/api/auth/oidc/start' },
  { method: 'GET', path: '/api/auth/oidc/callback', who: 'anonymous', url: () => '/api/auth/oidc/callback', query: { code: 'a-code', state: 'a-state', iss: 'https://accounts.google.com', error: 'access_denied', error_description: 'no' } },
  { method: 'POST', path: '/api/auth/oidc/session', who: 'anonymous', url: () => '/api/auth/oidc/session' },
  { method: 'POST', path: '/api/auth/oidc/connect', who: 'employee', url: () => '/api/auth/oidc/connect' },
  { method: 'GET', path: '/api/users/{id}/sign-in-links', who: 'employee', url: () => `/api/users/${cast.empCse.user.id}/sign-in-links` },
  { method: 'DELETE', path: '/api/users/{id}/sign-in-links', who: 'admin', url: () => `/api/users/${cast.empCse.user.id}/sign-in-links` },
  { method: 'GET', path: '/api/users/me/passkeys', who: 'employee', url: () => '/api/users/me/passkeys' },
  { method: 'POST', path: '/api/users/me/passkeys/options', who: 'employee', url: () => '/api/users/me/passkeys/options' },
  {
    method: 'POST',
    path: '/api/users/me/passkeys',
    who: 'employee',
    url: () => '/api/users/me/passkeys',
    body: () => ({
      name: 'Sweep key',
      credential: { id: 'c3dlZXA', rawId: 'c3dlZXA', type: 'public-key', response: { clientDataJSON: SWEEP_CLIENT_DATA, attestationObject: 'o2NmbXRkbm9uZQ', transports: ['internal'] }, clientExtensionResults: {}, authenticatorAttachment: 'platform' },
    }),
  },
  { method: 'DELETE', path: '/api/users/me/passkeys/{id}', who: 'employee', url: () => '/api/users/me/passkeys/c3dlZXA' },
  { method: 'POST', path: '/api/auth/passkey/options', who: 'anonymous', url: () => '/api/auth/passkey/options' },
  {
    method: 'POST',
    path: '/api/auth/passkey',
    who: 'anonymous',
    url: () => '/api/auth/passkey',
    body: () => ({
      credential: { id: 'c3dlZXA', rawId: 'c3dlZXA', type: 'public-key', response: { clientDataJSON: SWEEP_CLIENT_DATA, authenticatorData: 'AAAA', signature: 'AAAA', userHandle: 'dXNlcg' }, clientExtensionResults: {}, authenticatorAttachment: 'platform' },
    }),
  },
  // Issue 26: set-password links. The valid bodies change nothing either: an address nobody has, a link
  // never handed out.
  { method: 'POST', path: '/api/auth/forgot-password', who: 'anonymous', url: () => '/api/auth/forgot-password', body: () => ({ email: 'nobody@college.edu' }) },
  {
    method: 'POST',
    path: '/api/auth/set-password',
    who: 'anonymous',
    url: () => '/api/auth/set-password',
    body: () => ({ token: 'bmV2ZXItaGFuZGVkLW91dA', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' }),
  },
  { method: 'POST', path: '/api/auth/sign-out-everywhere', who: 'employee', url: () => '/api/auth/sign-out-everywhere' },
  { method: 'GET', path: '/api/users/me/sessions', who: 'employee', url: () => '/api/users/me/sessions' },
  // Issue 49: a session nobody has (the valid request changes nothing: 404).
  { method: 'DELETE', path: '/api/users/me/sessions/{id}', who: 'employee', url: () => '/api/users/me/sessions/7d1c2a52-3b0e-4f7e-9a57-0f5b1b7c9e12' },
  {
    method: 'PUT',
    path: '/api/auth/change-password',
    who: 'employee',
    url: () => '/api/auth/change-password',
    body: () => ({ currentPassword: TEST_PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' }),
  },
  {
    method: 'GET',
    path: '/api/users',
    who: 'admin',
    url: () => '/api/users',
    query: { role: 'employee', department: 'cse', active: 'true', search: 'sita', ids: 'someone,someone-else', limit: '10', offset: '0' },
  },
  { method: 'GET', path: '/api/users/profile', who: 'employee', url: () => '/api/users/profile' },
  { method: 'GET', path: '/api/users/current-leave-balances', who: 'employee', url: () => '/api/users/current-leave-balances' },
  { method: 'GET', path: '/api/users/earned-leave-details', who: 'employee', url: () => '/api/users/earned-leave-details' },
  { method: 'GET', path: '/api/users/{id}/balance-ledger', who: 'hod', url: () => `/api/users/${cast.empCse.user.id}/balance-ledger` },
  {
    method: 'PUT',
    path: '/api/users/{id}',
    who: 'admin',
    url: () => `/api/users/${cast.empCse2.user.id}`,
    body: () => ({
        name: 'Sita Cse',
        email: 'emp2.cse@college.edu',
        department: 'CSE',
        designation: 'Lecturer',
        qualification: 'M.Sc',
        mobileNo: '9000000001',
        dateOfBirth: '1991-02-03',
        dateOfJoining: '2020-06-01',
        role: 'employee',
        isActive: true,
        employeeId: 'EMP-SITA',
        leaveBalance: { cl: 6 },
        password: 'ignored',
      }),
  },
  { method: 'DELETE', path: '/api/users/{id}', who: 'admin', url: () => `/api/users/${cast.empCse2.user.id}` },
  {
    method: 'GET',
    path: '/api/leaves',
    who: 'admin',
    url: () => '/api/leaves',
    query: { status: 'pending', excludeStatus: 'withdrawn', leaveType: 'cl', department: 'cse', applicantRole: 'employee', search: 'family', awaiting: 'me', limit: '10', offset: '0' },
  },
  {
    method: 'POST',
    path: '/api/leaves',
    who: 'employee',
    url: () => '/api/leaves',
    body: () => ({ leaveType: 'cl', fromDate: '2026-12-01', toDate: '2026-12-01', reason: 'A reason long enough' }),
  },
  {
    method: 'POST',
    path: '/api/leaves/preview',
    who: 'employee',
    url: () => '/api/leaves/preview',
    body: () => ({ leaveType: 'cl', fromDate: '2026-12-01', toDate: '2026-12-01' }),
  },
  {
    method: 'POST',
    path: '/api/comp-off',
    who: 'employee',
    url: () => '/api/comp-off',
    body: () => ({ workedOn: '2026-11-21', days: 1, reason: 'Worked the admissions counter', leaveType: 'coff' }),
  },
  { method: 'GET', path: '/api/leaves/my-leaves', who: 'employee', url: () => '/api/leaves/my-leaves' },
  {
    method: 'PUT',
    path: '/api/leaves/{id}/status',
    who: 'hod',
    url: () => `/api/leaves/${pendingLeaveId}/status`,
    body: () => ({ status: 'rejected', rejectionReason: 'Short of staff\nthat week' }),
  },
  { method: 'GET', path: '/api/leaves/{id}', who: 'hod', url: () => `/api/leaves/${pendingLeaveId}` },
  { method: 'POST', path: '/api/leaves/{id}/decisions', who: 'hod', url: () => `/api/leaves/${pendingLeaveId}/decisions`, body: () => ({ decision: 'reject' }) },
  { method: 'GET', path: '/api/offices', who: 'employee', url: () => '/api/offices' },
  { method: 'PUT', path: '/api/offices/{code}', who: 'admin', url: () => '/api/offices/principal', body: () => ({ holderIds: [] }) },
  { method: 'GET', path: '/api/leaves/{id}/events', who: 'hod', url: () => `/api/leaves/${pendingLeaveId}/events` },
  { method: 'GET', path: '/api/leaves/{id}/decision-context', who: 'hod', url: () => `/api/leaves/${pendingLeaveId}/decision-context` },
  { method: 'POST', path: '/api/leaves/{id}/attachments', who: 'employee', url: () => `/api/leaves/${pendingLeaveId}/attachments` },
  { method: 'GET', path: '/api/leaves/{id}/attachments/{aid}', who: 'admin', url: () => `/api/leaves/${pendingLeaveId}/attachments/${attachmentId}` },
  { method: 'GET', path: '/api/dashboard/stats', who: 'hod', url: () => '/api/dashboard/stats' },
  { method: 'GET', path: '/api/dashboard/charts', who: 'admin', url: () => '/api/dashboard/charts' },
  {
    method: 'POST',
    path: '/api/excel/upload',
    who: 'admin',
    url: () => '/api/excel/upload',
    body: () => ({ fileData: workbook([HEADINGS, staffRow(1)]).toString('base64'), fileName: 'staff.xlsx' }),
  },
  { method: 'GET', path: '/api/excel/template', who: 'admin', url: () => '/api/excel/template' },
  { method: 'POST', path: '/api/users/calculate-earned-leave', who: 'employee', url: () => '/api/users/calculate-earned-leave' },
  { method: 'POST', path: '/api/users/recalculate-earned-leave', who: 'admin', url: () => '/api/users/recalculate-earned-leave' },
  // Issue 13: withdrawing and cancelling, each aimed at the sweep's pending application of someone else,
  // so that even a request the schemas let through is refused by the leave machine and changes nothing.
  { method: 'POST', path: '/api/leaves/{id}/withdraw', who: 'employee', url: () => `/api/leaves/${pendingLeaveId}/withdraw` },
  {
    method: 'POST',
    path: '/api/leaves/{id}/cancellation',
    who: 'employee',
    url: () => `/api/leaves/${pendingLeaveId}/cancellation`,
    body: () => ({ reason: 'Plans changed\nafter all' }),
  },
  {
    method: 'PUT',
    path: '/api/leaves/{id}/cancellation',
    who: 'hod',
    url: () => `/api/leaves/${pendingLeaveId}/cancellation`,
    body: () => ({ decision: 'decline', reason: 'Short of staff\nthat week' }),
  },
  // Issue 13: the holiday calendar. The import's valid file holds a 2026 date while the body says 2027, so
  // that a request the schemas let through adds nothing.
  { method: 'GET', path: '/api/holidays', who: 'employee', url: () => '/api/holidays', query: { year: '2026' } },
  { method: 'POST', path: '/api/holidays', who: 'admin', url: () => '/api/holidays', body: () => ({ date: '2026-12-25', name: 'Christmas' }) },
  { method: 'DELETE', path: '/api/holidays/{id}', who: 'admin', url: () => '/api/holidays/7d1c2a52-3b0e-4f7e-9a57-0f5b1b7c9e11' },
  {
    method: 'POST',
    path: '/api/holidays/import',
    who: 'admin',
    url: () => '/api/holidays/import',
    body: () => ({ fileData: workbook([['Date', 'Name'], ['2026-12-25', 'Christmas']]).toString('base64'), fileName: 'holidays.xlsx', year: 2027 }),
  },
  { method: 'GET', path: '/api/holidays/template', who: 'admin', url: () => '/api/holidays/template' },
  // The audit portal and the exports (issue 12).
  {
    method: 'GET',
    path: '/api/audit/events',
    who: 'admin',
    url: () => '/api/audit/events',
    query: { personId: 'someone', department: 'cse', leaveId: 'some-leave', type: 'LeaveApplied', from: '2026-01-01', to: '2026-12-31', limit: '10', offset: '0' },
  },
  { method: 'GET', path: '/api/leaves/{id}/timeline', who: 'admin', url: () => `/api/leaves/${pendingLeaveId}/timeline` },
  {
    method: 'GET',
    path: '/api/exports/{file}',
    who: 'admin',
    url: () => '/api/exports/events.csv',
    query: { personId: 'someone', department: 'cse', leaveId: 'some-leave', type: 'LeaveApplied', from: '2026-01-01', to: '2026-12-31', status: 'pending', leaveType: 'cl' },
  },
  { method: 'GET', path: '/api/notifications', who: 'hod', url: () => '/api/notifications', query: { limit: '10', offset: '0' } },
  { method: 'POST', path: '/api/notifications/read', who: 'hod', url: () => '/api/notifications/read', body: () => ({ all: true }) },
  { method: 'GET', path: '/api/users/me/notification-preferences', who: 'employee', url: () => '/api/users/me/notification-preferences' },
  {
    method: 'PUT',
    path: '/api/users/me/notification-preferences',
    who: 'employee',
    url: () => '/api/users/me/notification-preferences',
    body: () => ({ email: { applicationDecided: true, importFinished: true } }),
  },
  { method: 'GET', path: '/api/outgoing-mail', who: 'admin', url: () => '/api/outgoing-mail', query: { limit: '10', offset: '0' } },
  // Issue 23: push. The endpoints are plain http off this machine, which the routes refuse: nothing the
  // schemas let through is saved or removed.
  { method: 'GET', path: '/api/push/vapid-public-key', who: 'employee', url: () => '/api/push/vapid-public-key' },
  {
    method: 'POST',
    path: '/api/push/subscriptions',
    who: 'employee',
    url: () => '/api/push/subscriptions',
    body: () => ({ endpoint: 'http://push.example.com/sweep', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }),
  },
  { method: 'DELETE', path: '/api/push/subscriptions', who: 'employee', url: () => '/api/push/subscriptions', body: () => ({ endpoint: 'http://push.example.com/never-subscribed' }) },
  {
    // A naming the rules refuse (the CSE HOD as their own stand-in), so that nothing the schemas let through changes anything.
    method: 'POST',
    path: '/api/stand-ins',
    who: 'hod',
    url: () => '/api/stand-ins',
    body: () => ({ hodId: cast.hodCse.user.id, standInId: cast.hodCse.user.id, from: '2027-01-04', to: '2027-01-05' }),
  },
  { method: 'GET', path: '/api/stand-ins', who: 'employee', url: () => '/api/stand-ins' },
  { method: 'GET', path: '/api/stand-ins/queue', who: 'employee', url: () => '/api/stand-ins/queue' },
  { method: 'DELETE', path: '/api/stand-ins/{id}', who: 'hod', url: () => '/api/stand-ins/no-such-naming' },
  { method: 'GET', path: '/api/calendar', who: 'admin', url: () => '/api/calendar', query: { month: '2026-12', department: 'cse' } },
  // Issue 13: iCal feeds (the feed's own URL needs no header; an unknown token answers 404).
  { method: 'GET', path: '/api/calendar/feeds', who: 'hod', url: () => '/api/calendar/feeds' },
  { method: 'POST', path: '/api/calendar/feeds/regenerate', who: 'hod', url: () => '/api/calendar/feeds/regenerate', body: () => ({ kind: 'department' }) },
  { method: 'GET', path: '/api/calendar/feeds/{file}', who: 'anonymous', url: () => `/api/calendar/feeds/${'x'.repeat(43)}.ics` },
  // Issue 44: decision links, a link never handed out (nothing to decide).
  { method: 'GET', path: '/api/decision-links/{token}', who: 'anonymous', url: () => `/api/decision-links/${'x'.repeat(43)}` },
  { method: 'POST', path: '/api/decision-links/{token}', who: 'anonymous', url: () => `/api/decision-links/${'x'.repeat(43)}`, body: () => ({ decision: 'approve' }) },
  // Issue 20: the leave policy and the payroll export. The version's effective date is in the past, so
  // that a request the schemas let through publishes nothing.
  { method: 'GET', path: '/api/policy', who: 'employee', url: () => '/api/policy', query: { on: '2026-12-07' } },
  { method: 'GET', path: '/api/policy/versions', who: 'admin', url: () => '/api/policy/versions' },
  {
    method: 'POST',
    path: '/api/policy/versions',
    who: 'admin',
    url: () => '/api/policy/versions',
    body: () => ({ policy: structuredClone(DEFAULT_POLICY), effectiveFrom: '2026-01-01', reason: 'A version dated in the past' }),
  },
  // Issue 49: what a version would change, before publishing it (writes nothing).
  {
    method: 'POST',
    path: '/api/policy/versions/preview',
    who: 'admin',
    url: () => '/api/policy/versions/preview',
    body: () => ({ policy: structuredClone(DEFAULT_POLICY), effectiveFrom: '2027-01-04', reason: 'What would change' }),
  },
  { method: 'GET', path: '/api/payroll', who: 'admin', url: () => '/api/payroll', query: { month: '2026-12', format: 'csv' } },
  // Issue 45: the timetable. A period for another department's teacher (the CSE HOD is refused), an unknown
  // period's change and removal: nothing the schemas let through changes anything.
  {
    method: 'GET',
    path: '/api/timetable',
    who: 'employee',
    url: () => '/api/timetable',
    // Read when the sweep runs (the cast exists by then). Both parameters, so that each is swept; the
    // route takes one of them (timetable.spec.ts), and the pair is refused too.
    get query() {
      return { userId: cast.empCse.user.id, department: 'cse' };
    },
  },
  {
    method: 'POST',
    path: '/api/timetable/periods',
    who: 'hod',
    url: () => '/api/timetable/periods',
    body: () => ({ userId: cast.empEce.user.id, ...SWEEP_PERIOD }),
  },
  { method: 'PUT', path: '/api/timetable/periods/{id}', who: 'hod', url: () => '/api/timetable/periods/no-such-period', body: () => ({ ...SWEEP_PERIOD }) },
  { method: 'DELETE', path: '/api/timetable/periods/{id}', who: 'hod', url: () => '/api/timetable/periods/no-such-period' },
  {
    method: 'POST',
    path: '/api/timetable/upload',
    who: 'hod',
    url: () => '/api/timetable/upload',
    body: () => ({ fileData: workbook([['Email', 'Day', 'Period', 'Start', 'End', 'Class', 'Subject'], ['emp.ece@college.edu', 'Mon', 1, '09:00', '09:50', 'II ECE-A', 'Signals']]).toString('base64'), fileName: 'timetable.xlsx', ...SWEEP_TERM }),
  },
  { method: 'GET', path: '/api/timetable/template', who: 'hod', url: () => '/api/timetable/template' },
  // Issue 45: class arrangements. Answers to an unknown arrangement, and the department's lists and files.
  { method: 'GET', path: '/api/arrangements', who: 'hod', url: () => '/api/arrangements', query: { department: 'cse', date: '2026-11-30', from: '2026-11-30', to: '2026-12-04', mine: 'false', leaveId: 'no-such-leave', limit: '10', offset: '0' } },
  { method: 'GET', path: '/api/arrangements/counts', who: 'hod', url: () => '/api/arrangements/counts', query: { department: 'cse' } },
  { method: 'GET', path: '/api/arrangements/{id}/candidates', who: 'employee', url: () => '/api/arrangements/no-such-arrangement/candidates' },
  { method: 'POST', path: '/api/arrangements/{id}/accept', who: 'employee', url: () => '/api/arrangements/no-such-arrangement/accept' },
  { method: 'POST', path: '/api/arrangements/{id}/decline', who: 'employee', url: () => '/api/arrangements/no-such-arrangement/decline', body: () => ({ reason: 'Lab duty then' }) },
  { method: 'PUT', path: '/api/arrangements/{id}', who: 'employee', url: () => '/api/arrangements/no-such-arrangement', body: () => ({ substituteId: 'no-such-person' }) },
  { method: 'GET', path: '/api/exports/arrangements.csv', who: 'hod', url: () => '/api/exports/arrangements.csv', query: { department: 'cse', from: '2026-11-30', to: '2026-12-04' } },
  { method: 'GET', path: '/api/exports/arrangements.xlsx', who: 'hod', url: () => '/api/exports/arrangements.xlsx', query: { department: 'cse', from: '2026-11-30', to: '2026-12-04' } },
];

const SWEEP_TERM = { termFrom: '2026-11-02', termTo: '2027-03-31' };
const SWEEP_PERIOD = { weekday: 1, period: 1, start: '09:00', end: '09:50', className: 'II CSE-A', subject: 'Data Structures', room: 'B-204', termFrom: '2026-11-02', termTo: '2027-03-31' };

function headersOf(who: Who): Record<string, string> {
  const person: Person | null = { anonymous: null, admin: cast.admin, hod: cast.hodCse, employee: cast.empCse }[who];
  return person ? person.headers : {};
}

const TABLES = ['events', 'users', 'leave_applications', 'leave_balances', 'balance_periods', 'import_jobs', 'import_job_rows', 'login_failures', 'holidays', 'notifications', 'notification_people', 'notification_reads', 'notification_preferences', 'outgoing_mail', 'push_subscriptions', 'push_deliveries', 'stand_ins', 'calendar_feeds', 'leave_attachments', 'sign_in_links', 'sign_in_handoffs', 'used_sign_in_states', 'passkeys', 'passkey_challenges', 'sessions', 'password_links', 'timetable_periods'] as const;

/** Every row of every table the product writes, as one text: equal before and after means nothing changed. */
async function fingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const { rows } = await sql<{ rows: string | null }>`select string_agg(t::text, '|' order by t::text) as rows from ${sql.table(table)} t`.execute(runtime.database.db);
    parts.push(`${table}:${rows[0]?.rows ?? ''}`);
  }
  return parts.join('\n');
}

function expectRefused(response: LightMyRequestResponse, what: string) {
  const shown = `${what}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, shown).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, shown).toBeLessThan(500);
  expect(response.headers['content-type'], shown).toContain('application/json');
  const answer = body(response);
  expect(answer.success, shown).toBe(false);
  expect(typeof answer.message, shown).toBe('string');
  if (answer.errors !== undefined) {
    for (const error of answer.errors) expect(Object.keys(error).sort(), shown).toEqual(['field', 'msg']);
  }
  expect(response.body, shown).not.toMatch(/\bat .+\.(ts|js):\d+|\bselect\b.+\bfrom\b|insert into|update \w+ set|"stack"/i);
}

/** Runs a property and checks that the database is as it was before it. */
async function sweep<T>(values: fc.Arbitrary<T>, send: (value: T) => Promise<void>, numRuns = RUNS) {
  const before = await fingerprint();
  await fc.assert(fc.asyncProperty(values, send), { numRuns });
  expect(await fingerprint()).toBe(before);
}

interface Operation {
  requestBody?: { content: { 'application/json': { schema: InputSchema } } };
  parameters?: { in: 'query' | 'path' | 'header'; name: string; schema: InputSchema }[];
  security?: unknown[];
}
let operations: Record<string, Operation>;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
  const applied = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: cast.empCse2.headers, payload: { leaveType: 'cl', fromDate: '2026-12-02', toDate: '2026-12-02', reason: 'Kept pending for the sweep' } });
  pendingLeaveId = body(applied).data.leave.id;
  const certificate = multipartOf({}, [Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')]);
  const attached = await runtime.app.inject({
    method: 'POST',
    url: `/api/leaves/${pendingLeaveId}/attachments`,
    headers: { ...cast.empCse2.headers, 'content-type': certificate.contentType },
    payload: certificate.payload,
  });
  attachmentId = body(attached).data.attachment._id;
  const spec = body(await runtime.app.inject({ method: 'GET', url: '/api/docs/json' }));
  operations = Object.fromEntries(
    Object.entries(spec.paths as Record<string, Record<string, Operation>>).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation])),
  );
});
afterAll(() => runtime.close());

/** A multipart body (the fields as text parts, then `file` parts), or one spoiled by `spoil`. */
function multipartOf(fields: Record<string, string>, files: Buffer[], boundary = 'sweep-boundary-1') {
  const parts = [
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    ...files.flatMap((bytes, n) => [Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="f${n}.pdf"\r\ncontent-type: application/pdf\r\n\r\n`), bytes, Buffer.from('\r\n')]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

// The two routes that take multipart bodies (issue 21): spoiled ones are a 4xx and change nothing.
const MULTIPART_ROUTES: [name: string, url: () => string, who: () => Person][] = [
  ['POST /api/leaves', () => '/api/leaves', () => cast.empCse],
  ['POST /api/leaves/{id}/attachments', () => `/api/leaves/${pendingLeaveId}/attachments`, () => cast.empCse2],
];
describe.each(MULTIPART_ROUTES)('%s as multipart', (_name, url, who) => {
  it('refuses spoiled multipart bodies with a 4xx, changing nothing', async () => {
    const fields = { leaveType: 'hpl', fromDate: '2026-12-07', toDate: '2026-12-09', reason: 'Sweeping multipart' };
    const spoiled = fc.oneof(
      fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ payload: Buffer.from(bytes), contentType: 'multipart/form-data; boundary=sweep-boundary-1' })),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => multipartOf(fields, [Buffer.from(bytes)])),
      fc.string({ maxLength: 40 }).map((boundary) => ({ ...multipartOf(fields, []), contentType: `multipart/form-data; boundary=${boundary}` })),
      fc.integer({ min: 30, max: 400 }).map((cut) => {
        const whole = multipartOf(fields, [Buffer.from('%PDF-1.4\n%%EOF\n')]);
        return { ...whole, payload: whole.payload.subarray(0, whole.payload.length - cut) };
      }),
      fc.string({ minLength: 1, maxLength: 12 }).map((name) => multipartOf({ ...fields, [name]: 'x' }, [])),
    );
    await sweep(spoiled, async ({ payload, contentType }) => {
      expectRefused(await runtime.app.inject({ method: 'POST', url: url(), headers: { ...who().headers, 'content-type': contentType }, payload }), `multipart ${payload.length} bytes`);
    }, 40);
  });
});

it('has every route of the OpenAPI description (and the health check) in its catalogue', () => {
  const swept = ROUTES.map((route) => `${route.method} ${route.path}`);
  expect(Object.keys(operations).filter((route) => !swept.includes(route))).toEqual([]);
  for (const route of ROUTES) expect(runtime.app.hasRoute({ method: route.method, url: route.path.replace(/\{(\w+)\}/g, ':$1') }), route.path).toBe(true);
});

describe.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (name, route) => {
  const operation = (): Operation => operations[name] ?? {};
  const parameters = (where: 'query' | 'path' | 'header') => (operation().parameters ?? []).filter((parameter) => parameter.in === where);
  const send = (options: Partial<InjectOptions>) =>
    runtime.app.inject({ method: route.method, url: route.url(), ...(route.body ? { payload: route.body() } : {}), ...options, headers: { ...headersOf(route.who), ...(options.headers as object) } });

  it('refuses the bad values of every input its schemas describe with a 4xx, changing nothing', async () => {
    const bodySchema = operation().requestBody?.content['application/json'].schema;
    expect(Boolean(bodySchema), 'a body schema exactly when the catalogue has a valid body').toBe(Boolean(route.body));
    for (const [field, schema] of Object.entries(bodySchema?.properties ?? {})) {
      const valid = route.body!();
      const bad = badBodyValues(field, schema, valid[field]);
      // Only a field the route accepts and ignores (password on a user edit) takes any value.
      if (bad === null) {
        expect(`${name} ${field}`).toBe('PUT /api/users/{id} password');
        continue;
      }
      await sweep(bad, async (value) => expectRefused(await send({ payload: { ...valid, [field]: value } }), `${field}=${JSON.stringify(value)?.slice(0, 80)}`));
    }
    if (bodySchema?.additionalProperties === false) {
      await sweep(fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !(key in (bodySchema.properties ?? {}))), async (key) =>
        expectRefused(await send({ payload: { ...route.body!(), [key]: 'x' } }), `unknown field ${key}`),
      );
    }

    const query = parameters('query');
    expect(query.length > 0, 'query parameters exactly when the catalogue has valid ones').toBe(Boolean(route.query));
    for (const parameter of query) {
      await sweep(badQueryValues(parameter.schema, route.query![parameter.name]!), async (value) => {
        const search = new URLSearchParams();
        for (const [key, entry] of Object.entries({ ...route.query, [parameter.name]: value })) for (const one of [entry].flat()) search.append(key, one);
        expectRefused(await send({ url: `${route.url()}?${search.toString()}` }), `${parameter.name}=${JSON.stringify(value).slice(0, 80)}`);
      });
    }

    for (const parameter of parameters('path')) {
      await sweep(badIds(parameter.schema), async (id) => {
        // The first segment may have a hyphen (stand-ins, decision-links): the id after it is what is swept.
        const url = route.url().replace(/^(\/api\/[\w-]+\/)[^/]+/, `$1${encodeURIComponent(id)}`);
        expectRefused(await send({ url }), `${parameter.name}=${JSON.stringify(id).slice(0, 80)}`);
      });
    }

    for (const parameter of parameters('header')) {
      await sweep(badHeaderValues(parameter.schema), async (value) => {
        const response = await send({ headers: { [parameter.name]: value } });
        expectRefused(response, `${parameter.name}: ${value}`);
        expect(response.statusCode).toBe(400);
      });
    }
  });

  if (route.who === 'anonymous') {
    it('is open to anyone', () => {
      expect(operation().security ?? []).toEqual([]);
    });
  } else {
    it('refuses tokens that open nothing with 401, changing nothing', async () => {
      await sweep(
        badTokens,
        async (token) => {
          const response = await send({ headers: { authorization: `Bearer ${token}` } });
          expectRefused(response, `token ${token.slice(0, 40)}`);
          expect(response.statusCode).toBe(401);
        },
        8,
      );
    });
  }
});
