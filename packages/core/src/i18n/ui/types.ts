import type { uiPt } from './pt/index.ts';
import type { legalPt } from './legal/pt.ts';

/**
 * Same keys as the Portuguese source, any strings. Arrays stay tuples of the same length, so a
 * translation cannot drop a section or a paragraph either.
 */
export type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

export type UiCatalog = Widen<typeof uiPt>;
export type LegalCatalog = Widen<typeof legalPt>;

/** One section of a legal document, as the web renders it. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  closing?: readonly string[];
}
export interface LegalDocument {
  title: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}
