import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Where `/api` goes in dev and preview; the API's default port unless told otherwise. */
const apiTarget = process.env.RUMO_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

/**
 * Vendor code that only some screens need (date pickers, calendars, uploads) gets its own chunk,
 * so the first load stays small; the rest of the split follows the lazy routes.
 */
const lazyVendorGroups = [
  { name: 'mantine-dates', test: /node_modules[\\/](@mantine[\\/]dates|dayjs)[\\/]/ },
  { name: 'mantine-dropzone', test: /node_modules[\\/](@mantine[\\/]dropzone|react-dropzone|file-selector|attr-accept)[\\/]/ },
  { name: 'mantine-schedule', test: /node_modules[\\/](@mantine[\\/]schedule|@fullcalendar)[\\/]/ },
];

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
      // @rumo/core is pure declarations (its zod schemas are top-level calls the bundler cannot
      // prove pure): without this every schema and zod itself would land in the first chunk.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // A group takes only its own modules: with dependencies pulled in, the date picker's
          // chunk would swallow Mantine core internals the first screen needs.
          includeDependenciesRecursively: false,
          groups: lazyVendorGroups.map((group) => ({ ...group, priority: 10 })),
        },
      },
    },
  },
});
