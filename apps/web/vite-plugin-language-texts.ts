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
 *
 * On such a page (it names the app's code in `data-app-scripts`), the app's code and the texts are asked for once
 * the browser has painted the page (its first paint, else the next frame; at once in a background tab): the page
 * is seen from its HTML and styles alone. Links followed, buttons pressed and forms sent before the app runs are
 * kept (`window.mealplanrEarlyPresses`), and main.tsx repeats them once it has taken the page over (src/lib/
 * early-presses.ts); a link within the page focuses its target as the app's skip link does.
 * docs/decisions/0019-front-page-code-after-the-first-paint.md.
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
        // A page drawn at build time names the app's code in data-app-scripts (vite-plugin-prerender.ts): the
        // page needs only its HTML and styles to be seen and its links to work, so the app's code (and these
        // texts) is asked for once the page has been painted, not beside the styles (on a slow link they would
        // share the bandwidth the first paint waits for). Presses meanwhile are kept for the app (main.tsx).
        var app = document.documentElement.getAttribute('data-app-scripts');
        var appFiles = app ? app.split(' ') : [];
        // The files of the screen that the take-over loads on demand (the sign-in form), preloaded after the rest.
        var screen = document.documentElement.getAttribute('data-screen-scripts');
        var screenFiles = screen ? screen.split(' ') : [];
        function add(tag, attribute, url, parent) {
          var element = document.createElement(tag);
          if (tag === 'link') element.rel = 'modulepreload';
          else element.type = 'module';
          element.crossOrigin = '';
          element[attribute] = url;
          return parent.appendChild(element);
        }
        // After the first paint, one element a task (\`split\`): asking for a file takes the main thread a moment
        // (more on a slow phone), and ten of them at once would make one long task just after the paint.
        function start(split) {
          var steps = [];
          var preloads = appFiles.slice(1).concat(chosen.slice(1));
          preloads.forEach(function (url) {
            steps.push(function () {
              add('link', 'href', url, document.head);
            });
          });
          if (appFiles.length > 0) {
            steps.push(function () {
              add('script', 'src', appFiles[0], document.body).onerror = giveUp;
            });
          }
          steps.push(function () {
            add('script', 'src', chosen[0], document.body);
          });
          screenFiles.forEach(function (url) {
            steps.push(function () {
              add('link', 'href', url, document.head);
            });
          });
          if (!split || !window.MessageChannel) {
            steps.forEach(function (step) {
              step();
            });
            return;
          }
          var channel = new MessageChannel();
          channel.port1.onmessage = function () {
            steps.shift()();
            if (steps.length > 0) channel.port2.postMessage(0);
          };
          steps.shift()();
          if (steps.length > 0) channel.port2.postMessage(0);
        }
        // index.html names no code (its own tags load it); a page hidden until the app draws it has nothing to paint.
        if (appFiles.length === 0 || (drawn && drawn !== language)) {
          start();
          return;
        }
        var early = [];
        function keep(event) {
          var element = event.target instanceof Element ? event.target : null;
          // A link within the page (the skip link) does what the app does with it: focuses its target and leaves
          // the address alone.
          var inPage = element && event.type === 'click' ? element.closest('a[href^="#"]') : null;
          var destination = inPage ? document.getElementById(inPage.getAttribute('href').slice(1)) : null;
          if (destination) {
            event.preventDefault();
            event.stopPropagation();
            destination.focus();
            return;
          }
          // A link to another page of the app is followed by the app (no reload), as once it runs.
          var link = element && event.type === 'click' ? element.closest('a[href]') : null;
          if (link) {
            var plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
            if (!plain || link.origin !== location.origin || link.target || link.hasAttribute('download')) return;
            event.preventDefault();
            event.stopPropagation();
            early.push({ type: 'click', target: link, submitter: null });
            return;
          }
          var target = element ? element.closest(event.type === 'submit' ? 'form' : 'button') : null;
          if (!target) return;
          // A form sent before the app is there would go to the address bar (a GET with its fields); the app sends it.
          if (event.type === 'submit') event.preventDefault();
          // Kept for the app alone: while it is taking the page over, it would otherwise see the press too.
          event.stopPropagation();
          early.push({ type: event.type, target: target, submitter: event.submitter || null });
        }
        // Escape takes back a button pressed meanwhile (a menu not yet open), as it closes one that is.
        function cancel(event) {
          if (event.key !== 'Escape') return;
          early = early.filter(function (press) {
            return press.target.tagName !== 'BUTTON' || press.type === 'submit';
          });
        }
        document.addEventListener('click', keep, true);
        document.addEventListener('submit', keep, true);
        document.addEventListener('keydown', cancel, true);
        function release() {
          document.removeEventListener('click', keep, true);
          document.removeEventListener('submit', keep, true);
          document.removeEventListener('keydown', cancel, true);
          return early.splice(0);
        }
        window.mealplanrEarlyPresses = release;
        // If the app's code cannot run (it failed to load), a link pressed meanwhile is followed as a plain link.
        function giveUp() {
          if (window.mealplanrEarlyPresses !== release) return;
          window.mealplanrEarlyPresses = undefined;
          var links = release().filter(function (press) {
            return press.target.tagName === 'A';
          });
          if (links.length > 0) location.assign(links[links.length - 1].target.href);
        }
        var started = false;
        function startOnce() {
          if (started) return;
          started = true;
          start(true);
        }
        // A tab opened in the background paints nothing until shown: it starts at once.
        if (document.visibilityState === 'hidden') startOnce();
        else if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
          new PerformanceObserver(function (list, observer) {
            observer.disconnect();
            startOnce();
          }).observe({ type: 'paint', buffered: true });
          setTimeout(startOnce, 3000);
        } else {
          requestAnimationFrame(function () {
            setTimeout(startOnce, 0);
          });
        }
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
    // A language's module reads its texts as text (`./en.json?raw`, parsed with JSON.parse: much faster for a
    // browser than compiling an object literal): without the files' indentation.
    transform(code, id) {
      if (!id.startsWith(localesDir) || !id.endsWith('.json?raw')) return undefined;
      const literal = /^export default ("(?:[^"\\]|\\.)*");?\s*$/.exec(code)?.[1];
      if (!literal) throw new Error(`language-texts: unexpected raw module for ${id}`);
      const compact = JSON.stringify(JSON.parse(JSON.parse(literal) as string));
      return { code: `export default ${JSON.stringify(compact)};`, map: null };
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
