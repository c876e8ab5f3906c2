import type { Line } from './lines.ts';
import { monthFromWord } from './months.ts';
import type { GdsSegmentLine } from './segment-gds.ts';
import type { PnrFormat } from './types.ts';
import { isoDate, isValidDate } from './year.ts';

type Style = GdsSegmentLine['style'];

/** Which system printed the display, from the segment layout first and header/footer marks second. */
export function detectFormat(lines: Line[], styles: Style[], emailSegments: number): PnrFormat {
  const all = lines
    .slice(0, 400)
    .map((l) => l.up)
    .join('\n');
  if (/WORLDSPAN/.test(all)) return 'worldspan';
  if (styles.length) {
    if (/^RP\//m.test(all)) return 'amadeus';
    if (/RECEIVED FROM -|TKT\/TIME LIMIT/.test(all)) return 'sabre';
    const votes: Record<string, number> = {};
    for (const s of styles) {
      const f = styleFormat(s);
      votes[f] = (votes[f] ?? 0) + 1;
    }
    return Object.entries(votes).sort((a, b) => b[1] - a[1])[0][0] as PnrFormat;
  }
  if (emailSegments) return 'email';
  if (/^RP\//m.test(all)) return 'amadeus';
  if (/RECEIVED FROM -|TKT\/TIME LIMIT/.test(all)) return 'sabre';
  if (/\*\* (?:VENDOR LOCATOR|SERVICE INFORMATION|FILED FARE) DATA|VLOC-/.test(all)) return 'galileo';
  if (/^(?:FONE|GFAX|ATFQ|TKTG)-/m.test(all)) return 'apollo';
  return 'unknown';
}

function styleFormat(s: Style): PnrFormat {
  if (s.numberDot) return 'galileo';
  if (s.dayOfWeek === 'two') return 'worldspan';
  if (s.classApart && s.dayOfWeek) return 'amadeus';
  if (s.dayOfWeek) return 'sabre';
  return 'apollo';
}

/** The PNR's creation date (Sabre "0357/10JUN16" stamp, Amadeus "9SEP17/0358Z" header) as yyyy-mm-dd. */
export function readCreationStamp(lines: Line[]): string | null {
  for (const l of lines) {
    const m =
      /^[A-Z0-9]{3,4}\.[A-Z0-9*]{3,12} \d{4}\/(\d{2})([A-Z]{3})(\d{2}) [A-Z0-9]{6}\b/.exec(l.up.trim()) ??
      /^RP\/\S+.*\s(\d{1,2})([A-Z]{3})(\d{2})\/\d{4}Z\s/.exec(l.up.trim());
    if (!m) continue;
    const month = monthFromWord(m[2]);
    const year = 2000 + Number(m[3]);
    if (month && isValidDate(year, month, Number(m[1]))) return isoDate(year, month, Number(m[1]));
  }
  return null;
}
