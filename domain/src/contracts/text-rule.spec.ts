import { describe, expect, it } from 'vitest';
import { breaksTextRule, fieldBreakingTextRule, isPlainRequestId } from './text-rule';

describe('the text rule', () => {
  it('refuses NUL and unpaired surrogates, and keeps pairs (emoji) and every other character', () => {
    expect(breaksTextRule('a\u0000b')).toBe(true);
    expect(breaksTextRule('a\udfff')).toBe(true);
    expect(breaksTextRule('\ud83d')).toBe(true);
    expect(breaksTextRule('\ud83d\ude00 Priyā\tஅ')).toBe(false);
  });

  it('names the first field that breaks it, arrays by index, nested by dots', () => {
    expect(fieldBreakingTextRule({ ids: ['ok', 'x\u0000'] })).toBe('ids.1');
    expect(fieldBreakingTextRule({ leaveBalance: { cl: 1 }, reason: 'fine', name: '\udfff' })).toBe('name');
    expect(fieldBreakingTextRule({ a: { b: 'ok' } })).toBeNull();
    expect(fieldBreakingTextRule(new Uint8Array([0]))).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(fieldBreakingTextRule(deep)).toMatch(/^0(\.0)*$/);
  });

  it('keeps a request id only when short and plain', () => {
    expect(isPlainRequestId('req-1.a_B')).toBe(true);
    expect(isPlainRequestId('x'.repeat(65))).toBe(false);
    expect(isPlainRequestId('a b')).toBe(false);
    expect(isPlainRequestId(['a'])).toBe(false);
  });
});
