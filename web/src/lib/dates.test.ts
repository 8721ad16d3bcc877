import { describe, expect, it } from 'vitest';
import { todayIn } from '@leave/domain';
import { formatAxisMonth, formatDate, formatDay, formatMonth, localToday, setCollegeTimeZone, toDateInputValue } from './dates';

describe('date display', () => {
  it('writes dates in long US English', () => {
    expect(formatDate('2026-11-22')).toBe('November 22, 2026');
  });

  it('shows the picked day of a leave date sent as UTC midnight, in any time zone', () => {
    expect(formatDate('2026-12-07T00:00:00.000Z')).toBe('December 7, 2026');
  });

  it("says 'Date not available' for a missing date and 'Invalid Date' for garbage", () => {
    expect(formatDate(null)).toBe('Date not available');
    expect(formatDate('')).toBe('Date not available');
    expect(formatDay(undefined)).toBe('Date not available');
    expect(formatDate('not a date')).toBe('Invalid Date');
  });

  it('fills date inputs with YYYY-MM-DD', () => {
    expect(toDateInputValue('2018-07-02')).toBe('2018-07-02');
    expect(toDateInputValue('2026-12-07T00:00:00.000Z')).toBe('2026-12-07');
    expect(toDateInputValue(null)).toBe('');
  });
});

describe('chart months', () => {
  it('names a month in full, and briefly on an axis with the year where it changes', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatAxisMonth('2026-11')).toBe('Nov');
    expect(formatAxisMonth('2026-01')).toBe("Jan '26");
    expect(formatAxisMonth('2025-12', true)).toBe("Dec '25");
  });
});

describe("today on the college's clock", () => {
  it("is the day in the college's zone once the server has said it, whatever the browser's zone", () => {
    // 19:00 UTC on 26 November is 00:30 on 27 November in Asia/Kolkata.
    const evening = new Date('2026-11-26T19:00:00Z');
    setCollegeTimeZone('Not/AZone');
    setCollegeTimeZone('Asia/Kolkata');
    expect(localToday(evening)).toBe('2026-11-27');
    setCollegeTimeZone('America/Los_Angeles');
    expect(localToday(evening)).toBe('2026-11-26');
  });

  it("is the browser's day when the zone said is one this browser does not know", () => {
    const evening = new Date('2026-11-26T19:00:00Z');
    const browsers = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, evening);
    setCollegeTimeZone('Not/AZone');
    expect(localToday(evening)).toBe(browsers);
    expect(localToday(evening)).toBe(browsers);
  });
});
