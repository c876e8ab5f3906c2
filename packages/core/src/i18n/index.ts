import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants.ts';
import { messagesPt } from './messages/pt.ts';
import { messagesEs } from './messages/es.ts';
import { messagesEn } from './messages/en.ts';
import type { MessageCatalog, MessageKey } from './types.ts';
import { interpolate, lookupCounted, lookupText, type TextParams } from './text.ts';

export type { MessageCatalog, MessageKey } from './types.ts';
export { messagesPt, messagesEs, messagesEn };
export * from './ui/index.ts';

export const messageCatalogs: Record<Locale, MessageCatalog> = { pt: messagesPt, es: messagesEs, en: messagesEn };

export type MessageParams = TextParams;
export { interpolate };

export function isMessageKey(key: string): key is MessageKey {
  return lookupText(messagesPt, key) !== undefined;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
function rulesOf(locale: Locale): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

/**
 * Translates a shared message; falls back to Portuguese, then to the key itself. A numeric `count`
 * picks the plural form (`key_one`; the key itself is the other form).
 */
export function translate(locale: Locale, key: MessageKey | string, params?: MessageParams): string {
  const text =
    lookupCounted(messageCatalogs[locale], key, params?.count, rulesOf(locale)) ??
    lookupCounted(messagesPt, key, params?.count, rulesOf('pt')) ??
    key;
  return interpolate(text, params);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks pt, es or en from an Accept-Language header by quality; default pt. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.base && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLocale) ?? DEFAULT_LOCALE;
}
