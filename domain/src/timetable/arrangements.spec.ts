import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../policy/policy.defaults';
import { halfDayHoursOf } from '../policy/policy.schema';
import type { Actor } from '../leave/leave.events';
import {
  checkCoverage,
  classesHandedBack,
  decideArrangements,
  evolveArrangements,
  initialArrangements,
  nextArrangementStatus,
  requestArrangements,
  substituteProblem,
  type ArrangementEvent,
  type ArrangementsState,
  type SubstituteFacts,
} from './arrangements';
import type { AdjustedPeriod } from './class-adjustment';

const CSE = 'Computer Science & Engineering (CSE)';
const ravi: Actor = { id: 'ravi', name: 'Ravi', role: 'employee', department: CSE };
const anil: Actor = { id: 'anil', name: 'Anil', role: 'employee', department: CSE };
const hod: Actor = { id: 'hema', name: 'Hema', role: 'hod', department: CSE };
const otherHod: Actor = { id: 'hari', name: 'Hari', role: 'hod', department: 'ECE' };
// Monday 30 November 2026.
const DAY = '2026-11-30' as const;
const facts: SubstituteFacts = {
  departmentPeriods: [{ userId: 'sita', id: 'p', weekday: 1, period: 1, start: '09:30', end: '10:20', className: 'I CSE-A', subject: 'DS', room: '', termFrom: '2026-11-01', termTo: '2027-03-31' }],
  colleagues: [
    { id: 'anil', name: 'Anil' },
    { id: 'sita', name: 'Sita' },
    { id: 'hema', name: 'Hema' },
    { id: 'uma', name: 'Uma' },
  ],
  colleagueLeaves: [{ applicantId: 'uma', fromDate: DAY, toDate: DAY, fromHalf: 'first', toHalf: 'first' }],
  coverings: [{ substituteId: 'hema', date: DAY, start: '09:00', end: '09:50' }],
  halfDayHours: halfDayHoursOf(DEFAULT_POLICY),
};
const period: AdjustedPeriod = { date: DAY, period: 1, start: '09:00', end: '09:50', className: 'II CSE-A', subject: 'DS', suggestions: [] };
const slot = { date: DAY, start: '09:00', end: '09:50' };

function requested(substituteId: string | null): ArrangementsState {
  const events = requestArrangements({ leaveId: 'l', actor: ravi, department: CSE, periods: [period], choices: [{ date: DAY, period: 1, substituteId }], facts: { ...facts, coverings: [] }, idOf: () => 'a', now: 'now' });
  return events.reduce(evolveArrangements, initialArrangements);
}
const run = (state: ArrangementsState, events: ArrangementEvent[]) => events.reduce(evolveArrangements, state);
const statusOf = (state: ArrangementsState) => state.arrangements.get('a')!.status;

describe('whether a colleague is free', () => {
  it('names why not: teaching, away, already covering, not a colleague, oneself', () => {
    expect(substituteProblem('sita', 'ravi', slot, facts)?.message).toBe('Sita teaches I CSE-A then (09:30–10:20)');
    expect(substituteProblem('uma', 'ravi', slot, facts)?.message).toBe('Uma is on leave then');
    expect(substituteProblem('hema', 'ravi', slot, facts)?.message).toBe('Hema already takes another class then');
    expect(substituteProblem('stranger', 'ravi', slot, facts)?.code).toBe('VALIDATION');
    expect(substituteProblem('ravi', 'ravi', slot, facts)?.code).toBe('VALIDATION');
    expect(substituteProblem('anil', 'ravi', slot, facts)).toBeNull();
    // After the half day's morning Uma is free.
    expect(substituteProblem('uma', 'ravi', { date: DAY, start: '15:00', end: '15:50' }, facts)).toBeNull();
  });
});

describe('requesting arrangements', () => {
  it('needs one per period, asked (requested) or left to the HOD (open)', () => {
    expect(() => requestArrangements({ leaveId: 'l', actor: ravi, department: CSE, periods: [period], choices: [], facts, idOf: () => 'a', now: 'now' })).toThrow('missing 2026-11-30 period 1');
    expect(statusOf(requested('anil'))).toBe('requested');
    expect(statusOf(requested(null))).toBe('open');
  });
});

describe('the status machine', () => {
  it('lets the substitute accept or decline, the applicant ask again, the HOD assign, the leave release', () => {
    let state = requested('anil');
    expect(() => decideArrangements({ type: 'AcceptArrangement', data: { id: 'a', actor: ravi, now: 'n', facts } }, state)).toThrow('Only the colleague asked');
    state = run(state, decideArrangements({ type: 'DeclineArrangement', data: { id: 'a', actor: anil, reason: 'Lab', now: 'n' } }, state));
    expect(statusOf(state)).toBe('declined');
    expect(() => decideArrangements({ type: 'AcceptArrangement', data: { id: 'a', actor: anil, now: 'n', facts } }, state)).toThrow('This arrangement is declined');
    state = run(state, decideArrangements({ type: 'ChangeSubstitute', data: { id: 'a', actor: ravi, substituteId: null, now: 'n', facts } }, state));
    expect(statusOf(state)).toBe('open');
    expect(() => decideArrangements({ type: 'ChangeSubstitute', data: { id: 'a', actor: otherHod, substituteId: 'anil', now: 'n', facts } }, state)).toThrow('Only the applicant, the HOD of the department or the admin');
    state = run(state, decideArrangements({ type: 'ChangeSubstitute', data: { id: 'a', actor: hod, substituteId: 'anil', now: 'n', facts } }, state));
    expect(statusOf(state)).toBe('assigned');
    state = run(state, decideArrangements({ type: 'ReleaseArrangements', data: { now: 'n' } }, state));
    expect(statusOf(state)).toBe('released');
    expect(() => decideArrangements({ type: 'DeclineArrangement', data: { id: 'a', actor: anil, reason: '', now: 'n' } }, state)).toThrow('released');
    expect(decideArrangements({ type: 'ReleaseArrangements', data: { now: 'n' } }, state)).toEqual([]);
  });

  it('is a machine: released is final', () => {
    const context = { arrangement: { absent: { _id: 'ravi', name: 'Ravi' }, substitute: { _id: 'anil', name: 'Anil' }, department: CSE } };
    expect(nextArrangementStatus('requested', context, { type: 'ACCEPT', actor: anil })).toBe('accepted');
    expect(nextArrangementStatus('released', context, { type: 'RELEASE' })).toBeNull();
    expect(nextArrangementStatus('accepted', context, { type: 'ASSIGN', actor: hod })).toBe('assigned');
    // The admin assigns too (a HOD's own leave: its department's HOD is the one away); an employee does not.
    expect(nextArrangementStatus('open', context, { type: 'ASSIGN', actor: { id: 'admin', name: 'Admin', role: 'admin', department: null } })).toBe('assigned');
    expect(nextArrangementStatus('open', context, { type: 'ASSIGN', actor: anil })).toBeNull();
  });
});

describe("the HOD's approval waits for cover", () => {
  it("refuses with 'Classes not covered' unless a reason is given", () => {
    expect(() => checkCoverage({ covered: 2, total: 4 }, undefined)).toThrow('Classes not covered: 2 of 4 periods');
    expect(() => checkCoverage({ covered: 2, total: 4 }, '  ')).toThrow('Classes not covered');
    expect(() => checkCoverage({ covered: 2, total: 4 }, 'Library period')).not.toThrow();
    expect(() => checkCoverage({ covered: 4, total: 4 }, undefined)).not.toThrow();
    expect(() => checkCoverage({ covered: 0, total: 0 }, undefined)).not.toThrow();
    expect(() => checkCoverage(undefined, undefined)).not.toThrow();
  });
});

describe('classes handed back by a leave of the substitute', () => {
  const hours = halfDayHoursOf(DEFAULT_POLICY);
  const held = (date: string, start: string, end: string, status: 'requested' | 'accepted' | 'assigned' | 'declined' | 'released' | 'open') => ({ date: date as typeof DAY, start, end, status });
  it('are the classes asked of, accepted or assigned to them that the leave takes them from, by the half days', () => {
    const classes = [
      held(DAY, '09:30', '10:20', 'accepted'),
      held(DAY, '14:00', '14:50', 'assigned'),
      held(DAY, '11:00', '11:50', 'requested'),
      held(DAY, '12:00', '12:50', 'declined'),
      held('2026-12-01', '09:30', '10:20', 'accepted'),
    ];
    expect(classesHandedBack(classes, { fromDate: DAY, toDate: DAY }, hours)).toEqual([classes[0], classes[1], classes[2]]);
    // The afternoon off: the morning's classes stay on them.
    const afternoon = classesHandedBack(classes, { fromDate: DAY, toDate: DAY, fromHalf: 'second', toHalf: 'second' }, hours);
    expect(afternoon).toEqual([classes[1]]);
    expect(classesHandedBack(classes, { fromDate: '2026-12-01', toDate: '2026-12-02' }, hours)).toEqual([classes[4]]);
  });
});
