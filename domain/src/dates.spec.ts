import { describe, expect, it } from 'vitest';
import {
  longDate,
  addDays,
  calendarDaysInclusive,
  compareDates,
  countLeaveDays,
  dayOfWeek,
  isCalendarDate,
  keptFormatter,
  englishLongDate,
  monthsUpTo,
  parseCalendarDate,
  rangesOverlap,
  todayIn,
  toIsoDateTime,
  wholeYearsBetween,
  workingDaysInclusive,
} from './dates';

describe('parseCalendarDate', () => {
  it.each([
    ['2026-12-07', '2026-12-07'],
    ['2026-12-07T00:00:00.000Z', '2026-12-07'],
    ['2026-12-07T23:59:59Z', '2026-12-07'],
    ['2026-12-07T18:30:00.000-05:00', '2026-12-07'],
    ['2026-12-07T00:00', '2026-12-07'],
    [' 2026-12-07 ', '2026-12-07'],
    ['2024-02-29', '2024-02-29'],
    ['2000-02-29', '2000-02-29'],
    ['2026-12-07T10:00:00+14:00', '2026-12-07'],
    ['2026-12-07T10:00:00-12:00', '2026-12-07'],
    ['2026-12-07T10:00:00+0530', '2026-12-07'],
  ])('reads %j as the date part as sent, %s', (input, expected) => {
    expect(parseCalendarDate(input)).toBe(expected);
  });

  it.each(['2026-02-30', '2025-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-5', '07/12/2026', '', 'tomorrow', '2026-12-07T25:00:00Z', '2026-12-07 junk'])(
    'refuses %j',
    (input) => {
      expect(parseCalendarDate(input)).toBeNull();
    },
  );

  it.each(['2026-12-07T10:00:00+99:99', '2026-12-07T10:00:00+14:01', '2026-12-07T10:00:00-15:00', '2026-12-07T10:00:00+05:60', '2026-12-07T10:00:00+9999', '2026-12-07T10:00:00+24:00'])(
    'refuses %j, whose offset is beyond +-14:00 or not a time',
    (input) => {
      expect(parseCalendarDate(input)).toBeNull();
    },
  );

  it('isCalendarDate accepts only the plain form', () => {
    expect(isCalendarDate('2026-01-05')).toBe(true);
    expect(isCalendarDate('2026-01-05T00:00:00.000Z')).toBe(false);
    expect(isCalendarDate(20260105)).toBe(false);
  });
});

describe('todayIn', () => {
  const lateEveningUtc = new Date('2026-03-31T20:00:00.000Z');

  it('is already tomorrow in Kolkata when it is 8 pm in London', () => {
    expect(todayIn('Asia/Kolkata', lateEveningUtc)).toBe('2026-04-01');
  });

  it('is the UTC date in UTC', () => {
    expect(todayIn('UTC', lateEveningUtc)).toBe('2026-03-31');
  });

  it('is still yesterday in New York shortly after UTC midnight', () => {
    expect(todayIn('America/New_York', new Date('2026-01-01T02:00:00.000Z'))).toBe('2025-12-31');
  });

  it('answers each zone with its own day when zones and instants alternate (its formatters are kept per zone)', () => {
    for (let round = 0; round < 3; round++) {
      expect(todayIn('Asia/Kolkata', lateEveningUtc)).toBe('2026-04-01');
      expect(todayIn('America/New_York', lateEveningUtc)).toBe('2026-03-31');
      expect(todayIn('Asia/Kolkata', new Date('2026-03-31T18:00:00.000Z'))).toBe('2026-03-31');
      expect(todayIn('Pacific/Kiritimati', lateEveningUtc)).toBe('2026-04-01');
    }
  });

  it('turns to the next day at the millisecond of midnight, asked again and again around it (the day is kept per second)', () => {
    // Midnight in Kolkata is 18:30 UTC; in 1900 (Madras time, +5:21:10 in the zone's data) at 18:38:50 UTC.
    for (let round = 0; round < 3; round++) {
      expect(todayIn('Asia/Kolkata', new Date('2026-03-31T18:29:59.000Z'))).toBe('2026-03-31');
      expect(todayIn('Asia/Kolkata', new Date('2026-03-31T18:29:59.999Z'))).toBe('2026-03-31');
      expect(todayIn('Asia/Kolkata', new Date('2026-03-31T18:30:00.000Z'))).toBe('2026-04-01');
      expect(todayIn('Asia/Kolkata', new Date('2026-03-31T18:30:00.999Z'))).toBe('2026-04-01');
    }
    expect(todayIn('Asia/Kolkata', new Date('1900-03-31T18:38:49.999Z'))).toBe('1900-03-31');
    expect(todayIn('Asia/Kolkata', new Date('1900-03-31T18:38:50.000Z'))).toBe('1900-04-01');
  });
});

describe('keptFormatter', () => {
  it('makes one formatter per key and reuses it, and starts afresh beyond the number it keeps', () => {
    const kept = new Map<string, { key: string }>();
    let made = 0;
    const make = (key: string) => () => ({ key: `${key}#${++made}` });
    expect(keptFormatter(kept, 'hi', make('hi'), 2)).toEqual({ key: 'hi#1' });
    expect(keptFormatter(kept, 'hi', make('hi'), 2)).toEqual({ key: 'hi#1' });
    expect(keptFormatter(kept, 'te', make('te'), 2)).toEqual({ key: 'te#2' });
    expect(kept.size).toBe(2);
    expect(keptFormatter(kept, 'en', make('en'), 2)).toEqual({ key: 'en#3' });
    expect(kept.size).toBe(1);
    expect(keptFormatter(kept, 'hi', make('hi'), 2)).toEqual({ key: 'hi#4' });
  });
});

describe('date arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('does not drift across a daylight-saving change', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });

  it('compares dates', () => {
    expect(compareDates('2026-01-01', '2026-01-02')).toBe(-1);
    expect(compareDates('2026-01-02', '2026-01-02')).toBe(0);
    expect(compareDates('2027-01-01', '2026-12-31')).toBe(1);
  });

  it('knows the weekday', () => {
    expect(dayOfWeek('2026-03-02')).toBe(1);
    expect(dayOfWeek('2024-02-29')).toBe(4);
  });

  it('writes the UTC-midnight ISO datetime', () => {
    expect(toIsoDateTime('2026-12-07')).toBe('2026-12-07T00:00:00.000Z');
  });
});

describe('calendarDaysInclusive', () => {
  it('counts both ends', () => {
    expect(calendarDaysInclusive('2026-03-02', '2026-03-02')).toBe(1);
    expect(calendarDaysInclusive('2026-03-02', '2026-03-08')).toBe(7);
  });

  it('counts across months and the leap day', () => {
    expect(calendarDaysInclusive('2024-02-28', '2024-03-01')).toBe(3);
    expect(calendarDaysInclusive('2025-02-28', '2025-03-01')).toBe(2);
    expect(calendarDaysInclusive('2025-12-30', '2026-01-02')).toBe(4);
  });

  it('is 0 for a reversed range', () => {
    expect(calendarDaysInclusive('2026-03-03', '2026-03-02')).toBe(0);
  });
});

describe('workingDaysInclusive', () => {
  it('counts Monday to Friday only', () => {
    expect(workingDaysInclusive('2026-03-02', '2026-03-08')).toBe(5);
    expect(workingDaysInclusive('2026-03-06', '2026-03-09')).toBe(2);
  });

  it('is 0 for a weekend', () => {
    expect(workingDaysInclusive('2026-03-07', '2026-03-08')).toBe(0);
  });

  it('counts a single weekday as 1', () => {
    expect(workingDaysInclusive('2026-03-04', '2026-03-04')).toBe(1);
  });

  it('counts across a year end', () => {
    expect(workingDaysInclusive('2025-12-29', '2026-01-04')).toBe(5);
  });

  it('counts the leap day when it is a weekday', () => {
    expect(workingDaysInclusive('2024-02-26', '2024-03-01')).toBe(5);
  });

  it('counts the 22 working days of January 2026 and the 261 of 2025', () => {
    expect(workingDaysInclusive('2026-01-01', '2026-01-31')).toBe(22);
    expect(workingDaysInclusive('2025-01-01', '2025-12-31')).toBe(261);
  });

  it('agrees with counting day by day', () => {
    for (let start = 0; start < 14; start++) {
      for (let length = 0; length < 30; length++) {
        const from = addDays('2026-02-20', start);
        const to = addDays(from, length);
        let expected = 0;
        for (let i = 0; i <= length; i++) {
          const day = dayOfWeek(addDays(from, i));
          if (day !== 0 && day !== 6) expected++;
        }
        expect(workingDaysInclusive(from, to)).toBe(expected);
      }
    }
  });

  it('is 0 for a reversed range', () => {
    expect(workingDaysInclusive('2026-03-06', '2026-03-02')).toBe(0);
  });
});

describe('countLeaveDays', () => {
  it("counts a HOD's leave in calendar days", () => {
    expect(countLeaveDays('hod', '2026-03-06', '2026-03-09')).toBe(4);
  });

  it("counts an employee's leave in working days", () => {
    expect(countLeaveDays('employee', '2026-03-06', '2026-03-09')).toBe(2);
  });

  it('counts anyone else in working days', () => {
    expect(countLeaveDays('admin', '2026-03-06', '2026-03-09')).toBe(2);
  });
});

describe('rangesOverlap', () => {
  const march9to11 = { fromDate: '2026-03-09', toDate: '2026-03-11' } as const;

  it('sees a shared end day as an overlap', () => {
    expect(rangesOverlap(march9to11, { fromDate: '2026-03-11', toDate: '2026-03-13' })).toBe(true);
    expect(rangesOverlap(march9to11, { fromDate: '2026-03-05', toDate: '2026-03-09' })).toBe(true);
  });

  it('sees containment as an overlap', () => {
    expect(rangesOverlap(march9to11, { fromDate: '2026-03-10', toDate: '2026-03-10' })).toBe(true);
    expect(rangesOverlap({ fromDate: '2026-03-10', toDate: '2026-03-10' }, march9to11)).toBe(true);
  });

  it('sees adjacent ranges as separate', () => {
    expect(rangesOverlap(march9to11, { fromDate: '2026-03-12', toDate: '2026-03-13' })).toBe(false);
    expect(rangesOverlap(march9to11, { fromDate: '2026-03-01', toDate: '2026-03-08' })).toBe(false);
  });
});

describe('wholeYearsBetween', () => {
  it('counts a year only once the anniversary is reached', () => {
    expect(wholeYearsBetween('1990-06-15', '2026-06-14')).toBe(35);
    expect(wholeYearsBetween('1990-06-15', '2026-06-15')).toBe(36);
  });

  it('completes a leap-day year on 1 March in common years', () => {
    expect(wholeYearsBetween('2020-02-29', '2021-02-28')).toBe(0);
    expect(wholeYearsBetween('2020-02-29', '2021-03-01')).toBe(1);
    expect(wholeYearsBetween('2020-02-29', '2024-02-29')).toBe(4);
  });

  it('is 0 before the start', () => {
    expect(wholeYearsBetween('2026-06-15', '2026-01-01')).toBe(0);
  });
});

describe('monthsUpTo', () => {
  it('lists the last months oldest first, across a year boundary', () => {
    expect(monthsUpTo('2026-02-10', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('gives twelve months ending with the current one', () => {
    const months = monthsUpTo('2026-11-22', 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12');
    expect(months.at(-1)).toBe('2026-11');
  });
});

describe('longDate', () => {
  it('writes a day as the screens do, the same every time it is asked, and leaves anything else as given', () => {
    expect(longDate('2026-12-07')).toBe('December 7, 2026');
    expect(longDate('2026-12-07')).toBe('December 7, 2026');
    expect(longDate('2026-02-01T00:00:00.000Z')).toBe('February 1, 2026');
    expect(longDate('not a day')).toBe('not a day');
  });

  it("writes every day from 1900 to 2100 as Intl's en-US long date does", () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let instant = Date.UTC(1900, 0, 1); instant <= Date.UTC(2100, 11, 31); instant += 86_400_000) {
      const date = new Date(instant).toISOString().slice(0, 10);
      expect(longDate(date)).toBe(intl.format(new Date(instant)));
    }
  });
});

describe('englishLongDate', () => {
  it("writes early and far years and the first and last days of months as Intl's en-US long date does", () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const utc = (year: number, month: number, day: number) => {
      const at = new Date(Date.UTC(2000, month - 1, day));
      at.setUTCFullYear(year);
      return at;
    };
    for (const year of [-44, 0, 1, 9, 99, 999, 1582, 2026, 9999, 10000, 275759]) {
      for (const [month, day] of [[1, 1], [2, 28], [6, 30], [12, 31]] as const) expect(englishLongDate(year, month, day)).toBe(intl.format(utc(year, month, day)));
    }
  });
});
