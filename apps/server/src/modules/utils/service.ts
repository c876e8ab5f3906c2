import { codes as currencyCodes } from 'currency-codes';
import { getStates } from '@brazilian-utils/brazilian-utils';
import { COMMON_CURRENCIES, DEGREES, PAYMENT_OPTIONS, translate, type Locale, type LookupMap } from '@rumo/core';

/** Intl locale of each interface language. */
const INTL_LOCALE: Record<Locale, string> = { pt: 'pt-BR', es: 'es', en: 'en' };

const currencyCache = new Map<Locale, LookupMap>();

/** ISO 4217 code -> localised name; the common currencies of the agencies first, then by code. */
export function currencies(locale: Locale): LookupMap {
  const cached = currencyCache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'currency', fallback: 'code' });
  const all = new Set<string>([...COMMON_CURRENCIES, ...[...currencyCodes()].sort()]);
  const map: LookupMap = {};
  for (const code of all) {
    let name: string | undefined;
    try {
      name = names.of(code);
    } catch {
      name = undefined;
    }
    map[code] = name && name !== code ? name.charAt(0).toLocaleUpperCase(INTL_LOCALE[locale]) + name.slice(1) : code;
  }
  currencyCache.set(locale, map);
  return map;
}

export function paymentOptions(locale: Locale): LookupMap {
  return Object.fromEntries(PAYMENT_OPTIONS.map((id) => [id, translate(locale, `lookups.payment.${id}`)]));
}

export function degreeOptions(locale: Locale): LookupMap {
  return Object.fromEntries(DEGREES.map((id) => [id, translate(locale, `lookups.degree.${id}`)]));
}

/** The 27 federative units: UF -> name, in alphabetical order of the UF. */
export function brazilianStates(): LookupMap {
  return Object.fromEntries(
    getStates()
      .map((state) => [state.code, state.name] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
