// The applicant's figures beside an application its approver decides (issue 49, decision 0380), over the one
// available figure (availableBalance, decision 0290): the decision dialog's 'Available now' and 'Left after
// this approval' (GET /leaves/:id/decision-context).
import { availableBalance, figureOf, reservedDays, type LeaveBalance, type LeaveCode, type ReservingLeave } from './leave.policy';

/**
 * The applicant's figures of one type beside an open application an approver decides (issue 49, decision
 * 0380): the balance, what their other open applications hold back, what is available without this one
 * (availableBalance over the others) and what is left once this one is taken (below 0 when it no longer fits).
 */
export interface DecisionBalance {
  leaveType: LeaveCode;
  balance: number;
  heldByOthers: number;
  available: number;
  after: number;
}

export function decisionBalance(balance: LeaveBalance, leave: ReservingLeave, otherOpenLeaves: readonly ReservingLeave[]): DecisionBalance {
  const { leaveType } = leave;
  const available = figureOf(availableBalance(balance, otherOpenLeaves), leaveType);
  return { leaveType, balance: figureOf(balance, leaveType), heldByOthers: reservedDays(otherOpenLeaves)[leaveType] ?? 0, available, after: available - leave.numberOfDays };
}
