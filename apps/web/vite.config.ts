import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { STANDALONE_PAGES } from '../../packages/core/src/constants.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Where `/api` goes in dev and preview; the API's default port unless told otherwise. */
const apiTarget = process.env.RUMO_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

/** `npm run dev` serves the light entries at their routes, as the built server does (apps/server spa.ts). */
function standalonePages(): Plugin {
  const pages = new Map<string, string>(Object.entries(STANDALONE_PAGES));
  return {
    name: 'rumo-standalone-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname = '', search = ''] = (request.url ?? '').split(/\?(.*)/s);
        const file = pages.get(pathname);
        if (file) request.url = `/${file}${search ? `?${search}` : ''}`;
        next();
      });
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), standalonePages()],
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
    // Country flags stay files (components/CountryFlag.tsx): inlined, all 270 would sit in the JS.
    assetsInlineLimit: (file) => (/[\\/]flag-icons[\\/]/.test(file) ? false : undefined),
    // dist/.vite/manifest.json: each entry's chunks, read by bench/bundle-size.ts and its budget test.
    manifest: true,
    rolldownOptions: {
      // The traveller's trip page and the signed-out pages are their own light entries, apart
      // from the app shell (STANDALONE_PAGES).
      input: {
        main: `${root}index.html`,
        share: `${root}share.html`,
        ...Object.fromEntries(Object.values(STANDALONE_PAGES).map((file) => [file.replace('.html', ''), `${root}${file}`])),
      },
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
