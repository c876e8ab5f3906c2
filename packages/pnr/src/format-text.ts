import type { DecodeResult, Locale, Segment } from './types.ts';

const LABELS: Record<Locale, Record<string, string>> = {
  pt: {
    locator: 'Localizador',
    passengers: 'Passageiros',
    flight: 'Voo',
    operatedBy: 'Operado por',
    terminal: 'Terminal',
    class: 'Classe',
    duration: 'Duração',
    equipment: 'Aeronave',
    nextDay: 'dia seguinte',
    days: 'dias',
    previousDay: 'dia anterior',
    noFlights: 'Nenhum voo encontrado.',
    other: 'Outros serviços',
  },
  es: {
    locator: 'Localizador',
    passengers: 'Pasajeros',
    flight: 'Vuelo',
    operatedBy: 'Operado por',
    terminal: 'Terminal',
    class: 'Clase',
    duration: 'Duración',
    equipment: 'Avión',
    nextDay: 'día siguiente',
    days: 'días',
    previousDay: 'día anterior',
    noFlights: 'No se encontraron vuelos.',
    other: 'Otros servicios',
  },
  en: {
    locator: 'Booking reference',
    passengers: 'Passengers',
    flight: 'Flight',
    operatedBy: 'Operated by',
    terminal: 'Terminal',
    class: 'Class',
    duration: 'Duration',
    equipment: 'Aircraft',
    nextDay: 'next day',
    days: 'days',
    previousDay: 'previous day',
    noFlights: 'No flights found.',
    other: 'Other services',
  },
};

const MONTHS: Record<Locale, string[]> = {
  pt: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** A readable plain-text itinerary ("copy as text"). */
export function formatSegmentsAsText(result: DecodeResult, locale: Locale = 'pt'): string {
  const loc: Locale = locale === 'es' || locale === 'en' ? locale : 'pt';
  const L = LABELS[loc];
  const out: string[] = [];
  if (result?.locator) out.push(`${L.locator}: ${result.locator}`);
  if (result?.passengers?.length)
    out.push(`${L.passengers}: ${result.passengers.map((p) => p.name).join(', ')}`);
  if (out.length) out.push('');
  const segments = result?.segments ?? [];
  if (!segments.length) out.push(L.noFlights);
  segments.forEach((s, i) => out.push(...segmentLines(s, i + 1, loc)));
  const others = result?.other_segments ?? [];
  if (others.length) {
    out.push('', `${L.other}:`);
    for (const o of others) out.push(`- ${o.text}`);
  }
  return out.join('\n');
}

function segmentLines(s: Segment, n: number, loc: Locale): string[] {
  const L = LABELS[loc];
  const head = [`${n}. ${L.flight} ${s.airline} ${s.flight}`];
  if (s.airline_name) head.push(`(${s.airline_name})`);
  head.push(`- ${humanDate(s, loc)}`);
  if (s.status_text) head.push(`- ${s.status_text[loc]}`);
  const lines = [head.join(' ')];
  const dep = s.dep ? ` ${clock(s.dep)}` : '';
  let arr = s.arr ? ` ${clock(s.arr)}` : '';
  if (s.arr && s.arr_day_offset) arr += ` (${offsetText(s.arr_day_offset, loc)})`;
  lines.push(`   ${place(s.from_city, s.from)}${dep} -> ${place(s.to_city, s.to)}${arr}`);
  const details: string[] = [];
  if (s.class) details.push(`${L.class} ${s.class}`);
  if (s.duration_minutes)
    details.push(
      `${L.duration} ${Math.floor(s.duration_minutes / 60)}h${String(s.duration_minutes % 60).padStart(2, '0')}`,
    );
  if (s.terminal_dep || s.terminal_arr)
    details.push(`${L.terminal} ${s.terminal_dep ?? '-'} / ${s.terminal_arr ?? '-'}`);
  if (s.equipment) details.push(`${L.equipment} ${s.equipment}`);
  if (details.length) lines.push(`   ${details.join(' · ')}`);
  if (s.operated_by) lines.push(`   ${L.operatedBy} ${s.operated_by}`);
  return lines;
}

function humanDate(s: Segment, loc: Locale): string {
  const iso = s.departure ?? null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (m) {
    const day = Number(m[3]);
    const month = MONTHS[loc][Number(m[2]) - 1];
    return loc === 'en' ? `${month} ${day}, ${m[1]}` : `${day} ${month} ${m[1]}`;
  }
  return s.date;
}

function place(city: string | null, code: string): string {
  return city ? `${city} (${code})` : code;
}

function clock(hhmm: string): string {
  return `${hhmm.slice(0, 2)}:${hhmm.slice(2)}`;
}

function offsetText(offset: number, loc: Locale): string {
  const L = LABELS[loc];
  if (offset === 1) return `+1 ${L.nextDay}`;
  if (offset === -1) return `-1 ${L.previousDay}`;
  return `${offset > 0 ? '+' : ''}${offset} ${L.days}`;
}
