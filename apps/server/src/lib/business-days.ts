/**
 * Business days in Brazil: Monday to Friday, except the national holidays. Dates are calendar
 * dates "yyyy-mm-dd" (no time zone); callers pick the day in the agency's zone first.
 *
 * Holidays: the fixed national ones (Lei 662/1949, 6.802/1980, 14.759/2023) and the Easter-based
 * days that close banks and public offices nationwide: Carnaval Monday and Tuesday, Sexta-feira
 * Santa and Corpus Christi (Carnaval and Corpus Christi are "pontos facultativos" federally, but
 * almost everything closes, so a deadline never counts them).
 */

const FIXED_HOLIDAYS: readonly { month: number; day: number; name: string; since?: number }[] = [
  { month: 1, day: 1, name: 'Confraternização Universal' },
  { month: 4, day: 21, name: 'Tiradentes' },
  { month: 5, day: 1, name: 'Dia do Trabalho' },
  { month: 9, day: 7, name: 'Independência do Brasil' },
  { month: 10, day: 12, name: 'Nossa Senhora Aparecida' },
  { month: 11, day: 2, name: 'Finados' },
  { month: 11, day: 15, name: 'Proclamação da República' },
  { month: 11, day: 20, name: 'Dia Nacional de Zumbi e da Consciência Negra', since: 2024 },
  { month: 12, day: 25, name: 'Natal' },
];

const pad = (n: number) => String(n).padStart(2, '0');
const toIso = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

function parseIso(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`Not a calendar date: ${value}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** Easter Sunday of the Gregorian calendar (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function addCalendarDays(date: string, days: number): string {
  const value = parseIso(date);
  value.setUTCDate(value.getUTCDate() + days);
  return toIso(value);
}

const holidayCache = new Map<number, Map<string, string>>();

/** The national holidays of a year: date -> name. */
export function brazilianHolidays(year: number): Map<string, string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const days = new Map<string, string>();
  for (const holiday of FIXED_HOLIDAYS)
    if (!holiday.since || year >= holiday.since) days.set(`${year}-${pad(holiday.month)}-${pad(holiday.day)}`, holiday.name);
  days.set(addCalendarDays(easter, -48), 'Carnaval (segunda-feira)');
  days.set(addCalendarDays(easter, -47), 'Carnaval (terça-feira)');
  days.set(addCalendarDays(easter, -2), 'Sexta-feira Santa');
  days.set(addCalendarDays(easter, 60), 'Corpus Christi');
  holidayCache.set(year, days);
  return days;
}

export function isBrazilianHoliday(date: string): boolean {
  return brazilianHolidays(parseIso(date).getUTCFullYear()).has(date);
}

export function isBusinessDay(date: string): boolean {
  const weekday = parseIso(date).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isBrazilianHoliday(date);
}

/**
 * The date `count` business days after `date` (the start day itself never counts): a request on a
 * Friday with count 1 answers the next Monday, or Tuesday when Monday is a holiday.
 */
export function addBusinessDays(date: string, count: number): string {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be a non-negative integer');
  let current = date;
  let left = count;
  while (left > 0) {
    current = addCalendarDays(current, 1);
    if (isBusinessDay(current)) left--;
  }
  return current;
}

/** The calendar date of an instant in an IANA time zone, "yyyy-mm-dd". */
export function dateInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
