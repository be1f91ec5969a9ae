/**
 * The service worker that keeps MealPlanr usable in a shop with no signal: the app itself and the grocery
 * lists last seen online are answered from the browser's cache when the network fails.
 *
 * - Pages (navigations, not the API's own pages): network first; offline, the cached app shell (the SPA routes
 *   on the client, and every route of it is the same HTML).
 * - Built assets (`/assets/…`, content-hashed, never change): cache first.
 * - The signed-in user and the grocery lists (`GET`, not the live event streams): network first, the last good
 *   answer when offline. Signing out deletes that cache (lib/offline-cache.ts), so nobody else sees the lists.
 * Everything else, and every write, goes straight to the network: checks made offline are queued by the app
 * itself (IndexedDB) and sent when the network is back.
 *
 * Plain JavaScript in `public/`, so it is served as-is at `/sw.js` and controls the whole origin.
 */
const SHELL_CACHE = 'mealplanr-shell-v1';
const API_CACHE = 'mealplanr-api'; // the name lib/offline-cache.ts deletes on sign-out
const SHELL_URL = '/';

/** API answers worth having offline: who is signed in, the lists, one list, a list opened by its link. */
const OFFLINE_API = [/^\/api\/session$/, /^\/api\/user$/, /^\/api\/grocery-lists$/, /^\/api\/grocery-lists\/[^/]+$/, /^\/api\/shared\/[^/]+$/];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(SHELL_URL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('mealplanr-shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/')) {
    event.respondWith(networkFirst(request, SHELL_CACHE, SHELL_URL));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (OFFLINE_API.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(
      networkFirst(request, API_CACHE).then(async (response) => {
        // The session is over (expired, or ended elsewhere): what was kept for it goes too. "Who is signed in?"
        // says so with 200 and user null.
        if (response.status === 401) await caches.delete(API_CACHE);
        else if (url.pathname === '/api/session' && response.ok) {
          const body = await response.clone().json().catch(() => undefined);
          if (body && body.user === null) await caches.delete(API_CACHE);
        }
        return response;
      }),
    );
  }
});

/** The network's answer (kept when it is a success); offline, the cached one, or the network error. */
async function networkFirst(request, cacheName, cacheKey = request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(cacheName);
      await cache.put(cacheKey, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(cacheKey, { cacheName });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: SHELL_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(SHELL_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}
