// The calendar rules of issue 46 as pure functions: the short dates of their messages, the department cap's
// limit and its days over it, the blackout a span falls in, and the sandwich count.

import { describe, expect, it } from 'vitest';
import { addDays, countLeaveDays, sandwichedDays, type CalendarDate } from '../dates';
import { DomainError } from '../errors';
import { blackoutOver, capBreaches, capLimit, checkBlackout, checkDepartmentCap, checkRestrictedHoliday, restrictedHolidaysLeft, sandwichReasons, shortRange, type Blackout } from './policy.calendar';

// Pure functions of the dates they are given: no clock is read. Monday 7 December 2026.
const MONDAY = '2026-12-07' as CalendarDate;
const day = (n: number) => addDays(MONDAY, n);

describe('short dates', () => {
  it('write one day, a range in a month, across months and across years', () => {
    expect(shortRange(day(1), day(12))).toBe('8-19 Dec');
    expect(shortRange(day(2), day(2))).toBe('9 Dec');
    expect(shortRange(day(-9), day(-4))).toBe('28 Nov-3 Dec');
    expect(shortRange(day(21), day(26))).toBe('28 Dec 2026-2 Jan 2027');
  });
});

describe('the department cap', () => {
  it('takes the smaller of its limits, a percent rounded down but at least one', () => {
    expect(capLimit({ maxAway: 2, mode: 'refuse' }, 12)).toBe(2);
    expect(capLimit({ maxPercent: 25, mode: 'refuse' }, 12)).toBe(3);
    expect(capLimit({ maxPercent: 10, mode: 'refuse' }, 5)).toBe(1);
    expect(capLimit({ maxAway: 2, maxPercent: 50, mode: 'warn' }, 12)).toBe(2);
  });

  it('counts each working day once per person, leaving out weekends and holidays', () => {
    const away = [
      { applicantId: 'a', name: 'Ravi', fromDate: day(0), toDate: day(4) },
      { applicantId: 'a', name: 'Ravi', fromDate: day(2), toDate: day(2) },
      { applicantId: 'b', name: 'Sita', fromDate: day(2), toDate: day(7) },
    ];
    const breaches = capBreaches({ maxAway: 2, mode: 'refuse' }, { fromDate: day(1), toDate: day(7) }, [day(3)], away, 12);
    expect(breaches.map((breach) => [breach.day, breach.count, breach.away])).toEqual([
      [day(2), 3, ['Ravi', 'Sita']],
      [day(4), 3, ['Ravi', 'Sita']],
    ]);
  });

  it("refuses in 'refuse' mode and warns in 'warn' mode; without a cap or its facts, nothing", () => {
    const application = { span: { fromDate: day(2), toDate: day(2) }, department: 'CSE', away: [{ applicantId: 'a', name: 'Ravi', fromDate: day(2), toDate: day(2) }], size: 3 };
    expect(() => checkDepartmentCap({ departmentCap: { maxAway: 1, mode: 'refuse' } }, application)).toThrow(DomainError);
    expect(checkDepartmentCap({ departmentCap: { maxAway: 1, mode: 'warn' } }, application)).toEqual(['2 of 3 away on 9 Dec, more than the 1 allowed at once. Away: Ravi']);
    expect(checkDepartmentCap({}, application)).toEqual([]);
    expect(checkDepartmentCap({ departmentCap: { maxAway: 1, mode: 'refuse' } }, { ...application, away: undefined })).toEqual([]);
  });
});

describe('blackouts', () => {
  const exams: Blackout = { name: 'End-semester examinations', from: day(1), to: day(12), exemptTypes: ['ccl'] };
  const lab: Blackout = { name: 'Lab audit', from: day(14), to: day(15), departments: ['ECE'], exemptTypes: [] };
  const policy = { blackouts: [exams, lab] };

  it('finds the window a span touches, unless its type is exempt or the window is for other departments', () => {
    expect(blackoutOver(policy, { leaveType: 'cl', department: 'CSE', span: { fromDate: day(12), toDate: day(14) } })).toBe(exams);
    expect(blackoutOver(policy, { leaveType: 'ccl', department: 'CSE', span: { fromDate: day(3), toDate: day(3) } })).toBeUndefined();
    expect(blackoutOver(policy, { leaveType: 'cl', department: 'CSE', span: { fromDate: day(14), toDate: day(15) } })).toBeUndefined();
    expect(blackoutOver(policy, { leaveType: 'cl', department: 'ECE', span: { fromDate: day(15), toDate: day(16) } })).toBe(lab);
    expect(() => checkBlackout(policy, { leaveType: 'cl', department: 'CSE', span: { fromDate: day(0), toDate: day(1) } })).toThrow('No leave during End-semester examinations, 8-19 Dec');
  });
});

describe('the sandwich count', () => {
  it('counts the weekends and holidays between two working days, none at either end', () => {
    // Friday 11 to Monday 14 December: 4; Saturday 12 to Tuesday 15: 2; a holiday on Wednesday 9 between Tuesday and Thursday.
    expect(countLeaveDays('sandwich', day(4), day(7))).toBe(4);
    expect(countLeaveDays('sandwich', day(5), day(8))).toBe(2);
    expect(countLeaveDays('sandwich', day(5), day(6))).toBe(0);
    expect(countLeaveDays('sandwich', day(1), day(3), [day(2)])).toBe(3);
    expect(sandwichedDays(day(1), day(3), [day(2)])).toEqual([day(2)]);
    expect(sandwichReasons(day(4), day(7), [])).toEqual(['Sat 12 Dec: between two leave days', 'Sun 13 Dec: between two leave days']);
  });
});

describe('restricted holidays (issue 46)', () => {
  const policy = { restrictedHolidays: { perYear: 2 } };
  const one = (date: string) => ({ fromDate: date as CalendarDate, toDate: date as CalendarDate });
  const optionalHolidays = ['2026-12-24' as CalendarDate];

  it('lets a person take an optional holiday while the year has some left', () => {
    expect(() => checkRestrictedHoliday(policy, { span: one('2026-12-24'), optionalHolidays, taken: 1 })).not.toThrow();
    expect(restrictedHolidaysLeft(policy, 1)).toBe(1);
    expect(restrictedHolidaysLeft(undefined, 1)).toBeUndefined();
  });

  it('refuses the one past the number, a day that is no optional holiday, and a policy without them', () => {
    expect(() => checkRestrictedHoliday(policy, { span: one('2026-12-24'), optionalHolidays, taken: 2 })).toThrow('You have taken the 2 restricted holidays of 2026 the policy allows');
    expect(() => checkRestrictedHoliday(policy, { span: one('2026-12-23'), optionalHolidays, taken: 0 })).toThrow('Wed 23 Dec is not a restricted holiday');
    expect(() => checkRestrictedHoliday({}, { span: one('2026-12-24'), optionalHolidays, taken: 0 })).toThrow('The leave policy has no restricted holidays');
    expect(() => checkRestrictedHoliday(policy, { span: { ...one('2026-12-24'), toHalf: 'first' }, optionalHolidays, taken: 0 })).toThrow('A restricted holiday is taken one whole day at a time');
  });
});
