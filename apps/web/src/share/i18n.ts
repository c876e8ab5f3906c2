import type { tripAppPt } from '@rumo/core/i18n/ui/pt/tripApp';
import { LOCALE_STORAGE_KEY } from '@rumo/core/constants';
import { createTranslator } from '../light/translator.ts';

/** The trip page's language: its own small catalogue through the light translator. */
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
const translator = createTranslator(HTML_LANG[locale]);

/** Loads the reader's language; main.tsx renders after it resolves. */
export async function loadCatalog(): Promise<void> {
  translator.use(await bundles[locale]());
}

export const t = translator.t;
