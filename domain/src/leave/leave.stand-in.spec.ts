import { describe, it } from 'vitest';
import { deciderSpecification } from '../../test/decider-specification';
import { CSE, ECE, LATER, applied, colleague, cseHod, eceHod, employee, hodApplicant } from '../../test/fixtures';
import type { CalendarDate } from '../dates';
import { decide } from './leave.decider';
import { LEAVE_REFUSALS, type LeaveCommand } from './leave.commands';
import { evolve, initialLeaveState, type Actor, type LeaveEvent, type LeaveState } from './leave.events';
import type { StandInMandate } from './leave.machine';

const spec = deciderSpecification<LeaveCommand, LeaveEvent, LeaveState>({ decide, evolve, initialState: initialLeaveState });

/** Dr. Kumar (HOD of CSE) names a stand-in for 2026-03-02 to 2026-03-06. */
const mandate = (department = CSE): StandInMandate => ({ hodId: cseHod.id, hodName: cseHod.name, department, from: '2026-03-02', to: '2026-03-06' });
const asStandIn = (today: string, department = CSE) => ({ standIn: { mandate: mandate(department), today: today as CalendarDate } });

const hodApproveAs = (actor: Actor, today = '2026-03-03', department = CSE): LeaveCommand => ({ type: 'ApproveAsHod', data: { actor, now: LATER, ...asStandIn(today, department) } });
const rejectAs = (actor: Actor, today = '2026-03-03'): LeaveCommand => ({ type: 'RejectLeave', data: { actor, reason: 'Short of staff that week', now: LATER, ...asStandIn(today) } });

const onBehalf = { onBehalfOf: { id: cseHod.id, name: cseHod.name } };
const otherEmployee = { ...employee, id: 'u-emp3', name: 'Kavya', employeeId: 'EMP003' };

describe('When an application is pending and its HOD has named a stand-in', () => {
  it("an employee of the department standing in approves as HOD, and the event says 'by X on behalf of Y'", () => {
    spec
      .given([applied()])
      .when(hodApproveAs(colleague))
      .then([{ type: 'LeaveHodApproved', data: { by: colleague, at: LATER, ...onBehalf } }]);
  });

  it('a HOD of another department standing in rejects with a reason, on behalf of the HOD', () => {
    spec
      .given([applied()])
      .when(rejectAs(eceHod))
      .then([{ type: 'LeaveRejected', data: { by: eceHod, reason: 'Short of staff that week', at: LATER, ...onBehalf } }]);
  });

  it('on the first and the last day of the range the stand-in may act', () => {
    spec.given([applied(otherEmployee)]).when(hodApproveAs(colleague, '2026-03-02')).then([{ type: 'LeaveHodApproved', data: { by: colleague, at: LATER, ...onBehalf } }]);
    spec.given([applied(otherEmployee)]).when(hodApproveAs(colleague, '2026-03-06')).then([{ type: 'LeaveHodApproved', data: { by: colleague, at: LATER, ...onBehalf } }]);
  });

  it('before or after the range the stand-in is refused', () => {
    spec.given([applied(otherEmployee)]).when(hodApproveAs(colleague, '2026-03-01')).thenThrows('FORBIDDEN', LEAVE_REFUSALS.hodApproveForbidden);
    spec.given([applied(otherEmployee)]).when(rejectAs(colleague, '2026-03-07')).thenThrows('FORBIDDEN', LEAVE_REFUSALS.rejectForbidden);
  });

  it('the stand-in cannot decide their own application', () => {
    const own = applied({ id: colleague.id, name: colleague.name, employeeId: 'EMP002', role: 'employee', department: CSE });
    spec.given([own]).when(hodApproveAs(colleague)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.ownApproval);
    spec.given([own]).when(rejectAs(colleague)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.ownRejection);
  });

  it("a mandate for another department's HOD does not open this department", () => {
    spec.given([applied()]).when(hodApproveAs(colleague, '2026-03-03', ECE)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.hodApproveForbidden);
  });

  it('the HOD themself decides as before, with no one on whose behalf', () => {
    spec
      .given([applied()])
      .when(hodApproveAs(cseHod))
      .then([{ type: 'LeaveHodApproved', data: { by: cseHod, at: LATER } }]);
  });

  it("a HOD's own application still goes to the admin: a stand-in cannot approve it at the first level for them", () => {
    spec.given([applied(hodApplicant)]).when(hodApproveAs(colleague)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.hodApproveForbidden);
  });
});
