// Test setup of the web project: jest-dom matchers, a clean DOM and storage, and no stub left behind.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/activate-language';

// Node's Request (used by RTK Query's fetchBaseQuery) cannot resolve '/api/...' on its own as a browser
// does: resolve it against the jsdom page's address.
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.origin) : input, init);
  }
}
globalThis.Request = PageRequest;

// The first screen of a file loads its portal's lazy chunk; on a busy machine that takes more than the
// default second, and once took over 5 s (live.test.tsx's first test, in a CI run of 27 Nov while the
// suites of every workspace ran). A text that never comes still fails, after 15 s (tests time out at 20).
configure({ asyncUtilTimeout: 15_000 });

// jsdom lays nothing out and has no scrolling: a change of screen's scroll to the top does nothing here.
window.scrollTo = () => {};

// Components render in English, the language every text test reads (a test may choose another).
await activateLanguage('en');
window.localStorage.clear();

afterEach(() => {
  cleanup();
  void activateLanguage('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
