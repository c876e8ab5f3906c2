import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants.ts';
import { messagesPt } from './messages/pt.ts';
import { messagesEs } from './messages/es.ts';
import { messagesEn } from './messages/en.ts';
import type { MessageCatalog, MessageKey } from './types.ts';

export type { MessageCatalog, MessageKey } from './types.ts';
export { messagesPt, messagesEs, messagesEn };
export * from './ui/index.ts';

export const messageCatalogs: Record<Locale, MessageCatalog> = { pt: messagesPt, es: messagesEs, en: messagesEn };

export type MessageParams = Record<string, string | number>;

function lookup(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function isMessageKey(key: string): key is MessageKey {
  return lookup(messagesPt, key) !== undefined;
}

/** Translates a shared message; falls back to Portuguese, then to the key itself. */
export function translate(locale: Locale, key: MessageKey | string, params?: MessageParams): string {
  const text = lookup(messageCatalogs[locale], key) ?? lookup(messagesPt, key) ?? key;
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
