import type { ArticleId, ArticleText, ArticleTexts } from './articles/catalog.ts';

/** Lower case without accents: 'Exportação' and 'exportacao' match. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const bodyOf = (article: ArticleText) =>
  [article.summary, ...article.paragraphs, ...(article.steps ?? [])].join(' ');

/**
 * The articles whose title or text holds every word of the query (accents and case ignored), best
 * first: words found in the title count more than words found in the text.
 */
export function searchArticles(articles: ArticleTexts, query: string): ArticleId[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return Object.keys(articles) as ArticleId[];
  const scored: { id: ArticleId; score: number }[] = [];
  for (const [id, article] of Object.entries(articles) as [ArticleId, ArticleText][]) {
    const title = fold(article.title);
    const body = fold(bodyOf(article));
    let score = 0;
    for (const word of words) {
      if (title.includes(word)) score += 3;
      else if (body.includes(word)) score += 1;
      else {
        score = 0;
        break;
      }
    }
    if (score > 0) scored.push({ id, score });
  }
  return scored.sort((a, b) => b.score - a.score).map((entry) => entry.id);
}
