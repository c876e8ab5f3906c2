import { Fragment, createElement, type ReactNode } from 'react';
import type { Locale } from '@rumo/core/constants';
import type { messagesPt } from '@rumo/core/i18n/messages/pt';
import type { shellPt } from '@rumo/core/i18n/ui/pt/shell';
import { setApiTranslator } from '../api/client.ts';
import { HTML_LANG, readLocale } from '../app/locale.ts';
import { createTranslator, type Params } from './translator.ts';

/**
 * Language of the signed-out light pages: the app's choice of language (readLocale), and only the
 * shell words and shared messages (validation, errors) of it, not the whole app catalogue.
 */
type LightCatalog = typeof shellPt & typeof messagesPt;
const bundles: Record<Locale, () => Promise<LightCatalog>> = {
  pt: () =>
    Promise.all([import('@rumo/core/i18n/ui/pt/shell'), import('@rumo/core/i18n/messages/pt')]).then(([ui, m]) => ({ ...ui.shellPt, ...m.messagesPt })),
  es: () =>
    Promise.all([import('@rumo/core/i18n/ui/es/shell'), import('@rumo/core/i18n/messages/es')]).then(
      ([ui, m]) => ({ ...ui.shellEs, ...m.messagesEs }) as LightCatalog,
    ),
  en: () =>
    Promise.all([import('@rumo/core/i18n/ui/en/shell'), import('@rumo/core/i18n/messages/en')]).then(
      ([ui, m]) => ({ ...ui.shellEn, ...m.messagesEn }) as LightCatalog,
    ),
};

export const locale = readLocale();
const translator = createTranslator(HTML_LANG[locale]);
export const t = translator.t;

/** A page's own words, beside the shell's: e.g. `{ pnr: pnrPt }` for the PNR decoder. */
export type ExtraCatalog = Record<Locale, () => Promise<object>>;

/** Loads the reader's language and sets `<html lang>`; the page renders after it resolves. */
export async function loadLightCatalog(extra?: ExtraCatalog): Promise<void> {
  const [base, own] = await Promise.all([bundles[locale](), extra?.[locale]()]);
  translator.use({ ...base, ...own });
  document.documentElement.lang = HTML_LANG[locale];
  setApiTranslator(t);
}

/** A text with `<name>…</name>` parts rendered by `parts[name]`, as react-i18next's Trans does. */
export function richText(key: string, parts: Record<string, (children: string) => ReactNode>, params?: Params): ReactNode {
  const pieces = t(key, params).split(/<(\w+)>(.*?)<\/\1>/);
  const nodes: ReactNode[] = [];
  for (let i = 0; i < pieces.length; i += 3) {
    if (pieces[i]) nodes.push(pieces[i]);
    const name = pieces[i + 1];
    if (name !== undefined) nodes.push(createElement(Fragment, { key: i }, parts[name]?.(pieces[i + 2] ?? '') ?? pieces[i + 2]));
  }
  return createElement(Fragment, null, ...nodes);
}
