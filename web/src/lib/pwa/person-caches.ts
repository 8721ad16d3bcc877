// Signing out empties Cache Storage of everything but the service worker's precache (web/src/sw.ts), which
// holds the app shell only (HTML, JavaScript, CSS, icons): no answer of the api and nothing of a person. The
// worker caches nothing else itself; this also removes any cache another version or tool may have left.
const PRECACHE_PREFIX = 'workbox-precache';

export async function clearPersonCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !name.startsWith(PRECACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch (error) {
    console.error('Cache Storage could not be emptied on sign-out', error);
  }
}
