// The calendar rules' words that screens show beside an application ('3 of 12 away on 9 Dec'), apart from
// the rules themselves (policy.calendar.ts, whose policy schemas build zod at load): a list screen that
// words who is away loads this and no zod (e2e/screen-code.e2e.ts holds the admin's list to that).
import { dateParts, type CalendarDate } from '../dates';
import { fillTemplate, type Say } from '../i18n/templates';

/** The refusals and warnings below as templates (domain/src/i18n/templates.ts). */
export const CALENDAR_TEMPLATES = {
  capRefused: 'Too many of {department} away on {day}: {count} of {size} would be away, at most {limit} at once. Away: {names}',
  capWarning: '{count} of {size} away on {day}, more than the {limit} allowed at once. Away: {names}',
  blackout: 'No leave during {name}, {range}',
  sandwichDay: '{day}: between two leave days',
  restrictedUsedUp: 'You have taken the {perYear} restricted holidays of {year} the policy allows',
  notRestrictedHoliday: '{day} is not a restricted holiday',
  peakAway: '{away} of {size} away on {day}',
} as const;

export const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '9 Dec'. */
export function shortDay(date: CalendarDate): string {
  const { day, month } = dateParts(date);
  return `${day} ${SHORT_MONTHS[month - 1]}`;
}

/** How many of a department are away on one working day of an application, the applicant included ('3 of 12 away on 9 Dec'). */
export interface DepartmentAwayDay {
  date: CalendarDate;
  away: number;
  size: number;
}

/**
 * '3 of 12 away on 9 Dec', for the day of `days` with the most away (the first such); null when none. `dayText`
 * words the day (a screen in Hindi or Telugu passes its own: '9 दिस॰').
 */
export function peakAwayText(days: readonly DepartmentAwayDay[], say: Say = fillTemplate, dayText: (date: CalendarDate) => string = shortDay): string | null {
  const peak = days.reduce<DepartmentAwayDay | null>((best, day) => (best === null || day.away > best.away ? day : best), null);
  return peak === null ? null : say(CALENDAR_TEMPLATES.peakAway, { away: peak.away, size: peak.size, day: dayText(peak.date) });
}
