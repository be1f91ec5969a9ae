import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugin-precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The API server listens on 5000 during development; the SPA talks to it through this proxy so that
// cookies stay first-party, exactly as in production where one process serves both.
const apiProxy = { '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false } };

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), precompress()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
});
