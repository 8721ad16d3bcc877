// The accruals under a policy version (docs/policy.md 'Applying a version'), given / when / then: the
// period opening under a version takes its quota, a version starting inside an open period credits or
// debits the difference once, and with the default policy everything is as the constants made it.

import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../dates';
import { deciderSpecification } from '../../test/decider-specification';
import { DEFAULT_POLICY, policyType, type LeavePolicy } from '../policy/policy.schema';
import type { BalanceEvent } from './balance.events';
import { evolveLedger, foldLedger, initialLedger, type BalanceLedger } from './balance.ledger';
import { accrualsDue, type PolicyInForce } from './balance.accruals';
import { balanceHistory } from './balance.history';

type Command = { today: CalendarDate; policy: PolicyInForce };
const spec = deciderSpecification<Command, BalanceEvent, BalanceLedger>({
  decide: (command, ledger) => accrualsDue({ dateOfJoining: '2021-09-15', today: command.today, ledger, policy: command.policy }),
  evolve: evolveLedger,
  initialState: initialLedger,
});

function withCl(days: number): LeavePolicy {
  return { leaveTypes: DEFAULT_POLICY.leaveTypes.map((type) => (type.code === 'cl' ? { ...type, allowance: { per: 'halfYear' as const, days } } : type)) };
}
const v1: PolicyInForce = { version: 1, policy: DEFAULT_POLICY };
const v2: PolicyInForce = { version: 2, policy: withCl(8) };
const january = accrualsDue({ dateOfJoining: '2021-09-15', today: '2026-01-01', ledger: initialLedger, policy: v1 });
const firstHalf: BalanceEvent[] = [...january];

describe('Accruals under a policy version', () => {
  it('with the default policy the figures are those of the constants, each reset naming version 1', () => {
    const withoutPolicy = accrualsDue({ dateOfJoining: '2021-09-15', today: '2026-01-01', ledger: initialLedger });
    expect(foldLedger(january).balance).toEqual(foldLedger(withoutPolicy).balance);
    expect(january.filter((event) => event.type === 'BalanceReset').map((event) => event.data)).toContainEqual({ leaveType: 'cl', to: 6, reason: 'Half-year reset, January - June 2026', period: 'CL:2026-H1', allowance: 6, policyVersion: 1 });
  });

  it('raising CL from 6 to 8 from 1 July: nothing before, the 1 July reset opens at 8 naming version 2', () => {
    spec.given(firstHalf).when({ today: '2026-06-30', policy: v1 }).then([]);
    spec
      .given(firstHalf)
      .when({ today: '2026-07-01', policy: v2 })
      .then([
        { type: 'BalanceReset', data: { leaveType: 'cl', to: 8, reason: 'Half-year reset, July - December 2026', period: 'CL:2026-H2', allowance: 8, policyVersion: 2 } },
        { type: 'BalanceReset', data: { leaveType: 'scl', to: 4, reason: 'Half-year reset, July - December 2026', period: 'SCL:2026-H2', allowance: 4, policyVersion: 2 } },
      ]);
  });

  it('a version starting inside an open period credits the difference once, naming the version', () => {
    const credit: BalanceEvent = { type: 'BalanceGranted', data: { leaveType: 'cl', days: 2, reason: 'Leave policy version 2: CL 6 -> 8 days per half-year', period: 'CL:2026-H1:policy-2', policyVersion: 2 } };
    spec.given(firstHalf).when({ today: '2026-03-15', policy: v2 }).then([credit]);
    spec.given([...firstHalf, credit]).when({ today: '2026-03-16', policy: v2 }).then([]);
    expect(foldLedger([...firstHalf, credit]).balance.cl).toBe(8);
    expect(balanceHistory([{ event: credit, actor: { _id: null, name: 'System', role: null }, occurredAt: '2026-03-15T00:00:00Z' }] as never).at(0)).toMatchObject({ days: 2, period: '2026-H1' });
  });

  it('a version lowering the allowance debits the difference, never below 0', () => {
    const v3: PolicyInForce = { version: 3, policy: withCl(5) };
    spec
      .given(firstHalf)
      .when({ today: '2026-03-15', policy: v3 })
      .then([{ type: 'BalanceGranted', data: { leaveType: 'cl', days: -1, reason: 'Leave policy version 3: CL 6 -> 5 days per half-year', period: 'CL:2026-H1:policy-3', policyVersion: 3 } }]);
    const spent: BalanceEvent = { type: 'BalanceAdjusted', data: { leaveType: 'cl', from: 6, to: 0, reason: 'All taken' } };
    expect(foldLedger([...firstHalf, spent, ...accrualsDue({ dateOfJoining: '2021-09-15', today: '2026-03-15', ledger: foldLedger([...firstHalf, spent]), policy: v3 })]).balance.cl).toBe(0);
  });

  it('the HPL grant of a milestone is the policy\'s days', () => {
    const hplTwelve: PolicyInForce = {
      version: 2,
      policy: { leaveTypes: DEFAULT_POLICY.leaveTypes.map((type) => (type.code === 'hpl' ? { ...type, allowance: { ...policyType(DEFAULT_POLICY, 'hpl')!.allowance, days: 12 } } : type)) },
    };
    const granted = accrualsDue({ dateOfJoining: '2023-03-01', today: '2026-03-01', ledger: initialLedger, policy: hplTwelve });
    expect(granted).toContainEqual({ type: 'BalanceGranted', data: { leaveType: 'hpl', days: 12, reason: '3 years of service completed on 2026-03-01', period: 'HPL:milestone-1', policyVersion: 2 } });
  });
});

describe('A type beyond the five (issue 20)', () => {
  const exam = { ...policyType(DEFAULT_POLICY, 'ccl')!, code: 'exam', name: 'Examination Leave', allowance: { per: 'year' as const, days: 3 } };
  const lop = { ...policyType(DEFAULT_POLICY, 'ccl')!, code: 'lop', name: 'Leave Without Pay', paid: false, needsBalance: false, allowance: { per: 'none' as const } };
  const v3: PolicyInForce = { version: 3, policy: { leaveTypes: [...DEFAULT_POLICY.leaveTypes, exam, lop] } };

  it('a yearly type opens its year on the day its version starts, naming it; once; nothing for a type with no allowance', () => {
    const due = accrualsDue({ dateOfJoining: '2021-09-15', today: '2026-03-02', ledger: foldLedger(firstHalf), policy: v3 });
    expect(due.map((event) => event.data)).toEqual([{ leaveType: 'exam', to: 3, reason: 'Year reset, 2026', period: 'EXAM:2026', allowance: 3, policyVersion: 3 }]);
    spec
      .given([...firstHalf, ...due])
      .when({ today: '2026-03-03', policy: v3 })
      .then([]);
    expect(foldLedger([...firstHalf, ...due]).balance).toMatchObject({ cl: 6, exam: 3 });
    expect(foldLedger([...firstHalf, ...due]).balance).not.toHaveProperty('lop');
  });

  it('a later version changing its days credits the difference in its open year', () => {
    const opened = [...firstHalf, ...accrualsDue({ dateOfJoining: '2021-09-15', today: '2026-03-02', ledger: foldLedger(firstHalf), policy: v3 })];
    const v4: PolicyInForce = { version: 4, policy: { leaveTypes: [...DEFAULT_POLICY.leaveTypes, { ...exam, allowance: { per: 'year', days: 5 } }] } };
    spec
      .given(opened)
      .when({ today: '2026-04-01', policy: v4 })
      .then([{ type: 'BalanceGranted', data: { leaveType: 'exam', days: 2, reason: 'Leave policy version 4: EXAM 3 -> 5 days a year', period: 'EXAM:2026:policy-4', policyVersion: 4 } }]);
  });
});
