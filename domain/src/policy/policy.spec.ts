// The leave policy as data: the schema's answers, the versions and which is in force, and what a
// version grants, given / when / then.

import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../test/decider-specification';
import { CCL_PER_YEAR, CL_PER_HALF_YEAR, HPL_EVERY_YEARS, HPL_GRANT, LEAVE_TYPE_INFO, SCL_PER_HALF_YEAR, hplGrantsDue, isLeaveType } from '../leave/leave.policy';
import { allowanceText, balanceTypes } from './policy.text';
import { checkAgainstPolicy, needsBalance, typesOffered, type PolicyApplication } from './policy.apply';
import { allowanceChanges, claimExpiry, earnedDays, serviceGrantsDue } from './policy.allowances';
import { DEFAULT_POLICY, POLICY_MESSAGES, leavePolicySchema, policyType, type LeavePolicy, type PolicyLeaveType } from './policy.schema';
import {
  POLICY_VERSION_MESSAGES,
  decidePublish,
  evolvePolicy,
  initialPolicyHistory,
  liveVersions,
  policyInForce,
  type LeavePolicyPublished,
  type PolicyEvent,
  type PolicyHistory,
  type PublishPolicy,
} from './policy.versions';

const admin = { _id: 'a1', name: 'Asha Admin' };
const at = '2026-06-01T04:30:00.000Z';
const spec = deciderSpecification<PublishPolicy, PolicyEvent, PolicyHistory>({ decide: decidePublish, evolve: evolvePolicy, initialState: initialPolicyHistory });

function withType(policy: LeavePolicy, code: string, change: Partial<PolicyLeaveType>): LeavePolicy {
  const existing = policyType(policy, code);
  const base = existing ?? { ...policyType(DEFAULT_POLICY, 'ccl')!, code, name: code };
  const type = { ...base, ...change };
  return { leaveTypes: existing ? policy.leaveTypes.map((t) => (t.code === code ? type : t)) : [...policy.leaveTypes, type] };
}
const withCl = (days: number) => withType(DEFAULT_POLICY, 'cl', { allowance: { per: 'halfYear', days } });
const exam = withType(DEFAULT_POLICY, 'exam', { name: 'Examination Leave', counting: 'working', halfDays: false, allowance: { per: 'year', days: 3 } });

const published = (version: number, effectiveFrom: string, policy: LeavePolicy, replaces: number[] = []): LeavePolicyPublished => ({
  type: 'LeavePolicyPublished',
  data: { version, policy, effectiveFrom: effectiveFrom as never, publishedAt: at, publishedBy: version === 1 ? null : admin, reason: version === 1 ? 'Default policy' : 'Raise CL', replaces },
});
const seeded = published(1, '2026-01-01', DEFAULT_POLICY);
const publish = (policy: LeavePolicy, effectiveFrom: string, today = '2026-06-01', codesInUse: string[] = []): PublishPolicy => ({
  policy,
  effectiveFrom: effectiveFrom as never,
  reason: 'Raise CL',
  publishedBy: admin,
  publishedAt: at,
  today: today as never,
  codesInUse: new Set(codesInUse),
});
const fold = (events: PolicyEvent[]) => events.reduce(evolvePolicy, initialPolicyHistory);

describe('The policy document', () => {
  it('the default policy is the product description: five types with its allowances', () => {
    expect(leavePolicySchema.parse(DEFAULT_POLICY)).toEqual(DEFAULT_POLICY);
    expect(DEFAULT_POLICY.leaveTypes.map((type) => [type.code, type.allowance])).toEqual([
      ['cl', { per: 'halfYear', days: CL_PER_HALF_YEAR }],
      ['scl', { per: 'halfYear', days: SCL_PER_HALF_YEAR }],
      ['el', { per: 'earned', divisor: 2 }],
      ['hpl', { per: 'serviceYears', days: HPL_GRANT, everyYears: HPL_EVERY_YEARS }],
      ['ccl', { per: 'year', days: CCL_PER_YEAR }],
    ]);
    expect(DEFAULT_POLICY.leaveTypes.filter((type) => type.halfDays).map((type) => type.code)).toEqual(['cl', 'scl', 'ccl']);
    expect(policyType(DEFAULT_POLICY, 'hpl')?.certificateFromDays).toBe(3);
    expect(DEFAULT_POLICY.leaveTypes.every((type) => type.carryForward === null && type.needsBalance && type.paid)).toBe(true);
  });

  it('names each field that is wrong', () => {
    const bad = withType(withType(DEFAULT_POLICY, 'Exam1', { allowance: { per: 'year' } }), 'cl', { name: '' });
    const issues = leavePolicySchema.safeParse(bad).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['leaveTypes.0.name', POLICY_MESSAGES.nameRequired],
        ['leaveTypes.5.code', POLICY_MESSAGES.codeInvalid],
        ['leaveTypes.5.allowance.days', POLICY_MESSAGES.daysRequired],
      ]),
    );
  });

  it('keeps the five known types and refuses two types with one code', () => {
    const withoutCcl = { leaveTypes: DEFAULT_POLICY.leaveTypes.filter((type) => type.code !== 'ccl') };
    expect(leavePolicySchema.safeParse(withoutCcl).error?.issues[0]?.message).toBe(POLICY_MESSAGES.knownTypeMissing);
    const twice = { leaveTypes: [...DEFAULT_POLICY.leaveTypes, DEFAULT_POLICY.leaveTypes[0]!] };
    expect(leavePolicySchema.safeParse(twice).error?.issues[0]).toMatchObject({ path: ['leaveTypes', 5, 'code'], message: POLICY_MESSAGES.codeDuplicate });
  });
});

describe('Publishing a version', () => {
  it('the first version (the seeding) may start on any date; the next is numbered after it', () => {
    spec.given([]).when({ ...publish(DEFAULT_POLICY, '2026-01-01'), reason: 'Default policy', publishedBy: null }).then([{ ...seeded }]);
    spec.given([seeded]).when(publish(withCl(8), '2026-07-01')).then([published(2, '2026-07-01', withCl(8))]);
  });

  it('an effective date in the past is refused, today is fine', () => {
    spec.given([seeded]).when(publish(withCl(8), '2026-05-31')).thenThrows('VALIDATION', POLICY_VERSION_MESSAGES.effectiveInPast);
    spec.given([seeded]).when(publish(withCl(8), '2026-06-01')).then([published(2, '2026-06-01', withCl(8))]);
  });

  it('a reason is required', () => {
    spec.given([seeded]).when({ ...publish(withCl(8), '2026-07-01'), reason: '  ' }).thenThrows('VALIDATION', POLICY_VERSION_MESSAGES.reasonRequired);
  });

  it('removing a type somebody holds days of is a conflict; one nobody uses goes', () => {
    const withExam = published(2, '2026-06-01', exam);
    spec.given([seeded, withExam]).when(publish(DEFAULT_POLICY, '2026-07-01', '2026-06-01', ['exam', 'cl'])).thenThrows('CONFLICT', 'EXAM cannot be removed: it has balances or open applications');
    spec.given([seeded, withExam]).when(publish(DEFAULT_POLICY, '2026-07-01', '2026-06-01', ['cl'])).then([published(3, '2026-07-01', DEFAULT_POLICY)]);
  });

  it('refuses only what this version removes: a type an earlier version removed no longer blocks a publication, whoever holds days of it', () => {
    // exam came in June and went in July; a cancelled exam leave gave someone a day back since.
    const examRemoved = [seeded, published(2, '2026-06-01', exam), published(3, '2026-07-01', DEFAULT_POLICY)];
    spec.given(examRemoved).when(publish(DEFAULT_POLICY, '2026-08-01', '2026-07-15', ['exam'])).then([published(4, '2026-08-01', DEFAULT_POLICY)]);
    // What this one follows is the version in force on its day once those it replaces are set aside.
    const examComing = [seeded, published(2, '2026-06-01', DEFAULT_POLICY), published(3, '2026-09-01', exam)];
    spec.given(examComing).when(publish(DEFAULT_POLICY, '2026-10-01', '2026-06-15', ['exam'])).thenThrows('CONFLICT', 'EXAM cannot be removed: it has balances or open applications');
    spec.given(examComing).when(publish(DEFAULT_POLICY, '2026-08-01', '2026-06-15', ['exam'])).then([published(4, '2026-08-01', DEFAULT_POLICY, [3])]);
  });

  it('a version not yet in force is replaced by one starting on or before it; one in force is never replaced', () => {
    const july = published(2, '2026-07-01', withCl(8));
    spec.given([seeded, july]).when(publish(withCl(7), '2026-07-01')).then([published(3, '2026-07-01', withCl(7), [2])]);
    spec.given([seeded, july]).when(publish(withCl(7), '2026-09-01')).then([published(3, '2026-09-01', withCl(7))]);
    spec.given([seeded, july]).when(publish(withCl(7), '2026-07-01', '2026-07-01')).then([published(3, '2026-07-01', withCl(7))]);
  });
});

describe('The version in force', () => {
  const history = fold([seeded, published(2, '2026-07-01', withCl(8)), published(3, '2026-09-01', withCl(7))]);

  it('is the latest to start on or before the date', () => {
    expect(policyInForce(history, '2025-12-31')).toBeNull();
    expect(policyInForce(history, '2026-06-30')?.version).toBe(1);
    expect(policyInForce(history, '2026-07-01')?.version).toBe(2);
    expect(policyInForce(history, '2026-12-31')?.version).toBe(3);
  });

  it('a replaced version never comes into force', () => {
    const replaced = fold([seeded, published(2, '2026-07-01', withCl(8)), published(3, '2026-07-01', withCl(7), [2])]);
    expect(policyInForce(replaced, '2026-07-01')?.version).toBe(3);
    expect(liveVersions(replaced).map((version) => version.version)).toEqual([1, 3]);
  });

  it('two versions starting the same day: the later published', () => {
    const sameDay = fold([seeded, published(2, '2026-01-01', withCl(8))]);
    expect(policyInForce(sameDay, '2026-01-01')?.version).toBe(2);
  });
});

describe('What a version grants', () => {
  it('raising CL from 6 to 8 from 1 July credits 2 for July - December, naming version 2', () => {
    expect(allowanceChanges(DEFAULT_POLICY, published(2, '2026-07-01', withCl(8)).data)).toEqual([
      { leaveType: 'cl', period: '2026-H2', from: 6, to: 8, difference: 2, policyVersion: 2, key: 'CL:2026-H2:policy-2', reason: 'Leave policy version 2 from 2026-07-01: CL 6 -> 8 days per half-year' },
    ]);
  });

  it('lowering an allowance debits the difference; a new type is credited its whole allowance; nothing else moves', () => {
    expect(allowanceChanges(DEFAULT_POLICY, published(2, '2026-03-01', withCl(5)).data).map((change) => change.difference)).toEqual([-1]);
    expect(allowanceChanges(DEFAULT_POLICY, published(2, '2026-03-01', exam).data)).toMatchObject([{ leaveType: 'exam', period: '2026', from: 0, to: 3, difference: 3, reason: 'Leave policy version 2 from 2026-03-01: EXAM added with 3 days a year' }]);
    expect(allowanceChanges(DEFAULT_POLICY, published(2, '2026-03-01', DEFAULT_POLICY).data)).toEqual([]);
    expect(allowanceChanges(null, seeded.data)).toEqual([]);
  });

  it('service grants with the default policy are the HPL milestones', () => {
    const hpl = policyType(DEFAULT_POLICY, 'hpl')!.allowance;
    const grants = serviceGrantsDue(hpl, '2016-02-29', '2016-02-29', '2026-06-01');
    expect(grants.map((grant) => [grant.years, grant.date, grant.days])).toEqual(hplGrantsDue('2016-02-29', '2016-02-29', '2026-06-01').map((grant) => [grant.years, grant.date, HPL_GRANT]));
    expect(grants.map((grant) => grant.milestone)).toEqual([1, 2, 3]);
  });

  it('earned leave divides the days worked; a claimed day lapses after its days', () => {
    expect(earnedDays({ per: 'earned', divisor: 2 }, 101)).toBe(50);
    expect(earnedDays({ per: 'year', days: 3 }, 101)).toBe(0);
    expect(claimExpiry({ per: 'claimed', expiresAfterDays: 30 }, '2026-01-26')).toBe('2026-02-25');
  });
});

describe('The policy in words', () => {
  it('the five types keep the product description\'s texts under the default policy', () => {
    for (const type of DEFAULT_POLICY.leaveTypes) expect(allowanceText(type)).toBe(isLeaveType(type.code) ? LEAVE_TYPE_INFO[type.code].policy : '');
    expect(allowanceText(policyType(withCl(8), 'cl')!)).toBe('8 days per half-year (Jan-Jun and Jul-Dec), no carry forward');
    expect(allowanceText(policyType(exam, 'exam')!)).toBe('3 days per year, no carry forward');
    expect(allowanceText({ ...policyType(exam, 'exam')!, allowance: { per: 'none' }, paid: false, needsBalance: false, maxDaysPerApplication: 30 })).toBe('Leave without pay, no balance needed; at most 30 days per application');
  });
});

describe('An application under the policy', () => {
  const strict = withType(DEFAULT_POLICY, 'el', { minNoticeDays: 7, maxDaysPerApplication: 10, takenBy: ['employee'] });
  const apply = (change: Partial<PolicyApplication> = {}): PolicyApplication => ({ leaveType: 'el', role: 'employee', fromDate: '2026-06-08', numberOfDays: 5, today: '2026-06-01', ...change });

  it('with the default policy every known type is open to employees and HODs, from today, of any length', () => {
    for (const code of ['cl', 'scl', 'el', 'hpl', 'ccl']) expect(checkAgainstPolicy(DEFAULT_POLICY, apply({ leaveType: code, role: 'hod', fromDate: '2026-06-01', numberOfDays: 300 })).code).toBe(code);
    expect(needsBalance(DEFAULT_POLICY, 'cl')).toBe(true);
  });

  it('refuses a type the policy does not have, or not for the role, and says which rule', () => {
    expect(() => checkAgainstPolicy(DEFAULT_POLICY, apply({ leaveType: 'exam' }))).toThrow('Please select a leave type');
    expect(() => checkAgainstPolicy(strict, apply({ role: 'hod' }))).toThrow('EL cannot be taken in your role');
  });

  it('wants the days of notice and no more than the longest application', () => {
    expect(checkAgainstPolicy(strict, apply()).code).toBe('el');
    expect(() => checkAgainstPolicy(strict, apply({ fromDate: '2026-06-07' }))).toThrow('EL must be applied for at least 7 days in advance');
    expect(() => checkAgainstPolicy(strict, apply({ numberOfDays: 11 }))).toThrow('A single EL application cannot exceed 10 days');
  });

  it('leave without pay needs no balance', () => {
    const lop = withType(DEFAULT_POLICY, 'lop', { name: 'Leave Without Pay', paid: false, needsBalance: false, allowance: { per: 'none' } });
    expect(needsBalance(lop, 'lop')).toBe(false);
    expect(checkAgainstPolicy(lop, apply({ leaveType: 'lop' })).paid).toBe(false);
  });
});

describe('types beyond the five (issue 20)', () => {
  it('are granted per year, claimed or not at all; a half-year, service or earned allowance stays the five\'s', () => {
    const exam = withType(DEFAULT_POLICY, 'exam', { name: 'Examination Leave', allowance: { per: 'year', days: 3 } });
    expect(leavePolicySchema.safeParse(exam).success).toBe(true);
    const halfYearly = withType(DEFAULT_POLICY, 'exam', { name: 'Examination Leave', allowance: { per: 'halfYear', days: 3 } });
    expect(leavePolicySchema.safeParse(halfYearly).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['leaveTypes.5.allowance.per', POLICY_MESSAGES.newTypeAllowanceKind]]);
  });

  it('the apply forms offer the types the role may take, in the policy\'s order', () => {
    const lop = withType(DEFAULT_POLICY, 'lop', { name: 'Leave Without Pay', paid: false, needsBalance: false, allowance: { per: 'none' }, takenBy: ['employee'] });
    expect(typesOffered(lop, 'employee').map((type) => type.code)).toEqual(['cl', 'scl', 'el', 'hpl', 'ccl', 'lop']);
    expect(typesOffered(lop, 'hod').map((type) => type.code)).toEqual(['cl', 'scl', 'el', 'hpl', 'ccl']);
    expect(balanceTypes(lop, { cl: 1, scl: 0, el: 0, hpl: 0, ccl: 0, old: 2 }).map((type) => [type.label, type.name])).toEqual([
      ['CL', 'Casual Leave'],
      ['SCL', 'Special Casual Leave'],
      ['EL', 'Earned Leave'],
      ['HPL', 'Half Pay Leave'],
      ['CCL', 'Child Care Leave'],
      ['OLD', 'OLD'],
    ]);
  });
});
