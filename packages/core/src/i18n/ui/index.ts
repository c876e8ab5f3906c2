import type { Locale } from '../../constants.ts';
import type { MessageCatalog } from '../types.ts';
import { uiPt } from './pt.ts';
import { uiEs } from './es.ts';
import { uiEn } from './en.ts';
import type { UiCatalog } from './types.ts';

export type { LegalCatalog, LegalDocument, LegalSection, UiCatalog } from './types.ts';
export * from './legal/index.ts';
export { uiPt, uiEs, uiEn };

export const uiCatalogs: Record<Locale, UiCatalog> = { pt: uiPt, es: uiEs, en: uiEn };

// The web merges the UI and shared message catalogues into one namespace: no top-level clash.
type SharedTopLevel = keyof UiCatalog & keyof MessageCatalog;
type Assert<T extends true> = T;
export type UiCatalogHasNoSharedTopLevelKey = Assert<[SharedTopLevel] extends [never] ? true : false>;
