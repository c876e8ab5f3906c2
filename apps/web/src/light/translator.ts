import { interpolate, lookupCounted, type TextParams } from '@rumo/core/i18n/text';

/**
 * The light pages' tiny translator (trip page, sign-in, ...): i18next and the whole catalogue
 * would double their first load. Same key and plural conventions as the app (key_zero /
 * key_one / key_other, {{name}}), over the same catalogue files.
 */
export type Params = TextParams;

export interface Translator {
  /** Sets the catalogue once its language chunk has loaded. */
  use(catalog: object): void;
  t(key: string, params?: Params): string;
}

export function createTranslator(htmlLang: string): Translator {
  let catalog: object | null = null;
  const rules = new Intl.PluralRules(htmlLang);
  return {
    use: (loaded) => {
      catalog = loaded;
    },
    t: (key, params = {}) => interpolate(lookupCounted(catalog, key, params.count, rules) ?? key, params),
  };
}
