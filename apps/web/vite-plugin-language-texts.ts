/**
 * Runs the texts of the language in use (src/locales/load-<language>.ts, one module and chunk each) as a script of
 * their own beside the app's code, so that neither the app's code carries any language nor the first render waits
 * for a request the app's code would start only once it runs (src/lib/texts.ts, src/lib/i18n.ts).
 *
 * The page gets an inline script that finds the language as detectLanguage() in src/lib/i18n.ts does (the stored
 * choice, then the browser's languages, then English), preloads that language's chunks and adds its module as a
 * script; the page's load event waits for it, as for the app's own script. The server allows the inline script by
 * its hash, read from the built page at start. On a page rendered at build time in another language than the one
 * found, it also hides the page until the app has drawn it (main.tsx).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LOADER = /^load-(\w+)\.ts$/;

/** The inline script, for each language's [module, ...chunks to preload]; must agree with detectLanguage(). */
function loaderScript(files: Record<string, string[]>, storageKey: string): string {
  return `
      (function () {
        var files = ${JSON.stringify(files)};
        var candidates = [];
        try {
          var stored = window.localStorage.getItem(${JSON.stringify(storageKey)});
          if (stored) candidates.push(stored);
        } catch (e) {
          // Storage can be blocked (privacy mode): the browser's languages decide.
        }
        candidates = candidates.concat(navigator.languages || [], navigator.language || '');
        var language = 'en';
        for (var i = 0; i < candidates.length; i += 1) {
          var code = String(candidates[i]).split('-')[0].toLowerCase();
          if (Object.prototype.hasOwnProperty.call(files, code)) {
            language = code;
            break;
          }
        }
        // A page drawn at build time in another language (vite-plugin-prerender.ts) stays hidden until the app
        // has drawn it in this one (main.tsx), instead of showing the other language first.
        var drawn = document.documentElement.getAttribute('data-prerendered');
        if (drawn && drawn !== language) document.documentElement.classList.add('language-pending');
        var chosen = files[language];
        for (var j = 1; j < chosen.length; j += 1) {
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = chosen[j];
          document.head.appendChild(link);
        }
        var script = document.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = chosen[0];
        document.body.appendChild(script);
      })();
    `;
}

export function languageTexts({ storageKey }: { storageKey: string }): Plugin {
  let localesDir = '';
  let command: 'build' | 'serve' = 'build';
  const languages = new Map<string, string>(); // language → its module's path
  return {
    name: 'mealplanr:language-texts',
    configResolved(config) {
      command = config.command;
      localesDir = path.join(config.root, 'src/locales');
      for (const file of readdirSync(localesDir)) {
        const language = LOADER.exec(file)?.[1];
        if (language) languages.set(language, path.join(localesDir, file));
      }
      if (!languages.has('en')) throw new Error(`language-texts: ${localesDir}/load-en.ts is missing`);
    },
    buildStart() {
      // Entries of their own, so that a page can run one by its file name.
      if (command === 'build') for (const id of languages.values()) this.emitFile({ type: 'chunk', id });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files: Record<string, string[]> = {};
        if (!bundle) {
          // The dev server serves the sources.
          for (const language of languages.keys()) files[language] = [`/src/locales/load-${language}.ts`];
        } else {
          const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
          // What the page loads anyway (its entry and that entry's imports) needs no second hint.
          const moduleIds = new Set(languages.values());
          const pageEntries = chunks.filter((chunk) => chunk.isEntry && !moduleIds.has(chunk.facadeModuleId ?? ''));
          const pageLoads = new Set(pageEntries.flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
          for (const [language, id] of languages) {
            const chunk = chunks.find((candidate) => candidate.isEntry && candidate.facadeModuleId === id);
            if (!chunk) throw new Error(`language-texts: no chunk for ${id}`);
            files[language] = [chunk.fileName, ...chunk.imports.filter((file) => !pageLoads.has(file))].map((file) => `/${file}`);
          }
        }
        return [{ tag: 'script', children: loaderScript(files, storageKey), injectTo: 'body' }];
      },
    },
  };
}
