// The balance ledger of one user (stream `balance-<userId>`): every change to a balance is an event with
// a reason, so that an auditor can see why a balance is what it is. Scheduled accruals carry a period
// key; a job that finds its key already in the stream has nothing to do, which makes it idempotent. Each
// event says exactly what it does to the figure, so the figure folds from the events alone.

import { fillTemplate } from '../i18n/templates';
import { eventTypes } from '../event-types';
import { DomainError } from '../errors';
import { MESSAGES } from '../contracts/fields';
import { EMPTY_BALANCE, LEAVE_TYPES, isLeaveType, leaveCodeLabel, type LeaveBalance, type LeaveCode } from '../leave/leave.policy';
import type { CalendarDate } from '../dates';
import { periodOf, type QuotaType } from './balance.periods';

export interface BalanceGranted {
  type: 'BalanceGranted';
  /**
   * period: the accrual key, e.g. 'HPL:milestone-2' (before numbered milestones, 'HPL:<anniversary>'), or
   * 'CL:2026-H2:policy-2' for the difference a policy version makes to a period's allowance; `days` is
   * then negative when the version lowers it. policyVersion: the policy version that caused the grant.
   */
  data: {
    leaveType: LeaveCode;
    days: number;
    reason: string;
    period?: string;
    policyVersion?: number;
    /** A compensatory leave credit's lapse date ('COFF:claim-<leaveId>'): what is left of it lapses that day. */
    expiresOn?: CalendarDate;
  };
}

export interface BalanceReset {
  type: 'BalanceReset';
  /**
   * to: the figure the period opens with (its quota less the days already approved for it). allowance:
   * the quota itself, and policyVersion the version it was read from (absent before policies: the
   * default policy's quota).
   */
  data: { leaveType: LeaveCode; to: number; reason: string; period: string; allowance?: number; policyVersion?: number };
}

export interface BalanceDebited {
  type: 'BalanceDebited';
  data: {
    leaveType: LeaveCode;
    /** The leave's days in `period`. */
    days: number;
    leaveId: string;
    reason: string;
    /** The period the days are spent from ('2026-H1', '2026'); absent in debits recorded before periods. */
    period?: string;
    /**
     * What the debit takes from the figure: its days when the period is the one the figure belongs to,
     * 0 for a period already closed or not yet opened (that period's own arithmetic accounts for them).
     * Absent in debits recorded before periods: they took their days.
     */
    taken?: number;
  };
}

export interface BalanceAdjusted {
  type: 'BalanceAdjusted';
  data: {
    leaveType: LeaveCode;
    from: number;
    to: number;
    reason: string;
    /** Set by a change of the date of joining: the ledger now holds HPL milestones 1 to this number. */
    hplMilestones?: number;
    /** 'earned-leave': set by the earned-leave recalculation. */
    cause?: 'earned-leave';
  };
}

/**
 * Days of a cancelled leave given back (docs/rules.md 'Cancelling approved leave'): the mirror of a
 * debit, one per period the untaken days fall in, naming the application.
 */
export interface BalanceCredited {
  type: 'BalanceCredited';
  data: {
    leaveType: LeaveCode;
    /** The untaken days of the leave in `period`. */
    days: number;
    leaveId: string;
    reason: string;
    period: string;
    /**
     * What the credit adds to the figure: its days when the period is the one the figure belongs to, 0
     * for a period not yet opened (its reset will open with fewer days already approved) or one closed.
     */
    given: number;
  };
}

/**
 * Days that lapse (docs/policy.md 'Carry-forward'): at a period's end what exceeds the carry-forward cap
 * (`carried`: what passes into the next period, `carriedExpiresOn`: when it lapses), or on that expiry
 * date the carried days not spent. `period` is its key: 'CL:2026-H1:period-end', 'CL:2026-H2:carried-expiry'.
 */
export interface BalanceLapsed {
  type: 'BalanceLapsed';
  data: {
    leaveType: LeaveCode;
    days: number;
    reason: string;
    period: string;
    carried?: number;
    carriedExpiresOn?: CalendarDate | null;
    policyVersion?: number;
  };
}

export type BalanceEvent = BalanceGranted | BalanceReset | BalanceDebited | BalanceAdjusted | BalanceCredited | BalanceLapsed;
/** The events of scheduled accruals, each carrying its period key. */
export type AccrualEvent = BalanceGranted | BalanceReset | BalanceLapsed;

export const balanceEventTypes = eventTypes<BalanceEvent>({ BalanceGranted: true, BalanceReset: true, BalanceDebited: true, BalanceAdjusted: true, BalanceCredited: true, BalanceLapsed: true });

/**
 * The figure after one event. A debit never takes the figure below 0: only a debit recorded before
 * approvals were checked against the balance could (an admin lowered it while the application was open).
 */
export function evolveBalance(balance: LeaveBalance, event: BalanceEvent): LeaveBalance {
  const { leaveType } = event.data;
  switch (event.type) {
    case 'BalanceGranted':
      return { ...balance, [leaveType]: Math.max(0, (balance[leaveType] ?? 0) + event.data.days) };
    case 'BalanceReset':
      return { ...balance, [leaveType]: event.data.to };
    case 'BalanceDebited':
      return { ...balance, [leaveType]: Math.max(0, (balance[leaveType] ?? 0) - (event.data.taken ?? event.data.days)) };
    case 'BalanceAdjusted':
      return { ...balance, [leaveType]: event.data.to };
    case 'BalanceCredited':
      return { ...balance, [leaveType]: (balance[leaveType] ?? 0) + event.data.given };
    case 'BalanceLapsed':
      return { ...balance, [leaveType]: Math.max(0, (balance[leaveType] ?? 0) - event.data.days) };
  }
}

export function foldBalance(events: readonly BalanceEvent[]): LeaveBalance {
  return events.reduce(evolveBalance, { ...EMPTY_BALANCE });
}

/** What an admin's edit of the balance records: one adjustment per type whose figure changes (the five first). */
export function balanceAdjustments(current: LeaveBalance, wanted: Partial<LeaveBalance>, reason: string): BalanceAdjusted[] {
  const codes = [...LEAVE_TYPES, ...Object.keys(wanted).filter((code) => !isLeaveType(code)).sort()];
  return codes.flatMap((leaveType): BalanceAdjusted[] => {
    const to = wanted[leaveType];
    const from = current[leaveType] ?? 0;
    return to === undefined || to === from ? [] : [{ type: 'BalanceAdjusted', data: { leaveType, from, to, reason } }];
  });
}

/** 'Unknown leave type: exam' for a figure of a type that neither the policy in force nor the person's ledger has. */
export const BALANCE_EVENT_TEMPLATES = { unknownType: 'Unknown leave type: {code}' } as const;
export const unknownBalanceTypeMessage = (code: string) => fillTemplate(BALANCE_EVENT_TEMPLATES.unknownType, { code });

/**
 * An admin's edit of the balance (PUT /users/:id): the adjustments, each carrying the reason the admin gave,
 * which is required as soon as a figure changes. A type beyond the five must be one of `knownCodes` (the
 * policy in force's) or one the person's ledger already holds.
 */
export function adminBalanceEdit(current: LeaveBalance, wanted: Partial<LeaveBalance>, reason: string | undefined, knownCodes: readonly string[] = []): BalanceAdjusted[] {
  const unknown = Object.keys(wanted).find((code) => !isLeaveType(code) && !knownCodes.includes(code) && current[code] === undefined);
  if (unknown !== undefined) throw DomainError.validation(unknownBalanceTypeMessage(unknown), `leaveBalance.${unknown}`);
  const adjustments = balanceAdjustments(current, wanted, reason ?? '');
  if (adjustments.length > 0 && !reason) throw DomainError.validation(MESSAGES.balanceReasonRequired, 'balanceReason');
  return adjustments;
}

/** The idempotency key of the reset of `leaveType` for the period `date` falls in: 'CL:2026-H2', 'CCL:2026'. */
export function periodKey(leaveType: QuotaType, date: CalendarDate): string {
  return `${leaveCodeLabel(leaveType)}:${periodOf(leaveType, date)}`;
}

/** The idempotency key of the HPL grant for `milestone` (1 = 3 years of service, 2 = 6 years, ...). */
export function hplMilestoneKey(milestone: number): string {
  return `HPL:milestone-${milestone}`;
}

/** The key of the difference `policyVersion` makes to the allowance of `leaveType` in `period`: 'CL:2026-H2:policy-2'. */
export function policyChangeKey(leaveType: LeaveCode, period: string, policyVersion: number): string {
  return `${leaveCodeLabel(leaveType)}:${period}:policy-${policyVersion}`;
}

/** True for the key of a compensatory leave credit or of its lapse ('COFF:claim-<leaveId>[:expiry]'): they belong to no period. */
export function isCompOffKey(key: string): boolean {
  return /:claim-[^:]+(:expiry)?$/.test(key);
}

/** The period a key names, without its type: '2026-H2', '2026', 'milestone-2'. */
export function periodOfKey(key: string): string {
  return key.slice(key.indexOf(':') + 1).replace(/:(policy-\d+|period-end|carried-expiry|expiry)$/, '');
}
