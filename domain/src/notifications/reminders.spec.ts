import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../dates';
import { dailyReminders, isWorkingDay, workingDaysWaited, type Approver, type WaitingApplication } from './reminders';

const d = (date: string) => date as CalendarDate;
const CSE = 'Computer Science & Engineering (CSE)';
const ECE = 'Electronics & Communication Engineering (ECE)';

const hodCse: Approver = { id: 'hod-cse', role: 'hod', department: CSE };
const hodEce: Approver = { id: 'hod-ece', role: 'hod', department: ECE };
const admin: Approver = { id: 'admin', role: 'admin', department: null };

function waiting(leaveId: string, waitingSince: string, queue: WaitingApplication['queue'] = { kind: 'hod', department: CSE }, applicantId = `applicant-${leaveId}`): WaitingApplication {
  return { leaveId, applicantId, applicantName: `Person ${leaveId}`, leaveType: 'cl', fromDate: d('2026-12-14'), toDate: d('2026-12-14'), queue, waitingSince: d(waitingSince) };
}

describe('working days waited', () => {
  it('counts the working days after the day it entered the queue, up to today', () => {
    // Monday 2026-11-23 -> Wednesday: Tuesday and Wednesday.
    expect(workingDaysWaited(d('2026-11-23'), d('2026-11-25'))).toBe(2);
    expect(workingDaysWaited(d('2026-11-23'), d('2026-11-23'))).toBe(0);
  });

  it('skips weekends and holidays', () => {
    // Thursday 2026-11-26 -> Tuesday 2026-12-01: Friday, Monday, Tuesday.
    expect(workingDaysWaited(d('2026-11-26'), d('2026-12-01'))).toBe(3);
    expect(workingDaysWaited(d('2026-11-26'), d('2026-12-01'), (day) => day === '2026-11-30')).toBe(2);
    expect(isWorkingDay(d('2026-11-28'))).toBe(false);
    expect(isWorkingDay(d('2026-11-30'), (day) => day === '2026-11-30')).toBe(false);
  });
});

describe('the daily reminders', () => {
  const today = d('2026-11-26'); // a Thursday

  it('given applications over and under the threshold, when the day comes, each approver gets one digest of exactly those over it', () => {
    const digests = dailyReminders({
      today,
      afterWorkingDays: 2,
      approvers: [hodCse, hodEce, admin],
      waiting: [
        waiting('old', '2026-11-20'), // Friday: Mon, Tue, Wed, Thu = 4
        waiting('three', '2026-11-23'), // Monday: 3
        waiting('two', '2026-11-24'), // Tuesday: 2, not over
        waiting('ece-new', '2026-11-25', { kind: 'hod', department: ECE }),
        waiting('hod-approved', '2026-11-19', { kind: 'admin' }),
      ],
    });
    expect(digests).toEqual([
      expect.objectContaining({ approverId: 'hod-cse', queue: 'hod', date: today, afterWorkingDays: 2, leaves: [expect.objectContaining({ leaveId: 'old' }), expect.objectContaining({ leaveId: 'three' })] }),
      expect.objectContaining({ approverId: 'admin', queue: 'admin', leaves: [expect.objectContaining({ leaveId: 'hod-approved', waitingSince: '2026-11-19' })] }),
    ]);
  });

  it('given nothing over the threshold, sends nothing', () => {
    expect(dailyReminders({ today, afterWorkingDays: 2, approvers: [hodCse, admin], waiting: [waiting('two', '2026-11-24')] })).toEqual([]);
  });

  it('on a weekend or a holiday, sends nothing', () => {
    const input = { afterWorkingDays: 0, approvers: [hodCse], waiting: [waiting('old', '2026-11-02')] };
    expect(dailyReminders({ ...input, today: d('2026-11-28') })).toEqual([]);
    expect(dailyReminders({ ...input, today, isHoliday: (day) => day === today })).toEqual([]);
  });

  it("does not remind an approver of their own application", () => {
    expect(dailyReminders({ today, afterWorkingDays: 0, approvers: [admin], waiting: [waiting('own', '2026-11-02', { kind: 'admin' }, 'admin')] })).toEqual([]);
  });
});
