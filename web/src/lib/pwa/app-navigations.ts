// Which navigations the service worker answers with the precached app shell (web/src/sw.ts): every one
// except the api (its JSON, the college sign-in's redirects, file downloads), Socket.IO, and a URL whose
// last segment names a file (/sw.js, /icons/icon-192.png, /manifest.webmanifest).
export const NOT_THE_APP: RegExp[] = [/^\/api(\/|\?|$)/, /^\/socket\.io(\/|\?|$)/, /^[^?]*\/[^/?]*\.[^/?]+(\?|$)/];

/** Whether a navigation to `pathAndQuery` (pathname and search, as Workbox's NavigationRoute tests) is the app's page. */
export function isAppNavigation(pathAndQuery: string): boolean {
  return !NOT_THE_APP.some((pattern) => pattern.test(pathAndQuery));
}
