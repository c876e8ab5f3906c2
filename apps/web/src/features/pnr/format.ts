import type { TFunction } from 'i18next';
import type { Locale } from '@rumo/core';
import { HTML_LANG } from '../../app/locale.ts';
import type { Segment, UnreadLine } from './types.ts';

/** "2335" -> "23:35". */
export function clock(hhmm: string): string {
  return `${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}`;
}

export function flightCode(segment: Segment): string {
  return `${segment.airline} ${segment.flight}`;
}

/** "São Paulo (GRU)", or the code alone when the airport is not in the tables. */
export function placeLabel(city: string | null, code: string): string {
  return city ? `${city} (${code})` : code;
}

export function formatDuration(minutes: number, t: TFunction): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('pnr.segments.minutes', { minutes: rest });
  return t('pnr.segments.hoursMinutes', { hours, minutes: String(rest).padStart(2, '0') });
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "seg., 18 de jan. de 2027" from the local departure; the display's "18JAN" when the year is unknown. */
export function formatSegmentDate(segment: Segment, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(segment.departure ?? '');
  if (!match) return segment.date;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(HTML_LANG[locale], {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** "+1", "-1": the mark beside an arrival on another day. */
export function dayOffsetMark(offset: number): string {
  return offset > 0 ? `+${offset}` : `−${Math.abs(offset)}`;
}

export function dayOffsetText(offset: number, t: TFunction): string {
  return offset > 0
    ? t('pnr.segments.laterDay', { count: offset })
    : t('pnr.segments.earlierDay', { count: Math.abs(offset) });
}

function localMinutes(localDateTime: string): number {
  const [date = '', time = '00:00'] = localDateTime.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0) / 60_000;
}

/** Minutes on the ground between two flights that meet at one airport, when under a day; else null. */
export function connectionMinutes(arriving: Segment, leaving: Segment): number | null {
  if (arriving.to !== leaving.from || !arriving.arrival || !leaving.departure) return null;
  // Both times are local to the same airport, so their difference is the time on the ground.
  const gap = localMinutes(leaving.departure) - localMinutes(arriving.arrival);
  return gap > 0 && gap < 24 * 60 ? gap : null;
}

/** The decoder's English reason in the reader's language when it is a known one. */
export function unreadReason(line: UnreadLine, t: TFunction): string {
  return /air segment/i.test(line.reason) ? t('pnr.unread.segmentReason') : line.reason;
}
