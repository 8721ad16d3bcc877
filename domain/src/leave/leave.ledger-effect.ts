// What a status change of a leave application does to its applicant's balance ledger, named here so that
// no caller decides it: a final approval debits the days (period by period, refused when they are not
// there), an accepted cancellation credits back the days not yet taken, the final approval of a claim of
// compensatory leave credits its days (leave.comp-off.ts), and every other transition leaves
// the ledger alone (a withdrawal or a rejection only frees days that were reserved, never debited). An
// application of a type that needed no balance when it was made (`noBalance`) never touches the ledger.

import { addDays, SANDWICH, type CalendarDate, type DaySpan, type HolidayDates } from '../dates';
import { bridgeCredits, bridgeDays, bridgeDebits } from '../balance/balance.sandwich';
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

/**
 * What the sandwich rule across two applications reads (issue 46): the applicant's other leave of the type
 * that is taken (approved, cancellation asked) near the application, and the holidays around it.
 */
export interface SandwichNeighbours {
  others: readonly DaySpan[];
  holidays: HolidayDates;
}

/**
 * The ledger effect of the transition from `before` to `after` on `today`, or null when it has none. Under
 * a sandwich type, `neighbours` adds the weekends and holidays between it and the applicant's other taken
 * leave of the type: debited with its approval, credited back with its cancellation (balance.sandwich.ts).
 */
export function ledgerEffectOf(before: LeaveState, after: LeaveState, today: CalendarDate, neighbours?: SandwichNeighbours): LedgerEffect | null {
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
    const bridge = bridgeOf(approved, neighbours);
    return {
      applicantId: approved.applicant.id,
      entries: (ledger) => {
        const own = debitsForApproval(ledger, approved);
        return bridge.length === 0 ? own : [...own, ...bridgeDebits(ledger, approved, bridge, own)];
      },
    };
  }
  if (after.status === 'cancelled' && before.status !== 'cancelled') {
    const cancelled: LeaveApplication = before;
    const from = untakenRange(cancelled, today)?.fromDate ?? addDays(cancelled.toDate, 1);
    const bridge = bridgeOf(cancelled, neighbours);
    return { applicantId: cancelled.applicant.id, entries: (ledger) => [...creditsForCancellation(ledger, cancelled, from), ...bridgeCredits(ledger, cancelled, bridge, today)] };
  }
  return null;
}

/** The days between a sandwich type's application and the applicant's other taken leave of the type (none for another type). */
function bridgeOf(application: LeaveApplication, neighbours: SandwichNeighbours | undefined): CalendarDate[] {
  if (neighbours === undefined || application.counting !== SANDWICH) return [];
  return bridgeDays(application, neighbours.others, neighbours.holidays);
}
