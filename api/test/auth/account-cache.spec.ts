import { describe, expect, it } from 'vitest';
import type { Account } from '@leave/domain';
import { AccountCache } from '../../src/auth/account-cache';

const person = (id: string, tokenVersion = 0) => ({ id, tokenVersion, role: 'employee', isActive: true }) as unknown as Account;

describe("a node's cache of accounts", () => {
  it('reads a person once, and again after the log says they changed', async () => {
    let clock = 0;
    const cache = new AccountCache({ capacity: 10, ttlMs: 60_000, now: () => clock });
    const reads: string[] = [];
    let version = 0;
    const load = async (id: string) => (reads.push(id), person(id, version));
    expect((await cache.get('u1', load))?.tokenVersion).toBe(0);
    expect((await cache.get('u1', load))?.tokenVersion).toBe(0);
    expect(reads).toEqual(['u1']);
    version = 1;
    cache.forget('u1');
    expect((await cache.get('u1', load))?.tokenVersion).toBe(1);
    expect(reads).toEqual(['u1', 'u1']);
    clock += 60_000;
    await cache.get('u1', load);
    expect(reads).toHaveLength(3);
  });

  it('does not keep an answer read while somebody was forgotten, nor a person who is not there', async () => {
    const cache = new AccountCache({ capacity: 10, ttlMs: 60_000 });
    let release!: () => void;
    const slow = (id: string) => new Promise<Account>((resolve) => (release = () => resolve(person(id, 0))));
    const pending = cache.get('u1', slow);
    cache.forget('u1');
    release();
    expect((await pending)?.tokenVersion).toBe(0);
    expect(cache.size).toBe(0);
    expect(await cache.get('gone', async () => undefined)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('keeps at most its capacity, dropping the least recently used', async () => {
    const cache = new AccountCache({ capacity: 2, ttlMs: 60_000 });
    const reads: string[] = [];
    const load = async (id: string) => (reads.push(id), person(id));
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load);
    await cache.get('c', load);
    expect(cache.size).toBe(2);
    await cache.get('a', load);
    await cache.get('b', load);
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps what a fill read, but not a person forgotten while it was under way', async () => {
    const cache = new AccountCache({ capacity: 10, ttlMs: 60_000 });
    let release!: () => void;
    const filling = cache.fill(() => new Promise((resolve) => (release = () => resolve([person('a'), person('b')]))));
    cache.forget('b');
    release();
    expect(await filling).toBe(1);
    const reads: string[] = [];
    const load = async (id: string) => (reads.push(id), person(id));
    await cache.get('a', load);
    await cache.get('b', load);
    expect(reads).toEqual(['b']);
  });

  it('trusts an entry past its minute while the tail keeps hearing the whole log, and not once it stops', async () => {
    let clock = 0;
    const cache = new AccountCache({ capacity: 10, ttlMs: 60_000, now: () => clock });
    const reads: string[] = [];
    const load = async (id: string) => (reads.push(id), person(id));
    await cache.get('u1', load);
    for (let second = 5; second <= 120; second += 5) {
      clock = second * 1000;
      cache.heard(clock);
      await cache.get('u1', load);
    }
    expect(reads).toEqual(['u1']);
    clock += 60_000;
    await cache.get('u1', load);
    expect(reads).toEqual(['u1', 'u1']);
  });
});
