// Applying under the leave policy in force (docs/policy.md 'Applying'): the type's own rules, given /
// when / then. The default policy changes nothing; a version that sets notice, a longest application,
// who may take a type or no balance is what `decide` holds an application to.

import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../test/decider-specification';
import { applyCommand, fullBalance, hodApplicant } from '../../test/fixtures';
import { DEFAULT_POLICY, type LeavePolicy, type PolicyLeaveType } from '../policy/policy.schema';
import { POLICY_APPLY_MESSAGES } from '../policy/policy.apply';
import { decide } from './leave.decider';
import { type LeaveCommand } from './leave.commands';
import { evolve, initialLeaveState, type LeaveEvent, type LeaveState } from './leave.events';

const spec = deciderSpecification<LeaveCommand, LeaveEvent, LeaveState>({ decide, evolve, initialState: initialLeaveState });

/** The default policy with CL's rules changed. */
function withCl(rules: Partial<PolicyLeaveType>): LeavePolicy {
  return { leaveTypes: DEFAULT_POLICY.leaveTypes.map((type) => (type.code === 'cl' ? { ...type, ...rules } : type)) };
}

// The fixtures apply on Monday 2 March 2026 for CL, Monday 9 to Wednesday 11 March: 3 working days.
const applied = (numberOfDays: number): LeaveEvent[] => [
  {
    type: 'LeaveApplied',
    data: {
      leaveId: 'leave-1',
      applicant: { id: 'u-emp', name: 'Priya Raman', employeeId: 'EMP001', role: 'employee', department: 'Computer Science & Engineering (CSE)' },
      department: 'Computer Science & Engineering (CSE)',
      leaveType: 'cl',
      fromDate: '2026-03-09',
      toDate: '2026-03-11',
      numberOfDays,
      reason: 'Attending a family wedding',
      appliedAt: '2026-03-02T09:30:00.000Z',
    },
  },
];

describe('Applying under the policy in force', () => {
  it('the default policy decides as the product description says', () => {
    spec.given([]).when(applyCommand({ policy: DEFAULT_POLICY })).then(applied(3));
  });

  it('a type that asks for more notice than the application gives is refused, naming the notice', () => {
    spec.given([]).when(applyCommand({ policy: withCl({ minNoticeDays: 10 }) })).thenThrows('VALIDATION', POLICY_APPLY_MESSAGES.notice('cl', 10));
    spec.given([]).when(applyCommand({ policy: withCl({ minNoticeDays: 7 }) })).then(applied(3));
  });

  it('an application longer than the type allows at once is refused', () => {
    spec.given([]).when(applyCommand({ policy: withCl({ maxDaysPerApplication: 2 }) })).thenThrows('VALIDATION', POLICY_APPLY_MESSAGES.tooLong('cl', 2));
  });

  it('a type the applicant’s role may not take is refused', () => {
    spec
      .given([])
      .when(applyCommand({ actor: hodApplicant, policy: withCl({ takenBy: ['employee'] }) }))
      .thenThrows('VALIDATION', POLICY_APPLY_MESSAGES.notForRole('cl'));
  });

  it('a type that needs no balance is applied for with none left; one that needs it is refused', () => {
    const empty = { cl: 0, scl: 4, el: 10, hpl: 10, ccl: 7 };
    const noBalance = applied(3).map((event) => (event.type === 'LeaveApplied' ? { ...event, data: { ...event.data, noBalance: true as const } } : event));
    spec.given([]).when(applyCommand({ available: empty, policy: withCl({ needsBalance: false }) })).then(noBalance);
    spec.given([]).when(applyCommand({ available: empty, policy: DEFAULT_POLICY })).thenThrows('VALIDATION');
  });

  it("a type's own counting holds for every role and is recorded; by role, nothing is recorded", () => {
    // Friday 6 to Monday 9 March: 2 working days, 4 calendar days.
    const span = { fromDate: '2026-03-06' as const, toDate: '2026-03-09' as const };
    const counted = (events: LeaveEvent[]) => events.map((event) => (event.type === 'LeaveApplied' ? [event.data.numberOfDays, event.data.counting] : null));
    const decided = (command: LeaveCommand) => counted(decide(command, initialLeaveState));
    expect(decided(applyCommand({ ...span, actor: hodApplicant, policy: withCl({ counting: 'working' }) }))).toEqual([[2, 'working']]);
    expect(decided(applyCommand({ ...span, policy: withCl({ counting: 'calendar' }) }))).toEqual([[4, 'calendar']]);
    // A holiday on the Monday: working days leave it out, calendar days do not.
    expect(decided(applyCommand({ ...span, actor: hodApplicant, holidays: ['2026-03-09'], policy: withCl({ counting: 'working' }) }))).toEqual([[1, 'working']]);
    expect(decided(applyCommand({ ...span, holidays: ['2026-03-09'], policy: withCl({ counting: 'calendar' }) }))).toEqual([[4, 'calendar']]);
    expect(decided(applyCommand({ ...span, actor: hodApplicant, policy: DEFAULT_POLICY }))).toEqual([[4, undefined]]);
    expect(decided(applyCommand({ ...span, policy: DEFAULT_POLICY }))).toEqual([[2, undefined]]);
  });

  it("under the sandwich rule the weekend between two applications must fit in the balance too (issue 46)", () => {
    // CL on Friday 6 March is pending; CL on Monday 9 March would take Saturday 7 and Sunday 8 as well once both are approved.
    const friday = { fromDate: '2026-03-06' as const, toDate: '2026-03-06' as const, status: 'pending' as const, leaveType: 'cl' };
    const monday = { fromDate: '2026-03-09' as const, toDate: '2026-03-09' as const, ownOpenLeaves: [friday], policy: withCl({ sandwich: true }) };
    spec
      .given([])
      .when(applyCommand({ ...monday, available: { ...fullBalance, cl: 2 } }))
      .thenThrows('VALIDATION', 'Insufficient CL balance. Available: 2 days, Requested: 3 days');
    const days = (command: LeaveCommand) => decide(command, initialLeaveState).map((event) => (event.type === 'LeaveApplied' ? event.data.numberOfDays : null));
    // Its own day is all it records: the weekend is debited by the approval of the second side.
    expect(days(applyCommand({ ...monday, available: { ...fullBalance, cl: 3 } }))).toEqual([1]);
    // Another type's leave on the Friday encloses nothing.
    expect(days(applyCommand({ ...monday, ownOpenLeaves: [{ ...friday, leaveType: 'scl' }], available: { ...fullBalance, cl: 1 } }))).toEqual([1]);
  });
});
