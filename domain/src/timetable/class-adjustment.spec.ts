import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../dates';
import { classAdjustmentApplies, DEFAULT_HALF_DAY_HOURS, DEFAULT_POLICY, leavePolicySchema } from '../policy/policy.schema';
import { classAdjustmentPeriods, matchArrangements, type Colleague } from './class-adjustment';
import type { TimetablePeriod } from './timetable';

// Monday 7 December 2026 to Saturday 12 December; Wednesday the 9th a holiday.
const d = (day: number) => `2026-12-${String(day).padStart(2, '0')}` as CalendarDate;
const TERM = { termFrom: d(1), termTo: '2027-03-31' as CalendarDate };
let ids = 0;
const p = (weekday: number, period: number, start: string, end: string, className = 'II CSE-A'): TimetablePeriod => ({ id: `p${++ids}`, weekday, period, start, end, className, subject: 'DS', room: '', ...TERM });
const colleague = (id: string, fields: Partial<Colleague> = {}): Colleague => ({ id, name: id, periods: [], leaves: [], covering: [], substitutionsThisTerm: 0, ...fields });

const mine = [p(1, 1, '09:00', '09:50'), p(1, 5, '14:00', '14:50'), p(3, 2, '10:00', '10:50'), p(4, 1, '09:00', '09:50'), p(4, 6, '15:00', '15:50'), p(6, 1, '09:00', '09:50')];

describe('class adjustment', () => {
  it('lists the periods inside the leave: weekends and holidays left out, half days by the hours', () => {
    const periods = classAdjustmentPeriods({
      leave: { fromDate: d(7), toDate: d(12), fromHalf: 'second', toHalf: 'second' },
      halfDayHours: DEFAULT_HALF_DAY_HOURS,
      holidays: [d(9)],
      periods: mine,
      colleagues: [],
    });
    // Monday from 13:00 (the afternoon period only), no Wednesday (holiday), Thursday whole, no Saturday.
    expect(periods.map((x) => [x.date, x.period])).toEqual([
      [d(7), 5],
      [d(10), 1],
      [d(10), 6],
    ]);
    const morning = classAdjustmentPeriods({ leave: { fromDate: d(10), toDate: d(10), fromHalf: 'first', toHalf: 'first' }, halfDayHours: DEFAULT_HALF_DAY_HOURS, holidays: [], periods: mine, colleagues: [] });
    expect(morning.map((x) => x.period)).toEqual([1]);
  });

  it('suggests the colleagues free then, fewest substitutions first: not teaching, not away, not covering', () => {
    const [period] = classAdjustmentPeriods({
      leave: { fromDate: d(10), toDate: d(10), toHalf: 'first' },
      halfDayHours: DEFAULT_HALF_DAY_HOURS,
      holidays: [],
      periods: mine,
      colleagues: [
        colleague('busy', { periods: [p(4, 1, '09:30', '10:20')] }),
        colleague('away', { leaves: [{ fromDate: d(8), toDate: d(10), toHalf: 'first' }] }),
        colleague('afternoon-off', { leaves: [{ fromDate: d(10), toDate: d(10), fromHalf: 'second' }], substitutionsThisTerm: 3 }),
        colleague('covering', { covering: [{ date: d(10), start: '09:00', end: '09:50' }] }),
        colleague('many', { substitutionsThisTerm: 5, periods: [p(4, 2, '09:50', '10:40')] }),
        colleague('few', { substitutionsThisTerm: 1 }),
      ],
    });
    expect(period).toMatchObject({ date: d(10), period: 1, start: '09:00', end: '09:50', className: 'II CSE-A', subject: 'DS' });
    expect(period!.suggestions.map((s) => [s._id, s.substitutionsThisTerm])).toEqual([
      ['few', 1],
      ['afternoon-off', 3],
      ['many', 5],
    ]);
  });
});

describe("the policy's classAdjustment", () => {
  it('applies to the roles and types it names, every type with *; absent, to nobody', () => {
    expect(classAdjustmentApplies(DEFAULT_POLICY, 'cl', 'employee')).toBe(false);
    const all = { ...DEFAULT_POLICY, classAdjustment: { leaveTypes: ['*'], roles: ['employee' as const] } };
    expect(leavePolicySchema.safeParse(all).success).toBe(true);
    expect(classAdjustmentApplies(all, 'el', 'employee')).toBe(true);
    expect(classAdjustmentApplies(all, 'el', 'hod')).toBe(false);
    const some = { ...DEFAULT_POLICY, classAdjustment: { leaveTypes: ['el'], roles: ['employee' as const, 'hod' as const] } };
    expect(classAdjustmentApplies(some, 'el', 'hod')).toBe(true);
    expect(classAdjustmentApplies(some, 'cl', 'hod')).toBe(false);
  });

  it('refuses an unknown type, no roles, and a role that does not apply', () => {
    const issues = (classAdjustment: unknown) => leavePolicySchema.safeParse({ ...DEFAULT_POLICY, classAdjustment }).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ leaveTypes: ['xyz'], roles: ['employee'] })).toEqual(['Class adjustment names a leave type the policy does not have']);
    expect(issues({ leaveTypes: ['*'], roles: [] })).toEqual(['Please choose whose leave needs its classes covered']);
    expect(issues({ leaveTypes: ['*'], roles: ['admin'] })).toHaveLength(1);
  });
});

describe('matching the arrangements to the periods', () => {
  it('names the periods no arrangement covers, and the arrangements for no period or a period twice', () => {
    const periods = [
      { date: d(7), period: 5 },
      { date: d(10), period: 1 },
      { date: d(10), period: 6 },
    ];
    const given = [
      { date: d(10), period: 1, substituteId: 'few' },
      { date: d(10), period: 1, substituteId: null },
      { date: d(11), period: 2, substituteId: null },
    ];
    expect(matchArrangements(periods, given)).toEqual({ missing: [{ date: d(7), period: 5 }, { date: d(10), period: 6 }], extra: [given[1], given[2]] });
    expect(matchArrangements(periods, given.slice(0, 1).concat({ date: d(7), period: 5, substituteId: null }, { date: d(10), period: 6, substituteId: 'few' }))).toEqual({ missing: [], extra: [] });
  });
});
