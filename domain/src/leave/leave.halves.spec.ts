import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../test/decider-specification';
import { applied, applyCommand, employee, hodApplicant } from '../../test/fixtures';
import { countSpanDays, spansOverlap, spanText, type CalendarDate } from '../dates';
import { decide, untakenDays } from './leave.decider';
import { type LeaveCommand } from './leave.commands';
import { evolve, foldLeave, initialLeaveState, type LeaveApplication, type LeaveEvent, type LeaveState } from './leave.events';
import { earnedLeaveDetails } from './leave.policy';
import { DEFAULT_POLICY } from '../policy/policy.schema';
import { debitsForApproval, foldLedger } from '../balance/balance.ledger';
import { openingBalanceEvents } from '../balance/balance.accruals';
import type { BalanceEvent } from '../balance/balance.events';
import { makeEmployeeApplyLeaveSchema } from '../contracts/forms';

// Monday 9 March 2026 to Wednesday 11 March; Saturday 14 March.
const spec = deciderSpecification<LeaveCommand, LeaveEvent, LeaveState>({ decide, evolve, initialState: initialLeaveState });

describe('Half days', () => {
  it('count a Monday afternoon to a Wednesday morning as 2 days, 1 when the Tuesday is a holiday', () => {
    const span = { fromDate: '2026-03-09', toDate: '2026-03-11', fromHalf: 'second', toHalf: 'first' } as const;
    expect(countSpanDays('employee', span)).toBe(2);
    expect(countSpanDays('employee', span, ['2026-03-10'])).toBe(1);
    expect(countSpanDays('hod', { fromDate: '2026-03-13', toDate: '2026-03-16', fromHalf: 'second' })).toBe(3.5);
  });

  it('are recorded on the application with their days in halves', () => {
    spec
      .given([])
      .when(applyCommand({ fromDate: '2026-03-09', toDate: '2026-03-11', fromHalf: 'second', toHalf: 'first' }))
      .then([applied(employee, { fromDate: '2026-03-09', toDate: '2026-03-11', fromHalf: 'second', toHalf: 'first', numberOfDays: 2 })]);
  });

  it('make a one-day application a morning, an afternoon or the whole day; whole days carry no half', () => {
    const oneDay = { fromDate: '2026-03-09', toDate: '2026-03-09' } as const;
    spec.given([]).when(applyCommand({ ...oneDay, fromHalf: 'first', toHalf: 'first' })).then([applied(employee, { ...oneDay, toHalf: 'first', numberOfDays: 0.5 })]);
    spec.given([]).when(applyCommand({ ...oneDay, fromHalf: 'second', toHalf: 'second' })).then([applied(employee, { ...oneDay, fromHalf: 'second', numberOfDays: 0.5 })]);
    spec.given([]).when(applyCommand({ ...oneDay, fromHalf: 'first', toHalf: 'second' })).then([applied(employee, { ...oneDay, numberOfDays: 1 })]);
    spec.given([]).when(applyCommand({ ...oneDay, fromHalf: 'second', toHalf: 'first' })).thenThrows('VALIDATION', 'A one-day leave cannot start in the second half and end in the first');
  });

  it('are refused on a weekend or a holiday, for a HOD too', () => {
    spec.given([]).when(applyCommand({ fromDate: '2026-03-14', toDate: '2026-03-16', fromHalf: 'second' })).thenThrows('VALIDATION', 'A half day cannot fall on a weekend or a holiday');
    spec
      .given([])
      .when(applyCommand({ actor: hodApplicant, fromDate: '2026-03-09', toDate: '2026-03-14', toHalf: 'first' }))
      .thenThrows('VALIDATION', 'A half day cannot fall on a weekend or a holiday');
    spec
      .given([])
      .when(applyCommand({ fromDate: '2026-03-10', toDate: '2026-03-10', toHalf: 'first', holidays: ['2026-03-10'] }))
      .thenThrows('VALIDATION', 'A half day cannot fall on a weekend or a holiday');
  });

  it('are refused for a type whose policy does not allow them (EL and HPL by default)', () => {
    spec
      .given([])
      .when(applyCommand({ leaveType: 'el', fromDate: '2026-03-09', toDate: '2026-03-09', toHalf: 'first', policy: DEFAULT_POLICY }))
      .thenThrows('VALIDATION', 'EL cannot be taken in half days');
    spec
      .given([])
      .when(applyCommand({ leaveType: 'cl', fromDate: '2026-03-09', toDate: '2026-03-09', toHalf: 'first', policy: DEFAULT_POLICY }))
      .then([applied(employee, { fromDate: '2026-03-09', toDate: '2026-03-09', toHalf: 'first', numberOfDays: 0.5 })]);
  });

  it('let a morning and an afternoon of one date be two applications, and refuse a third on that date', () => {
    const morning = { fromDate: '2026-03-09', toDate: '2026-03-09', toHalf: 'first', status: 'pending' } as const;
    const afternoon = { fromDate: '2026-03-09', toDate: '2026-03-09', fromHalf: 'second', status: 'pending' } as const;
    spec
      .given([])
      .when(applyCommand({ fromDate: '2026-03-09', toDate: '2026-03-09', fromHalf: 'second', ownOpenLeaves: [morning] }))
      .then([applied(employee, { fromDate: '2026-03-09', toDate: '2026-03-09', fromHalf: 'second', numberOfDays: 0.5 })]);
    spec
      .given([])
      .when(applyCommand({ fromDate: '2026-03-09', toDate: '2026-03-09', ownOpenLeaves: [morning, afternoon] }))
      .thenThrows('CONFLICT', 'You already have a leave application for these dates');
    // A leave ending on a Wednesday morning and one starting that afternoon do not overlap; one more day does.
    expect(spansOverlap({ fromDate: '2026-03-09', toDate: '2026-03-11', toHalf: 'first' }, { fromDate: '2026-03-11', toDate: '2026-03-12', fromHalf: 'second' })).toBe(false);
    expect(spansOverlap({ fromDate: '2026-03-09', toDate: '2026-03-11' }, { fromDate: '2026-03-11', toDate: '2026-03-12', fromHalf: 'second' })).toBe(true);
  });

  it('are debited in halves, and three half days of CL leave 4.5 of 6 after any replay', () => {
    const events: BalanceEvent[] = openingBalanceEvents(null, '2026-03-02');
    expect(foldLedger(events).balance.cl).toBe(6);
    for (const [n, date] of ['2026-03-09', '2026-03-10', '2026-03-11'].entries()) {
      const application = foldLeave([applied(employee, { leaveId: `leave-${n}`, fromDate: date as CalendarDate, toDate: date as CalendarDate, toHalf: 'first', numberOfDays: 0.5 })]) as LeaveApplication;
      const debits = debitsForApproval(foldLedger(events), application);
      expect(debits.map((debit) => [debit.data.days, debit.data.reason])).toEqual([[0.5, `CL leave approved, ${date} (morning)`]]);
      events.push(...debits);
    }
    expect(foldLedger(events).balance.cl).toBe(4.5);
    // A replay folds the same events again: the halves add up the same.
    expect(foldLedger(JSON.parse(JSON.stringify(events)) as BalanceEvent[]).balance.cl).toBe(4.5);
  });

  it('give back only the untaken halves when a leave is cancelled', () => {
    const application = foldLeave([applied(employee, { fromDate: '2026-03-09', toDate: '2026-03-11', fromHalf: 'second', toHalf: 'first', numberOfDays: 2 })]) as LeaveApplication;
    expect(untakenDays(application, '2026-03-06')).toBe(2);
    expect(untakenDays(application, '2026-03-09')).toBe(1.5);
    expect(untakenDays(application, '2026-03-10')).toBe(0.5);
    expect(untakenDays(application, '2026-03-11')).toBe(0);
  });

  it('lower the days worked of earned leave by a half', () => {
    const whole = earnedLeaveDetails({ dateOfJoining: null, today: '2026-03-13', approvedLeaves: [] });
    const half = earnedLeaveDetails({ dateOfJoining: null, today: '2026-03-13', approvedLeaves: [{ leaveType: 'cl', fromDate: '2026-03-09', toDate: '2026-03-09', toHalf: 'first' }] });
    expect(whole.actualWorkingDays - half.actualWorkingDays).toBe(0.5);
  });

  it('are named in words in the ledger and the audit', () => {
    expect(spanText({ fromDate: '2026-03-09', toDate: '2026-03-11', fromHalf: 'second', toHalf: 'first' })).toBe('2026-03-09 (afternoon) to 2026-03-11 (morning)');
    expect(spanText({ fromDate: '2026-03-09', toDate: '2026-03-09', fromHalf: 'second' })).toBe('2026-03-09 (afternoon)');
    expect(spanText({ fromDate: '2026-03-09', toDate: '2026-03-10' })).toBe('2026-03-09 to 2026-03-10');
  });

  it('are checked by the apply form as by the server', () => {
    const schema = makeEmployeeApplyLeaveSchema({ today: '2026-03-02', balances: null, policy: DEFAULT_POLICY });
    const base = { leaveType: 'cl', reason: 'Attending a family wedding' };
    expect(schema.safeParse({ ...base, fromDate: '2026-03-09', toDate: '2026-03-09', fromHalf: 'second', toHalf: '' }).success).toBe(true);
    const onSaturday = schema.safeParse({ ...base, fromDate: '2026-03-14', toDate: '2026-03-16', fromHalf: 'second', toHalf: '' });
    expect(onSaturday.error?.issues.map((issue) => issue.message)).toEqual(['A half day cannot fall on a weekend or a holiday']);
    const elHalf = schema.safeParse({ ...base, leaveType: 'el', fromDate: '2026-03-09', toDate: '2026-03-09', fromHalf: '', toHalf: 'first' });
    expect(elHalf.error?.issues.map((issue) => issue.message)).toEqual(['EL cannot be taken in half days']);
  });
});
