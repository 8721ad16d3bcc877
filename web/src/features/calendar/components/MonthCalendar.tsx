// Who is away: a month as a grid of weeks (approved leave solid, pending and HOD-approved leave hatched,
// holidays marked) and, under it, the same month as a list that reads well at 390 px and to a screen
// reader. Previous / Next month are buttons; the data follows live pushes (get-calendar.ts).
import { addDays, compareDates, dateParts, dayOfWeek, daysInMonth, firstOfMonth, LEAVE_STATUS_LABELS, leaveCodeLabel, policyType, type CalendarDate, type CalendarEntryDto, type HolidayDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import type { CSSProperties } from 'react';
import { formatDate, formatLeaveDay } from '@/lib/dates';
import { currentLanguage, currentLocale } from '@/lib/i18n/i18n';
import { translateText } from '@/lib/i18n/texts';
import { usePolicyInForce } from '@/lib/policy';
import { useGetCalendarQuery } from '../api/get-calendar';
import './calendar.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The weekdays' short names, Monday first: English's own, Intl's in Hindi and Telugu. */
function weekdayNames(): string[] {
  if (currentLanguage() === 'en') return WEEKDAYS;
  const format = new Intl.DateTimeFormat(currentLocale(), { weekday: 'short', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return WEEKDAYS.map((_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
}

export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  if (currentLanguage() !== 'en') return new Intl.DateTimeFormat(currentLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, m - 1, 1)));
  return `${MONTHS[m - 1]} ${year}`;
}

/** 'morning' or 'afternoon' in the language shown. */
function halfWord(half: 'morning' | 'afternoon'): string {
  return half === 'morning' ? t`morning` : t`afternoon`;
}

/** The weeks of the month, Monday first, with null for the days of the months around it. */
function weeksOf(month: string): (CalendarDate | null)[][] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const first = firstOfMonth(year, m);
  const lead = (dayOfWeek(first) + 6) % 7;
  const days: (CalendarDate | null)[] = [...Array.from({ length: lead }, () => null), ...Array.from({ length: daysInMonth(year, m) }, (_, i) => addDays(first, i))];
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}

/** 'morning' or 'afternoon' when the entry takes only that half of `day`, else null. */
function halfOn(entry: CalendarEntryDto, day: CalendarDate): 'morning' | 'afternoon' | null {
  if (day === entry.toDate && entry.toHalf === 'first') return 'morning';
  if (day === entry.fromDate && entry.fromHalf === 'second') return 'afternoon';
  return null;
}

const covers = (entry: CalendarEntryDto, day: CalendarDate) => compareDates(entry.fromDate, day) <= 0 && compareDates(day, entry.toDate) <= 0;

export interface MonthCalendarProps {
  month: string;
  onMonthChange: (month: string) => void;
  department?: string | undefined;
  /** What the list says it shows: 'Your leave', 'Computer Science & Engineering (CSE)'. */
  scopeLabel: string;
  /** The viewer's own leave only (an employee's calendar): titled 'Your leave', not 'Who is away'. */
  own?: boolean;
}

export function MonthCalendar({ month, onMonthChange, department, scopeLabel, own = false }: MonthCalendarProps) {
  const { data, isFetching, isError } = useGetCalendarQuery({ month, department });
  const entries = data?.month === month ? data.entries : [];
  const holidays: HolidayDto[] = data?.month === month ? data.holidays : [];
  const holidayOn = new Map(holidays.map((holiday) => [holiday.date, holiday]));
  const label = monthLabel(month);
  // Each chip's left edge in its type's colour, as the policy in force gives it.
  const policy = usePolicyInForce();
  const typeColour = (code: string): CSSProperties | undefined => {
    const colour = policyType(policy, code)?.colour;
    return colour === undefined ? undefined : ({ '--cal-type': colour } as CSSProperties);
  };

  const previous = monthLabel(shiftMonth(month, -1));
  const next = monthLabel(shiftMonth(month, 1));
  const listTitle = own ? t`Your leave in ${label}` : t`Away in ${label}`;

  return (
    <Card title={own ? t`Your leave: ${label}` : t`Who is away: ${label}`} className="month-calendar">
      <div className="month-calendar__nav">
        <Button variant="secondary" size="sm" onClick={() => onMonthChange(shiftMonth(month, -1))} aria-label={t`Previous month, ${previous}`}>
          {t`Previous`}
        </Button>
        <strong aria-live="polite">{label}</strong>
        <Button variant="secondary" size="sm" onClick={() => onMonthChange(shiftMonth(month, 1))} aria-label={t`Next month, ${next}`}>
          {t`Next`}
        </Button>
      </div>
      <ul className="month-calendar__legend" aria-label={t`Legend`}>
        <li>
          <span className="cal-swatch cal-swatch--taken" aria-hidden="true" /> {t`Approved`}
        </li>
        <li>
          <span className="cal-swatch cal-swatch--tentative" aria-hidden="true" /> {t`Pending or HOD approved`}
        </li>
        <li>
          <span className="cal-swatch cal-swatch--holiday" aria-hidden="true" /> {t`Holiday`}
        </li>
      </ul>
      {isError && <p role="alert">{t`The calendar could not be loaded.`}</p>}
      <div className="month-calendar__scroll">
        <table className="month-calendar__grid" aria-busy={isFetching}>
          <caption className="sr-only">
            {label}: {scopeLabel}
          </caption>
          <thead>
            <tr>
              {weekdayNames().map((day) => (
                <th key={day} scope="col">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksOf(month).map((week, w) => (
              <tr key={w}>
                {week.map((day, d) => {
                  if (day === null) return <td key={d} className="cal-day cal-day--outside" />;
                  const holiday = holidayOn.get(day);
                  const away = entries.filter((entry) => covers(entry, day));
                  return (
                    <td key={d} className={`cal-day${holiday ? ' cal-day--holiday' : ''}`}>
                      <span className="cal-day__number">{dateParts(day).day}</span>
                      {holiday && <span className="cal-day__holiday">{holiday.name}</span>}
                      {away.map((entry) => {
                        const half = halfOn(entry, day);
                        const status = translateText(LEAVE_STATUS_LABELS[entry.status]);
                        return (
                          <span
                            key={entry.leaveId}
                            className={`cal-chip cal-chip--${entry.mark}${half ? ' cal-chip--half' : ''}`}
                            style={typeColour(entry.leaveType)}
                            data-leave-type={entry.leaveType}
                            title={`${entry.employee.name}${half ? ` (${halfWord(half)})` : ''}: ${status}`}
                          >
                            <span className="cal-chip__name">{entry.employee.name}</span>
                            {half && (
                              <span className="cal-chip__half" aria-hidden="true">
                                {half === 'morning' ? t`AM` : t`PM`}
                              </span>
                            )}
                            <span className="sr-only">
                              {half ? `, ${half === 'morning' ? t`morning only` : t`afternoon only`}` : ''} ({status})
                            </span>
                          </span>
                        );
                      })}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="month-calendar__list-title">{listTitle}</h3>
      {entries.length === 0 && holidays.length === 0 ? (
        <p className="muted">{isFetching ? t`Loading the calendar...` : own ? t`You have no leave and there are no holidays this month.` : t`Nobody is away and there are no holidays this month.`}</p>
      ) : (
        <ul className="month-calendar__list" aria-label={listTitle}>
          {holidays.map((holiday) => {
            const name = holiday.name;
            const date = formatDate(holiday.date);
            return (
              <li key={holiday._id} className="cal-item cal-item--holiday">
                {t`Holiday: ${name}, ${date}`}
              </li>
            );
          })}
          {entries.map((entry) => {
            const name = entry.employee.name;
            const code = leaveCodeLabel(entry.leaveType);
            const from = formatLeaveDay(entry, 'from');
            const to = formatLeaveDay(entry, 'to');
            const status = translateText(LEAVE_STATUS_LABELS[entry.status]);
            return (
              <li key={entry.leaveId} className={`cal-item cal-item--${entry.mark}`}>
                {t`${name}: ${code}, ${from} to ${to} (${status})`}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
