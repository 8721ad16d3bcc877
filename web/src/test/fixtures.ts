// Sample data in the shapes of the HTTP contract, for tests and stories.
import type { AdminCharts, AdminStats, BalanceLedgerEntryDto, CalendarDate, CurrentBalancesDto, EmployeeStats, HodCharts, HodStats, LeaveDto, LeaveEventDto, UserDto } from '@leave/domain';
import { ok, pagedList, type MockCall, type MockHandler, type MockRoutes } from './mock-api';

const CSE = 'Computer Science & Engineering (CSE)';

function user(overrides: Partial<UserDto> & Pick<UserDto, '_id' | 'name' | 'email' | 'role'>): UserDto {
  return {
    id: overrides._id,
    employeeId: 'EMP001',
    department: CSE,
    designation: 'Assistant Professor',
    qualification: 'M.Tech',
    mobileNo: '9876543210',
    dateOfBirth: '1990-05-14' as CalendarDate,
    dateOfJoining: '2018-07-02' as CalendarDate,
    isActive: true,
    lastLogin: '2026-11-20T09:15:00.000Z',
    leaveBalance: { cl: 6, scl: 4, el: 12, hpl: 20, ccl: 7 },
    createdAt: '2018-07-02T00:00:00.000Z',
    language: 'en',
    ...overrides,
  };
}

export const adminUser = user({ _id: 'u-admin', name: 'Asha Admin', email: 'admin@college.edu', role: 'admin', employeeId: 'ADM001', designation: 'Registrar' });
export const hodUser = user({ _id: 'u-hod', name: 'Harish Head', email: 'hod.cse@college.edu', role: 'hod', employeeId: 'HOD001', designation: 'Professor' });
export const employeeUser = user({ _id: 'u-emp', name: 'Esha Employee', email: 'esha@college.edu', role: 'employee', employeeId: 'EMP042' });
export const secondEmployee = user({
  _id: 'u-emp2',
  name: 'Ravi Kumar',
  email: 'ravi@college.edu',
  role: 'employee',
  employeeId: 'EMP043',
  lastLogin: null,
  leaveBalance: { cl: 0, scl: 1, el: 0, hpl: 0, ccl: 7 },
});

function leave(overrides: Partial<LeaveDto> & Pick<LeaveDto, '_id'>): LeaveDto {
  return {
    id: overrides._id,
    employee: { _id: employeeUser._id, name: employeeUser.name, employeeId: employeeUser.employeeId, department: CSE, role: 'employee' },
    department: CSE,
    leaveType: 'cl',
    fromDate: '2026-12-07T00:00:00.000Z',
    toDate: '2026-12-08T00:00:00.000Z',
    fromHalf: 'first',
    toHalf: 'second',
    numberOfDays: 2,
    reason: 'Family function in my home town',
    status: 'pending',
    rejectionReason: null,
    hodApprovedBy: null,
    approvedBy: null,
    rejectedBy: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    appliedAt: '2026-11-21T10:00:00.000Z',
    attachments: [],
    version: 1,
    ...overrides,
  };
}

export const pendingLeave = leave({ _id: 'l-pending' });
export const hodApprovedLeave = leave({
  _id: 'l-hod-approved',
  leaveType: 'el',
  status: 'hodApproved',
  reason: 'Attending a conference in Chennai',
  hodApprovedBy: { _id: hodUser._id, name: hodUser.name },
  version: 2,
});
export const approvedLeave = leave({
  _id: 'l-approved',
  leaveType: 'scl',
  status: 'approved',
  fromDate: '2026-10-05T00:00:00.000Z',
  toDate: '2026-10-05T00:00:00.000Z',
  numberOfDays: 1,
  reason: 'Medical appointment for my parent',
  hodApprovedBy: { _id: hodUser._id, name: hodUser.name },
  approvedBy: { _id: adminUser._id, name: adminUser.name },
  version: 3,
});
export const rejectedLeave = leave({
  _id: 'l-rejected',
  employee: { _id: secondEmployee._id, name: secondEmployee.name, employeeId: secondEmployee.employeeId, department: CSE, role: 'employee' },
  leaveType: 'ccl',
  status: 'rejected',
  reason: 'Child care during school holidays',
  rejectionReason: 'Exams are scheduled in that week',
  rejectedBy: { _id: hodUser._id, name: hodUser.name },
  version: 2,
});
export const hodOwnLeave = leave({
  _id: 'l-hod-own',
  employee: { _id: hodUser._id, name: hodUser.name, employeeId: hodUser.employeeId, department: CSE, role: 'hod' },
  leaveType: 'hpl',
  reason: 'Personal work at the university',
});

/** Earned leave on a three-step route (issue 43): the HOD has approved, the Principal's step waits. */
export const routedLeave = leave({
  _id: 'l-routed',
  leaveType: 'el',
  fromDate: '2026-12-14T00:00:00.000Z',
  toDate: '2027-01-01T00:00:00.000Z',
  numberOfDays: 14,
  status: 'hodApproved',
  reason: 'Family wedding in Madurai',
  hodApprovedBy: { _id: hodUser._id, name: hodUser.name },
  version: 2,
  route: [
    { office: 'hod', name: 'HOD', status: 'approved', approvers: [{ _id: hodUser._id, name: hodUser.name }], decidedBy: { _id: hodUser._id, name: hodUser.name }, decidedAt: '2026-11-22T10:00:00.000Z' },
    { office: 'principal', name: 'Principal', status: 'waiting', approvers: [{ _id: 'u-emp2', name: 'Ravi Kumar' }], decidedBy: null, decidedAt: null },
    { office: 'admin', name: 'Admin', status: 'upcoming', approvers: [{ _id: adminUser._id, name: adminUser.name }], decidedBy: null, decidedAt: null },
  ],
  awaiting: { office: 'principal', name: 'Principal' },
});

export const allLeaves: LeaveDto[] = [pendingLeave, hodApprovedLeave, approvedLeave, rejectedLeave, hodOwnLeave];
export const allUsers: UserDto[] = [adminUser, hodUser, employeeUser, secondEmployee];

export const leaveEvents: LeaveEventDto[] = [
  {
    position: 10,
    version: 1,
    type: 'LeaveApplied',
    data: {},
    actor: { _id: employeeUser._id, name: employeeUser.name, role: 'employee' },
    occurredAt: '2026-11-21T10:00:00.000Z',
  },
  {
    position: 14,
    version: 2,
    type: 'LeaveHodApproved',
    data: { applicantRole: 'employee', balanceBefore: 6 },
    actor: { _id: hodUser._id, name: hodUser.name, role: 'hod' },
    occurredAt: '2026-11-21T12:30:00.000Z',
  },
];

const system = { _id: '', name: 'System', role: 'admin' as const };
const asAdmin = { _id: adminUser._id, name: adminUser.name, role: 'admin' as const };

/** A ledger that ends at currentBalances: per type, the days add up to the balance. */
export const balanceLedger: BalanceLedgerEntryDto[] = [
  { leaveType: 'cl', kind: 'reset', days: 6, balanceAfter: 6, period: '2026-H1', reason: 'Opening balance', actor: system, occurredAt: '2026-01-05T10:00:00.000Z' },
  { leaveType: 'scl', kind: 'reset', days: 4, balanceAfter: 4, period: '2026-H1', reason: 'Opening balance', actor: system, occurredAt: '2026-01-05T10:00:00.000Z' },
  { leaveType: 'ccl', kind: 'reset', days: 7, balanceAfter: 7, period: '2026', reason: 'Opening balance', actor: system, occurredAt: '2026-01-05T10:00:00.000Z' },
  { leaveType: 'hpl', kind: 'granted', days: 10, balanceAfter: 10, period: 'milestone-1', reason: '3 years of service completed on 2021-07-02', actor: system, occurredAt: '2026-01-05T10:00:00.000Z' },
  { leaveType: 'hpl', kind: 'granted', days: 10, balanceAfter: 20, period: 'milestone-2', reason: '6 years of service completed on 2024-07-02', actor: system, occurredAt: '2026-01-05T10:00:00.000Z' },
  { leaveType: 'cl', kind: 'debited', days: -2, balanceAfter: 4, period: '2026-H1', reason: 'CL leave approved, 2026-03-09 to 2026-03-10', actor: asAdmin, occurredAt: '2026-03-05T11:00:00.000Z' },
  { leaveType: 'cl', kind: 'reset', days: 2, balanceAfter: 6, period: '2026-H2', reason: 'Half-year reset, July - December 2026', actor: system, occurredAt: '2026-07-01T00:05:00.000Z' },
  { leaveType: 'el', kind: 'adjusted', days: 12, balanceAfter: 12, period: null, reason: 'Carried over from the paper register', actor: asAdmin, occurredAt: '2026-08-10T09:00:00.000Z' },
];

export const adminStats: AdminStats = {
  totalEmployees: 42,
  totalHODs: 8,
  pendingLeaves: 5,
  approvedLeaves: 31,
  recentLeaves: [pendingLeave, hodApprovedLeave],
  departmentLeaves: [{ _id: CSE, count: 3 }, { _id: 'Civil Engineering (CIVIL)', count: 2 }],
};
const CHART_MONTHS = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
export const adminCharts: AdminCharts = {
  applicationsByMonth: CHART_MONTHS.map((month, i) => ({ month, pending: i === 11 ? 5 : 0, hodApproved: i === 11 ? 2 : 0, approved: i >= 9 ? 10 + i : i, rejected: i % 4 === 0 ? 1 : 0, withdrawn: 0, cancellationRequested: 0, cancelled: 0 })),
};
export const hodCharts: HodCharts = {
  approvedDaysByMonth: CHART_MONTHS.map((month, i) => ({ month, cl: i % 3, scl: i === 10 ? 2 : 0, el: i === 6 ? 5 : 0, hpl: 0, ccl: i === 11 ? 3 : 0 })),
};
export const hodStats: HodStats = { departmentEmployees: 12, pendingLeaves: 2, approvedThisMonth: 4, totalLeaveDays: 17 };
export const employeeStats: EmployeeStats = { totalApplications: 4, pendingApplications: 1, approvedApplications: 2, totalDaysTaken: 3 };

export const currentBalances: CurrentBalancesDto = {
  cl: 6,
  scl: 4,
  el: 12,
  hpl: 20,
  ccl: 7,
  clInfo: { quota: 6, period: 'July - December 2026' },
  sclInfo: { quota: 4, period: 'July - December 2026' },
};

/** A token the app can read: header.payload.signature, the payload optionally embedding a user. */
export function fakeToken(payload: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'someone', ...payload })}.signature`;
}

/** GET /users as the server scopes it: everybody for the admin; a HOD's department without admins, its HOD first. */
function usersListedFor(me: UserDto): UserDto[] {
  if (me.role !== 'hod') return allUsers;
  const department = allUsers.filter((person) => person.department === me.department && person.role !== 'admin');
  return [...department.filter((person) => person.role === 'hod'), ...department.filter((person) => person.role !== 'hod')];
}

/** Every read endpoint answered for `me`, so any screen of their portal renders with data. */
export function apiFor(me: UserDto): MockRoutes {
  const stats = me.role === 'admin' ? adminStats : me.role === 'hod' ? hodStats : employeeStats;
  const mine = allLeaves.filter((item) => item.employee._id === me._id);
  return {
    'GET /auth/me': ok({ user: me }),
    'GET /dashboard/stats': ok({ stats }),
    ...(me.role === 'employee' ? {} : { 'GET /dashboard/charts': ok({ charts: me.role === 'admin' ? adminCharts : hodCharts }) }),
    'GET /leaves': leaveListRoute(() => allLeaves),
    'GET /leaves/my-leaves': ok({ leaves: mine.length > 0 ? mine : me.role === 'employee' ? [pendingLeave, approvedLeave] : [] }),
    'GET /leaves/:id/events': ok({ events: leaveEvents }),
    'GET /users': pagedList('users', usersListedFor(me), { role: (u) => u.role, department: (u) => u.department, active: (u) => String(u.isActive) }, (u) => [u.name, u.email, u.employeeId]),
    'GET /users/profile': ok({ user: me }),
    'GET /users/current-leave-balances': { status: 200, body: { success: true, data: currentBalances } },
    'GET /users/earned-leave-details': ok({ totalWorkingDays: 230, actualWorkingDays: 224, earnedLeave: 112, currentELBalance: 12 }),
    'GET /users/:id/balance-ledger': ok({ entries: balanceLedger }),
    'GET /notifications': ok({ notifications: [], total: 0, unread: 0 }),
    'GET /users/me/notification-preferences': ok({ email: { applicationDecided: true, applicationWaiting: true, cancellationToDecide: true, cancellationDecided: true, importFinished: true, approvalsReminder: true, classToTake: true, classDeclined: true } }),
    'GET /outgoing-mail': ok({ mails: [], total: 0 }),
    'GET /stand-ins': ok({ standIns: [] }),
    'GET /offices': ok({ offices: [] }),
    'GET /stand-ins/queue': ok({ leaves: [] }),
    'GET /users/me/passkeys': ok({ passkeys: [] }),
    'GET /users/me/sessions': ok({ sessions: [] }),
    'GET /users/:id/sign-in-links': ok({ links: [] }),
    'GET /auth/config': ok({ oidc: null }),
    'GET /demo/accounts': ok({ accounts: [] }),
  };
}

/** GET /leaves as the api answers it over the applications `current()` returns (paged and filtered when asked). */
export function leaveListRoute(current: () => readonly LeaveDto[]): MockHandler {
  return (request) =>
    pagedList('leaves', current(), { status: (l) => l.status, leaveType: (l) => l.leaveType, department: (l) => l.department, applicantRole: (l) => l.employee.role }, (l) => [l.employee.name, l.employee.employeeId, l.reason])(request);
}

/** A request for a page of applications (not the one-row count of the pending badge). */
export function isLeavePageCall(call: MockCall): boolean {
  return call.method === 'GET' && call.path === '/leaves' && call.query.get('limit') !== '1';
}

