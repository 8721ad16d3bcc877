// Who is away: a month as a grid of weeks (approved leave solid, pending and HOD-approved leave hatched,
// holidays marked) and, under it, the same month as a list that reads well at 390 px and to a screen
// reader. Previous / Next month are buttons; the data follows live pushes (get-calendar.ts).
import { addDays, compareDates, dateParts, dayOfWeek, daysInMonth, firstOfMonth, LEAVE_STATUS_LABELS, leaveCodeLabel, policyType, type CalendarDate, type CalendarEntryDto, type HolidayDto } from '@leave/domain';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import type { CSSProperties } from 'react';
import { formatDate, formatLeaveDay } from '@/lib/dates';
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

export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${MONTHS[m - 1]} ${year}`;
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

  return (
    <Card title={own ? `Your leave: ${label}` : `Who is away: ${label}`} className="month-calendar">
      <div className="month-calendar__nav">
        <Button variant="secondary" size="sm" onClick={() => onMonthChange(shiftMonth(month, -1))} aria-label={`Previous month, ${monthLabel(shiftMonth(month, -1))}`}>
          Previous
        </Button>
        <strong aria-live="polite">{label}</strong>
        <Button variant="secondary" size="sm" onClick={() => onMonthChange(shiftMonth(month, 1))} aria-label={`Next month, ${monthLabel(shiftMonth(month, 1))}`}>
          Next
        </Button>
      </div>
      <ul className="month-calendar__legend" aria-label="Legend">
        <li>
          <span className="cal-swatch cal-swatch--taken" aria-hidden="true" /> Approved
        </li>
        <li>
          <span className="cal-swatch cal-swatch--tentative" aria-hidden="true" /> Pending or HOD approved
        </li>
        <li>
          <span className="cal-swatch cal-swatch--holiday" aria-hidden="true" /> Holiday
        </li>
      </ul>
      {isError && <p role="alert">The calendar could not be loaded.</p>}
      <div className="month-calendar__scroll">
        <table className="month-calendar__grid" aria-busy={isFetching}>
          <caption className="sr-only">
            {label}: {scopeLabel}
          </caption>
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
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
                        return (
                          <span
                            key={entry.leaveId}
                            className={`cal-chip cal-chip--${entry.mark}${half ? ' cal-chip--half' : ''}`}
                            style={typeColour(entry.leaveType)}
                            data-leave-type={entry.leaveType}
                            title={`${entry.employee.name}${half ? ` (${half})` : ''}: ${LEAVE_STATUS_LABELS[entry.status]}`}
                          >
                            <span className="cal-chip__name">{entry.employee.name}</span>
                            {half && (
                              <span className="cal-chip__half" aria-hidden="true">
                                {half === 'morning' ? 'AM' : 'PM'}
                              </span>
                            )}
                            <span className="sr-only">
                              {half ? `, ${half} only` : ''} ({LEAVE_STATUS_LABELS[entry.status]})
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
      <h3 className="month-calendar__list-title">{own ? `Your leave in ${label}` : `Away in ${label}`}</h3>
      {entries.length === 0 && holidays.length === 0 ? (
        <p className="muted">{isFetching ? 'Loading the calendar...' : own ? 'You have no leave and there are no holidays this month.' : 'Nobody is away and there are no holidays this month.'}</p>
      ) : (
        <ul className="month-calendar__list" aria-label={own ? `Your leave in ${label}` : `Away in ${label}`}>
          {holidays.map((holiday) => (
            <li key={holiday._id} className="cal-item cal-item--holiday">
              Holiday: {holiday.name}, {formatDate(holiday.date)}
            </li>
          ))}
          {entries.map((entry) => (
            <li key={entry.leaveId} className={`cal-item cal-item--${entry.mark}`}>
              {entry.employee.name}: {leaveCodeLabel(entry.leaveType)}, {formatLeaveDay(entry, 'from')} to {formatLeaveDay(entry, 'to')} ({LEAVE_STATUS_LABELS[entry.status]})
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
