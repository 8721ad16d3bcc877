// Approval routes (issue 43, docs/policy.md 'Approval routes'): which route an application takes, its steps
// resolved against the holders of each office, the schema's checks, and the preview of an application.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand, employee, hodApplicant } from '../../test/fixtures';
import { previewApplication } from '../leave/leave.decider';
import { DEFAULT_POLICY, leavePolicySchema, type LeavePolicy } from './policy.schema';
import { DEFAULT_APPROVAL_ROUTE, ROUTE_MESSAGES, approvalRoutesOf, resolveRoute, routeFor, stepsToDecide, type ApprovalRoute, type OfficeHolders } from './policy.routes';

const principal = { id: 'u-principal', name: 'Dr. Iyer' };
const dean = { id: 'u-dean', name: 'Dr. Menon' };
const admin = { id: 'u-admin', name: 'Admin Office' };
const hod = { id: hodApplicant.id, name: hodApplicant.name };
const holders: OfficeHolders = { hod: [hod], admin: [admin], principal: [principal], dean: [dean] };

const elOverTen: ApprovalRoute = { name: 'Long earned leave', leaveTypes: ['el'], when: { minDays: 11 }, steps: [{ office: 'hod' }, { office: 'principal' }, { office: 'admin' }] };
const hodsOwn: ApprovalRoute = { name: "A HOD's own leave", leaveTypes: ['*'], when: { applicantRoles: ['hod'] }, steps: [{ office: 'hod' }, { anyOf: ['principal', 'dean'] }, { office: 'admin' }] };
const routed: LeavePolicy = {
  ...DEFAULT_POLICY,
  offices: [
    { code: 'principal', name: 'Principal' },
    { code: 'dean', name: 'Dean Academics' },
  ],
  approvalRoutes: [elOverTen, hodsOwn, DEFAULT_APPROVAL_ROUTE],
};

describe('The route of an application', () => {
  it('a policy naming no route has one: every type, the HOD then the admin', () => {
    expect(approvalRoutesOf(DEFAULT_POLICY)).toEqual([DEFAULT_APPROVAL_ROUTE]);
    const steps = resolveRoute(DEFAULT_POLICY, routeFor(DEFAULT_POLICY, { leaveType: 'cl', numberOfDays: 2, applicantRole: 'employee' }), employee.id, holders);
    expect(steps).toEqual([
      { office: 'hod', name: 'HOD', approvers: [hod] },
      { office: 'admin', name: 'Admin', approvers: [admin] },
    ]);
  });

  it('the first route whose type and conditions match decides: EL over ten days goes by the Principal', () => {
    expect(routeFor(routed, { leaveType: 'el', numberOfDays: 11, applicantRole: 'employee' })).toBe(elOverTen);
    expect(routeFor(routed, { leaveType: 'el', numberOfDays: 10, applicantRole: 'employee' })).toBe(DEFAULT_APPROVAL_ROUTE);
    expect(routeFor(routed, { leaveType: 'cl', numberOfDays: 11, applicantRole: 'employee' })).toBe(DEFAULT_APPROVAL_ROUTE);
    expect(routeFor(routed, { leaveType: 'cl', numberOfDays: 1, applicantRole: 'hod' })).toBe(hodsOwn);
    const steps = resolveRoute(routed, elOverTen, employee.id, holders);
    expect(steps.map((step) => `${step.name} (${step.approvers.map((person) => person.name).join(', ')})`)).toEqual(['HOD (Dr. Kumar)', 'Principal (Dr. Iyer)', 'Admin (Admin Office)']);
  });

  it("a step whose only approver is the applicant is skipped: a HOD's own leave starts at the next step", () => {
    const steps = resolveRoute(routed, hodsOwn, hodApplicant.id, holders);
    expect(steps[0]).toEqual({ office: 'hod', name: 'HOD', approvers: [hod], skipped: true });
    expect(stepsToDecide(steps).map((step) => step.office)).toEqual(['principal|dean', 'admin']);
    expect(steps[1]).toEqual({ office: 'principal|dean', name: 'Principal or Dean Academics', approvers: [principal, dean] });
  });

  it('a step held by the applicant and someone else, or by nobody, is not skipped', () => {
    const two = resolveRoute(routed, hodsOwn, hodApplicant.id, { ...holders, hod: [hod, { id: 'u-hod-2', name: 'Dr. Sen' }] });
    expect(two[0]!.skipped).toBeUndefined();
    const none = resolveRoute(routed, elOverTen, employee.id, { hod: [hod], admin: [admin] });
    expect(none[1]).toEqual({ office: 'principal', name: 'Principal', approvers: [] });
  });

  it('whatever the application, some route matches and every step keeps its place (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('cl', 'el', 'hpl', 'exam'), fc.integer({ min: 1, max: 60 }), fc.constantFrom('employee', 'hod'), (leaveType, numberOfDays, applicantRole) => {
        const route = routeFor(routed, { leaveType, numberOfDays, applicantRole });
        const steps = resolveRoute(routed, route, applicantRole === 'hod' ? hod.id : employee.id, holders);
        expect(steps).toHaveLength(route.steps.length);
        expect(steps.at(-1)!.office).toBe('admin');
        // Only the applicant's own step is ever skipped, and only an employee's none.
        expect(steps.filter((step) => step.skipped).length).toBe(applicantRole === 'hod' ? 1 : 0);
      }),
    );
  });
});

describe('Routes and offices in the policy schema', () => {
  const errors = (policy: unknown) => {
    const result = leavePolicySchema.safeParse(policy);
    return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  };

  it('accepts the default policy, which names neither, and a policy with both', () => {
    expect(errors(DEFAULT_POLICY)).toEqual([]);
    expect(errors(routed)).toEqual([]);
  });

  it('refuses an unknown office, a built-in code, an unknown type and half an escalation, each on its field', () => {
    expect(
      errors({
        ...routed,
        offices: [...routed.offices!, { code: 'hod', name: 'Head' }],
        approvalRoutes: [{ name: 'Odd', leaveTypes: ['zz'], steps: [{ office: 'registrar' }], escalateAfterHours: 48 }],
      }),
    ).toEqual([
      { path: 'offices.2.code', message: ROUTE_MESSAGES.officeBuiltIn },
      { path: 'approvalRoutes.0.leaveTypes.0', message: ROUTE_MESSAGES.leaveTypeUnknown },
      { path: 'approvalRoutes.0.steps.0.office', message: ROUTE_MESSAGES.officeUnknown },
      { path: 'approvalRoutes.0.escalateTo', message: ROUTE_MESSAGES.escalateToRequired },
    ]);
  });
});

describe('The preview of an application', () => {
  const draft = (overrides: Parameters<typeof applyCommand>[0] = {}) => {
    const { leaveId: _id, reason: _reason, now: _now, ...data } = applyCommand(overrides).data;
    return data;
  };

  it('answers the days, the balance after them and the route, with no problem', () => {
    expect(previewApplication(draft({ policy: routed, officeHolders: holders }))).toEqual({
      days: 3,
      balanceAfter: 3,
      route: [
        { office: 'hod', name: 'HOD', approvers: [hod] },
        { office: 'admin', name: 'Admin', approvers: [admin] },
      ],
      problems: [],
    });
  });

  it('lists every problem on its field, and still counts the days', () => {
    const preview = previewApplication(draft({ policy: routed, officeHolders: holders, available: { cl: 1, scl: 0, el: 0, hpl: 0, ccl: 0 }, ownOpenLeaves: [{ fromDate: '2026-03-10', toDate: '2026-03-10', status: 'pending' }] }));
    expect(preview.days).toBe(3);
    expect(preview.balanceAfter).toBe(-2);
    expect(preview.problems.map((problem) => problem.field)).toEqual(['leaveType', 'fromDate']);
  });

  it('dates that cannot be counted: no days, the problem on its field', () => {
    expect(previewApplication(draft({ fromDate: '2026-03-11', toDate: '2026-03-09' }))).toEqual({
      days: 0,
      balanceAfter: null,
      route: [],
      problems: [{ field: 'toDate', msg: expect.any(String) }],
    });
  });
});
