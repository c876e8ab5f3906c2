import type { TFunction } from 'i18next';
import type { Locale } from '@rumo/core';
import { clock, dayOffsetMark, flightCode, formatDuration, formatSegmentDate, placeLabel } from './format.ts';
import type { DecodeResult, Segment } from './types.ts';

/**
 * "Copiar como texto": the itinerary as plain text in the reader's language. Written here rather
 * than using @rumo/pnr's formatSegmentsAsText, whose module pulls the airport tables into the page.
 */
export function itineraryText(result: DecodeResult, t: TFunction, locale: Locale): string {
  const out: string[] = [];
  if (result.locator) out.push(`${t('pnr.summary.locator')}: ${result.locator}`);
  if (result.passengers.length > 0) {
    out.push(`${t('pnr.summary.passengers')}: ${result.passengers.map((p) => p.name).join(', ')}`);
  }
  if (out.length > 0) out.push('');
  if (result.segments.length === 0) out.push(t('pnr.copy.noFlights'));
  result.segments.forEach((segment, index) => out.push(...segmentLines(segment, index + 1, t, locale)));
  if (result.other_segments.length > 0) {
    out.push('', `${t('pnr.other.heading')}:`);
    for (const other of result.other_segments) out.push(`- ${other.text}`);
  }
  return out.join('\n');
}

function segmentLines(segment: Segment, n: number, t: TFunction, locale: Locale): string[] {
  const head = [`${n}. ${t('pnr.segments.flight')} ${flightCode(segment)}`];
  if (segment.airline_name) head.push(`(${segment.airline_name})`);
  head.push(`- ${formatSegmentDate(segment, locale)}`);
  if (segment.status) head.push(`- ${segment.status_text?.[locale] ?? segment.status}`);

  const departure = segment.dep ? ` ${clock(segment.dep)}` : '';
  let arrival = segment.arr ? ` ${clock(segment.arr)}` : '';
  if (segment.arr && segment.arr_day_offset) arrival += ` (${dayOffsetMark(segment.arr_day_offset)})`;
  const route = `   ${placeLabel(segment.from_city, segment.from)}${departure} -> ${placeLabel(segment.to_city, segment.to)}${arrival}`;

  const details: string[] = [];
  if (segment.class) details.push(`${t('pnr.segments.class')} ${segment.class}`);
  if (segment.duration_minutes) details.push(`${t('pnr.segments.duration')} ${formatDuration(segment.duration_minutes, t)}`);
  if (segment.terminal_dep || segment.terminal_arr) {
    details.push(`${t('pnr.segments.terminal')} ${segment.terminal_dep ?? '-'} / ${segment.terminal_arr ?? '-'}`);
  }
  if (segment.equipment) details.push(`${t('pnr.segments.equipment')} ${segment.equipment}`);

  const lines = [head.join(' '), route];
  if (details.length > 0) lines.push(`   ${details.join(' · ')}`);
  if (segment.operated_by) lines.push(`   ${t('pnr.segments.operatedBy')} ${segment.operated_by}`);
  // The text gave this leg in another version too: whoever reads the copy should know.
  if (segment.doubt) lines.push(`   ! ${segment.doubt[locale]}`);
  return lines;
}
