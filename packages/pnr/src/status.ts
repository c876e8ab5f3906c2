import { pnrStatusPt } from '@rumo/core/i18n/ui/pt/pnrStatus';
import { pnrStatusEs } from '@rumo/core/i18n/ui/es/pnrStatus';
import { pnrStatusEn } from '@rumo/core/i18n/ui/en/pnrStatus';
import type { StatusText } from './types.ts';

/*
 * The labels live in core's catalogues (ui/{pt,es,en}/pnrStatus.ts). Only those three plain
 * objects are imported, by subpath: the decoder does not load @rumo/core's schemas or the rest of
 * the UI text.
 */
type StatusCode = keyof typeof pnrStatusPt;

/** Meaning of a segment status code in pt / es / en, or null when unknown. */
export function statusMeaning(code: string | null | undefined): StatusText | null {
  if (!code) return null;
  const key = String(code).trim().toUpperCase().replace(/\d+$/, '');
  if (!Object.hasOwn(pnrStatusPt, key)) return null;
  const known = key as StatusCode;
  return { pt: pnrStatusPt[known], es: pnrStatusEs[known], en: pnrStatusEn[known] };
}

export function isKnownStatus(code: string): boolean {
  return statusMeaning(code) !== null;
}
