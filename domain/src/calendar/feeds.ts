// iCal feeds (docs/rules.md 'Calendar feeds'): a personal feed (own leave and the holidays) for everybody,
// a department feed for HODs (their department) and admins (every department), each behind a secret URL.
// The feed text itself is written here: small, pure and tested (feeds.spec.ts).

import { z } from 'zod';
import { addDays, isHalfDaySpan, zonedInstant, type CalendarDate, type DayHalf } from '../dates';
import { DEFAULT_HALF_DAY_HOURS, type HalfDayHours } from '../policy/policy.schema';
import type { Viewer } from '../people/permissions';
import { calendarMarkOf, calendarScope, type CalendarScope } from './calendar';
import { LEAVE_STATUS_LABELS, leaveTypeName, type LeaveCode, type LeaveStatus } from '../leave/leave.policy';

export const FEED_KINDS = ['personal', 'department'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** POST /api/calendar/feeds/regenerate */
export const regenerateFeedBody = z.strictObject({ kind: z.enum(FEED_KINDS, { error: "Kind must be 'personal' or 'department'" }) });
export type RegenerateFeedBody = z.output<typeof regenerateFeedBody>;

export interface CalendarFeedsDto {
  personal: string;
  department?: string;
}

/** The feeds a person has: everybody a personal one; a HOD (of a department) and an admin a department one. */
export function feedKindsOf(viewer: Viewer): FeedKind[] {
  const department = viewer.role === 'admin' || (viewer.role === 'hod' && viewer.department !== null);
  return department ? ['personal', 'department'] : ['personal'];
}

/** Whose leave a feed shows, judged from its owner as they are now; 'forbidden' when they have no such feed. */
export function feedScope(owner: Viewer, kind: FeedKind): CalendarScope | 'forbidden' {
  if (!feedKindsOf(owner).includes(kind)) return 'forbidden';
  return kind === 'personal' ? { kind: 'own', userId: owner.id } : calendarScope(owner, undefined);
}

/** The years of holidays and leave a feed carries: the year before, this one and the next. */
export function feedRange(today: CalendarDate): { first: CalendarDate; last: CalendarDate } {
  const year = Number(today.slice(0, 4));
  return { first: `${year - 1}-01-01` as CalendarDate, last: `${year + 1}-12-31` as CalendarDate };
}

/** The secret part of a feed URL: 'base64url' only, as the route accepts it. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface FeedLeave {
  id: string;
  name: string;
  leaveType: LeaveCode;
  fromDate: CalendarDate;
  toDate: CalendarDate;
  /** 'second': from the afternoon of the first day. */
  fromHalf?: DayHalf | undefined;
  /** 'first': until noon of the last day. */
  toHalf?: DayHalf | undefined;
  status: LeaveStatus;
}
export interface FeedHoliday {
  date: CalendarDate;
  name: string;
  /** A restricted holiday (issue 46): marked in its SUMMARY and CATEGORIES, and free time only for whoever takes it. */
  optional?: true | undefined;
}

/** What a restricted holiday's SUMMARY says after its name. */
export const RESTRICTED_HOLIDAY_MARK = '(restricted holiday)';
export interface FeedInput {
  calendarName: string;
  /** The host part of every UID (the app's host name). */
  host: string;
  /** When the feed was written (DTSTAMP). */
  now: Date;
  /** true: each SUMMARY names the person (a department feed). */
  withNames: boolean;
  leaves: readonly FeedLeave[];
  holidays: readonly FeedHoliday[];
  /** APP_TIMEZONE: a leave with a half day is a timed event at the policy's hours in it. */
  timeZone?: string;
  halfDayHours?: HalfDayHours;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets folded (CRLF and one space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = new TextEncoder().encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with its space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const dateValue = (date: CalendarDate) => date.replace(/-/g, '');
const stampValue = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The summary of a leave in a feed: '<name> – <Leave type> (<status>)', or without the name in a personal feed. */
export function feedSummary(leave: FeedLeave, withNames: boolean): string {
  const what = `${leaveTypeName(leave.leaveType)} (${LEAVE_STATUS_LABELS[leave.status]})`;
  return withNames ? `${leave.name} – ${what}` : what;
}

/**
 * When a leave is: whole days are all-day events (DTEND the day after the last day); a leave that starts or
 * ends with a half day is a timed event in UTC, from the start of its first half to the end of its last,
 * at the policy's hours in the college's time zone.
 */
function leaveTimes(leave: FeedLeave, input: FeedInput): string[] {
  if (!isHalfDaySpan(leave)) return [`DTSTART;VALUE=DATE:${dateValue(leave.fromDate)}`, `DTEND;VALUE=DATE:${dateValue(addDays(leave.toDate, 1))}`];
  const hours = input.halfDayHours ?? DEFAULT_HALF_DAY_HOURS;
  const timeZone = input.timeZone ?? 'UTC';
  const start = zonedInstant(leave.fromDate, leave.fromHalf === 'second' ? hours.second.start : hours.first.start, timeZone);
  const end = zonedInstant(leave.toDate, leave.toHalf === 'first' ? hours.first.end : hours.second.end, timeZone);
  return [`DTSTART:${stampValue(start)}`, `DTEND:${stampValue(end)}`];
}

/** The whole feed: a VCALENDAR of all-day events (DTEND the day after the last day), CRLF line ends. */
export function buildICalendar(input: FeedInput): string {
  const stamp = stampValue(input.now);
  const lines: string[] = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//College Leave System//Leave Calendar//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(input.calendarName)}`];
  for (const leave of input.leaves) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:leave-${leave.id}@${input.host}`,
      `DTSTAMP:${stamp}`,
      ...leaveTimes(leave, input),
      `SUMMARY:${escapeText(feedSummary(leave, input.withNames))}`,
      `STATUS:${calendarMarkOf(leave.status) === 'taken' ? 'CONFIRMED' : 'TENTATIVE'}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  for (const holiday of input.holidays) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:holiday-${holiday.date}@${input.host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(holiday.date)}`,
      `DTEND;VALUE=DATE:${dateValue(addDays(holiday.date, 1))}`,
      `SUMMARY:${escapeText(holiday.optional ? `${holiday.name} ${RESTRICTED_HOLIDAY_MARK}` : holiday.name)}`,
      ...(holiday.optional ? ['CATEGORIES:RESTRICTED HOLIDAY'] : []),
      'STATUS:CONFIRMED',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
