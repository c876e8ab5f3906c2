// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';

/**
 * Builds the app's and the trip page's language loaders as the production build does (same
 * tree-shaking of @rumo/core) and reads what a reader of one language downloads: the chunk of
 * that language and every chunk it imports. No other language's words may be in it.
 */
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const ONLY = {
  // Words found in one language's catalogue and in neither of the others (the test checks both).
  pt: ['Carregando', 'Passageiros', 'Assinar', 'Voltar para o início', 'Fechar'],
  es: ['Cargando', 'Pasajeros', 'Suscribirme', 'Volver al inicio', 'Cerrar'],
  en: ['Loading', 'Passengers', 'Subscribe', 'Back to', 'Close'],
};

async function buildLoaders(): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rolldownOptions: {
        input: { app: `${root}apps/web/src/app/i18n.ts`, share: `${root}apps/web/src/share/i18n.ts` },
        treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }] },
        external: [/^i18next/, /^react/],
        // Keep the loaders' exports: without an app around them they would be shaken away.
        preserveEntrySignatures: 'strict',
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}

/** The text a reader downloads with the chunk that holds `moduleEnd`: it and its static imports. */
function downloadedWith(chunks: Rolldown.OutputChunk[], moduleEnd: string): string {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(moduleEnd)));
  if (!start) throw new Error(`no chunk holds ${moduleEnd}`);
  const seen = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk): void => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen].map((name) => byName.get(name)!.code).join('\n');
}

describe('catalogue chunks', () => {
  it('a reader downloads the words of their own language only', { timeout: 60_000 }, async () => {
    const chunks = await buildLoaders();
    for (const locale of ['pt', 'es', 'en'] as const) {
      for (const [entry, label] of [
        [`i18n/locales/${locale}.ts`, 'app'],
        [`i18n/ui/${locale}/tripApp.ts`, 'trip page'],
      ] as const) {
        const text = downloadedWith(chunks, entry);
        expect(text.length, `${label} ${locale}`).toBeGreaterThan(500);
        for (const other of (['pt', 'es', 'en'] as const).filter((l) => l !== locale)) {
          for (const word of ONLY[other]) {
            expect(text.includes(word), `${label} ${locale} chunk holds "${word}"`).toBe(false);
          }
        }
      }
    }
    for (const locale of ['pt', 'es', 'en'] as const) {
      const app = downloadedWith(chunks, `i18n/locales/${locale}.ts`);
      for (const word of ONLY[locale]) expect(app, `${locale} app chunk`).toContain(word);
    }
  });
});
