// What a status change of a leave application does to its applicant's balance ledger, named here so that
// no caller decides it: a final approval debits the days (period by period, refused when they are not
// there), an accepted cancellation credits back the days not yet taken, the final approval of a claim of
// compensatory leave credits its days (leave.comp-off.ts), and every other transition leaves
// the ledger alone (a withdrawal or a rejection only frees days that were reserved, never debited). An
// application of a type that needed no balance when it was made (`noBalance`) never touches the ledger.

import { addDays, type CalendarDate } from '../dates';
import { creditsForCancellation, debitsForApproval, type BalanceLedger } from '../balance/balance.ledger';
import type { BalanceCredited, BalanceDebited, BalanceGranted } from '../balance/balance.events';
import { compOffCredit } from './leave.comp-off';
import { OPEN_STATUSES } from './leave.policy';
import { untakenRange } from './leave.decider';
import type { LeaveApplication, LeaveState } from './leave.events';
import type { LeaveStatus } from './leave.policy';

/** The ledger's part of a transition: whose ledger, and the entries it gets (a DomainError to refuse). */
export interface LedgerEffect {
  applicantId: string;
  entries(ledger: BalanceLedger): (BalanceDebited | BalanceCredited | BalanceGranted)[];
}

/**
 * Whether a decision moving an application to `target` can have a ledger effect (ledgerEffectOf below: only
 * an approval or a cancellation can), so that the command's reads take the applicant's ledger with them.
 */
export function decisionMayTouchLedger(target: LeaveStatus | null): boolean {
  return target === 'approved' || target === 'cancelled';
}

/** The ledger effect of the transition from `before` to `after` on `today`, or null when it has none. */
export function ledgerEffectOf(before: LeaveState, after: LeaveState, today: CalendarDate): LedgerEffect | null {
  if (before.status === 'none' || after.status === 'none' || after.noBalance) return null;
  // A claim of compensatory leave, approved: its days are credited, lapsing on the claim's expiry.
  if (after.kind === 'compOff') {
    if (after.status !== 'approved' || !OPEN_STATUSES.includes(before.status)) return null;
    const claim: LeaveApplication = after;
    return { applicantId: claim.applicant.id, entries: () => [compOffCredit(claim)] };
  }
  // Approved from an open status: the days are taken. (A declined cancellation returns to approved: nothing.)
  if (after.status === 'approved' && OPEN_STATUSES.includes(before.status)) {
    const approved: LeaveApplication = after;
    return { applicantId: approved.applicant.id, entries: (ledger) => debitsForApproval(ledger, approved) };
  }
  if (after.status === 'cancelled' && before.status !== 'cancelled') {
    const cancelled: LeaveApplication = before;
    const from = untakenRange(cancelled, today)?.fromDate ?? addDays(cancelled.toDate, 1);
    return { applicantId: cancelled.applicant.id, entries: (ledger) => creditsForCancellation(ledger, cancelled, from) };
  }
  return null;
}
