import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, isLocale, type Locale } from '@rumo/core';

/** Value of `<html lang>` for each interface language. */
export const HTML_LANG: Record<Locale, string> = { pt: 'pt-BR', es: 'es', en: 'en' };

/** The interface language chosen on this browser; pt when none or an unknown one is stored. */
export function readLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Stores the language and reloads, so every screen and cached response is in the new one (spec 1). */
export function switchLocale(locale: Locale): void {
  if (locale === readLocale()) return;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the reload keeps the current language, nothing else to do.
  }
  window.location.reload();
}
