import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from './activate-language';
import { compileSourceMessage } from './source-messages';

describe('choosing a language', () => {
  it('ends in the last language chosen, even when an earlier choice\'s catalog arrives after it', async () => {
    await activateLanguage('en');
    const telugu = activateLanguage('te');
    const back = activateLanguage('en');
    await Promise.all([telugu, back]);
    expect(i18n.locale).toBe('en');
  });
});

describe('English source messages, filled in without a catalog', () => {
  it('shows a plain text as it is written, apostrophes included', async () => {
    await activateLanguage('en');
    expect(i18n._({ id: 'x1', message: "Don't close this page" })).toBe("Don't close this page");
    expect(compileSourceMessage('Loading...')).toEqual(['Loading...']);
  });

  it('fills in arguments by name and by position', async () => {
    await activateLanguage('en');
    expect(i18n._({ id: 'x2', message: 'Welcome, {name}', values: { name: 'Asha Rao' } })).toBe('Welcome, Asha Rao');
    expect(i18n._({ id: 'x3', message: 'More (current: {0})', values: { 0: 'Stand-ins' } })).toBe('More (current: Stand-ins)');
  });

  it('chooses a plural branch with # as the count, and a select branch', async () => {
    await activateLanguage('en');
    const days = '{count, plural, one {# day} other {# days}}';
    expect(i18n._({ id: 'x4', message: days, values: { count: 1 } })).toBe('1 day');
    expect(i18n._({ id: 'x4', message: days, values: { count: 3 } })).toBe('3 days');
    const who = '{role, select, hod {Head of Department} other {Staff}}';
    expect(i18n._({ id: 'x5', message: who, values: { role: 'hod' } })).toBe('Head of Department');
    expect(i18n._({ id: 'x5', message: who, values: { role: 'employee' } })).toBe('Staff');
  });

  it("keeps ICU's quoted braces as text, and a text that is not ICU as written", () => {
    expect(compileSourceMessage("Use '{' and '}'")).toEqual(['Use { and }']);
    expect(compileSourceMessage('An unclosed { brace')).toEqual(['An unclosed { brace']);
  });
});
