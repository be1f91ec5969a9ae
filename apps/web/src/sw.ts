/// <reference lib="webworker" />
/**
 * The service worker that keeps MealPlanr usable in a shop with no signal: the whole app and the grocery lists
 * last seen online are answered from the browser's cache when the network fails.
 *
 * - The app itself: every file of the build (each screen's code, styles, translations, icons and the page) is
 *   downloaded once when the worker installs (Workbox precaching; the list is written into this file at build
 *   time), so a screen never opened online still opens offline. Those files are answered from the cache.
 * - Pages (navigations, not the API's own pages): network first; offline, the cached app page (the app routes on
 *   the client, and every route of it is the same HTML).
 * - The signed-in user and the grocery lists (`GET`, not the live event streams): network first, the last good
 *   answer when offline. Signing out deletes that cache (lib/offline-cache.ts), so nobody else sees the lists.
 * Everything else, and every write, goes straight to the network: checks made offline are queued by the app
 * itself (IndexedDB) and sent when the network is back.
 *
 * Built by vite-plugin-pwa into `/sw.js`, so it controls the whole origin.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const API_CACHE = 'mealplanr-api'; // the name lib/offline-cache.ts deletes on sign-out
const APP_PAGE = '/index.html';
/** Caches of the hand-written worker this one replaced. */
const RETIRED_CACHES = ['mealplanr-shell-v1'];

/** API answers worth having offline: who is signed in, the lists, one list, a list opened by its link. */
const OFFLINE_API = [/^\/api\/session$/, /^\/api\/user$/, /^\/api\/grocery-lists$/, /^\/api\/grocery-lists\/[^/]+$/, /^\/api\/shared\/[^/]+$/];

// Registered before precaching's own listener, so navigations are answered network first (a new version of the
// page is seen at once) and precaching answers the built files.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/')) {
    event.respondWith(pageNetworkFirst(request));
    event.stopImmediatePropagation(); // answered: precaching's listener must not answer it a second time
  } else if (OFFLINE_API.some((pattern) => pattern.test(url.pathname))) {
    event.stopImmediatePropagation();
    event.respondWith(
      apiNetworkFirst(request).then(async (response) => {
        // The session is over (expired, or ended elsewhere): what was kept for it goes too. "Who is signed in?"
        // says so with 200 and user null.
        if (response.status === 401) await caches.delete(API_CACHE);
        else if (url.pathname === '/api/session' && response.ok) {
          const body = (await response.clone().json().catch(() => undefined)) as { user?: unknown } | undefined;
          if (body && body.user === null) await caches.delete(API_CACHE);
        }
        return response;
      }),
    );
  }
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version takes over at once: the page is only ever a fallback, and a screen whose code went with the old
// version reloads itself (app/lazy-page.tsx).
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all(RETIRED_CACHES.map((name) => caches.delete(name))).then(() => self.clients.claim()),
  );
});

/** The network's page; offline, the precached app page, or the network error when there is none. */
async function pageNetworkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await matchPrecache(APP_PAGE);
    if (cached) return cached;
    throw error;
  }
}

/** The network's answer (kept when it is a success); offline, the last kept one, or the network error. */
async function apiNetworkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(API_CACHE);
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: API_CACHE });
    if (cached) return cached;
    throw error;
  }
}
