// Which decisions the signed-in user may take on an application, asked of domain's status machine, so
// that the buttons offered are exactly the transitions the server accepts.
import { t } from '@lingui/core/macro';
import { nextStatus, type LeaveDto, type LeaveMachineContext, type LeaveStatus, type Role, type UserDto } from '@leave/domain';

export type DecisionKind = 'HOD_APPROVE' | 'APPROVE' | 'REJECT';

/**
 * The applicant as they are now, when the screen knows it (the admin's register): the server decides on
 * their current role, so someone made HOD since applying is approved by the admin directly. Without it,
 * the role they applied with stands in.
 */
export interface ApplicantNow {
  role: Role;
  deleted: boolean;
}

export function canDecide(leave: LeaveDto, user: UserDto | null, kind: DecisionKind, applicantNow?: ApplicantNow): boolean {
  if (!user) return false;
  const context: LeaveMachineContext = {
    applicantId: leave.employee._id,
    applicantRole: applicantNow?.role ?? leave.employee.role,
    department: leave.department,
    applicantDeleted: applicantNow?.deleted ?? false,
  };
  const actor = { id: user._id, name: user.name, role: user.role, department: user.department };
  // The reason is checked separately (the form asks for it); here any non-empty reason stands in for it.
  const event = kind === 'REJECT' ? { type: kind, actor, reason: 'reason' } : { type: kind, actor };
  return nextStatus(leave.status, context, event) !== null;
}

export interface Approval {
  kind: Extract<DecisionKind, 'HOD_APPROVE' | 'APPROVE'>;
  status: Extract<LeaveStatus, 'hodApproved' | 'approved'>;
  label: string;
  /** The row button's accessible name. */
  labelFor: (applicant: string) => string;
}

/** A HOD gives the first approval, the admin the final one (its words in the language shown: called at render). */
export function approvalOf(reviewer: UserDto | null): Approval {
  return reviewer?.role === 'hod'
    ? { kind: 'HOD_APPROVE', status: 'hodApproved', label: t`Approve as HOD`, labelFor: (applicant) => t`Approve as HOD: ${applicant}` }
    : { kind: 'APPROVE', status: 'approved', label: t`Approve`, labelFor: (applicant) => t`Approve application of ${applicant}` };
}

/**
 * Whether the reviewer is offered Approve and Reject at all: wherever the machine lets them reject. The
 * admin then sees Approve disabled on a pending application until the HOD has approved it.
 */
export function isUnderReview(leave: LeaveDto, reviewer: UserDto | null, applicantNow?: ApplicantNow): boolean {
  return canDecide(leave, reviewer, 'REJECT', applicantNow);
}
