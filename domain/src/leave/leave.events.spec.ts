import { describe, expect, it } from 'vitest';
import { LATER, admin, applied, cseHod, employee, hodApplicant } from '../../test/fixtures';
import { evolve, foldLeave, initialLeaveState } from './leave.events';
import { toLeaveDto } from './leave.dto';

describe('evolve', () => {
  it('a new application is pending at version 1 with nobody having acted', () => {
    expect(foldLeave([applied()])).toMatchObject({
      status: 'pending',
      version: 1,
      applicant: employee,
      numberOfDays: 3,
      hodApprovedBy: null,
      approvedBy: null,
      rejectedBy: null,
      rejectionReason: null,
    });
  });

  it('records who approved at each level and counts the versions', () => {
    const state = foldLeave([
      applied(),
      { type: 'LeaveHodApproved', data: { by: cseHod, at: LATER } },
      { type: 'LeaveApproved', data: { by: admin, at: LATER, includesHodLevel: false } },
    ]);
    expect(state).toMatchObject({
      status: 'approved',
      version: 3,
      hodApprovedBy: { id: cseHod.id, name: cseHod.name },
      approvedBy: { id: admin.id, name: admin.name },
      updatedAt: LATER,
    });
  });

  it("an approval that includes the HOD level names the admin at both levels", () => {
    const state = foldLeave([applied(hodApplicant), { type: 'LeaveApproved', data: { by: admin, at: LATER, includesHodLevel: true } }]);
    expect(state).toMatchObject({ status: 'approved', hodApprovedBy: { id: admin.id }, approvedBy: { id: admin.id } });
  });

  it('a rejection keeps its reason and who gave it', () => {
    const state = foldLeave([applied(), { type: 'LeaveRejected', data: { by: cseHod, reason: 'Exams that week', at: LATER } }]);
    expect(state).toMatchObject({ status: 'rejected', rejectedBy: { id: cseHod.id, name: cseHod.name }, rejectionReason: 'Exams that week', version: 2 });
  });

  it('a decision without an application leaves the empty state alone', () => {
    expect(evolve(initialLeaveState, { type: 'LeaveHodApproved', data: { by: cseHod, at: LATER } })).toBe(initialLeaveState);
  });
});

describe('toLeaveDto', () => {
  it('gives the wire shape with ISO dates and _id references', () => {
    const state = foldLeave([applied(), { type: 'LeaveHodApproved', data: { by: cseHod, at: LATER } }]);
    if (state.status === 'none') throw new Error('expected an application');
    expect(toLeaveDto(state)).toEqual({
      _id: 'leave-1',
      id: 'leave-1',
      employee: { _id: employee.id, name: employee.name, employeeId: 'EMP001', department: employee.department, role: 'employee' },
      department: employee.department,
      leaveType: 'cl',
      fromDate: '2026-03-09T00:00:00.000Z',
      toDate: '2026-03-11T00:00:00.000Z',
      fromHalf: 'first',
      toHalf: 'second',
      numberOfDays: 3,
      reason: 'Attending a family wedding',
      status: 'hodApproved',
      rejectionReason: null,
      hodApprovedBy: { _id: cseHod.id, name: cseHod.name },
      approvedBy: null,
      rejectedBy: null,
      createdAt: state.appliedAt,
      appliedAt: state.appliedAt,
      attachments: [],
      version: 2,
    });
  });
});
