// Carry-forward at a period's end and the lapse of carried days (docs/policy.md 'Carry-forward'), given /
// when / then: what exceeds the cap lapses at the boundary, the rest opens the next period on top of its
// quota, the carried days not spent by their expiry lapse, and running the accruals again changes nothing.

import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../dates';
import { deciderSpecification } from '../../test/decider-specification';
import { DEFAULT_POLICY, type LeavePolicy } from '../policy/policy.schema';
import type { BalanceEvent } from './balance.events';
import { evolveLedger, foldLedger, initialLedger, type BalanceLedger } from './balance.ledger';
import { accrualsDue, type PolicyInForce } from './balance.accruals';

const JOINED = '2024-09-15';
type Command = { today: CalendarDate };
const carryCl: LeavePolicy = {
  leaveTypes: DEFAULT_POLICY.leaveTypes.map((type) => (type.code === 'cl' ? { ...type, carryForward: { maxDays: 3, expiresAfterDays: 30 } } : type)),
};
const v2: PolicyInForce = { version: 2, policy: carryCl };
const accruals = (ledger: BalanceLedger, today: CalendarDate) => accrualsDue({ dateOfJoining: JOINED, today, ledger, policy: v2 }).filter((event) => event.data.leaveType === 'cl');
const spec = deciderSpecification<Command, BalanceEvent, BalanceLedger>({ decide: (command, ledger) => accruals(ledger, command.today), evolve: evolveLedger, initialState: initialLedger });

const opening = accruals(initialLedger, '2026-01-01');
const march: BalanceEvent = { type: 'BalanceDebited', data: { leaveType: 'cl', days: 1, leaveId: 'l1', reason: 'CL leave approved', period: '2026-H1', taken: 1 } };
const periodEnd: BalanceEvent = {
  type: 'BalanceLapsed',
  data: {
    leaveType: 'cl',
    days: 2,
    reason: 'End of January - June 2026: 2 days above the carry-forward cap of 3 lapse; 3 days carried forward, to be taken by 2026-07-30',
    period: 'CL:2026-H1:period-end',
    carried: 3,
    carriedExpiresOn: '2026-07-31',
    policyVersion: 2,
  },
};
const julyReset: BalanceEvent = {
  type: 'BalanceReset',
  data: { leaveType: 'cl', to: 9, reason: 'Half-year reset, July - December 2026, plus 3 days carried forward', period: 'CL:2026-H2', allowance: 6, policyVersion: 2 },
};
const july: BalanceEvent = { type: 'BalanceDebited', data: { leaveType: 'cl', days: 1, leaveId: 'l2', reason: 'CL leave approved', period: '2026-H2', taken: 1 } };

describe('Carry-forward at the end of a period', () => {
  it('of 5 days left with a cap of 3, 2 lapse at the boundary and 3 open the next period on top of its quota', () => {
    spec.given([...opening, march]).when({ today: '2026-07-01' }).then([periodEnd, julyReset]);
    expect(foldLedger([...opening, march, periodEnd, julyReset]).balance.cl).toBe(9);
  });

  it('running it again changes nothing', () => {
    spec.given([...opening, march, periodEnd, julyReset]).when({ today: '2026-07-01' }).then([]);
    spec.given([...opening, march, periodEnd, julyReset]).when({ today: '2026-07-15' }).then([]);
  });

  it('on the expiry date the carried days not spent lapse (days are spent from what was carried first), once', () => {
    const history = [...opening, march, periodEnd, julyReset, july];
    spec
      .given(history)
      .when({ today: '2026-07-31' })
      .then([{ type: 'BalanceLapsed', data: { leaveType: 'cl', days: 2, reason: '2 of the 3 days carried forward from January - June 2026 not taken by 2026-07-30 lapse', period: 'CL:2026-H2:carried-expiry' } }]);
    const lapsed = accruals(foldLedger(history), '2026-07-31');
    expect(foldLedger([...history, ...lapsed]).balance.cl).toBe(6);
    spec.given([...history, ...lapsed]).when({ today: '2026-08-01' }).then([]);
  });

  it('without carry-forward the reset is as it always was', () => {
    const reset = accrualsDue({ dateOfJoining: JOINED, today: '2026-07-01', ledger: foldLedger([...opening, march]), policy: { version: 1, policy: DEFAULT_POLICY } });
    expect(reset.filter((event) => event.data.leaveType === 'cl')).toEqual([{ type: 'BalanceReset', data: { leaveType: 'cl', to: 6, reason: 'Half-year reset, July - December 2026', period: 'CL:2026-H2', allowance: 6, policyVersion: 1 } }]);
  });
});

describe('Carry-forward of earned leave at the year end', () => {
  const carryEl: PolicyInForce = {
    version: 3,
    policy: { leaveTypes: DEFAULT_POLICY.leaveTypes.map((type) => (type.code === 'el' ? { ...type, carryForward: { maxDays: 30, expiresAfterDays: null } } : type)) },
  };
  const earned: BalanceEvent = { type: 'BalanceAdjusted', data: { leaveType: 'el', from: 0, to: 40, reason: 'Earned leave recalculated', cause: 'earned-leave' } };
  const year = accrualsDue({ dateOfJoining: JOINED, today: '2026-01-01', ledger: initialLedger, policy: carryEl });
  const elOnly = (ledger: BalanceLedger, today: CalendarDate) => accrualsDue({ dateOfJoining: JOINED, today, ledger, policy: carryEl }).filter((event) => event.data.leaveType === 'el');

  it('of 40 days with a cap of 30, 10 lapse on 1 January and 30 are carried into the year; again, nothing', () => {
    const lapse = elOnly(foldLedger([...year, earned]), '2027-01-01');
    expect(lapse).toEqual([
      {
        type: 'BalanceLapsed',
        data: { leaveType: 'el', days: 10, reason: 'End of 2026: 10 days above the carry-forward cap of 30 lapse; 30 days carried forward', period: 'EL:2026:period-end', carried: 30, carriedExpiresOn: null, policyVersion: 3 },
      },
    ]);
    const after = foldLedger([...year, earned, ...accrualsDue({ dateOfJoining: JOINED, today: '2027-01-01', ledger: foldLedger([...year, earned]), policy: carryEl })]);
    expect(after.balance.el).toBe(30);
    expect(elOnly(after, '2027-01-01')).toEqual([]);
    expect(elOnly(after, '2027-06-01')).toEqual([]);
  });

  it('nothing happens to EL in the middle of a year, nor for someone who joined during it', () => {
    expect(elOnly(foldLedger([...year, earned]), '2026-06-01')).toEqual([]);
  });
});
