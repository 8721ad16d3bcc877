// A page opened before a release asks for the old release's chunks when it opens a screen or a dialog for
// the first time; the server and the new service worker hold only the new ones, so the import fails. Vite
// reports every failed dynamic import (and the preload of its dependencies) as `vite:preloadError`: the
// page reloads once, which loads the new release at the same address. A second failure within a minute
// (the server down, a broken release) does not reload again, so a page never reloads in a loop: the screen's
// error boundary (components/ui/screen-error) says so and offers the reload.

const RELOADED_AT = 'leave.reloadedForRelease';
const AGAIN_AFTER_MS = 60_000;

function readStamp(storage: Storage): number {
  try {
    return Number(storage.getItem(RELOADED_AT) ?? 0);
  } catch {
    return 0;
  }
}

/** Listens on `target` (the window) for failed chunk loads; `now` is the clock (tests pass theirs). */
export function reloadForNewRelease(target: Window = window, now: () => number = Date.now): void {
  target.addEventListener('vite:preloadError', () => {
    if (now() - readStamp(target.sessionStorage) < AGAIN_AFTER_MS) return;
    try {
      target.sessionStorage.setItem(RELOADED_AT, String(now()));
    } catch {
      return; // Without storage a reload could not tell it had happened: leave it to the boundary's button.
    }
    target.location.reload();
  });
}
