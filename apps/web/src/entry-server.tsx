/**
 * Renders a page of the app to HTML at build time (vite-plugin-prerender.ts runs it after the browser build), so
 * the front page and the sign-in page arrive drawn and the browser takes them over (hydrateRoot in main.tsx).
 * Nobody is signed in on these pages; the theme is chosen by the `dark` class that index.html's inline script sets
 * before the first paint, so one rendering serves both themes.
 */
import type { Language } from '@mealplanr/contracts/enums';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app.tsx';
import i18n, { LANGUAGES } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { provideTexts } from './lib/texts.ts';
import be from './locales/be.json';
import en from './locales/en.json';
import ru from './locales/ru.json';

const TEXTS: Record<Language, object> = { en, ru, be };
for (const language of LANGUAGES) provideTexts(language, TEXTS[language]);

export { LANGUAGES };

/** The page at `path` (with `search`, without "?") in `language`: its markup for #root and its title. */
export async function renderPage(path: string, search: string, language: Language): Promise<{ html: string; title: string }> {
  await i18n.changeLanguage(language);
  const render = async () => {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App ssrPath={path} ssrSearch={search} />
      </StrictMode>,
      // Every part written in place, however long: React otherwise moves a large part that waited for its code to
      // the end of the page and reveals it with an inline script, which the page's CSP refuses.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let markup = '';
    for await (const chunk of prelude) markup += String(chunk);
    return markup;
  };
  const html = await render();
  // What the render asked for is not needed again, and each query's cache timer (minutes) would keep the build's
  // process alive after it has finished.
  queryClient.clear();
  if (html.includes("<script")) throw new Error(`rendering ${path} left a script in the page: ${html.slice(html.indexOf("<script") - 1500)}`);
  const titles: Record<string, string> = { '/': 'MealPlanr', '/auth': `${i18n.t('auth.page.title')} · MealPlanr` };
  return { html, title: titles[path] ?? 'MealPlanr' };
}
