import type { LeaveChangePayload, LeaveDto } from '@leave/domain';
import { describe, expect, it } from 'vitest';
import { adminUser, employeeUser, hodUser, pendingLeave, secondEmployee } from '@/test/fixtures';
import { decisionToast, shortDateRange } from './decision-toast';

function change(type: string, leave: Partial<LeaveDto> = {}, actor = adminUser): LeaveChangePayload {
  return {
    leave: { ...pendingLeave, ...leave },
    event: { type, actor: { _id: actor._id, name: actor.name, role: actor.role }, occurredAt: '2026-11-22T09:00:00.000Z' },
    position: 1,
  };
}

describe('the toast of a decision on my application', () => {
  it('names the application and who approved it', () => {
    expect(decisionToast(change('LeaveApproved', { status: 'approved' }), employeeUser)).toEqual({
      kind: 'success',
      message: 'Your CL application (Dec 7 - Dec 8, 2026) was approved by Asha Admin',
    });
  });

  it("says 'HOD Approved' for the HOD's approval", () => {
    expect(decisionToast(change('LeaveHodApproved', { status: 'hodApproved' }, hodUser), employeeUser)?.message).toBe(
      'Your CL application (Dec 7 - Dec 8, 2026) was HOD Approved by Harish Head',
    );
  });

  it("gives a rejection's reason", () => {
    expect(decisionToast(change('LeaveRejected', { status: 'rejected', rejectionReason: 'Exams that week' }, hodUser), employeeUser)).toEqual({
      kind: 'error',
      message: 'Your CL application (Dec 7 - Dec 8, 2026) was rejected by Harish Head: Exams that week',
    });
  });

  it("stays silent for someone else's application, a new application, or my own act", () => {
    expect(decisionToast(change('LeaveApproved'), secondEmployee)).toBeNull();
    expect(decisionToast(change('LeaveApplied', {}, employeeUser), employeeUser)).toBeNull();
    expect(decisionToast(change('LeaveApproved'), null)).toBeNull();
    expect(decisionToast(change('LeaveRejected', {}, employeeUser), employeeUser)).toBeNull();
  });

  it('writes one day, a range in one year, and a range across years', () => {
    expect(shortDateRange('2026-12-07T00:00:00.000Z', '2026-12-07T00:00:00.000Z')).toBe('Dec 7, 2026');
    expect(shortDateRange('2026-12-07T00:00:00.000Z', '2026-12-08T00:00:00.000Z')).toBe('Dec 7 - Dec 8, 2026');
    expect(shortDateRange('2026-12-30T00:00:00.000Z', '2027-01-02T00:00:00.000Z')).toBe('Dec 30, 2026 - Jan 2, 2027');
    expect(shortDateRange('not a date', '2026-12-08')).toBeNull();
  });
});
