/**
 * UI catalogues, one folder per locale:
 *
 *   ui/pt/<area>.ts   the source text of an area (`export const <area>Pt = {...} as const`)
 *   ui/es/<area>.ts   `export const <area>Es: Widen<typeof <area>Pt> = {...}`
 *   ui/en/<area>.ts   the same for English
 *   ui/<locale>/index.ts  mounts the areas into one catalogue (uiPt, uiEs: UiCatalog, uiEn: UiCatalog)
 *   ui/legal/<locale>.ts  terms and privacy policy, loaded only with the legal pages
 *
 * A locale file imports only the *type* of its pt twin, so a built locale chunk holds one language
 * (apps/web/src/app/catalogueChunks.test.ts builds the pt entry and looks for Spanish in it).
 * A missing or extra key in es or en fails typecheck (Widen keeps the keys and tuple lengths of pt).
 *
 * To add an area: write pt/<area>.ts, es/<area>.ts and en/<area>.ts in that shape, then mount it
 * under the same key in the three index.ts files. A new key goes into the three files of its area.
 * pnrStatus.ts is not mounted: @rumo/pnr reads it directly to fill a segment's status_text.
 */
import type { Locale } from '../../constants.ts';
import type { MessageCatalog } from '../types.ts';
import { uiPt } from './pt/index.ts';
import { uiEs } from './es/index.ts';
import { uiEn } from './en/index.ts';
import type { UiCatalog } from './types.ts';

export type { LegalCatalog, LegalDocument, LegalSection, UiCatalog } from './types.ts';
export * from './legal/index.ts';
export { uiPt, uiEs, uiEn };

/** All three languages at once: for the server (PDFs, calendars, e-mails), never for the web app. */
export const uiCatalogs: Record<Locale, UiCatalog> = { pt: uiPt, es: uiEs, en: uiEn };

// The web merges the UI and shared message catalogues into one namespace: no top-level clash.
type SharedTopLevel = keyof UiCatalog & keyof MessageCatalog;
type Assert<T extends true> = T;
export type UiCatalogHasNoSharedTopLevelKey = Assert<[SharedTopLevel] extends [never] ? true : false>;
