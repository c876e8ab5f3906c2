import type { tripAppPt } from '@rumo/core/i18n/ui/pt/tripApp';
import { LOCALE_STORAGE_KEY } from '@rumo/core/constants';

/**
 * The trip page's own tiny translator: i18next and the whole catalogue would double its first
 * load. Same key and plural conventions (key_one / key_other), same catalogue file as the app.
 */
export type TripLocale = 'pt' | 'es' | 'en';
type TripCatalog = typeof tripAppPt;
/** Each language is its own small chunk: the page downloads only the one it shows. */
const bundles: Record<TripLocale, () => Promise<TripCatalog>> = {
  pt: () => import('@rumo/core/i18n/ui/pt/tripApp').then((m) => m.tripAppPt),
  es: () => import('@rumo/core/i18n/ui/es/tripApp').then((m) => m.tripAppEs as TripCatalog),
  en: () => import('@rumo/core/i18n/ui/en/tripApp').then((m) => m.tripAppEn as TripCatalog),
};
export const HTML_LANG: Record<TripLocale, string> = { pt: 'pt-BR', es: 'es', en: 'en' };

const isLocale = (value: unknown): value is TripLocale => value === 'pt' || value === 'es' || value === 'en';

/** The language chosen in this browser, else the browser's own, else Portuguese. */
export function pickLocale(): TripLocale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // storage blocked: fall through to the browser's languages
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'pt';
}

export const locale = pickLocale();
let catalog: TripCatalog | null = null;

/** Loads the reader's language; main.tsx renders after it resolves. */
export async function loadCatalog(): Promise<void> {
  catalog = await bundles[locale]();
}

function lookup(key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const plural = new Intl.PluralRules(HTML_LANG[locale]);

export function t(key: string, params: Record<string, string | number> = {}): string {
  const count = params.count;
  const text = (typeof count === 'number' ? lookup(`${key}_${plural.select(count)}`) ?? lookup(`${key}_other`) : undefined) ?? lookup(key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
