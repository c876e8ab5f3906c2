/**
 * A small iCalendar (RFC 5545) writer: enough for a list of events. Text values are escaped
 * (3.3.11) and content lines folded at 75 octets without splitting a UTF-8 character (3.1).
 */

export type CalendarTime = { date: string } | { instant: Date };

export interface CalendarEvent {
  uid: string;
  start: CalendarTime;
  /** Exclusive end; a date for all-day events, an instant otherwise. */
  end?: CalendarTime;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
}

export interface CalendarOptions {
  name: string;
  /** PRODID, e.g. "-//Rumo//Viagem//PT". */
  productId: string;
  now?: Date;
}

export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds one content line: CRLF + one space before every 75 octets. */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // continuation lines start with a space, which counts towards their 75 octets
    const limit = chunks.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      chunks.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  chunks.push(current);
  return chunks.join('\r\n ');
}

const utc = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const property = (name: string, time: CalendarTime) =>
  'date' in time ? `${name};VALUE=DATE:${time.date.replace(/-/g, '')}` : `${name}:${utc(time.instant)}`;

export function buildCalendar(events: CalendarEvent[], options: CalendarOptions): string {
  const stamp = utc(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${stamp}`, property('DTSTART', event.start));
    if (event.end) lines.push(property('DTEND', event.end));
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
