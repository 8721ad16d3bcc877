// The holidays that fall in the range an apply form has chosen, so the applicant sees why a day is (or,
// on the HOD form, is still) counted.
import { compareDates, dayOfWeek, isCalendarDate, type HolidayDto } from '@leave/domain';
import { formatDate } from '@/lib/dates';

const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function holidaysIn(holidays: readonly HolidayDto[], from: string, to: string): HolidayDto[] {
  if (!isCalendarDate(from) || !isCalendarDate(to) || compareDates(to, from) < 0) return [];
  return holidays.filter((holiday) => compareDates(holiday.date, from) >= 0 && compareDates(holiday.date, to) <= 0).sort((a, b) => compareDates(a.date, b.date));
}

export function HolidaysInRange({ holidays, from, to, counted }: { holidays: readonly HolidayDto[]; from: string; to: string; counted: boolean }) {
  const inRange = holidaysIn(holidays, from, to);
  if (inRange.length === 0) return null;
  return (
    <div className="holidays-in-range" aria-live="polite">
      <p>
        <strong>Holidays in these dates:</strong> {counted ? 'counted, as calendar days are.' : 'not counted as leave.'}
      </p>
      <ul>
        {inRange.map((holiday) => (
          <li key={holiday._id}>
            {WEEKDAY[dayOfWeek(holiday.date)]}, {formatDate(holiday.date)}: {holiday.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
