// Registers the service worker (web/src/sw.ts, built into /sw.js) in builds (`vite build`, whose mode is
// 'production' even with NODE_ENV=development, as the browser suite starts the product), never under the dev
// server or the tests, in browsers that have service workers, once the page has loaded: it then precaches
// the shell beside the first visit rather than competing with it. Plain navigator.serviceWorker.register,
// so the entry stays small.
export function registerServiceWorker(): void {
  if (import.meta.env.MODE !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.error('The service worker could not be registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
