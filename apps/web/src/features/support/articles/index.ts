import type { Locale } from '@rumo/core';
import type { ArticleTexts } from './catalog.ts';

/** Only the interface language's articles are downloaded, and only by the support page. */
export function loadArticles(locale: Locale): Promise<ArticleTexts> {
  switch (locale) {
    case 'es':
      return import('./es.ts').then((m) => m.articlesEs);
    case 'en':
      return import('./en.ts').then((m) => m.articlesEn);
    default:
      return import('./pt.ts').then((m) => m.articlesPt);
  }
}
