import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../dates';
import { clashOf, decideTimetable, evolveTimetable, initialTimetable, isClockTime, periodProblems, periodsClash, type TimetablePeriod } from './timetable';

const TERM = { termFrom: '2026-11-02' as CalendarDate, termTo: '2027-03-31' as CalendarDate };
const period = (fields: Partial<TimetablePeriod> = {}): TimetablePeriod => ({ id: 'p1', weekday: 1, period: 1, start: '09:00', end: '09:50', className: 'II CSE-A', subject: 'DS', room: 'B-1', ...TERM, ...fields });
const hod = { id: 'h', name: 'Hema', role: 'hod' as const, department: 'CSE' };
const teacher = { id: 't', role: 'employee' as const, department: 'CSE' };

describe('the timetable rules', () => {
  it('reads HH:MM on a 24-hour clock', () => {
    expect(['00:00', '09:05', '23:59'].every(isClockTime)).toBe(true);
    expect(['9:00', '24:00', '12:60', '12.30', ''].some(isClockTime)).toBe(false);
  });

  it('names the problems of a period', () => {
    expect(periodProblems(period())).toEqual([]);
    expect(periodProblems(period({ start: '10:00', end: '09:00' }))).toEqual(['The period must start before it ends']);
    expect(periodProblems(period({ weekday: 8, start: '9:00' }))).toHaveLength(2);
  });

  it('a clash: same weekday, overlapping times, overlapping terms; back to back is none', () => {
    expect(periodsClash(period(), period({ start: '09:30', end: '10:20' }))).toBe(true);
    expect(periodsClash(period(), period({ start: '09:50', end: '10:40' }))).toBe(false);
    expect(periodsClash(period(), period({ weekday: 2 }))).toBe(false);
    expect(periodsClash(period(), period({ termFrom: '2027-04-01' as CalendarDate, termTo: '2027-09-30' as CalendarDate }))).toBe(false);
    expect(clashOf([period()], period({ id: 'p1' }), 'p1')).toBeUndefined();
  });

  it('refuses another department, a clash inside one command, and folds its events', () => {
    expect(() => decideTimetable({ type: 'AddPeriods', data: { actor: { ...hod, department: 'ECE' }, teacher, periods: [period()] } }, initialTimetable)).toThrow(/HOD of the teacher/);
    expect(() => decideTimetable({ type: 'AddPeriods', data: { actor: hod, teacher, periods: [period(), period({ id: 'p2', start: '09:10' })] } }, initialTimetable)).toThrow(/Clash/);
    const events = decideTimetable({ type: 'AddPeriods', data: { actor: hod, teacher, periods: [period()] } }, initialTimetable);
    const state = events.reduce(evolveTimetable, initialTimetable);
    expect([...state.periods.keys()]).toEqual(['p1']);
    const removed = decideTimetable({ type: 'RemovePeriod', data: { actor: hod, teacher, id: 'p1' } }, state).reduce(evolveTimetable, state);
    expect(removed.periods.size).toBe(0);
  });
});
