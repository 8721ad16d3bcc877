import { describe, expect, it } from 'vitest';
import { foldLeave } from '../leave/leave.events';
import { initialBalance } from '../leave/leave.policy';
import { LATER, admin, applied } from '../../test/fixtures';
import { adminBalanceEdit, balanceAdjustments, evolveBalance, foldBalance, hplMilestoneKey, periodKey, type BalanceEvent } from './balance.events';
import { accrualsDue, openingBalanceEvents } from './balance.accruals';
import { debitsForApproval, foldLedger, initialLedger } from './balance.ledger';

/** A ledger holding the given accrual keys and nothing else. */
const holding = (keys: string[]) => ({ ...initialLedger, periods: new Set(keys) });

const balance = { cl: 6, scl: 4, el: 2, hpl: 10, ccl: 7 };

describe('evolveBalance', () => {
  it('adds a grant', () => {
    expect(evolveBalance(balance, { type: 'BalanceGranted', data: { leaveType: 'hpl', days: 10, reason: '3 years' } }).hpl).toBe(20);
  });

  it('sets the figure on a reset, without carrying anything forward', () => {
    expect(evolveBalance({ ...balance, cl: 2 }, { type: 'BalanceReset', data: { leaveType: 'cl', to: 6, reason: 'reset', period: 'CL:2026-H2' } }).cl).toBe(6);
  });

  it('subtracts a debit', () => {
    expect(evolveBalance(balance, { type: 'BalanceDebited', data: { leaveType: 'scl', days: 3, leaveId: 'l1', reason: 'approved' } }).scl).toBe(1);
  });

  it('stops a debit at 0 when an admin lowered the balance meanwhile', () => {
    expect(evolveBalance(balance, { type: 'BalanceDebited', data: { leaveType: 'el', days: 3, leaveId: 'l1', reason: 'approved' } }).el).toBe(0);
  });

  it('sets the figure an admin chose', () => {
    expect(evolveBalance(balance, { type: 'BalanceAdjusted', data: { leaveType: 'ccl', from: 7, to: 5, reason: 'admin edit' } }).ccl).toBe(5);
  });

  it('touches only the type of the event', () => {
    expect(evolveBalance(balance, { type: 'BalanceAdjusted', data: { leaveType: 'ccl', from: 7, to: 5, reason: 'admin edit' } })).toEqual({ ...balance, ccl: 5 });
  });
});

describe('Period keys', () => {
  it('name the half-year, the year or the HPL milestone', () => {
    expect(periodKey('cl', '2026-08-01')).toBe('CL:2026-H2');
    expect(periodKey('scl', '2026-02-01')).toBe('SCL:2026-H1');
    expect(periodKey('ccl', '2026-08-01')).toBe('CCL:2026');
    expect(hplMilestoneKey(1)).toBe('HPL:milestone-1');
  });
});

describe('Accruals', () => {
  it('reset CL, SCL and CCL for the current periods', () => {
    expect(accrualsDue({ dateOfJoining: '2025-09-01', today: '2026-07-01', ledger: initialLedger })).toEqual([
      { type: 'BalanceReset', data: { leaveType: 'cl', to: 6, reason: 'Half-year reset, July - December 2026', period: 'CL:2026-H2' } },
      { type: 'BalanceReset', data: { leaveType: 'scl', to: 4, reason: 'Half-year reset, July - December 2026', period: 'SCL:2026-H2' } },
      { type: 'BalanceReset', data: { leaveType: 'ccl', to: 7, reason: 'Year reset, 2026', period: 'CCL:2026' } },
    ]);
  });

  it('grant HPL on the third anniversary', () => {
    expect(accrualsDue({ dateOfJoining: '2023-07-01', today: '2026-07-01', ledger: holding(['CL:2026-H2', 'SCL:2026-H2', 'CCL:2026']) })).toEqual([
      { type: 'BalanceGranted', data: { leaveType: 'hpl', days: 10, reason: '3 years of service completed on 2026-07-01', period: 'HPL:milestone-1' } },
    ]);
  });

  it('running twice changes nothing', () => {
    const first: BalanceEvent[] = openingBalanceEvents('2019-05-10', '2026-02-01');
    const later = accrualsDue({ dateOfJoining: '2019-05-10', today: '2026-02-01', ledger: foldLedger(first) });
    expect(later).toEqual([]);
    const july = accrualsDue({ dateOfJoining: '2019-05-10', today: '2026-07-01', ledger: foldLedger(first) });
    expect(july.map((event) => event.data.period)).toEqual(['CL:2026-H2', 'SCL:2026-H2']);
    expect(accrualsDue({ dateOfJoining: '2019-05-10', today: '2026-07-02', ledger: foldLedger([...first, ...july]) })).toEqual([]);
  });

  it('open a ledger at exactly the initial balance', () => {
    for (const dateOfJoining of ['2026-01-10', '2022-06-30', '2017-03-02', '2020-02-29'] as const) {
      expect(foldBalance(openingBalanceEvents(dateOfJoining, '2026-03-02'))).toEqual(initialBalance(dateOfJoining, '2026-03-02'));
    }
    expect(foldBalance(openingBalanceEvents(null, '2026-03-02'))).toEqual(initialBalance(null, '2026-03-02'));
  });

  it('give the opening resets the reason "Opening balance"', () => {
    expect(openingBalanceEvents('2026-01-10', '2026-03-02').map((event) => event.data.reason)).toEqual(['Opening balance', 'Opening balance', 'Opening balance']);
  });
});

describe('Admin balance edits', () => {
  it('record one adjustment per changed type', () => {
    expect(balanceAdjustments(balance, { cl: 6, el: 5, hpl: 0 }, 'Corrected by admin')).toEqual([
      { type: 'BalanceAdjusted', data: { leaveType: 'el', from: 2, to: 5, reason: 'Corrected by admin' } },
      { type: 'BalanceAdjusted', data: { leaveType: 'hpl', from: 10, to: 0, reason: 'Corrected by admin' } },
    ]);
  });
});

describe('Approval debit', () => {
  it('debits the days of the approved application from the period they fall in', () => {
    const state = foldLeave([applied(), { type: 'LeaveApproved', data: { by: admin, at: LATER, includesHodLevel: false } }]);
    if (state.status === 'none') throw new Error('expected an application');
    expect(debitsForApproval(foldLedger(openingBalanceEvents('2020-01-01', '2026-03-02')), state)).toEqual([
      { type: 'BalanceDebited', data: { leaveType: 'cl', days: 3, leaveId: 'leave-1', reason: 'CL leave approved, 2026-03-09 to 2026-03-11', period: '2026-H1', taken: 3 } },
    ]);
  });
});

describe("An admin's balance edit", () => {
  it('carries the reason the admin gave, and needs one only when a figure changes', () => {
    expect(adminBalanceEdit(balance, { el: 5 }, 'Carried over from the old register')).toEqual([
      { type: 'BalanceAdjusted', data: { leaveType: 'el', from: 2, to: 5, reason: 'Carried over from the old register' } },
    ]);
    expect(() => adminBalanceEdit(balance, { el: 5 }, undefined)).toThrow('Please give a reason for the balance change');
    expect(adminBalanceEdit(balance, { el: 2 }, undefined)).toEqual([]);
  });
});
