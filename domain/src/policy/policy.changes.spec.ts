import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from './policy.defaults';
import { policyChanges } from './policy.changes';
import type { LeavePolicy, PolicyLeaveType } from './policy.schema';

const withType = (code: string, rules: Partial<PolicyLeaveType>): LeavePolicy => ({
  ...DEFAULT_POLICY,
  leaveTypes: DEFAULT_POLICY.leaveTypes.map((type) => (type.code === code ? { ...type, ...rules } : type)),
});
const cl = DEFAULT_POLICY.leaveTypes.find((type) => type.code === 'cl')!;

describe('what a new version changes', () => {
  it('says nothing for the same policy', () => {
    expect(policyChanges(DEFAULT_POLICY, structuredClone(DEFAULT_POLICY))).toEqual({ types: [], sections: [] });
    // A document read back from a request has its fields in another order, and absent ones left out.
    const reordered = DEFAULT_POLICY.leaveTypes.map((type) => Object.fromEntries(Object.entries({ ...type, sandwich: undefined }).toReversed()) as PolicyLeaveType);
    expect(policyChanges(DEFAULT_POLICY, { leaveTypes: reordered })).toEqual({ types: [], sections: [] });
  });

  it("gives an allowance's days before and after when only they change", () => {
    const after = withType('cl', { allowance: { ...cl.allowance, days: (cl.allowance.days ?? 0) + 2 } });
    expect(policyChanges(DEFAULT_POLICY, after).types).toEqual([{ code: 'cl', name: cl.name, kind: 'allowance', takenBy: cl.takenBy, fromDays: cl.allowance.days, toDays: (cl.allowance.days ?? 0) + 2 }]);
  });

  it("calls any other change of a type a change of its rules, even with its days", () => {
    const after = withType('cl', { minNoticeDays: 3, allowance: { ...cl.allowance, days: 9 } });
    expect(policyChanges(DEFAULT_POLICY, after).types).toEqual([{ code: 'cl', name: cl.name, kind: 'rules', takenBy: cl.takenBy }]);
  });

  it('lists an added type with its days and a removed one last', () => {
    const exam: PolicyLeaveType = { ...cl, code: 'exam', name: 'Examination Leave', allowance: { per: 'year', days: 3 } };
    const before: LeavePolicy = { ...DEFAULT_POLICY, leaveTypes: [...DEFAULT_POLICY.leaveTypes, { ...cl, code: 'lop', name: 'Leave without pay' }] };
    const after: LeavePolicy = { ...DEFAULT_POLICY, leaveTypes: [...DEFAULT_POLICY.leaveTypes, exam] };
    expect(policyChanges(before, after).types).toEqual([
      { code: 'exam', name: 'Examination Leave', kind: 'added', takenBy: cl.takenBy, toDays: 3 },
      { code: 'lop', name: 'Leave without pay', kind: 'removed', takenBy: cl.takenBy },
    ]);
  });

  it("names the policy's other parts that differ", () => {
    const after: LeavePolicy = { ...DEFAULT_POLICY, blackouts: [{ name: 'End-semester examinations', from: '2027-04-05', to: '2027-04-16', exemptTypes: [] }] };
    expect(policyChanges(DEFAULT_POLICY, after)).toEqual({ types: [], sections: ['blackouts'] });
  });
});
