import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { firstTextsSettled } from './lib/i18n.ts';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './lib/offline-cache.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const root = createRoot(container);
// Rendered once the texts are there: usually at once (index.html ran their module first), else when their module
// runs, which the page's load event waits for.
void firstTextsSettled.then(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

registerServiceWorker();
