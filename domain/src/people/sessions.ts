// 'Signed-in devices' (issue 22): the sessions a person has started, each named by its device in words and
// by how it started, so that a person can tell their phone from a shared computer before signing out
// everywhere.

import { fillTemplate } from '../i18n/templates';

export const SESSION_METHODS = ['password', 'college account', 'passkey', 'registration', 'password change', 'demo'] as const;
export type SessionMethod = (typeof SESSION_METHODS)[number];

/** GET /api/users/me/sessions: one active session. */
export interface SessionDto {
  _id: string;
  /** ISO datetime the session started. */
  startedAt: string;
  device: string;
  method: SessionMethod;
  /** This is the session of the token that asked (issue 49: 'This device'). */
  current: boolean;
  /**
   * Whether this one session can be signed out alone (DELETE /api/users/me/sessions/:id): false for a
   * session started before tokens carried their session's id, which only 'Sign out everywhere' ends.
   */
  endable: boolean;
}

/** What DELETE /api/users/me/sessions/:id answers and refuses with. */
export const SESSION_MESSAGES = {
  signedOut: 'Signed out on that device',
  notFound: 'Session not found',
  unnamed: 'This session started before devices could be signed out one by one. Sign out everywhere to end it.',
} as const;

/** A device in words (browsers' and systems' names stay as they are). */
export const SESSION_TEMPLATES = {
  browserOn: '{browser} on {system}',
  aBrowserOn: 'A browser on {system}',
  anotherApp: 'Another app',
} as const;

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A browser's User-Agent in words: 'Chrome on Android', 'Safari on iOS'; 'Another app' when it names neither. */
export function deviceOf(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return fillTemplate(SESSION_TEMPLATES.browserOn, { browser, system });
  return browser ?? (system ? fillTemplate(SESSION_TEMPLATES.aBrowserOn, { system }) : SESSION_TEMPLATES.anotherApp);
}
