// Dates in the language shown (issue 23): Hindi reads them from Intl for hi-IN, and English is back to the
// product description's US dates once it is chosen again.
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/activate-language';
import { formatDate, formatMonth } from './dates';

describe('dates in the chosen language', () => {
  afterEach(() => activateLanguage('en'));

  it('writes a Hindi date with Intl for hi-IN, and US English again after English is chosen', async () => {
    await activateLanguage('hi');
    expect(formatDate('2026-11-22')).toBe('22 नवंबर 2026');
    expect(formatMonth('2026-11')).toBe('नवंबर 2026');
    await activateLanguage('en');
    expect(formatDate('2026-11-22')).toBe('November 22, 2026');
  });
});
