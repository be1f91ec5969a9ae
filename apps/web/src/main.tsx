import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { currentLanguage, firstTextsSettled } from './lib/i18n.ts';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './lib/offline-cache.ts';

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

// Rendered once the texts are there: usually at once (the page ran their module first), else when their module
// runs, which the page's load event waits for.
void firstTextsSettled.then(() => {
  if (prerendered && prerendered === currentLanguage() && container.hasChildNodes()) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
    document.documentElement.classList.remove('language-pending');
  }
});

registerServiceWorker();
