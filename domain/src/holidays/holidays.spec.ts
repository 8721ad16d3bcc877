// The holiday calendar's decisions, given / when / then, and what holidays do to the day counts.

import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../test/decider-specification';
import { admin, applied, applyCommand, cseHod, employee, hodApplicant } from '../../test/fixtures';
import { countLeaveDays, weekdayHolidaysIn } from '../dates';
import { decide } from '../leave/leave.decider';
import { earnedLeaveDetails } from '../leave/leave.policy';
import { decideHolidays, evolveHolidays, HOLIDAY_MESSAGES, holidayBody, initialHolidayCalendar, type HolidayCalendar, type HolidayCommand, type HolidayEvent } from './holidays';

const spec = deciderSpecification<HolidayCommand, HolidayEvent, HolidayCalendar>({ decide: decideHolidays, evolve: evolveHolidays, initialState: initialHolidayCalendar });
const republicDay: HolidayEvent = { type: 'HolidayAdded', data: { holidayId: 'h1', date: '2026-01-26', name: 'Republic Day', by: admin } };

describe('The holiday calendar', () => {
  it('the admin adds a holiday', () => {
    spec.given([]).when({ type: 'AddHolidays', data: { actor: admin, holidays: [{ id: 'h1', date: '2026-01-26', name: 'Republic Day' }] } }).then([republicDay]);
  });

  it('a second holiday on a date is a conflict, in the calendar or in one request', () => {
    spec.given([republicDay]).when({ type: 'AddHolidays', data: { actor: admin, holidays: [{ id: 'h2', date: '2026-01-26', name: 'Again' }] } }).thenThrows('CONFLICT', HOLIDAY_MESSAGES.duplicateDate);
    spec
      .given([])
      .when({ type: 'AddHolidays', data: { actor: admin, holidays: [{ id: 'h2', date: '2026-03-03', name: 'Holi' }, { id: 'h3', date: '2026-03-03', name: 'Holi again' }] } })
      .thenThrows('CONFLICT', HOLIDAY_MESSAGES.duplicateDate);
  });

  it('removes by id; an unknown id is not found; only the admin changes it', () => {
    spec.given([republicDay]).when({ type: 'RemoveHoliday', data: { actor: admin, holidayId: 'h1' } }).then([{ type: 'HolidayRemoved', data: { holidayId: 'h1', date: '2026-01-26', name: 'Republic Day', by: admin } }]);
    spec.given([]).when({ type: 'RemoveHoliday', data: { actor: admin, holidayId: 'h1' } }).thenThrows('NOT_FOUND', HOLIDAY_MESSAGES.notFound);
    spec.given([]).when({ type: 'AddHolidays', data: { actor: cseHod, holidays: [] } }).thenThrows('FORBIDDEN');
  });

  it('the body wants a real date between 2000 and 2100 and a name', () => {
    expect(holidayBody.safeParse({ date: '2026-01-26', name: ' Republic Day ' }).data).toEqual({ date: '2026-01-26', name: 'Republic Day' });
    expect(holidayBody.safeParse({ date: '2026-02-30', name: 'x' }).error?.issues[0]?.message).toBe(HOLIDAY_MESSAGES.dateInvalid);
    expect(holidayBody.safeParse({ date: '1999-12-31', name: 'x' }).error?.issues[0]?.message).toBe(HOLIDAY_MESSAGES.yearOutOfRange);
    expect(holidayBody.safeParse({ date: '2026-01-26', name: '' }).error?.issues[0]?.message).toBe(HOLIDAY_MESSAGES.nameRequired);
  });
});

describe('Holidays in the day counts', () => {
  // Monday 7 to Friday 11 December 2026; Wednesday 9 is a holiday, Saturday 12 too.
  const holidays = ['2026-12-09', '2026-12-12'];

  it("an employee's Monday-Friday leave with a holiday on the Wednesday counts 4 days; a HOD's counts 5", () => {
    expect(countLeaveDays('employee', '2026-12-07', '2026-12-11', holidays)).toBe(4);
    expect(countLeaveDays('hod', '2026-12-07', '2026-12-11', holidays)).toBe(5);
    expect(weekdayHolidaysIn('2026-12-07', '2026-12-13', holidays)).toEqual(['2026-12-09']);
  });

  it('the application records the holidays its count left out', () => {
    const [event] = decide(applyCommand({ fromDate: '2026-03-09', toDate: '2026-03-13', holidays: ['2026-03-11'] }), { status: 'none', version: 0 });
    expect(event).toEqual(applied(employee, { fromDate: '2026-03-09', toDate: '2026-03-13', numberOfDays: 4, holidays: ['2026-03-11'] }));
    const [hodEvent] = decide(applyCommand({ actor: hodApplicant, fromDate: '2026-03-09', toDate: '2026-03-13', holidays: ['2026-03-11'] }), { status: 'none', version: 0 });
    expect(hodEvent).toEqual(applied(hodApplicant, { fromDate: '2026-03-09', toDate: '2026-03-13', numberOfDays: 5 }));
  });

  it('earned leave: a holiday on a weekday is one working day less', () => {
    const input = { dateOfJoining: '2020-01-01' as const, today: '2026-12-31' as const, approvedLeaves: [] };
    const without = earnedLeaveDetails(input);
    expect(earnedLeaveDetails({ ...input, holidays }).totalWorkingDays).toBe(without.totalWorkingDays - 1);
  });
});
