import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { LanguageMenu } from './LanguageMenu';

describe('LanguageMenu', () => {
  it('names each language in its own script under the label Language', () => {
    render(<LanguageMenu />);
    const menu = screen.getByRole('combobox', { name: 'Language' });
    expect(menu).toHaveValue('en');
    expect(Array.from(menu.querySelectorAll('option')).map((option) => option.textContent)).toEqual(['English', 'हिन्दी', 'తెలుగు']);
  });

  it('shows the app in the chosen language, keeps it on this device and tells the caller', async () => {
    const chosen = vi.fn();
    render(<LanguageMenu onChosen={chosen} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'te');
    await waitFor(() => expect(chosen).toHaveBeenCalledWith('te'));
    expect(i18n.locale).toBe('te');
    expect(document.documentElement.lang).toBe('te');
    expect(window.localStorage.getItem('leave.language')).toBe('te');
  });
});
