// 'Signed-in devices' (issue 22): the sessions a person has started, each named by its device in words and
// by how it started, so that a person can tell their phone from a shared computer before signing out
// everywhere.

export const SESSION_METHODS = ['password', 'college account', 'passkey', 'registration', 'password change', 'demo'] as const;
export type SessionMethod = (typeof SESSION_METHODS)[number];

/** GET /api/users/me/sessions: one active session. */
export interface SessionDto {
  _id: string;
  /** ISO datetime the session started. */
  startedAt: string;
  device: string;
  method: SessionMethod;
}

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
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'Another app');
}
