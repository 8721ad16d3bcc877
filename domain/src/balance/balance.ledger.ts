// What a person's ledger folds to beyond the figures, and the decisions taken on it: which period each
// quota figure belongs to, what was debited per period, what was left of closed periods, which HPL
// milestones are held; the debits of a final approval (refused when the days are not there) and the HPL
// adjustment of a change of the date of joining.

import { LEDGER_TEMPLATES } from './balance.reasons';
import { fillTemplate } from '../i18n/templates';
import { clipSpan, spanText, wholeYearsBetween, type CalendarDate } from '../dates';
import { DomainError } from '../errors';
import { EMPTY_BALANCE, HPL_EVERY_YEARS, HPL_GRANT, hplGrantsDue, leaveCodeLabel, serviceAnniversary, type LeaveBalance, type LeaveCode } from '../leave/leave.policy';
import { countingOf, type LeaveApplication } from '../leave/leave.events';
import { evolveBalance, periodOfKey, type BalanceAdjusted, type BalanceCredited, type BalanceDebited, type BalanceEvent } from './balance.events';
import { QUOTA, isQuotaType, leaveParts, periodLabel, type QuotaType } from './balance.periods';

export interface BalanceLedger {
  balance: LeaveBalance;
  /** Every accrual period key the stream holds: the scheduled accruals skip these. */
  periods: ReadonlySet<string>;
  /** HPL milestones held under their number (1 = 3 years of service, 2 = 6 years, ...). */
  hplMilestones: ReadonlySet<number>;
  /**
   * Whether the `HPL:<anniversary>` keys of grants made before milestones had numbers still count: they
   * do until a change of the date of joining states the milestones held anew.
   */
  legacyHplKeysCount: boolean;
  /** For each quota type, the period its figure belongs to: the period of its last reset. */
  openPeriod: Readonly<Partial<Record<QuotaType, string>>>;
  /** Days debited per `<type>:<period>`. */
  debited: ReadonlyMap<string, number>;
  /** What was left of each closed period (`<type>:<period>`) when the next reset closed it, less the debits of it since. */
  leftInClosed: ReadonlyMap<string, number>;
  /**
   * The allowance each quota period (`<type>:<period>`) was granted: its reset's quota plus the
   * differences policy versions made to it since, so that a version credits only what is missing.
   */
  allowances: ReadonlyMap<string, number>;
  /** Per type, the days carried into its open period at the last period end, and when they lapse. */
  carried: Readonly<Partial<Record<LeaveCode, CarriedDays>>>;
  /** Compensatory leave credits whose lapse has not been recorded yet (leave.comp-off.ts). */
  expiringCredits: readonly ExpiringCredit[];
}

export interface ExpiringCredit {
  /** The credit's period key, 'COFF:claim-<leaveId>'; its lapse is recorded under '<key>:expiry'. */
  key: string;
  leaveType: LeaveCode;
  days: number;
  expiresOn: CalendarDate;
}

export interface CarriedDays {
  /** The period they were carried from. */
  from: string;
  days: number;
  /** null: they do not lapse, or their expiry has been applied. */
  expiresOn: CalendarDate | null;
}

export const initialLedger: BalanceLedger = {
  balance: EMPTY_BALANCE,
  periods: new Set(),
  hplMilestones: new Set(),
  legacyHplKeysCount: true,
  openPeriod: {},
  debited: new Map(),
  leftInClosed: new Map(),
  allowances: new Map(),
  carried: {},
  expiringCredits: [],
};

const slot = (leaveType: LeaveCode, period: string) => `${leaveType}:${period}`;
const MILESTONE_KEY = /^HPL:milestone-(\d+)$/;
const POLICY_CHANGE_KEY = /:policy-\d+$/;

function withEntry<K, V>(map: ReadonlyMap<K, V>, key: K, value: V): ReadonlyMap<K, V> {
  return new Map(map).set(key, value);
}

export function evolveLedger(ledger: BalanceLedger, event: BalanceEvent): BalanceLedger {
  const next: BalanceLedger = { ...ledger, balance: evolveBalance(ledger.balance, event) };
  const { leaveType } = event.data;
  switch (event.type) {
    case 'BalanceGranted': {
      const key = event.data.period;
      if (key === undefined) return next;
      const milestone = MILESTONE_KEY.exec(key);
      const allowance = slot(leaveType, periodOfKey(key));
      const { expiresOn } = event.data;
      return {
        ...next,
        periods: new Set([...ledger.periods, key]),
        ...(expiresOn === undefined ? {} : { expiringCredits: [...ledger.expiringCredits, { key, leaveType, days: event.data.days, expiresOn }] }),
        ...(POLICY_CHANGE_KEY.test(key) ? { allowances: withEntry(ledger.allowances, allowance, (ledger.allowances.get(allowance) ?? 0) + event.data.days) } : {}),
        ...(milestone ? { hplMilestones: new Set([...ledger.hplMilestones, Number(milestone[1])]) } : {}),
      };
    }
    case 'BalanceReset': {
      const periods = new Set([...ledger.periods, event.data.period]);
      if (!isQuotaType(leaveType)) return { ...next, periods };
      const period = periodOfKey(event.data.period);
      const closing = ledger.openPeriod[leaveType];
      return {
        ...next,
        periods,
        openPeriod: { ...ledger.openPeriod, [leaveType]: period },
        allowances: withEntry(ledger.allowances, slot(leaveType, period), event.data.allowance ?? QUOTA[leaveType] ?? 0),
        leftInClosed: closing === undefined || closing === period ? ledger.leftInClosed : withEntry(ledger.leftInClosed, slot(leaveType, closing), ledger.balance[leaveType] ?? 0),
      };
    }
    case 'BalanceDebited': {
      const { period, days } = event.data;
      if (period === undefined) return next;
      const key = slot(leaveType, period);
      const left = ledger.leftInClosed.get(key);
      return {
        ...next,
        debited: withEntry(ledger.debited, key, (ledger.debited.get(key) ?? 0) + days),
        leftInClosed: left === undefined ? ledger.leftInClosed : withEntry(ledger.leftInClosed, key, Math.max(0, left - days)),
      };
    }
    case 'BalanceCredited': {
      const key = slot(leaveType, event.data.period);
      const left = ledger.leftInClosed.get(key);
      return {
        ...next,
        debited: withEntry(ledger.debited, key, Math.max(0, (ledger.debited.get(key) ?? 0) - event.data.days)),
        leftInClosed: left === undefined ? ledger.leftInClosed : withEntry(ledger.leftInClosed, key, left + event.data.days),
      };
    }
    case 'BalanceLapsed': {
      const periods = new Set([...ledger.periods, event.data.period]);
      const lapsedCredit = ledger.expiringCredits.find((credit) => `${credit.key}:expiry` === event.data.period);
      if (lapsedCredit) return { ...next, periods, expiringCredits: ledger.expiringCredits.filter((credit) => credit !== lapsedCredit) };
      const { carried } = event.data;
      if (carried !== undefined) {
        return { ...next, periods, carried: { ...ledger.carried, [leaveType]: { from: periodOfKey(event.data.period), days: carried, expiresOn: event.data.carriedExpiresOn ?? null } } };
      }
      const held = ledger.carried[leaveType];
      return { ...next, periods, carried: held ? { ...ledger.carried, [leaveType]: { ...held, days: Math.max(0, held.days - event.data.days), expiresOn: null } } : ledger.carried };
    }
    case 'BalanceAdjusted': {
      const held = event.data.hplMilestones;
      if (held === undefined) return next;
      return { ...next, hplMilestones: new Set(Array.from({ length: held }, (_, i) => i + 1)), legacyHplKeysCount: false };
    }
  }
}

export function foldLedger(events: readonly BalanceEvent[]): BalanceLedger {
  return events.reduce(evolveLedger, initialLedger);
}

type PeriodStanding = 'open' | 'closed' | 'ahead';

/** Whether `period` is the one the figure of `leaveType` belongs to, one already closed, or one not yet opened. */
export function standing(ledger: BalanceLedger, leaveType: LeaveCode, period: string): PeriodStanding {
  const open = isQuotaType(leaveType) ? ledger.openPeriod[leaveType] : undefined;
  if (open === undefined || open === period) return 'open';
  return period < open ? 'closed' : 'ahead';
}

/**
 * What can still be spent of `leaveType` in `period`: the figure for the period it belongs to (and always
 * for EL and HPL, which have no periods of their own); the quota less what is already approved for a
 * period not yet opened; what was left of a period already closed.
 */
export function availableIn(ledger: BalanceLedger, leaveType: LeaveCode, period: string): number {
  switch (standing(ledger, leaveType, period)) {
    case 'open':
      return ledger.balance[leaveType] ?? 0;
    case 'ahead':
      return Math.max(0, quotaAhead(ledger, leaveType) - (ledger.debited.get(slot(leaveType, period)) ?? 0));
    case 'closed':
      return ledger.leftInClosed.get(slot(leaveType, period)) ?? 0;
  }
}

/**
 * The quota of a period not opened yet: the constants' for CL, SCL and CCL, and for a type beyond the five
 * the allowance its open period was granted (its policy's days a year).
 */
function quotaAhead(ledger: BalanceLedger, leaveType: LeaveCode): number {
  const known = QUOTA[leaveType];
  if (known !== undefined) return known;
  const open = ledger.openPeriod[leaveType];
  return open === undefined ? 0 : (ledger.allowances.get(slot(leaveType, open)) ?? 0);
}

export const BALANCE_LEDGER_TEMPLATES = {
  insufficientAtApproval: 'Insufficient {type} balance for {period}. Available: {available} days, Requested: {requested} days',
} as const;

/** 'Insufficient CL balance for January - June 2026. Available: 1 days, Requested: 2 days' */
export function insufficientAtApprovalMessage(leaveType: LeaveCode, period: string, available: number, requested: number): string {
  return fillTemplate(BALANCE_LEDGER_TEMPLATES.insufficientAtApproval, { type: leaveCodeLabel(leaveType), period: periodLabel(period), available, requested });
}

/**
 * The debits a final approval records: one per period the leave's days fall in, each spending that
 * period. Refused (409) when a part needs more days than its period has: the applicant's balance may have
 * been lowered since they applied.
 */
export function debitsForApproval(ledger: BalanceLedger, application: LeaveApplication): BalanceDebited[] {
  const { leaveType } = application;
  const parts = leaveParts(countingOf(application), leaveType, application, application.holidays);
  const base = { type: leaveCodeLabel(leaveType), span: spanText(application) };
  const T = LEDGER_TEMPLATES;
  return parts.map((part): BalanceDebited => {
    const available = availableIn(ledger, leaveType, part.period);
    if (part.days > available) throw DomainError.conflict(insufficientAtApprovalMessage(leaveType, part.period, available, part.days));
    const where = standing(ledger, leaveType, part.period);
    const label = periodLabel(part.period);
    const template = where === 'closed' ? T.approvedClosed : where === 'ahead' ? T.approvedAhead : parts.length > 1 ? T.approvedPart : T.approved;
    const reason = fillTemplate(template, { ...base, days: part.days, period: label });
    return { type: 'BalanceDebited', data: { leaveType, days: part.days, leaveId: application.leaveId, reason, period: part.period, taken: where === 'open' ? part.days : 0 } };
  });
}

/**
 * The credits of an accepted cancellation: the untaken days (`fromDate` to the leave's last day), one
 * credit per period they fall in, each giving back to that period what its debit took from it: the
 * figure when the period is the open one, the quota of a period not yet opened, what is left of one closed.
 */
export function creditsForCancellation(ledger: BalanceLedger, application: LeaveApplication, fromDate: CalendarDate): BalanceCredited[] {
  const { leaveType, toDate } = application;
  const untaken = clipSpan(application, fromDate, toDate);
  if (untaken === null) return [];
  const parts = leaveParts(countingOf(application), leaveType, untaken, application.holidays);
  const base = { type: leaveCodeLabel(leaveType), span: spanText(application), date: fromDate };
  const T = LEDGER_TEMPLATES;
  return parts.map((part): BalanceCredited => {
    const where = standing(ledger, leaveType, part.period);
    const label = periodLabel(part.period);
    const template = where === 'closed' ? T.cancelledClosed : where === 'ahead' ? T.cancelledAhead : parts.length > 1 ? T.cancelledPart : T.cancelled;
    const reason = fillTemplate(template, { ...base, days: part.days, period: label });
    return { type: 'BalanceCredited', data: { leaveType, days: part.days, leaveId: application.leaveId, reason, period: part.period, given: where === 'open' ? part.days : 0 } };
  });
}

/** The milestone a legacy `HPL:<anniversary>` key stands for under `dateOfJoining`, if it is one of its anniversaries. */
function legacyMilestone(key: string, dateOfJoining: CalendarDate): number | null {
  if (!/^HPL:\d{4}-\d{2}-\d{2}$/.test(key)) return null;
  const date = periodOfKey(key) as CalendarDate;
  const years = wholeYearsBetween(dateOfJoining, date);
  if (years === 0 || years % HPL_EVERY_YEARS !== 0) return null;
  return serviceAnniversary(dateOfJoining, years) === date ? years / HPL_EVERY_YEARS : null;
}

/**
 * The HPL milestones the ledger holds for someone who joined on `dateOfJoining`: those granted under their
 * number, and (until a change of the date of joining re-states them) those granted under the date they
 * fell due, when that date is one of this date of joining's anniversaries.
 */
export function hplMilestonesHeld(ledger: BalanceLedger, dateOfJoining: CalendarDate | null): ReadonlySet<number> {
  if (dateOfJoining === null || !ledger.legacyHplKeysCount) return ledger.hplMilestones;
  const held = new Set(ledger.hplMilestones);
  for (const key of ledger.periods) {
    const milestone = legacyMilestone(key, dateOfJoining);
    if (milestone !== null) held.add(milestone);
  }
  return held;
}

/** How many HPL milestones fall due by `today` for someone who joined on `dateOfJoining`. */
export function hplMilestonesDue(dateOfJoining: CalendarDate | null, today: CalendarDate): number {
  return dateOfJoining === null ? 0 : hplGrantsDue(dateOfJoining, dateOfJoining, today).length;
}

const hasLegacyHplKeys = (ledger: BalanceLedger) => ledger.legacyHplKeysCount && [...ledger.periods].some((key) => /^HPL:\d/.test(key));

/**
 * A change of the date of joining: HPL moves by exactly the milestones gained or lost (10 days each) as
 * one adjustment that also states the milestones now held, so that no later accrual grants one again.
 * Nothing when the milestones held stay the same (and need no re-stating).
 */
export function joiningDateChange(ledger: BalanceLedger, from: CalendarDate | null, to: CalendarDate | null, today: CalendarDate): BalanceAdjusted[] {
  if (from === to) return [];
  const held = hplMilestonesHeld(ledger, from).size;
  const due = hplMilestonesDue(to, today);
  if (held === due && !hasLegacyHplKeys(ledger)) return [];
  const figure = ledger.balance.hpl;
  const target = Math.max(0, figure + HPL_GRANT * (due - held));
  const dates = { from: from ?? LEDGER_TEMPLATES.none, to: to ?? LEDGER_TEMPLATES.none };
  const reason =
    due === held
      ? fillTemplate(LEDGER_TEMPLATES.joiningDateSameHpl, dates)
      : fillTemplate(LEDGER_TEMPLATES.joiningDateHpl, { ...dates, held, due, sign: due > held ? '+' : '', days: HPL_GRANT * (due - held) });
  return [
    {
      type: 'BalanceAdjusted',
      data: { leaveType: 'hpl', from: figure, to: target, reason, hplMilestones: due },
    },
  ];
}
