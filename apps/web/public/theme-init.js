// Applies the stored theme (or the system preference when nothing is stored) before the first paint,
// so a dark-theme user never sees a white flash. Kept tiny and dependency-free: it blocks rendering.
// Must stay in sync with src/lib/theme.ts (storage key, values and theme colours).
(function () {
  var dark = false;
  try {
    var stored = window.localStorage.getItem('mealplanr-theme');
    dark =
      stored === 'dark' ||
      (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch (e) {
    // Storage can be blocked (privacy mode); the light theme is a safe default.
  }
  document.documentElement.classList.toggle('dark', dark);
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#101512' : '#fbfcfb');
})();
