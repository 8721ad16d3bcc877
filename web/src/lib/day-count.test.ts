// Issue 49: counts of days go through the language's plural rules (ICU), never '(1 days)'.
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/activate-language';
import { formatDayCount } from './dates';

describe('a number of days', () => {
  afterEach(() => activateLanguage('en'));

  it("says '1 day', '0 days', '2.5 days' and '1.5 days' in English", () => {
    expect(formatDayCount(1)).toBe('1 day');
    expect(formatDayCount(0)).toBe('0 days');
    expect(formatDayCount(2.5)).toBe('2.5 days');
    expect(formatDayCount(1.5)).toBe('1.5 days');
  });

  it('takes the plural of Hindi and Telugu from their catalogs', async () => {
    await activateLanguage('hi');
    expect(formatDayCount(1)).toBe('1 दिन');
    expect(formatDayCount(3)).toBe('3 दिन');
    await activateLanguage('te');
    expect(formatDayCount(1)).toBe('1 రోజు');
    expect(formatDayCount(3)).toBe('3 రోజులు');
  });
});
