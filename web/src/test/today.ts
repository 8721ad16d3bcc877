// The app's today fixed for the tests of a file: forms refuse a day before the browser's today, so a test
// that types a day into one fixes that today, and passes on any day it is run (eslint.test-dates.js).
// Only Date is faked: timers, animation frames and the user's typing run as they do in the browser.
import type { CalendarDate } from '@leave/domain';
import { afterEach, beforeEach, vi } from 'vitest';

/** Makes `day` (9 in the morning in India) the app's today for each test of the file or block it is called in. */
export function fixAppToday(day: CalendarDate): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${day}T09:00:00+05:30`));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
