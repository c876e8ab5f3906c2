/**
 * Reading a catalogue as i18next does, without i18next: dotted keys, the plural form of a numeric
 * `count` (key_zero for 0 wins, then the language's key_one / key_other..., then the key itself) and
 * {{name}} placeholders. The server's `translate` and the light pages' translator both read this way.
 */
export type TextParams = Record<string, string | number>;

/** The string at a dotted key ('errors.rateLimited'), if there is one. */
export function lookupText(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key` in the form `count` takes under `rules`; without a count, the key's own text. */
export function lookupCounted(catalog: unknown, key: string, count: unknown, rules: Intl.PluralRules): string | undefined {
  if (typeof count === 'number') {
    const forms = [...(count === 0 ? ['zero'] : []), rules.select(count), 'other'];
    for (const form of forms) {
      const text = lookupText(catalog, `${key}_${form}`);
      if (text !== undefined) return text;
    }
  }
  return lookupText(catalog, key);
}

export function interpolate(text: string, params?: TextParams): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
