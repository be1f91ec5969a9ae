/**
 * The service worker (src/sw.ts, built to /sw.js) keeps the app and the last-seen grocery lists for use without a network.
 * Registered only in production builds: in development Vite serves modules that must never be cached.
 */

/** The cache of API answers the service worker keeps; the name must match src/sw.ts. */
const API_CACHE = 'mealplanr-api';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works the same, only not after a reload offline; nothing to tell the person.
    });
  };
  // After the page's own loading, in a task of its own once the main thread is idle: a page drawn at build time
  // runs the app's code after its load event, and registering there would lengthen the task that takes it over.
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(register, { timeout: 2000 }) : setTimeout(register, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle);
}

/** Forgets the lists kept for offline use, so the next person on this browser cannot read them. */
export function forgetOfflineData(): void {
  if (typeof caches === 'undefined') return;
  void caches.delete(API_CACHE).catch(() => undefined);
}
