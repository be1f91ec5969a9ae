import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './vite-plugin-precompress.ts';
import { languageTexts } from './vite-plugin-language-texts.ts';
import { prerender } from './vite-plugin-prerender.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The API server listens on 5000 during development; the SPA talks to it through this proxy so that
// cookies stay first-party, exactly as in production where one process serves both.
const apiProxy = { '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false } };

/** The light theme's page colour; the inline script in index.html switches the browser bar for the dark one. */
const LIGHT_BACKGROUND = '#fbfcfb';

/**
 * The offline worker (src/sw.ts, docs/decisions/0014-workbox-offline-and-install.md) with every file of the build
 * precached, and the web app manifest that lets a phone install MealPlanr.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  // Registered by lib/offline-cache.ts (production only), at the same /sw.js as before.
  injectRegister: false,
  injectManifest: {
    rollupFormat: 'iife',
    globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
    // The .br/.gz copies are the same files; the server picks one per request. The pages rendered at build time
    // (vite-plugin-prerender.ts) are for the network: offline, every address opens index.html.
    globIgnores: ['**/*.br', '**/*.gz', 'sw.js', 'pages/**'],
  },
  manifest: {
    id: '/',
    name: 'MealPlanr',
    short_name: 'MealPlanr',
    description: 'Plan a week of meals that fit your diet and turn them into one shared grocery list.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: LIGHT_BACKGROUND,
    background_color: LIGHT_BACKGROUND,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  root,
  // The build of src/entry-server.tsx (run by the prerender plugin) needs React only: no styles, worker or copies.
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        tailwindcss(),
        languageTexts({ storageKey: 'mealplanr-language' }),
        pwa,
        prerender({ entry: 'src/entry-server.tsx' }),
        precompress(),
      ],
  // Every `import … from 'zod'` (ours and the contracts package's) gets Zod set up for the CSP: lib/zod-setup.ts.
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-setup.ts', import.meta.url)) }] },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Zod and the module every `zod` import resolves to (lib/zod-setup.ts, which turns off its `new Function`
            // probe: the CSP forbids eval) share one chunk, loaded by the first screen that validates with Zod.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-setup\.ts$/ },
          ],
        },
      },
    },
  },
}));
