// The holidays that fall in the range an apply form has chosen, so the applicant sees why a day is (or,
// on the HOD form, is still) counted.
import { compareDates, dayOfWeek, isCalendarDate, type CalendarDate, type HolidayDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { formatDate } from '@/lib/dates';
import { currentLanguage, currentLocale } from '@/lib/i18n/i18n';

const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The day's weekday: English's own word, Intl's in Hindi and Telugu. */
function weekdayOf(date: CalendarDate): string {
  if (currentLanguage() === 'en') return WEEKDAY[dayOfWeek(date)]!;
  return new Intl.DateTimeFormat(currentLocale(), { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

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
        <strong>{t`Holidays in these dates:`}</strong> {counted ? t`counted, as calendar days are.` : t`not counted as leave.`}
      </p>
      <ul>
        {inRange.map((holiday) => (
          <li key={holiday._id}>
            {weekdayOf(holiday.date)}, {formatDate(holiday.date)}: {holiday.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
