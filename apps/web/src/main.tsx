import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { currentLanguage, firstTextsSettled } from './lib/i18n.ts';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './lib/offline-cache.ts';
import { loadSignedInRedirect } from './features/auth/components/redirect-if-signed-in.tsx';
import { preloadModule } from './lib/use-deferred-module.ts';
import { screensBeforeFirstRender } from './app/lazy-page.tsx';
import { repeatEarlyPresses } from './lib/early-presses.ts';
import { cn } from './lib/utils.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/**
 * The front page and the sign-in page arrive drawn, in the language named by `data-prerendered`
 * (vite-plugin-prerender.ts): the app takes that markup over when it detects the same language. Otherwise (another
 * language was chosen in this browser before the server knew it) the inline loader script has hidden the page, and
 * the app draws it afresh, as it does on every other page.
 */
const prerendered = document.documentElement.dataset.prerendered;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * Renders nothing; once React has committed the page it took over, what was pressed before it ran (the page was
 * there first: the app's code is asked for once it has been painted) is handed over and repeated.
 */
function RepeatEarlyPresses() {
  useEffect(() => repeatEarlyPresses(), []);
  return null;
}

const hydrate = prerendered !== undefined && container.hasChildNodes();
// The plain page (index.html) is what a signed-in browser gets for `/` and `/auth`: there the check that sends the
// person on comes before the first render, so the front page never shows (features/auth/components/
// redirect-if-signed-in.tsx). A page drawn at build time is a visitor's: it is taken over first, the check follows.
// A signed-in screen waits for its layout and guard (app/router.tsx).
const ready = Promise.all([
  firstTextsSettled,
  // The sign-in form's fields merge classes (tailwind-merge), whose tables are built on first use: built here, in a
  // task of their own, rather than inside the take-over's render (one long task on a slow phone).
  window.location.pathname === '/auth' ? new Promise<void>((resolve) => setTimeout(() => resolve(void cn('p-0', 'p-1')), 0)) : undefined,
  hydrate || !['/', '/auth'].includes(window.location.pathname) ? undefined : preloadModule(loadSignedInRedirect).catch(() => undefined),
  screensBeforeFirstRender(window.location.pathname),
]);

// Rendered once the texts are there: usually at once (the page ran their module first), else when their module
// runs, which the page's load event waits for.
void ready.then(() => {
  if (hydrate && prerendered === currentLanguage()) {
    // As a transition, React takes the page over in short slices, yielding to the browser between them (a press,
    // a scroll), instead of in one long task; the page is already drawn, so nothing waits for it to finish.
    startTransition(() => {
      hydrateRoot(
        container,
        <>
          {app}
          <RepeatEarlyPresses />
        </>,
      );
    });
  } else {
    window.mealplanrEarlyPresses?.(); // the page they were pressed on is drawn afresh
    container.replaceChildren();
    createRoot(container).render(app);
    document.documentElement.classList.remove('language-pending');
  }
});

registerServiceWorker();
