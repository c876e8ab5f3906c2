import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Where `/api` goes in dev and preview; the API's default port unless told otherwise. */
const apiTarget = process.env.RUMO_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  root,
  plugins: [react()],
  server: {
    port: 5173,
    proxy,
  },
  preview: {
    port: 4173,
    proxy,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // The traveller's trip page is its own light entry (share.html), apart from the app shell.
      input: { main: `${root}index.html`, share: `${root}share.html` },
      // @rumo/core is pure declarations (its zod schemas are top-level calls the bundler cannot
      // prove pure): without this every schema and zod itself would land in the first chunk.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }],
      },
      // No manual vendor groups: screens are lazy routes, so the date picker, dropzone and the
      // rest already split by use; a manual group pulls its dependencies (Mantine core) with it
      // and drags them into the first load.
    },
  },
});
