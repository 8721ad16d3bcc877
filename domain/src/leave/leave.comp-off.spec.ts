// Compensatory leave in the domain (docs/policy.md 'Compensatory leave'): which claims are refused and with
// what message, what a claim records, what its final approval credits, and which credits lapse on their
// expiry when days are spent from the credit that lapses first.

import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../dates';
import { DomainError } from '../errors';
import { DEFAULT_POLICY, policyType, type LeavePolicy } from '../policy/policy.schema';
import type { BalanceEvent } from '../balance/balance.events';
import { foldLedger } from '../balance/balance.ledger';
import type { ClaimCompOff } from './leave.commands';
import { COMP_OFF_MESSAGES, claimCompOff, claimedTypes, compOffCredit, compOffLapsesDue } from './leave.comp-off';
import { evolve, initialLeaveState, type LeaveApplication } from './leave.events';
import { ledgerEffectOf } from './leave.ledger-effect';
import { initialLedger } from '../balance/balance.ledger';

const coff = { ...policyType(DEFAULT_POLICY, 'cl')!, code: 'coff', name: 'Compensatory Off', allowance: { per: 'claimed' as const, expiresAfterDays: 30 } };
const policy: LeavePolicy = { leaveTypes: [...DEFAULT_POLICY.leaveTypes, coff] };
const applicant = { id: 'u1', name: 'Vivek Rao', employeeId: 'CSE001', role: 'employee' as const, department: 'CSE' };

function command(overrides: Partial<ClaimCompOff['data']> = {}): ClaimCompOff {
  return {
    type: 'ClaimCompOff',
    data: {
      actor: applicant,
      leaveId: 'c1',
      leaveType: 'coff',
      // Saturday 21 November 2026.
      workedOn: '2026-11-21',
      days: 1,
      reason: 'Worked the admissions counter',
      today: '2026-11-26',
      now: '2026-11-26T10:00:00.000Z',
      holidays: [],
      policy,
      claimedDays: [],
      ...overrides,
    },
  };
}

const refusal = (claim: ClaimCompOff): string => {
  try {
    claimCompOff(claim, initialLeaveState);
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  return 'accepted';
};

describe('a claim of compensatory leave', () => {
  it('is recorded for a weekend day or a holiday worked, with the day its credit lapses', () => {
    const [applied] = claimCompOff(command(), initialLeaveState);
    expect(applied).toMatchObject({ type: 'LeaveApplied', data: { kind: 'compOff', leaveType: 'coff', fromDate: '2026-11-21', toDate: '2026-11-21', numberOfDays: 1, creditExpiresOn: '2026-12-21' } });
    // Wednesday 25 November as a college holiday, half a day.
    const [half] = claimCompOff(command({ workedOn: '2026-11-25', holidays: ['2026-11-25'], days: 0.5 }), initialLeaveState);
    expect(half).toMatchObject({ data: { numberOfDays: 0.5, toHalf: 'first' } });
    expect(claimedTypes(policy)).toEqual(['coff']);
  });

  it.each<[string, Partial<ClaimCompOff['data']>, string]>([
    ['a working day', { workedOn: '2026-11-24' }, COMP_OFF_MESSAGES.workingDay],
    ['a day ahead', { workedOn: '2026-11-28' }, COMP_OFF_MESSAGES.inFuture],
    ['a type that is not claimed', { leaveType: 'cl' }, COMP_OFF_MESSAGES.notClaimedType],
    ['a day whose credit has already lapsed', { workedOn: '2026-10-24' }, COMP_OFF_MESSAGES.tooLate(30)],
    ['a day claimed before', { claimedDays: ['2026-11-21'] }, COMP_OFF_MESSAGES.alreadyClaimed],
    ['by an admin', { actor: { ...applicant, role: 'admin' } }, 'Only employees and HODs can apply for leave'],
  ])('is refused for %s', (_name, overrides, message) => {
    expect(refusal(command(overrides))).toBe(message);
  });

  it('credits its days at the final approval, and nothing at the HOD approval', () => {
    const pending = claimCompOff(command(), initialLeaveState).reduce(evolve, initialLeaveState) as LeaveApplication;
    const hodApproved: LeaveApplication = { ...pending, status: 'hodApproved' };
    const approved: LeaveApplication = { ...pending, status: 'approved' };
    expect(ledgerEffectOf(pending, hodApproved, '2026-11-26')).toBeNull();
    const effect = ledgerEffectOf(hodApproved, approved, '2026-11-26');
    expect(effect?.entries(initialLedger)).toEqual([compOffCredit(approved)]);
    expect(compOffCredit(approved).data).toMatchObject({ leaveType: 'coff', days: 1, expiresOn: '2026-12-21', reason: 'Compensatory leave for the day worked on 2026-11-21, to be taken by 2026-12-20' });
  });
});

describe('the lapse of compensatory leave credits', () => {
  const credit = (id: string, days: number, expiresOn: CalendarDate): BalanceEvent => ({
    type: 'BalanceGranted',
    data: { leaveType: 'coff', days, reason: 'Compensatory leave', period: `COFF:claim-${id}`, expiresOn },
  });
  const spent = (days: number): BalanceEvent => ({ type: 'BalanceDebited', data: { leaveType: 'coff', days, leaveId: 'l1', reason: 'COFF leave approved', period: '2026', taken: days } });

  it('lapses what is left of a credit on its expiry, nothing before, and nothing twice', () => {
    const ledger = foldLedger([credit('a', 1, '2026-12-21')]);
    expect(compOffLapsesDue(ledger, '2026-12-20')).toEqual([]);
    const due = compOffLapsesDue(ledger, '2026-12-21');
    expect(due).toEqual([{ type: 'BalanceLapsed', data: { leaveType: 'coff', days: 1, reason: '1 of the 1 days of compensatory leave not taken by 2026-12-20 lapse', period: 'COFF:claim-a:expiry' } }]);
    const after = foldLedger([credit('a', 1, '2026-12-21'), ...due]);
    expect(after.balance['coff']).toBe(0);
    expect(compOffLapsesDue(after, '2026-12-31')).toEqual([]);
  });

  it('spends the credit that lapses first: a later credit keeps its days', () => {
    // 1 day lapsing 21 December, 1 day lapsing 10 January; 1 day taken.
    const ledger = foldLedger([credit('b', 1, '2027-01-10'), credit('a', 1, '2026-12-21'), spent(1)]);
    expect(compOffLapsesDue(ledger, '2026-12-21')).toEqual([]);
    expect(compOffLapsesDue(ledger, '2027-01-10').map((lapse) => lapse.data.days)).toEqual([1]);
    // Half of 1.5 taken: the first credit's half day is gone, its other half lapses with it.
    const halfTaken = foldLedger([credit('a', 1, '2026-12-21'), credit('b', 0.5, '2027-01-10'), spent(0.5)]);
    expect(compOffLapsesDue(halfTaken, '2026-12-21').map((lapse) => lapse.data.days)).toEqual([0.5]);
  });
});
