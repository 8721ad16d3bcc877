import { todayIn, type CalendarDate } from '@leave/domain';

/** The current time, injected so that the domain never reads it and tests can fix it. */
export interface Clock {
  now(): Date;
  today(): CalendarDate;
}

export function systemClock(timeZone: string): Clock {
  return { now: () => new Date(), today: () => todayIn(timeZone, new Date()) };
}
