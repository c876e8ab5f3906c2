import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale, type MessageCatalog, type UiCatalog } from '@rumo/core';
import { setApiTranslator } from '../api/client.ts';
import { HTML_LANG, readLocale } from './locale.ts';

/** One namespace: the shared messages (validation.*, errors.*, checklist.*, trial.*) and the UI text. */
export type Translation = MessageCatalog & UiCatalog;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

/** Each language is its own chunk: a visitor downloads only the one they read. */
const bundles: Record<Locale, () => Promise<{ default: Translation }>> = {
  pt: () => import('@rumo/core/i18n/locales/pt'),
  es: () => import('@rumo/core/i18n/locales/es'),
  en: () => import('@rumo/core/i18n/locales/en'),
};

export const locale = readLocale();

/** Loads the reader's language, then starts i18next; the app renders after this resolves. */
export async function initI18n(): Promise<void> {
  const { default: translation } = await bundles[locale]();
  await i18n.use(initReactI18next).init({
    resources: { [locale]: { translation } },
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = HTML_LANG[locale];
  setApiTranslator((key) => i18n.t(key as 'errors.generic'));
}

export default i18n;
