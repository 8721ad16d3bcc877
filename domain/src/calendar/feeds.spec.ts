import { describe, expect, it } from 'vitest';
import { buildICalendar, escapeText, feedKindsOf, feedScope, foldLine } from './feeds';

describe('iCal text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes an all-day event whose end is the day after the last day, with CRLF line ends', () => {
    const text = buildICalendar({
      calendarName: 'Leave',
      host: 'leave.example',
      now: new Date('2026-11-23T01:02:03.456Z'),
      withNames: true,
      leaves: [{ id: 'a1', name: 'Ravi', leaveType: 'cl', fromDate: '2026-11-30', toDate: '2026-12-02', status: 'approved' }],
      holidays: [{ date: '2026-12-31', name: "New Year's Eve" }],
    });
    expect(text).toContain('DTSTART;VALUE=DATE:20261130\r\nDTEND;VALUE=DATE:20261203\r\n');
    expect(text).toContain('UID:leave-a1@leave.example');
    expect(text).toContain('SUMMARY:Ravi – Casual Leave (Approved)');
    expect(text).toContain('DTEND;VALUE=DATE:20270101');
    expect(text).toContain('DTSTAMP:20261123T010203Z');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('marks a restricted holiday in its summary and categories (issue 46)', () => {
    const text = buildICalendar({
      calendarName: 'Leave',
      host: 'leave.example',
      now: new Date('2026-11-23T01:02:03.456Z'),
      withNames: false,
      leaves: [],
      holidays: [
        { date: '2026-12-24', name: 'Christmas Eve', optional: true },
        { date: '2026-12-25', name: 'Christmas' },
      ],
    });
    expect(text).toContain('SUMMARY:Christmas Eve (restricted holiday)\r\nCATEGORIES:RESTRICTED HOLIDAY\r\n');
    expect(text).toContain('SUMMARY:Christmas\r\nSTATUS:CONFIRMED');
  });

  it("writes a leave with a half day as a timed event at the policy's hours in the college's time zone", () => {
    const feed = (leave: { fromDate: `${number}-${number}-${number}`; toDate: `${number}-${number}-${number}`; fromHalf?: 'first' | 'second'; toHalf?: 'first' | 'second' }, timeZone: string) =>
      buildICalendar({
        calendarName: 'Leave',
        host: 'leave.example',
        now: new Date('2026-11-23T01:02:03.456Z'),
        withNames: false,
        leaves: [{ id: 'h1', name: 'Ravi', leaveType: 'cl', status: 'approved', ...(leave as { fromDate: '2026-12-07'; toDate: '2026-12-07' }) }],
        holidays: [],
        timeZone,
        halfDayHours: { first: { start: '09:00', end: '13:00' }, second: { start: '13:30', end: '17:30' } },
      });
    // The morning of Monday 7 December 2026 in India (UTC+05:30): 09:00-13:00 there.
    expect(feed({ fromDate: '2026-12-07', toDate: '2026-12-07', toHalf: 'first' }, 'Asia/Kolkata')).toContain('DTSTART:20261207T033000Z\r\nDTEND:20261207T073000Z\r\n');
    // From the afternoon of the 7th to noon on the 9th, in London in winter (UTC).
    expect(feed({ fromDate: '2026-12-07', toDate: '2026-12-09', fromHalf: 'second', toHalf: 'first' }, 'Europe/London')).toContain('DTSTART:20261207T133000Z\r\nDTEND:20261209T130000Z\r\n');
    // Summer time in London: UTC+1.
    expect(feed({ fromDate: '2026-07-07', toDate: '2026-07-07', fromHalf: 'second' }, 'Europe/London')).toContain('DTSTART:20260707T123000Z\r\nDTEND:20260707T163000Z\r\n');
  });
});

describe('who has which feed', () => {
  it('gives everybody a personal feed, and a department feed to HODs and admins only', () => {
    expect(feedKindsOf({ id: 'e', role: 'employee', department: 'CSE' })).toEqual(['personal']);
    expect(feedKindsOf({ id: 'a', role: 'auditor', department: null })).toEqual(['personal']);
    expect(feedKindsOf({ id: 'h', role: 'hod', department: 'CSE' })).toEqual(['personal', 'department']);
    expect(feedScope({ id: 'h', role: 'hod', department: 'CSE' }, 'department')).toEqual({ kind: 'department', department: 'CSE' });
    expect(feedScope({ id: 'x', role: 'admin', department: null }, 'department')).toEqual({ kind: 'all' });
    expect(feedScope({ id: 'e', role: 'employee', department: 'CSE' }, 'department')).toBe('forbidden');
  });
});
