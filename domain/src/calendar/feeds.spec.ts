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
