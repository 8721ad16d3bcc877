import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadForNewRelease } from './reload-for-new-release';

/** A window of its own for each test: its own listeners, sessionStorage and a reload that is counted. */
function fakeWindow(storage: Storage = new MemoryStorage()) {
  const target = new EventTarget() as EventTarget & { sessionStorage: Storage; location: { reload: () => void } };
  target.sessionStorage = storage;
  target.location = { reload: vi.fn() };
  return target;
}

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const failedChunk = () => new Event('vite:preloadError', { cancelable: true });

describe('a chunk of an old release that fails to load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reloads the page once, and not again within a minute, so never in a loop', () => {
    const storage = new MemoryStorage();
    let now = 1_000_000;
    const page = fakeWindow(storage);
    reloadForNewRelease(page as unknown as Window, () => now);
    page.dispatchEvent(failedChunk());
    expect(page.location.reload).toHaveBeenCalledTimes(1);

    // The reloaded page (same tab, same sessionStorage) fails again 5 s later: no second reload.
    const reloaded = fakeWindow(storage);
    reloadForNewRelease(reloaded as unknown as Window, () => now);
    now += 5_000;
    reloaded.dispatchEvent(failedChunk());
    expect(reloaded.location.reload).not.toHaveBeenCalled();

    // A later release, an hour on, reloads again.
    now += 3_600_000;
    reloaded.dispatchEvent(failedChunk());
    expect(reloaded.location.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload where the page cannot remember that it did (no sessionStorage)', () => {
    const storage = new MemoryStorage();
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const page = fakeWindow(storage);
    reloadForNewRelease(page as unknown as Window);
    page.dispatchEvent(failedChunk());
    expect(page.location.reload).not.toHaveBeenCalled();
  });

  it('leaves the event to the import: the error still reaches the screen', () => {
    const page = fakeWindow();
    reloadForNewRelease(page as unknown as Window);
    const event = failedChunk();
    page.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
