import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, messageCatalogs, uiCatalogs, type MessageCatalog, type UiCatalog } from '@rumo/core';
import { HTML_LANG, readLocale } from './locale.ts';

/** One namespace: the shared messages (validation.*, errors.*, checklist.*, trial.*) and the UI text. */
export type Translation = MessageCatalog & UiCatalog;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

const resources = Object.fromEntries(
  LOCALES.map((locale) => [locale, { translation: { ...messageCatalogs[locale], ...uiCatalogs[locale] } }]),
);

export const locale = readLocale();

void i18n.use(initReactI18next).init({
  resources,
  lng: locale,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  initAsync: false,
});

document.documentElement.lang = HTML_LANG[locale];

export default i18n;
