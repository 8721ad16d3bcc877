import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from '../../src/auth/verified-tokens';

describe("a node's verified tokens", () => {
  it('verifies a token once, and again once its time here is up', () => {
    let clock = 1_000_000;
    const tokens = new VerifiedTokens<{ sub: string; exp?: number }>(10, 60_000, () => clock);
    const checked: string[] = [];
    const verify = (token: string) => (checked.push(token), { sub: token });
    expect(tokens.verify('a', verify).sub).toBe('a');
    expect(tokens.verify('a', verify).sub).toBe('a');
    expect(checked).toEqual(['a']);
    clock += 60_000;
    tokens.verify('a', verify);
    expect(checked).toEqual(['a', 'a']);
  });

  it('never takes a token past its own expiry', () => {
    let clock = 1_000_000;
    const tokens = new VerifiedTokens<{ exp?: number }>(10, 600_000, () => clock);
    let expired = false;
    const verify = () => {
      if (expired) throw new Error('token expired');
      return { exp: (1_000_000 + 5_000) / 1000 };
    };
    tokens.verify('t', verify);
    clock += 4_999;
    expect(() => tokens.verify('t', verify)).not.toThrow();
    clock += 1;
    expired = true;
    expect(() => tokens.verify('t', verify)).toThrow('token expired');
  });

  it('keeps no token that failed, and at most its capacity', () => {
    const tokens = new VerifiedTokens<{ exp?: number }>(2, 60_000, () => 0);
    expect(() => tokens.verify('bad', () => { throw new Error('invalid signature'); })).toThrow('invalid signature');
    expect(tokens.size).toBe(0);
    for (const token of ['a', 'b', 'c']) tokens.verify(token, () => ({}));
    expect(tokens.size).toBe(2);
    const checked: string[] = [];
    tokens.verify('a', (t) => (checked.push(t), {}));
    expect(checked).toEqual(['a']);
  });
});
