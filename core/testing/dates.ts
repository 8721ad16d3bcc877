// Dates for tests that do not fix their clock: counted from the runtime's today, so that a test passes on
// any day it is run (and with TEST_TODAY a year ahead), never against a date written into it.

import { addDays, dayOfWeek, type CalendarDate } from '@leave/domain';

/** `count` working days (Monday to Friday) in a row, the first at least `after` days after `today`. */
export function weekdaysAfter(today: CalendarDate, count: number, after = 7): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let day = addDays(today, after); days.length < count; day = addDays(day, 1)) {
    if (dayOfWeek(day) !== 0 && dayOfWeek(day) !== 6) days.push(day);
  }
  return days;
}
