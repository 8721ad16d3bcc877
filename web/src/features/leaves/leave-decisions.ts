// Which decisions the signed-in user may take on an application, asked of domain's status machine, so
// that the buttons offered are exactly the transitions the server accepts.
import { nextStatus, type LeaveDto, type LeaveMachineContext, type UserDto } from '@leave/domain';

export type DecisionKind = 'HOD_APPROVE' | 'APPROVE' | 'REJECT';

export function canDecide(leave: LeaveDto, user: UserDto | null, kind: DecisionKind): boolean {
  if (!user) return false;
  const context: LeaveMachineContext = { applicantId: leave.employee._id, applicantRole: leave.employee.role, department: leave.department };
  const actor = { id: user._id, name: user.name, role: user.role, department: user.department };
  // The reason is checked separately (the form asks for it); here any non-empty reason stands in for it.
  const event = kind === 'REJECT' ? { type: kind, actor, reason: 'reason' } : { type: kind, actor };
  return nextStatus(leave.status, context, event) !== null;
}

export function isOpen(leave: LeaveDto): boolean {
  return leave.status === 'pending' || leave.status === 'hodApproved';
}
