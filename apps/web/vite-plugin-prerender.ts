/**
 * Renders the front page (/) and the sign-in page (/auth) to HTML at build time, in every language, so they arrive
 * drawn: their largest text is painted from the HTML instead of after the app's code has run, and the browser then
 * takes the markup over (hydrateRoot in src/main.tsx). docs/decisions/0018-pages-rendered-at-build-time.md.
 *
 * After the browser build, a second Vite build makes src/entry-server.tsx a Node module; each page is rendered
 * with it into a copy of the built index.html and written to `pages/<language>/<name>.html`:
 * - `<html lang>` is the page's language and `data-prerendered` names it (main.tsx hydrates only when the language
 *   it detects is that one; the inline loader script hides the page until the app has drawn it otherwise);
 * - the title is the page's own;
 * - the app's code is not a tag of the page but named in `data-app-scripts` (entry first): the inline loader
 *   (vite-plugin-language-texts.ts) asks for it, with the texts of the language in use, once the page has been
 *   painted, since the page is seen and its links work without it (docs/decisions/0019-front-page-code-after-
 *   the-first-paint.md). The inline scripts stay exactly those of index.html: the server allows them by the
 *   hashes it reads from index.html;
 * - the files of the screen its take-over loads on demand (the sign-in form) are named in `data-screen-scripts`:
 *   the loader preloads them after the app's code, one a task, instead of the app asking for them all in one task
 *   as it runs (Vite's preload of a dynamic import's files).
 * index.html stays the app's page for every other address, and for a signed-in person (the server decides:
 * apps/server/src/plugins/spa.ts). The pages are not precached by the offline worker: offline, every address
 * opens index.html.
 */
import { mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/**
 * The pages rendered, by address, and the file name each gets under pages/<language>/; `screens`: modules loaded on
 * demand (lazy-page.tsx) that the page's take-over needs, whose files the page names in `data-screen-scripts`.
 */
export const PRERENDERED_PAGES: ReadonlyArray<{ path: string; file: string; screens?: readonly string[] }> = [
  { path: '/', file: 'index.html' },
  { path: '/auth', file: 'auth.html', screens: ['src/features/auth/components/auth-page.tsx', 'src/lib/query-layer.tsx'] },
];

interface ServerEntry {
  LANGUAGES: readonly string[];
  renderPage(path: string, search: string, language: string): Promise<{ html: string; title: string }>;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function prerender({ entry }: { entry: string }): Plugin {
  let config: ResolvedConfig;
  /** The languages whose texts module was built. */
  const textFiles = new Map<string, string[]>();
  /** Each page's screens' files: their chunks and every chunk they import, as /assets/… */
  const screenFiles = new Map<string, string[]>();
  return {
    name: 'mealplanr:prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      for (const chunk of chunks) {
        const language = /\/src\/locales\/load-(\w+)\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
        if (chunk.isEntry && language) textFiles.set(language, [chunk.fileName, ...chunk.imports]);
      }
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      for (const page of PRERENDERED_PAGES) {
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) add(imported);
        };
        for (const screen of page.screens ?? []) {
          const id = path.resolve(config.root, screen);
          // The chunk the module is the entry of, else the one it was bundled into.
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id) ?? chunks.find((candidate) => id in candidate.modules);
          if (!chunk) throw new Error(`prerender: no chunk for ${screen}`);
          add(chunk.fileName);
        }
        screenFiles.set(page.path, [...files].map((file) => `/${file}`));
      }
    },
    closeBundle: {
      // Before the build's files are compressed (vite-plugin-precompress.ts), so the pages get their copies too.
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        // Inside node_modules of this package, so the module's own imports (React, …) resolve as usual.
        const ssrDir = path.join(config.root, 'node_modules/.mealplanr-prerender');
        try {
          await build({
            configFile: config.configFile,
            mode: config.mode,
            logLevel: 'warn',
            build: { ssr: entry, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
          });
          const server = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
          const built = readFileSync(path.join(outDir, 'index.html'), 'utf8');
          // The app's code is not a tag of these pages: the inline loader asks for it once the page is painted
          // (vite-plugin-language-texts.ts), with the texts of the language it finds.
          const codeTag = /\s*<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)">(?:<\/script>)?/g;
          const tags = [...built.matchAll(codeTag)];
          const appEntry = tags.find((match) => match[0].includes('<script'))?.[1];
          if (!appEntry) throw new Error('prerender: index.html has no module script');
          // The entry first: the loader runs it and preloads the rest.
          const appFiles = [appEntry, ...tags.map((match) => match[1]!).filter((file) => file !== appEntry)];
          const template = built.replace(codeTag, '');
          for (const language of server.LANGUAGES) {
            if (!textFiles.has(language)) throw new Error(`prerender: no texts module was built for ${language}`);
            mkdirSync(path.join(outDir, 'pages', language), { recursive: true });
            for (const page of PRERENDERED_PAGES) {
              const { html, title } = await server.renderPage(page.path, '', language);
              // What the app's code loads anyway needs no second hint.
              const screens = (screenFiles.get(page.path) ?? []).filter((file) => !appFiles.includes(file));
              const screenAttribute = screens.length > 0 ? ` data-screen-scripts="${screens.join(' ')}"` : '';
              const document = replaceOnce(
                replaceOnce(
                  replaceOnce(
                    template,
                    '<html lang="en">',
                    `<html lang="${language}" data-prerendered="${language}" data-app-scripts="${appFiles.join(' ')}"${screenAttribute}>`,
                  ),
                  '<title>MealPlanr</title>',
                  `<title>${escapeHtml(title)}</title>`,
                ),
                '<div id="root"></div>',
                `<div id="root">${html}</div>`,
              );
              writeFileSync(path.join(outDir, 'pages', language, page.file), document);
            }
          }
        } finally {
          rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}

/** `text` with its one `search` replaced; a template that lacks it is a build error, not a page without it. */
function replaceOnce(text: string, search: string, replacement: string): string {
  const at = text.indexOf(search);
  if (at < 0 || text.indexOf(search, at + 1) >= 0) throw new Error(`prerender: index.html must contain ${search} exactly once`);
  return text.slice(0, at) + replacement + text.slice(at + search.length);
}
