// The balance ledger of one user (stream `balance-<userId>`): every change to a balance is an event with
// a reason, so that an auditor can see why a balance is what it is. Scheduled accruals carry a period
// key; a job that finds its key already in the stream has nothing to do, which makes it idempotent.

import { dateParts, type CalendarDate } from '../dates';
import { eventTypes } from '../event-types';
import {
  CCL_PER_YEAR,
  CL_PER_HALF_YEAR,
  EMPTY_BALANCE,
  HPL_GRANT,
  LEAVE_TYPES,
  LEAVE_TYPE_INFO,
  SCL_PER_HALF_YEAR,
  halfYearPeriod,
  hplGrantsDue,
  type LeaveBalance,
  type LeaveType,
} from '../leave/leave.policy';
import type { LeaveApplication } from '../leave/leave.events';

export interface BalanceGranted {
  type: 'BalanceGranted';
  data: { leaveType: LeaveType; days: number; reason: string; period?: string };
}

export interface BalanceReset {
  type: 'BalanceReset';
  data: { leaveType: LeaveType; to: number; reason: string; period: string };
}

export interface BalanceDebited {
  type: 'BalanceDebited';
  data: { leaveType: LeaveType; days: number; leaveId: string; reason: string };
}

export interface BalanceAdjusted {
  type: 'BalanceAdjusted';
  data: { leaveType: LeaveType; from: number; to: number; reason: string };
}

export type BalanceEvent = BalanceGranted | BalanceReset | BalanceDebited | BalanceAdjusted;
/** The events of scheduled accruals, each carrying its period key. */
export type AccrualEvent = BalanceGranted | BalanceReset;

export const balanceEventTypes = eventTypes<BalanceEvent>({ BalanceGranted: true, BalanceReset: true, BalanceDebited: true, BalanceAdjusted: true });

/** What a ledger stream folds to: the balance, and the accrual periods it already holds. */
export interface BalanceLedger {
  balance: LeaveBalance;
  periods: ReadonlySet<string>;
}

export const initialLedger: BalanceLedger = { balance: EMPTY_BALANCE, periods: new Set() };

export function evolveLedger(ledger: BalanceLedger, event: BalanceEvent): BalanceLedger {
  const balance = evolveBalance(ledger.balance, event);
  const period = event.type === 'BalanceGranted' || event.type === 'BalanceReset' ? event.data.period : undefined;
  return { balance, periods: period === undefined || ledger.periods.has(period) ? ledger.periods : new Set([...ledger.periods, period]) };
}

/**
 * A debit larger than the balance cannot happen through the leave rules (an application is checked
 * against the balance minus every open application), but an admin may lower a balance while an
 * application is open: then the balance stops at 0 and the event still records the days.
 */
export function evolveBalance(balance: LeaveBalance, event: BalanceEvent): LeaveBalance {
  const { leaveType } = event.data;
  switch (event.type) {
    case 'BalanceGranted':
      return { ...balance, [leaveType]: balance[leaveType] + event.data.days };
    case 'BalanceReset':
      return { ...balance, [leaveType]: event.data.to };
    case 'BalanceDebited':
      return { ...balance, [leaveType]: Math.max(0, balance[leaveType] - event.data.days) };
    case 'BalanceAdjusted':
      return { ...balance, [leaveType]: event.data.to };
  }
}

export function foldBalance(events: readonly BalanceEvent[]): LeaveBalance {
  return events.reduce(evolveBalance, { ...EMPTY_BALANCE });
}

/** 'CL:2026-H2' */
function halfYearKey(leaveType: 'cl' | 'scl', date: CalendarDate): string {
  const { half, year } = halfYearPeriod(date);
  return `${LEAVE_TYPE_INFO[leaveType].code}:${year}-H${half}`;
}

/** 'CCL:2026' */
function cclYearKey(date: CalendarDate): string {
  return `CCL:${dateParts(date).year}`;
}

/** 'HPL:2029-03-01', the anniversary on which the grant falls due. */
function hplGrantKey(anniversary: CalendarDate): string {
  return `HPL:${anniversary}`;
}

/** The period keys already present in a stream. */
export function appliedPeriods(events: readonly BalanceEvent[]): ReadonlySet<string> {
  return events.reduce(evolveLedger, initialLedger).periods;
}

/**
 * The scheduled accruals due on `today` that the stream does not hold yet: the CL and SCL half-year
 * resets, the CCL year reset and one HPL grant per 3-year anniversary reached. Running it again with the
 * resulting stream yields nothing.
 */
export function accrualsDue(input: {
  dateOfJoining: CalendarDate | null;
  today: CalendarDate;
  applied: ReadonlySet<string>;
}): AccrualEvent[] {
  const { today, applied } = input;
  const period = halfYearPeriod(today).label;
  const due: AccrualEvent[] = [
    { type: 'BalanceReset', data: { leaveType: 'cl', to: CL_PER_HALF_YEAR, reason: `Half-year reset, ${period}`, period: halfYearKey('cl', today) } },
    { type: 'BalanceReset', data: { leaveType: 'scl', to: SCL_PER_HALF_YEAR, reason: `Half-year reset, ${period}`, period: halfYearKey('scl', today) } },
    { type: 'BalanceReset', data: { leaveType: 'ccl', to: CCL_PER_YEAR, reason: `Year reset, ${dateParts(today).year}`, period: cclYearKey(today) } },
  ];
  const firstDay = input.dateOfJoining ?? today;
  for (const grant of hplGrantsDue(input.dateOfJoining, firstDay, today)) {
    due.push({
      type: 'BalanceGranted',
      data: { leaveType: 'hpl', days: HPL_GRANT, reason: `${grant.years} years of service completed on ${grant.date}`, period: hplGrantKey(grant.date) },
    });
  }
  return due.filter((event) => event.data.period === undefined || !applied.has(event.data.period));
}

/**
 * The first events of a new user's ledger: the current periods' quotas and the HPL of the anniversaries
 * already reached (docs/rules.md 'New users start with ...'), each with its period key so that the
 * scheduled accruals do not grant them again.
 */
export function openingBalanceEvents(dateOfJoining: CalendarDate | null, today: CalendarDate): AccrualEvent[] {
  return accrualsDue({ dateOfJoining, today, applied: new Set() }).map(
    (event): AccrualEvent => (event.type === 'BalanceReset' ? { ...event, data: { ...event.data, reason: 'Opening balance' } } : event),
  );
}

/** What an admin's edit of the balance records: one adjustment per type whose figure changes. */
export function balanceAdjustments(current: LeaveBalance, wanted: Partial<LeaveBalance>, reason: string): BalanceAdjusted[] {
  return LEAVE_TYPES.flatMap((leaveType): BalanceAdjusted[] => {
    const to = wanted[leaveType];
    return to === undefined || to === current[leaveType] ? [] : [{ type: 'BalanceAdjusted', data: { leaveType, from: current[leaveType], to, reason } }];
  });
}

/** The debit that a final approval records in the applicant's ledger. */
export function debitForApproval(application: LeaveApplication): BalanceDebited {
  return {
    type: 'BalanceDebited',
    data: {
      leaveType: application.leaveType,
      days: application.numberOfDays,
      leaveId: application.leaveId,
      reason: `${LEAVE_TYPE_INFO[application.leaveType].code} leave approved, ${application.fromDate} to ${application.toDate}`,
    },
  };
}

/** The idempotency key of a scheduled accrual of `leaveType` falling due on `date`. */
export function periodKey(leaveType: 'cl' | 'scl' | 'ccl' | 'hpl', date: CalendarDate): string {
  if (leaveType === 'ccl') return cclYearKey(date);
  if (leaveType === 'hpl') return hplGrantKey(date);
  return halfYearKey(leaveType, date);
}
