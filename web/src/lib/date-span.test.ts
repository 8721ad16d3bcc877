// Issue 49: one date style, en-IN's, for days and spans of days.
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/activate-language';
import { formatDateSpan } from './dates';

describe('a span of days', () => {
  afterEach(() => activateLanguage('en'));

  it("is written '16 Dec 2026', '16-18 Dec 2026', across months and years in English", () => {
    expect(formatDateSpan('2026-12-16')).toBe('16 Dec 2026');
    expect(formatDateSpan('2026-12-16T00:00:00.000Z', '2026-12-18T00:00:00.000Z')).toBe('16-18 Dec 2026');
    expect(formatDateSpan('2026-11-30', '2026-12-02')).toBe('30 Nov - 2 Dec 2026');
    expect(formatDateSpan('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 - 2 Jan 2027');
  });

  it("keeps the product's words for a missing or broken date", () => {
    expect(formatDateSpan(null)).toBe('Date not available');
    expect(formatDateSpan('not a date')).toBe('Invalid Date');
  });

  it('comes from Intl in Hindi and Telugu', async () => {
    await activateLanguage('hi');
    expect(formatDateSpan('2026-12-16', '2026-12-18')).toBe(new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(new Date('2026-12-16'), new Date('2026-12-18')));
  });
});
