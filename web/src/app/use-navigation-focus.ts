// After a change of screen (a new path; a filter or page in the query string is not one), the window
// scrolls to the top and the focus moves to the new screen's heading, so that a phone does not land at
// the bottom of the next page and a screen reader announces where it is (issue 49, docs/decisions/0292).
// The first screen keeps the browser's own behaviour. A screen that loads lazily gets the focus once its
// heading appears (within a few seconds).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const HEADING_WAIT_MS = 5000;

/** The heading of the screen shown: the main region's first h1, else the page's. */
function screenHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

function focusHeading(): boolean {
  const heading = screenHeading();
  if (!heading) return false;
  // Focusable by script only: not a stop of the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/** Focuses the heading now or once it appears; answers how to stop waiting. */
function focusHeadingWhenShown(): () => void {
  if (focusHeading()) return () => {};
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

export function useNavigationFocus(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
    return focusHeadingWhenShown();
  }, [pathname]);
}
